import { lazy, Suspense } from 'react';
import type { ProjectDetail } from '../tasks/types';
import { SummaryLoading } from './SummaryLoading';

// The charts library is big and only this tab uses it: it loads when the tab opens.
const SummaryView = lazy(() => import('./SummaryView'));

/** The Summary tab: counts by status, priority, type and assignee, sprint progress and burndown, as charts. */
export function SummaryTab({ project }: { project: ProjectDetail }) {
  return (
    <Suspense fallback={<SummaryLoading />}>
      <SummaryView project={project} />
    </Suspense>
  );
}
