import type { ProjectDetail } from './api';
import type { ProjectEnum, ProjectEnums } from './enumsApi';

/** People of the test organisation; ids match userWithRole() in web/test/renderApp. */
export const OWNER = { _id: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test' };
export const GRACE = { _id: 'user-admin', name: 'Grace Hopper', email: 'admin@demo.test' };
export const READER = { _id: 'user-read', name: 'Riley Reader', email: 'read@demo.test' };

export const EMPLOYEES = [
  { ...OWNER, role: 'owner' },
  { ...GRACE, role: 'admin' },
  { ...READER, role: 'read' },
];

export function project(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    _id: 'p1',
    name: 'Website',
    key: 'WEB',
    description: 'Marketing site',
    status: 'active',
    lead: OWNER,
    addedBy: OWNER,
    members: [OWNER, GRACE],
    unfinishedTasks: 3,
    createdAt: '2026-01-15T10:00:00Z',
    updatedAt: '2026-01-15T10:00:00Z',
    ...overrides,
  };
}

export function status(name: string, overrides: Partial<ProjectEnum> = {}): ProjectEnum {
  return { _id: `s-${name.toLowerCase().replace(/\s+/g, '-')}`, name, color: '#37B24D', category: 'todo', position: 0, taskCount: 0, ...overrides };
}

export const ENUMS: ProjectEnums = {
  statuses: [
    status('To Do', { position: 0, taskCount: 3 }),
    status('In Progress', { position: 1, category: 'in_progress', color: '#4263EB' }),
    status('Done', { position: 2, category: 'done', color: '#37B24D' }),
  ],
  epics: [{ _id: 'e-launch', name: 'Launch', color: '#7048E8', category: null, position: 0, taskCount: 1 }],
};
