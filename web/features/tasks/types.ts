import type { StatusCategory } from '../../../domain/projects/projects';
import type { Sprint, SprintPlan, TaskSummary } from '../../../domain/sprints/sprints';
import type { Task } from '../../../domain/tasks/tasks';

export type { Sprint, SprintPlan, Task, TaskSummary };
export type { ProjectDetail } from '../projects/api';

export interface StatusOption {
  _id: string;
  name: string;
  color: string;
  category: StatusCategory | null;
  position: number;
}

export interface EpicOption {
  _id: string;
  name: string;
  color: string;
}

export interface BoardSprint {
  _id: string;
  name: string;
  goal: string;
  startDate: string | null;
  endDate: string | null;
}

export interface BoardData {
  activeSprint: BoardSprint | null;
  statuses: StatusOption[];
  tasks: Task[];
}

export interface PersonRef {
  _id: string;
  name: string;
}

export interface TaskComment {
  _id: string;
  body: string;
  author: PersonRef | null;
  createdAt: string;
}

export interface TaskActivity {
  _id: string;
  field: string;
  from: string | null;
  to: string | null;
  actor: PersonRef | null;
  createdAt: string;
}
