/** The tasks' types, priorities, keys and limits without zod: the shell's task chips read them here. */

export const TASK_TYPES = ['Task', 'Bug'] as const;
export const TASK_PRIORITIES = ['None', 'Critical', 'High', 'Medium', 'Low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** Most urgent first, for sorting: Critical, High, Medium, Low, None (TASK_PRIORITIES is the pickers' order). */
export const PRIORITY_RANK: Record<TaskPriority, number> = { Critical: 0, High: 1, Medium: 2, Low: 3, None: 4 };
/** A task's name across the product: its project's key and its number, 'WEB-42'. */
export const taskKey = (projectKey: string, number: number) => `${projectKey}-${number}`;
/** A task key as people type it: the project's key (letters and digits, a letter first), a dash, the number. */
export const TASK_KEY_PATTERN = /^[A-Z][A-Z0-9]{1,9}-[1-9]\d{0,8}$/;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 50_000;
