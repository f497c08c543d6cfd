import { describe, expect, it } from 'vitest';
import { checkFakeAnswer, takeContractViolations } from './contractFakes';

const project = {
  _id: 'p1',
  name: 'Website',
  key: 'WEB',
  description: '',
  status: 'active',
  lead: null,
  addedBy: null,
  members: [],
  unfinishedTasks: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('fake answers are held to the contract', () => {
  it('accepts an answer of the route’s shape', () => {
    expect(checkFakeAnswer('GET', '/api/project/list', 200, { data: [project] })).toBeNull();
    expect(checkFakeAnswer('GET', '/api/project/p1', 200, { data: project })).toBeNull();
  });

  it('names the field of an answer that has drifted from the server’s schema', () => {
    const violation = checkFakeAnswer('GET', '/api/project/p1', 200, { data: { ...project, unfinishedTasks: '3' } });
    expect(violation).toContain("GET /api/project/:id's response schema: data.unfinishedTasks");
    // The static path wins over the parameter: a list is not read as one project.
    expect(checkFakeAnswer('GET', '/api/project/list', 200, { data: project })).toContain('GET /api/project/list');
    expect(takeContractViolations()).toHaveLength(2);
  });

  it('leaves errors and routes without a contract alone', () => {
    expect(checkFakeAnswer('GET', '/api/project/p1', 404, { message: 'Not found' })).toBeNull();
    expect(checkFakeAnswer('GET', '/api/no-such-route', 200, { anything: true })).toBeNull();
  });
});
