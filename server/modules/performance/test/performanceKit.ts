import { expect } from 'vitest';
import type { CreditCategory, CreditCreateBody, CreditDetail, PerformanceSettingsBody } from '../../../../domain/performance/credits';
import { ORG_ROLES, type OrgRole } from '../../../../domain/permissions/roles';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test helpers of performance credits: an organisation with every role, a task, its categories, and credits made through the API. */

export type Tokens = Record<OrgRole, string>;

export const ROLES_WITHOUT_VIEW: readonly OrgRole[] = ['maintainer', 'editor', 'read'];

export async function performanceWorkspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = {} as Tokens;
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api/performance${url}`, token, payload);
  const api = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api${url}`, token, payload);

  const project = await api('POST', '/project/add', tokens.owner, { name: 'Web', key: 'WEB', members: [members.editor.id] });
  expect(project.statusCode, project.body).toBe(200);
  const projectId: string = project.json().data._id;
  const task = await api('POST', '/task/add', tokens.owner, { projectId, title: 'Ship the login page' });
  expect(task.statusCode, task.body).toBe(200);
  const taskId: string = task.json().data._id;

  const listed = await call('GET', '/category', tokens.owner);
  expect(listed.statusCode, listed.body).toBe(200);
  const categories: CreditCategory[] = listed.json().data;
  const category = (name: string) => categories.find((c) => c.name === name)!;

  /** A credit through the API (201 expected), for the editor by default. */
  const addCredit = async (token: string = tokens.owner, body: Partial<CreditCreateBody> = {}): Promise<CreditDetail> => {
    const res = await call('POST', '/credit/add', token, { userId: members.editor.id, points: 10, categoryId: category('Delivery')._id, reason: 'Shipped the release', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  /** Saves settings as the owner, starting from the current ones. */
  const saveSettings = async (change: Partial<PerformanceSettingsBody>) => {
    const current = (await call('GET', '/settings', tokens.owner)).json().data;
    const res = await call('PUT', '/settings', tokens.owner, { ...current, ...change });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  return { organization, members, tokens, projectId, taskId, categories, category, call, api, addCredit, saveSettings };
}

export type PerformanceWorkspace = Awaited<ReturnType<typeof performanceWorkspace>>;

