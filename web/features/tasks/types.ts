import type { Sprint, SprintPlan, TaskSummary } from '../../../domain/sprints/sprints';
import type { Task, TaskCard } from '../../../domain/tasks/tasks';

export type { Sprint, SprintPlan, Task, TaskCard, TaskSummary };
export type { BoardData, BoardSprint, PersonRef, TaskActivity, TaskComment } from '../../../domain/tasks/api';
export type { EpicOption, StatusOption } from '../../../domain/projects/enums';
export type { ProjectDetail } from '../projects/api';
