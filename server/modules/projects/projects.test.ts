import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES, PROJECT_MESSAGES } from '../../../domain/projects/projects';
import type { OrgRole } from '../../../domain/permissions/roles';
import { projectEnums, projectMembers, projects, tasks } from '../../platform/db/schema';
import { createOrganization, createUser, tokenFor, type TestUser } from '../../test/factories';
import { callApi, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/testApp';
import { UPGRADE_REQUIRED_PROJECTS_TEXT } from '../../../domain/billing/plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

interface Person {
  _id: string;
  name: string;
  email: string;
}
interface Project {
  _id: string;
  name: string;
  key: string;
  description: string;
  status: string;
  lead: Person | null;
  addedBy: Person | null;
  members: Person[];
  unfinishedTasks: number;
}

const ROLES = ['owner', 'admin', 'maintainer', 'editor', 'read'] as const satisfies readonly OrgRole[];

/** A fresh organisation with one person per role and a session token for each. */
async function team(plan: 'free' | 'paid' = 'paid') {
  const { organization, members } = await createOrganization(t.db, ROLES, { plan });
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  return { organization, members, tokens };
}

async function addProject(token: string, body: Record<string, unknown>): Promise<Project> {
  const res = await call('POST', '/api/project/add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const projectCount = async (organizationId: string) => (await t.db.select({ n: count() }).from(projects).where(eq(projects.organizationId, organizationId)))[0]!.n;
const memberIdsOf = async (projectId: string) =>
  (await t.db.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId))).map((r) => r.userId).sort();
const projectRow = async (id: string) => t.db.query.projects.findFirst({ where: eq(projects.id, id) });
const ids = (people: { id: string }[]) => people.map((p) => p.id).sort();
const summary = (u: TestUser) => ({ _id: u.id, name: u.name, email: u.email });

describe('creating a project', () => {
  it('creates it with the caller as member and lead, a key proposed from the name and made unique, and the seven statuses', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Website', members: [members.editor.id], addedBy: members.read.id });
    expect(project).toMatchObject({
      name: 'Website',
      key: 'WEB',
      description: '',
      status: 'active',
      lead: summary(members.owner),
      // The caller is recorded, whatever the client claims.
      addedBy: summary(members.owner),
      unfinishedTasks: 0,
    });
    expect(project.members.map((m) => m._id).sort()).toEqual(ids([members.owner, members.editor]));
    expect(await memberIdsOf(project._id)).toEqual(ids([members.owner, members.editor]));
    const statuses = await t.db.select().from(projectEnums).where(eq(projectEnums.projectId, project._id));
    expect(statuses.map((s) => s.name).sort()).toEqual(DEFAULT_STATUSES.map((s) => s.name).sort());

    expect((await addProject(tokens.owner, { name: 'Web', members: [members.editor.id] })).key).toBe('WEB2');
    expect((await addProject(tokens.maintainer, { name: 'webinar', members: [members.maintainer.id] })).key).toBe('WEB3');
    expect((await addProject(tokens.admin, { name: 'Web App', members: [members.admin.id] })).key).toBe('WA');
  });

  it('takes an explicit key, upper-cased, and refuses a key already used in the organisation with 409', async () => {
    const { organization, members, tokens } = await team();
    const ops = await addProject(tokens.owner, { name: 'Operations', key: ' ops ', members: [members.owner.id] });
    expect(ops.key).toBe('OPS');

    const clash = await call('POST', '/api/project/add', tokens.admin, { name: 'Other', key: 'OPS', members: [members.admin.id] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'CONFLICT', message: 'The key OPS is already used by another project' });
    expect(await projectCount(organization.id)).toBe(1);

    // Keys are unique per organisation only.
    const elsewhere = await team();
    expect((await addProject(elsewhere.tokens.owner, { name: 'Ours too', key: 'OPS', members: [elsewhere.members.owner.id] })).key).toBe('OPS');
  });

  it('rejects bad input naming the field, writing nothing', async () => {
    const { organization, members, tokens } = await team();
    const M = members.owner.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ members: [M] }, `name: ${PROJECT_MESSAGES.nameRequired}`],
      [{ name: '   ', members: [M] }, `name: ${PROJECT_MESSAGES.nameRequired}`],
      [{ name: 'Apollo' }, `members: ${PROJECT_MESSAGES.membersRequired}`],
      [{ name: 'Apollo', members: [] }, `members: ${PROJECT_MESSAGES.membersRequired}`],
      [{ name: 'Apollo', members: ['bob'] }, 'members.0: members must contain user ids'],
      [{ name: 'Apollo', members: [M], key: 'x' }, 'key: Key must be 2 to 10 letters or digits, starting with a letter'],
      [{ name: 'Apollo', members: [M], status: 'archived' }, 'status: status must be one of active, inactive, completed'],
      [{ name: 'A'.repeat(81), members: [M] }, 'name: Project name must be at most 80 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/project/add', tokens.owner, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await projectCount(organization.id)).toBe(0);
  });

  it('refuses members from another organisation or who are deactivated', async () => {
    const { organization, members, tokens } = await team();
    const stranger = (await createOrganization(t.db, ['editor'])).members.editor;
    const gone = await createUser(t.db, { organizationId: organization.id, role: 'editor', status: 'inactive' });
    for (const outsider of [stranger, gone]) {
      const res = await call('POST', '/api/project/add', tokens.owner, { name: 'Leaky', members: [members.editor.id, outsider.id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('members: Every member must be an active member of your organization');
    }
    const badLead = await call('POST', '/api/project/add', tokens.owner, { name: 'Leaky', members: [members.editor.id], lead: stranger.id });
    expect(badLead.statusCode).toBe(400);
    expect(await projectCount(organization.id)).toBe(0);
  });

  it('allows three projects on the free tier and answers the fourth with 402 isUpgradeRequired, writing nothing', async () => {
    const { organization, members, tokens } = await team('free');
    const check = async () => (await call('GET', '/api/plan/check?type=project', tokens.maintainer)).json();
    expect(await check()).toEqual({ success: true, isUpgradeRequired: false });
    for (const name of ['One', 'Two', 'Three']) await addProject(tokens.owner, { name, members: [members.owner.id] });
    expect(await check()).toEqual({ success: true, isUpgradeRequired: true });

    const fourth = await call('POST', '/api/project/add', tokens.admin, { name: 'Four', members: [members.editor.id] });
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({ code: 'UPGRADE_REQUIRED', message: UPGRADE_REQUIRED_PROJECTS_TEXT, isUpgradeRequired: true });
    expect(await projectCount(organization.id)).toBe(3);
    expect(await t.db.$count(projectMembers, eq(projectMembers.organizationId, organization.id))).toBe(3);
    expect(await t.db.$count(projectEnums, eq(projectEnums.organizationId, organization.id))).toBe(3 * DEFAULT_STATUSES.length);

    // A paid plan has no project limit.
    const paid = await team();
    for (const name of ['One', 'Two', 'Three', 'Four']) await addProject(paid.tokens.owner, { name, members: [paid.members.owner.id] });
    expect((await call('GET', '/api/plan/check?type=project', paid.tokens.owner)).json().isUpgradeRequired).toBe(false);
  });

  it('lets owners, admins and maintainers create projects, never editors or readers (403)', async () => {
    const { organization, members, tokens } = await team();
    for (const role of ['editor', 'read'] as const) {
      const res = await call('POST', '/api/project/add', tokens[role], { name: `By ${role}`, members: [members[role].id] });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Your role does not allow this' });
    }
    expect(await projectCount(organization.id)).toBe(0);
    for (const role of ['owner', 'admin', 'maintainer'] as const) await addProject(tokens[role], { name: `By ${role}`, members: [members.editor.id] });
    expect(await projectCount(organization.id)).toBe(3);
  });
});

describe('updating a project', () => {
  it('changes name, description, status, key, lead and members, keeping the key when none is sent', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Apollo', members: [members.editor.id] });
    await addProject(tokens.owner, { name: 'Gemini', key: 'GEM', members: [members.editor.id] });

    const res = await call('POST', `/api/project/update/${project._id}`, tokens.owner, {
      name: 'Apollo Moon',
      description: 'To the moon',
      status: 'completed',
      lead: members.maintainer.id,
      members: [members.maintainer.id, members.read.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: project._id, name: 'Apollo Moon', key: project.key, description: 'To the moon', status: 'completed', lead: summary(members.maintainer) });
    expect(await memberIdsOf(project._id)).toEqual(ids([members.maintainer, members.read]));

    const renamed = await call('POST', `/api/project/update/${project._id}`, tokens.owner, { name: 'Apollo Moon', key: 'moon', members: [members.maintainer.id] });
    expect(renamed.json().data).toMatchObject({ key: 'MOON', description: 'To the moon', status: 'completed' });

    const clash = await call('POST', `/api/project/update/${project._id}`, tokens.owner, { name: 'Apollo', key: 'GEM', members: [members.maintainer.id] });
    expect(clash.statusCode).toBe(409);
    expect((await projectRow(project._id))).toMatchObject({ name: 'Apollo Moon', key: 'MOON' });

    const bad = await call('POST', `/api/project/update/${project._id}`, tokens.owner, { name: '', members: [members.maintainer.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`name: ${PROJECT_MESSAGES.nameRequired}`);
    const badId = await call('POST', '/api/project/update/123', tokens.owner, { name: 'X', members: [members.maintainer.id] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id: id must be a valid id');
  });

  it('lets a member maintainer update, hides it from a non-member maintainer and another organisation (404), refuses editors (403)', async () => {
    const { organization, members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Apollo', members: [members.maintainer.id, members.editor.id] });
    const other = await createUser(t.db, { organizationId: organization.id, role: 'maintainer' });
    const body = { name: 'Hijacked', members: [members.owner.id] };

    expect((await call('POST', `/api/project/update/${project._id}`, await tokenFor(t.db, other), body)).statusCode).toBe(404);
    expect((await call('POST', `/api/project/update/${project._id}`, tokens.editor, body)).statusCode).toBe(403);
    const stranger = await team();
    const foreign = await call('POST', `/api/project/update/${project._id}`, stranger.tokens.owner, { name: 'Hijacked', members: [stranger.members.owner.id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    expect((await projectRow(project._id))?.name).toBe('Apollo');
    expect(await memberIdsOf(project._id)).toEqual(ids([members.owner, members.maintainer, members.editor]));

    const ok = await call('POST', `/api/project/update/${project._id}`, tokens.maintainer, { name: 'Apollo 2', members: [members.maintainer.id, members.editor.id] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.name).toBe('Apollo 2');
  });
});

describe('deleting a project', () => {
  it('lets owners and admins delete a project with its tasks; maintainers, editors and readers get 403', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Doomed', members: [members.maintainer.id, members.editor.id, members.read.id] });
    const task = await call('POST', '/api/task/add', tokens.editor, { projectId: project._id, title: 'Soon gone' });
    expect(task.statusCode).toBe(200);

    for (const role of ['maintainer', 'editor', 'read'] as const) {
      const res = await call('DELETE', `/api/project/delete/${project._id}`, tokens[role]);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await projectRow(project._id)).toBeDefined();

    const res = await call('DELETE', `/api/project/delete/${project._id}`, tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await projectRow(project._id)).toBeUndefined();
    expect(await t.db.$count(tasks, eq(tasks.projectId, project._id))).toBe(0);
    expect((await call('GET', `/api/project/${project._id}`, tokens.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/project/delete/${project._id}`, tokens.owner)).statusCode).toBe(404);

    const second = await addProject(tokens.owner, { name: 'Also doomed', members: [members.owner.id] });
    expect((await call('DELETE', `/api/project/delete/${second._id}`, tokens.admin)).statusCode).toBe(200);
  });

  it("never deletes another organisation's project", async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Mine', members: [members.owner.id] });
    const stranger = await team();
    const res = await call('DELETE', `/api/project/delete/${project._id}`, stranger.tokens.owner);
    expect(res.statusCode).toBe(404);
    expect(await projectRow(project._id)).toBeDefined();
    expect((await call('DELETE', '/api/project/delete/nope', tokens.owner)).json().message).toBe('id: id must be a valid id');
  });
});

describe('reading projects', () => {
  it('shows owners and admins every project, everyone else only the projects they are members of', async () => {
    const { organization, members, tokens } = await team();
    const alpha = await addProject(tokens.owner, { name: 'alpha', members: [members.maintainer.id, members.read.id] });
    const beta = await addProject(tokens.owner, { name: 'Beta', members: [members.editor.id] });
    const gamma = await addProject(tokens.admin, { name: 'gamma', members: [members.admin.id] });
    const stranger = await team();
    await addProject(stranger.tokens.owner, { name: 'Aardvark', members: [stranger.members.owner.id] });

    const names = async (token: string) => {
      const res = await call('GET', '/api/project/list', token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as Project[]).map((p) => p.name);
    };
    expect(await names(tokens.owner)).toEqual(['alpha', 'Beta', 'gamma']);
    expect(await names(tokens.admin)).toEqual(['alpha', 'Beta', 'gamma']);
    expect(await names(tokens.maintainer)).toEqual(['alpha']);
    expect(await names(tokens.editor)).toEqual(['Beta']);
    expect(await names(tokens.read)).toEqual(['alpha']);
    expect(await names(await tokenFor(t.db, await createUser(t.db, { organizationId: organization.id, role: 'editor' })))).toEqual([]);

    const one = await call('GET', `/api/project/${alpha._id}`, tokens.read);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ _id: alpha._id, name: 'alpha', key: 'ALP', unfinishedTasks: 0 });
    expect((await call('GET', `/api/project/${gamma._id}`, tokens.owner)).statusCode).toBe(200);
    for (const [token, id] of [
      [tokens.maintainer, beta._id],
      [tokens.editor, alpha._id],
      [tokens.read, gamma._id],
      [stranger.tokens.owner, alpha._id],
    ] as const) {
      const res = await call('GET', `/api/project/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    }
    expect((await call('GET', '/api/project/not-an-id', tokens.owner)).json().message).toBe('id: id must be a valid id');
  });

  it('counts only tasks not in a done-category status as unfinished', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Counting', members: [members.editor.id] });
    const statuses = (await call('GET', `/api/enum/${project._id}`, tokens.editor)).json().data.statuses as { _id: string; name: string }[];
    const status = (name: string) => statuses.find((s) => s.name === name)!._id;
    for (const name of ['To Do', 'Pending', 'In Progress', 'Completed', 'Approved', 'Completed']) {
      expect((await call('POST', '/api/task/add', tokens.editor, { projectId: project._id, title: name, status: status(name) })).statusCode).toBe(200);
    }
    const other = await addProject(tokens.owner, { name: 'Empty', members: [members.editor.id] });

    const list = (await call('GET', '/api/project/list', tokens.editor)).json().data as Project[];
    expect(list.map((p) => [p.name, p.unfinishedTasks])).toEqual([
      ['Counting', 3],
      ['Empty', 0],
    ]);
    expect((await call('GET', `/api/project/${project._id}`, tokens.owner)).json().data.unfinishedTasks).toBe(3);
    expect((await call('GET', `/api/project/${other._id}`, tokens.owner)).json().data.unfinishedTasks).toBe(0);
  });

  it('filters the list by search (any case, wildcards taken literally) and status', async () => {
    const { members, tokens } = await team();
    const web = await addProject(tokens.owner, { name: 'Website', members: [members.owner.id] });
    await addProject(tokens.owner, { name: 'Mobile App', members: [members.owner.id], status: 'inactive' });
    await addProject(tokens.owner, { name: '100% Done', members: [members.owner.id], status: 'completed' });
    await call('POST', `/api/project/update/${web._id}`, tokens.owner, { name: 'Website', members: [members.owner.id], status: 'completed' });

    const names = async (query: string) => {
      const res = await call('GET', `/api/project/list?${query}`, tokens.owner);
      expect(res.statusCode).toBe(200);
      return (res.json().data as Project[]).map((p) => p.name);
    };
    expect(await names('search=WEB')).toEqual(['Website']);
    expect(await names('search=%20app')).toEqual(['Mobile App']);
    expect(await names('search=%25')).toEqual(['100% Done']);
    expect(await names('search=_')).toEqual([]);
    expect(await names('status=completed')).toEqual(['100% Done', 'Website']);
    expect(await names('status=inactive')).toEqual(['Mobile App']);
    expect(await names('status=active')).toEqual([]);
    expect(await names('status=completed&search=site')).toEqual(['Website']);

    const badStatus = await call('GET', '/api/project/list?status=archived', tokens.owner);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('status: status must be one of active, inactive, completed');
    const long = await call('GET', `/api/project/list?search=${'x'.repeat(101)}`, tokens.owner);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('search: search must be at most 100 characters');
  });
});

describe('project members', () => {
  it('lists, adds and removes members, but never the last one', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Crew', members: [members.editor.id] });
    const url = `/api/project/member/${project._id}`;

    const listed = await call('GET', url, tokens.editor);
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data as Person[]).map((m) => m._id).sort()).toEqual(ids([members.owner, members.editor]));
    expect(listed.json().data).toContainEqual(summary(members.editor));

    const added = await call('PUT', url, tokens.admin, { members: [members.read.id, members.editor.id, members.read.id] });
    expect(added.statusCode).toBe(200);
    expect((added.json().data as Person[]).map((m) => m._id).sort()).toEqual(ids([members.owner, members.editor, members.read]));
    expect(await memberIdsOf(project._id)).toEqual(ids([members.owner, members.editor, members.read]));

    const removed = await call('DELETE', url, tokens.owner, { members: [members.owner.id, members.read.id] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual([summary(members.editor)]);

    const last = await call('DELETE', url, tokens.owner, { members: [members.editor.id] });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'members: A project needs at least one member' });
    expect(await memberIdsOf(project._id)).toEqual([members.editor.id]);

    for (const method of ['PUT', 'DELETE'] as const) {
      const empty = await call(method, url, tokens.owner, { members: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(`members: ${PROJECT_MESSAGES.membersRequired}`);
    }
    const stranger = await createOrganization(t.db, ['editor']);
    const foreignMember = await call('PUT', url, tokens.owner, { members: [stranger.members.editor.id] });
    expect(foreignMember.statusCode).toBe(400);
    expect(foreignMember.json().message).toBe('members: Every member must be an active member of your organization');
    expect(await memberIdsOf(project._id)).toEqual([members.editor.id]);
    expect((await call('GET', '/api/project/member/xyz', tokens.owner)).json().message).toBe('projectId: projectId must be a valid id');
  });

  it('answers with the saved result when a maintainer takes themselves off a project, which they then no longer see', async () => {
    const { members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Handover', members: [members.maintainer.id, members.editor.id] });

    const updated = await call('POST', `/api/project/update/${project._id}`, tokens.maintainer, { name: 'Handed over', members: [members.editor.id] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Handed over', members: [summary(members.editor)] });
    expect((await call('GET', `/api/project/${project._id}`, tokens.maintainer)).statusCode).toBe(404);

    const again = await addProject(tokens.owner, { name: 'Second', members: [members.maintainer.id, members.editor.id] });
    const left = await call('DELETE', `/api/project/member/${again._id}`, tokens.maintainer, { members: [members.maintainer.id] });
    expect(left.statusCode, left.body).toBe(200);
    expect((left.json().data as Person[]).map((m) => m._id).sort()).toEqual(ids([members.owner, members.editor]));
    expect(await memberIdsOf(again._id)).toEqual(ids([members.owner, members.editor]));
    expect((await call('GET', `/api/project/member/${again._id}`, tokens.maintainer)).statusCode).toBe(404);
  });

  it('lets readers and editors list members but not change them; hides the project from non-members and other organisations', async () => {
    const { organization, members, tokens } = await team();
    const project = await addProject(tokens.owner, { name: 'Crew', members: [members.maintainer.id, members.editor.id, members.read.id] });
    const url = `/api/project/member/${project._id}`;
    const before = await memberIdsOf(project._id);

    expect((await call('GET', url, tokens.read)).statusCode).toBe(200);
    for (const role of ['editor', 'read'] as const) {
      expect((await call('PUT', url, tokens[role], { members: [members.admin.id] })).statusCode).toBe(403);
      expect((await call('DELETE', url, tokens[role], { members: [members.owner.id] })).statusCode).toBe(403);
    }
    const outsider = await tokenFor(t.db, await createUser(t.db, { organizationId: organization.id, role: 'maintainer' }));
    expect((await call('GET', url, outsider)).statusCode).toBe(404);
    expect((await call('PUT', url, outsider, { members: [members.admin.id] })).statusCode).toBe(404);

    const stranger = await team();
    expect((await call('GET', url, stranger.tokens.owner)).statusCode).toBe(404);
    expect((await call('PUT', url, stranger.tokens.owner, { members: [stranger.members.editor.id] })).statusCode).toBe(404);
    expect((await call('DELETE', url, stranger.tokens.owner, { members: [members.editor.id] })).statusCode).toBe(404);
    expect(await memberIdsOf(project._id)).toEqual(before);

    const ok = await call('PUT', url, tokens.maintainer, { members: [members.admin.id] });
    expect(ok.statusCode).toBe(200);
    expect(await memberIdsOf(project._id)).toEqual([...before, members.admin.id].sort());
  });
});
