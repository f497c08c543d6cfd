import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, isFiltering, taskMatcher } from './taskFilter';
import { backlogTask, people, tasks } from './testing';

const keys = (filter: Parameters<typeof taskMatcher>[0]) => [...tasks, backlogTask].filter(taskMatcher(filter, Date.parse('2026-01-02T12:00:00Z'))).map((t) => t.key);

describe('taskMatcher', () => {
  it('lets everything through without filters', () => {
    expect(keys(EMPTY_FILTER)).toHaveLength(6);
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
  });

  it('combines filters: any of the choices within one, all of the filters together', () => {
    expect(keys({ ...EMPTY_FILTER, assignees: [people.ada._id, 'unassigned'], types: ['Task'] })).toEqual(['WEB-1', 'WEB-3', 'WEB-4', 'WEB-5', 'WEB-6']);
    expect(keys({ ...EMPTY_FILTER, priorities: ['Critical', 'High'] })).toEqual(['WEB-2', 'WEB-4']);
    expect(keys({ ...EMPTY_FILTER, epics: ['none'], statuses: ['st-done'] })).toEqual(['WEB-5']);
    expect(keys({ ...EMPTY_FILTER, sprints: ['backlog'] })).toEqual(['WEB-6']);
  });

  it('matches text in the title or the key', () => {
    expect(keys({ ...EMPTY_FILTER, text: 'LOGIN' })).toEqual(['WEB-1']);
    expect(keys({ ...EMPTY_FILTER, text: 'web-4' })).toEqual(['WEB-4']);
    expect(keys({ ...EMPTY_FILTER, text: '5' })).toEqual(['WEB-5']);
  });

  it('keeps tasks updated in the last day for "Recently updated"', () => {
    expect(keys({ ...EMPTY_FILTER, recent: true })).toHaveLength(6);
    expect(taskMatcher({ ...EMPTY_FILTER, recent: true }, Date.parse('2026-02-01'))(tasks[0]!)).toBe(false);
  });
});
