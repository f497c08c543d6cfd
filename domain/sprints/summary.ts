import { z } from 'zod';
import { STATUS_CATEGORIES, type StatusCategory } from '../projects/projects';

/**
 * The Summary tab's one rule for what it counts. Every card and every chart counts the same
 * set, every task of the project, once: the cards split it by status category (To do, In
 * progress, Done) and the status chart lists each status under its category, with the
 * category's total, so a card and the chart always add up to the same number. A status
 * without a category counts as To do: not finished (as the server's isOpenStatus) and not
 * under way. The priority, type and assignee charts count the same tasks by another field.
 */
export const SUMMARY_CATEGORY_LABELS: Record<StatusCategory, string> = { todo: 'To do', in_progress: 'In progress', done: 'Done' };

export const summaryTotalsSchema = z.object({
  tasks: z.number(),
  categories: z.array(
    z.object({
      category: z.enum(STATUS_CATEGORIES),
      label: z.string(),
      count: z.number(),
      statuses: z.array(z.object({ statusId: z.string(), name: z.string(), color: z.string(), count: z.number() })),
    }),
  ),
});
export type SummaryTotals = z.infer<typeof summaryTotalsSchema>;

export interface StatusCount {
  statusId: string;
  name: string;
  color: string;
  category: StatusCategory | null;
  count: number;
}

/** The cards' numbers and the status chart's groups, from the task count of each status (in board order). */
export function summaryTotals(byStatus: readonly StatusCount[]): SummaryTotals {
  const categories = STATUS_CATEGORIES.map((category) => {
    const statuses = byStatus
      .filter((status) => (status.category ?? 'todo') === category)
      .map(({ statusId, name, color, count }) => ({ statusId, name, color, count }));
    return { category, label: SUMMARY_CATEGORY_LABELS[category], count: statuses.reduce((sum, s) => sum + s.count, 0), statuses };
  });
  return { tasks: categories.reduce((sum, c) => sum + c.count, 0), categories };
}
