import { describe, expect, it } from 'vitest';
import { buildSections, flattenSections, nextSprintName } from './backlogModel';
import { plan } from '../tasks/testing';

describe('backlog model', () => {
  it('puts the active sprint first and the backlog last', () => {
    const reversed = { ...plan, sprints: [...plan.sprints].reverse() };
    expect(buildSections(reversed).map((s) => s.id)).toEqual(['sprint-1', 'sprint-2', 'backlog']);
  });

  it('flattens sections into rows, skipping collapsed ones and marking empty ones', () => {
    const sections = buildSections({ ...plan, backlog: [] });
    const kinds = flattenSections(sections, new Set(['sprint-1']), true).map((item) => item.kind);
    expect(kinds).toEqual(['header', 'header', 'task', 'create', 'header', 'empty', 'create']);
    expect(flattenSections(sections, new Set(), false).some((item) => item.kind === 'create')).toBe(false);
  });

  it('names a new sprint after the project, skipping taken names', () => {
    expect(nextSprintName('WEB', [{ name: 'WEB Sprint 1' }])).toBe('WEB Sprint 2');
    expect(nextSprintName('WEB', [{ name: 'Kickoff' }, { name: 'WEB Sprint 3' }])).toBe('WEB Sprint 4');
  });
});
