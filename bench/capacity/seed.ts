/**
 * The organisations bench/capacity's simulated people work in, made through the product: each
 * organisation and its owner by the test factory (a paid subscription), members added in one insert
 * and joined to #general by the chat module, projects and group conversations through the API (an
 * in-process app on the same database, app.inject), the tasks in one insert per project, and the
 * conversations' history through the chat module's plain sender (hundreds of messages a statement).
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../../server/platform/db/database';
import { projectEnums, projects, tasks, users, TASK_PRIORITIES, TASK_TYPES } from '../../server/platform/db/schema';
import { joinGeneralChannel } from '../../server/modules/chat';
import { createPlainSender } from '../../server/modules/chat/plainSend';
import { createOrganization, tokenFor } from '../../server/test/factories';
import { hasAbility, type OrgRole } from '../../domain/permissions/roles';
import { buildBenchApp } from '../support';
import type { SimulatedUser } from './agent';

export interface SeedPlan {
  organizations: number;
  membersPerOrganization: number;
  projectsPerOrganization: number;
  tasksPerProject: number;
  groupsPerOrganization: number;
  messagesPerConversation: number;
}

const ROLES = ['admin', 'maintainer', 'editor', 'editor', 'editor', 'editor', 'editor', 'read', 'read'] as const;

export async function seedOrganizations(database: Database, plan: SeedPlan): Promise<SimulatedUser[]> {
  const { db } = database;
  // The API in-process on the same database, without Redis: only app.inject is used.
  const app = await buildBenchApp(database, path.join(os.tmpdir(), `teamwork-capacity-seed-${randomUUID().slice(0, 8)}`));
  const send = createPlainSender(db);
  const simulated: SimulatedUser[] = [];
  const history: Promise<unknown>[] = [];

  for (let o = 0; o < plan.organizations; o++) {
    const { organization, members } = await createOrganization(db, ['owner'], { seats: plan.membersPerOrganization + 5 });
    const others = await db
      .insert(users)
      .values(
        Array.from({ length: plan.membersPerOrganization - 1 }, (_, m) => ({
          organizationId: organization.id,
          role: ROLES[m % ROLES.length]!,
          name: `Person ${o}.${m + 1}`,
          email: `person-${o}-${m + 1}-${organization.id.slice(0, 8)}@capacity.test`,
          status: 'active' as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const people = [members.owner, ...others];
    const generalId = await joinGeneralChannel(db, organization.id, others.map((person) => person.id));
    const ownerHeaders = { authorization: `Bearer ${await tokenFor(db, members.owner)}` };
    const api = async (url: string, payload: unknown) => {
      const res = await app.inject({ method: 'POST', url, headers: ownerHeaders, payload: payload as object });
      if (res.statusCode >= 300) throw new Error(`seed ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return (res.json() as { data: { _id: string } }).data._id;
    };

    const projectIds: string[] = [];
    for (let p = 0; p < plan.projectsPerOrganization; p++) {
      projectIds.push(await api('/api/project/add', { name: `Project ${p + 1}`, members: others.map((person) => person.id) }));
    }
    const statuses = await db.select().from(projectEnums).where(inArray(projectEnums.projectId, projectIds)).orderBy(asc(projectEnums.position));
    for (const projectId of projectIds) {
      const own = statuses.filter((status) => status.projectId === projectId);
      const ranks = generateNKeysBetween(null, null, plan.tasksPerProject);
      await db.insert(tasks).values(
        ranks.map((rank, t) => ({
          organizationId: organization.id,
          projectId,
          number: t + 1,
          title: `Task ${t + 1} of the release`,
          description: t % 3 === 0 ? '<p>What is left and who does it.</p>' : '',
          type: TASK_TYPES[t % TASK_TYPES.length]!,
          priority: TASK_PRIORITIES[t % TASK_PRIORITIES.length]!,
          statusId: own[t % own.length]!.id,
          assigneeId: people[t % people.length]!.id,
          reporterId: members.owner.id,
          storyPoints: (t % 5) + 1,
          rank,
        })),
      );
      await db.update(projects).set({ taskSequence: plan.tasksPerProject }).where(eq(projects.id, projectId));
    }

    const conversationIds = [generalId];
    for (let g = 0; g < plan.groupsPerOrganization; g++) {
      conversationIds.push(await api('/api/channels', { channelType: 'group', name: `Team ${g + 1}`, members: others.map((person) => person.id) }));
    }
    for (const channelId of conversationIds) {
      for (let n = 0; n < plan.messagesPerConversation; n++) {
        const sender = people[n % people.length]!;
        const body = `Message ${n + 1}: where the release stands and what comes next`;
        history.push(
          send(
            { userId: sender.id, organizationId: organization.id, name: sender.name, email: sender.email, role: sender.role },
            { channelId, clientId: randomUUID(), body, preview: body.slice(0, 40) },
          ),
        );
      }
    }

    for (const person of people) {
      simulated.push({
        userId: person.id,
        organizationId: organization.id,
        token: await tokenFor(db, person),
        canEditTasks: hasAbility(person.role as OrgRole, 'task_edit'),
        channelIds: conversationIds,
        projectIds,
      });
    }
  }
  await Promise.all(history);
  await app.close();
  return simulated;
}
