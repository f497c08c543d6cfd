import { describe, expect, it } from 'vitest';
import { activityText, type ActivityNames } from './activityText';

const names: ActivityNames = {
  status: (id) => ({ s1: 'To Do', s2: 'Done' })[id],
  person: (id) => ({ u1: 'Ada', u2: 'Grace' })[id],
  sprint: (id) => ({ sp1: 'Sprint 1' })[id],
  epic: (id) => ({ e1: 'Checkout' })[id],
};
const text = (field: string, from: string | null, to: string | null) => activityText({ _id: '1', field, from, to, actor: null, createdAt: '' }, names);

describe('activityText', () => {
  it('names statuses, people, sprints and epics', () => {
    expect(text('status', 's1', 's2')).toBe('changed the status from To Do to Done');
    expect(text('assignee', null, 'u1')).toBe('assigned the task to Ada');
    expect(text('assignee', 'u1', null)).toBe('unassigned Ada');
    expect(text('assignee', 'u1', 'u2')).toBe('changed the assignee from Ada to Grace');
    expect(text('sprint', 'sp1', null)).toBe('moved the task from Sprint 1 to the backlog');
    expect(text('epic', null, 'e1')).toBe('set the epic to Checkout');
  });

  it('never shows a raw id', () => {
    expect(text('status', 'gone', 's2')).toBe('changed the status from a deleted status to Done');
    expect(text('assignee', null, 'gone')).toBe('assigned the task to a former member');
  });

  it('describes plain fields', () => {
    expect(text('created', null, 'Title')).toBe('created the task');
    expect(text('title', 'Old', 'New')).toBe('renamed the task from “Old” to “New”');
    expect(text('description', null, null)).toBe('updated the description');
    expect(text('priority', 'Low', 'High')).toBe('changed the priority from Low to High');
    expect(text('storyPoints', null, '5')).toBe('set the story points to 5');
    expect(text('dueDate', '2026-01-01', null)).toBe('removed the due date');
  });
});
