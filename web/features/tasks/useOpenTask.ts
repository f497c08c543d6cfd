import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Opens a task in the side panel: sets ?taskId=, keeping projectId and selectedTab. */
export function useOpenTask(): (taskId: string) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (taskId: string) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set('taskId', taskId);
        return next;
      }),
    [setSearchParams],
  );
}
