import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrgRole } from '../../../../domain/permissions/roles';
import { projectEnums, tasks } from '../../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test helpers of the sprint screens (summary, report): days in UTC and a project with its statuses. */

const DAY = 24 * 60 * 60 * 1000;
const json = { 'content-type': 'application/json' };

/** Midnight UTC of today plus `days`, plus `hours`. */
export const utc = (days: number, hours = 0) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hours * 60 * 60 * 1000);
export const dateKey = (days: number) => utc(days).toISOString().slice(0, 10);

/** An organisation (owner, editor, read), `people` more, and a project of the owner's with them and read as members. */
export async function sprintTestProject(t: TestApp, people: { role: OrgRole; name: string }[] = []) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read']);
  const extra = [];
  for (const person of people) extra.push(await createUser(t.db, { organizationId: organization.id, ...person }));
  const token = await tokenFor(t.db, members.owner);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
    t.app.inject({ method, url: `/api${url}`, headers: payload ? { ...json, ...bearer(as) } : bearer(as), payload });
  const created = await api('POST', '/project/add', { name: 'Sprints', members: [...extra.map((user) => user.id), members.read.id] });
  expect(created.statusCode, created.body).toBe(200);
  const projectId: string = created.json().data._id;
  const statuses = await t.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.position));
  const status = (name: string) => statuses.find((s) => s.name === name)!.id;
  /** A task through the API; `completedAt` backdates when it was finished. */
  const addTask = async (body: Record<string, unknown>, completedAt?: Date) => {
    const added = await api('POST', '/task/add', { projectId, title: 'Task', ...body });
    expect(added.statusCode, added.body).toBe(200);
    if (completedAt) await t.db.update(tasks).set({ completedAt }).where(eq(tasks.id, added.json().data._id));
    return added.json().data as { _id: string; key: string };
  };
  return { organization, members, extra, token, readToken: await tokenFor(t.db, members.read), projectId, statuses, status, api, addTask };
}
