import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { projectSpacePath } from '../projects/paths';

/** The report's deep link: the backlog with ?sprintReport={sprintId}, so reload and shared links reopen it. */
export const SPRINT_REPORT_PARAM = 'sprintReport';

export function sprintReportPath(projectId: string, sprintId: string): string {
  return `${projectSpacePath(projectId, 'backlog')}&${SPRINT_REPORT_PARAM}=${encodeURIComponent(sprintId)}`;
}

/** The sprint whose report is open, and closing it (the rest of the URL stays). */
export function useSprintReportParam() {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(SPRINT_REPORT_PARAM);
        return next;
      }),
    [setParams],
  );
  return { sprintId: params.get(SPRINT_REPORT_PARAM), close };
}
