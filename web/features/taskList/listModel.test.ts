import { describe, expect, it } from 'vitest';
import { nextSort, sortTasks } from './listModel';
import { people, tasks } from '../tasks/testing';

const context = { statusPosition: (id: string) => ['st-todo', 'st-doing', 'st-done'].indexOf(id), personName: (id: string | null) => (id === people.ada._id ? 'Ada' : id ? 'Grace' : null) };
const keys = (key: Parameters<typeof sortTasks>[1]['key'], direction: 'asc' | 'desc' = 'asc') => sortTasks(tasks, { key, direction }, context).map((t) => t.key);

describe('sortTasks', () => {
  it('sorts keys by number, priorities by urgency, statuses by board order', () => {
    expect(keys('key', 'desc')).toEqual(['WEB-5', 'WEB-4', 'WEB-3', 'WEB-2', 'WEB-1']);
    expect(keys('priority')).toEqual(['WEB-4', 'WEB-2', 'WEB-3', 'WEB-1', 'WEB-5']);
    expect(keys('status', 'desc').slice(0, 2)).toEqual(['WEB-5', 'WEB-4']);
  });

  it('keeps empty values last in both directions', () => {
    expect(keys('assignee').slice(-2)).toEqual(['WEB-5', 'WEB-3']);
    expect(keys('assignee', 'desc').slice(-2)).toEqual(['WEB-5', 'WEB-3']);
    expect(keys('points', 'desc').slice(0, 2)).toEqual(['WEB-5', 'WEB-1']);
  });

  it('flips the direction on the same column', () => {
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort({ key: 'title', direction: 'asc' }, 'updated')).toEqual({ key: 'updated', direction: 'desc' });
  });
});
