import { describe, expect, it } from 'vitest';
import { taskAddBodySchema } from './tasks';

const base = { projectId: '7b2a3c1e-0c5e-4a51-9f0e-1d2c3b4a5f60', title: 'Ship it' };

describe('task fields', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['31/12/2026', false],
  ])('due date %s valid: %s', (dueDate, valid) => {
    expect(taskAddBodySchema.safeParse({ ...base, dueDate }).success).toBe(valid);
  });

  it('trims the title and requires it', () => {
    expect(taskAddBodySchema.parse({ ...base, title: '  Ship it  ' }).title).toBe('Ship it');
    expect(taskAddBodySchema.safeParse({ ...base, title: '   ' }).error?.issues[0]?.message).toBe('Title is required');
  });
});
