import { randomUUID } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { callApi, type Method } from '../../test/api';
import { bearer, createOrganization, tokenFor } from '../../test/factories';
import { routeTable, urlOf, type JsonSchema, type Operation } from '../../test/routeTable';
import { createTestApp } from '../../test/testApp';
import * as tables from './schema';

/**
 * Another organisation's ids, tried on every route of the OpenAPI document (issue 13, 'Make it stay
 * closed'). Organisation B has one of everything (a project with statuses, an epic, sprints, tasks
 * and a comment; a channel with a message, a reply, a reaction, a pin and an attachment; an
 * invitation, a notification; a paid invoice, a saved card, an open checkout) and A's owner calls
 * each route with one of B's ids in one place: a path parameter, a query parameter or a body field
 * that is an id (a uuid in the route's schema). Every other value is A's own, so the call is one A
 * may make, and B's id is the only thing wrong with it.
 *
 * What must hold:
 * - the answer is the one a random id (that exists nowhere) gets: same status, code and message,
 *   so B's ids are no oracle; for an id in the path that answer is 404 (or a 403 listed below);
 * - for a state-changing route, nothing of B changed (every row of B's, table by table);
 * - nothing of B's (its other ids, its names) is in the answer.
 *
 * The list comes from the document, so a new route is tried without anyone remembering: an id whose
 * kind this file cannot tell fails with a message saying where to add it (KIND_BY_FIELD,
 * KIND_BY_ROUTE or ID_PATHS, and a fixture in `world` if B has no such thing yet).
 */

const t = await createTestApp();
const operations = routeTable(t.app);

// ---------------------------------------------------------------- what an id names

type Kind =
  | 'user'
  | 'project'
  | 'status'
  | 'otherStatus'
  | 'epic'
  | 'sprint'
  | 'activeSprint'
  | 'task'
  | 'otherTask'
  | 'channel'
  | 'message'
  | 'attachment'
  | 'invite'
  | 'notification'
  | 'checkoutSession'
  | 'failedCheckoutSession'
  | 'invoice'
  | 'paymentMethod';

/** An id field's kind by its name, wherever it stands. */
const KIND_BY_FIELD: Record<string, Kind> = {
  projectId: 'project',
  userId: 'user',
  assignee: 'user',
  lead: 'user',
  members: 'user',
  mentions: 'user',
  createdBy: 'user',
  channelId: 'channel',
  sprintId: 'sprint',
  status: 'status',
  epic: 'epic',
  beforeId: 'otherTask',
  afterId: 'otherTask',
  parentMessageId: 'message',
  attachmentIds: 'attachment',
  notificationId: 'notification',
  invoiceId: 'invoice',
  sessionId: 'checkoutSession',
};

/** The kind of a path's plain `{id}`, by the path. */
const ID_PATHS: [RegExp, Kind][] = [
  [/^\/api\/(user\/role|user-status\/update)\/\{id\}$/, 'user'],
  [/^\/api\/invite\/\{id\}/, 'invite'],
  [/^\/api\/project\//, 'project'],
  [/^\/api\/task\//, 'task'],
  [/^\/api\/sprint\/update\/\{id\}$/, 'sprint'],
  [/^\/api\/(channel|channels\/update)\/\{id\}/, 'channel'],
  [/^\/api\/messages\/\{id\}/, 'message'],
  [/^\/api\/attachments\/\{id\}$/, 'attachment'],
  [/^\/api\/(session|sandbox\/checkout)\/\{id\}/, 'checkoutSession'],
  [/^\/api\/payment-method\/\{id\}/, 'paymentMethod'],
];

/** Where a route's field means something its name does not say. */
const KIND_BY_ROUTE: Record<string, Record<string, Kind>> = {
  // Completing needs the active sprint; the unfinished tasks may move to a planned one.
  'POST /api/sprint/complete/{id}': { id: 'activeSprint', moveTo: 'sprint' },
  'PUT /api/enum/update': { id: 'status' },
  // The status deleted holds A's tasks, so where they go (moveTo) is read.
  'DELETE /api/enum/delete': { id: 'status', moveTo: 'otherStatus' },
  'POST /api/task/move/{id}': { status: 'otherStatus' },
  // A failed checkout is what a retry starts afresh.
  'POST /api/retry-checkout': { sessionId: 'failedCheckoutSession' },
};

/**
 * Ids that are not an organisation's, or that anyone may hold: not tried. Every super_admin route
 * is platform-wide by design (the role matrix checks only the platform administrator reaches them).
 */
const FOREIGN_BY_DESIGN: Record<string, string> = {
  'GET /api/user/invite/{code} code': 'an invitation code is a secret that names its organisation: whoever holds the link may read it',
  'POST /api/user/invite/{code}/decline code': 'an invitation code is a secret that names its organisation: whoever holds the link may decline it',
  'POST /api/subscription/trial planId': 'plans are the platform catalogue, the same for every organisation',
};

/**
 * Where B's id (like a random one) gets a deliberate answer other than 404 in the path.
 * None: every path id of another organisation is 'not found'.
 */
const PATH_ANSWERS: Record<string, { status: number; why: string }> = {};

// ---------------------------------------------------------------- valid calls from A

interface World {
  label: string;
  organizationId: string;
  ownerId: string;
  readId: string;
  ownerToken: string;
  ids: Record<Kind, string>;
  /** Names B's rows carry, which must never show in A's answers. */
  names: string[];
}

type Values = (world: World) => Record<string, unknown>;

/** A body the route accepts from A (before one id is swapped for B's); ids default to A's. */
const BODIES: Record<string, Values> = {
  'POST /api/user/role/{id}': () => ({ role: 'read' }),
  'POST /api/user-status/update/{id}': () => ({ status: 'inactive' }),
  'POST /api/project/add': (a) => ({ name: `${a.label} added`, members: [a.ids.user] }),
  'POST /api/project/update/{id}': (a) => ({ name: `${a.label} project`, members: [a.ownerId, a.ids.user] }),
  'PUT /api/project/member/{projectId}': (a) => ({ members: [a.readId] }),
  // Removing someone who is not a member changes nothing: A's project keeps its members.
  'DELETE /api/project/member/{projectId}': (a) => ({ members: [a.readId] }),
  'POST /api/enum/add': (a) => ({ projectId: a.ids.project, type: 'epic', name: 'Added epic', color: PALETTE_COLORS[0] }),
  'PUT /api/enum/update': (a) => ({ projectId: a.ids.project, id: a.ids.status, name: 'Renamed' }),
  'DELETE /api/enum/delete': (a) => ({ projectId: a.ids.project, id: a.ids.status, moveTo: a.ids.otherStatus }),
  'POST /api/task/add': (a) => ({ projectId: a.ids.project, title: 'Added task' }),
  'POST /api/task/update/{id}': () => ({ title: 'Renamed task' }),
  'POST /api/task/move/{id}': (a) => ({ status: a.ids.otherStatus }),
  'POST /api/task/{id}/comments': () => ({ body: 'Another comment' }),
  'POST /api/sprint/add': (a) => ({ projectId: a.ids.project, name: 'Added sprint' }),
  'PUT /api/sprint/update/{id}': () => ({ name: 'Renamed sprint' }),
  'POST /api/sprint/complete/{id}': () => ({ moveTo: 'backlog' }),
  'POST /api/retry-checkout': () => ({}),
  'POST /api/sandbox/checkout/{id}/pay': () => CARD,
  // One of notificationId or userId: the one tried is added. Anyone's userId but the caller's is
  // a 403 by design ('You can only mark your own notifications as read'), a random id's too.
  'POST /api/notification/update': () => ({ isRead: true }),
  'POST /api/channels': (a) => ({ channelType: 'group', name: 'Group', members: [a.ids.user, a.readId] }),
  'POST /api/channels/direct': () => ({ members: [] }),
  'PUT /api/channels/update/{id}': () => ({ name: 'renamed' }),
  'POST /api/channel/{id}/members': (a) => ({ members: [a.readId] }),
  'POST /api/channel/{id}/messages': () => ({ message: 'Hello again', clientId: randomUUID() }),
  'PUT /api/messages/{id}': () => ({ message: 'Edited' }),
  'POST /api/messages/{id}/reactions': () => ({ emoji: '🎉' }),
  'POST /api/messages/{id}/replies': () => ({ message: 'Another reply', clientId: randomUUID() }),
};

/** The required query of a route, from A. */
const QUERIES: Record<string, Values> = {
  'GET /api/task/list': (a) => ({ projectId: a.ids.project }),
  'GET /api/sprint-tasks': (a) => ({ projectId: a.ids.project }),
  'GET /api/messages/search': () => ({ q: 'hello' }),
};

/** Routes that take a file rather than JSON. */
const MULTIPART = new Set(['POST /api/channel/{id}/attachments']);

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

// ---------------------------------------------------------------- the id fields of a route

interface IdField {
  where: 'path' | 'query' | 'body';
  name: string;
  list: boolean;
}

const isUuid = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.format === 'uuid' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isUuid));

function idFields(operation: Operation): IdField[] {
  return [
    ...operation.pathParams.map((name) => ({ where: 'path' as const, name, list: false })),
    ...operation.query.filter((parameter) => isUuid(parameter.schema)).map(({ name }) => ({ where: 'query' as const, name, list: false })),
    ...Object.entries(operation.body?.properties ?? {})
      .filter(([, schema]) => isUuid(schema) || isUuid(schema.items))
      .map(([name, schema]) => ({ where: 'body' as const, name, list: !isUuid(schema) })),
  ];
}

function kindOf(operation: Operation, field: IdField): Kind | undefined {
  const byRoute = KIND_BY_ROUTE[operation.name]?.[field.name];
  if (byRoute) return byRoute;
  if (field.name === 'id' && field.where === 'path') return ID_PATHS.find(([pattern]) => pattern.test(operation.path))?.[1];
  return KIND_BY_FIELD[field.name];
}

/** A minimal value for a required field of a route this file has no body for (a new route). */
function sample(schema: JsonSchema, name: string, a: World): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sample(options[0]!, name, a);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (isUuid(schema)) return a.ids[KIND_BY_FIELD[name]!] ?? randomUUID();
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name, a));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key, a)]));
    default:
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

const worldValue = (world: World, kind: Kind | undefined) => (kind ? world.ids[kind] : undefined) ?? randomUUID();

/** A one-file multipart/form-data body, as a browser uploads it. */
function multipart(filename: string, text: string) {
  const boundary = `----crossorg${randomUUID()}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  };
}

/** The call `from`'s owner makes with `value` in `field` and `from`'s own ids everywhere else. */
function attempt(operation: Operation, field: IdField, value: string, from: World) {
  const url = urlOf(operation, (name) => (field.where === 'path' && name === field.name ? value : worldValue(from, kindOf(operation, { where: 'path', name, list: false }))));
  const query = new URLSearchParams();
  const baseQuery = QUERIES[operation.name]?.(from) ?? Object.fromEntries(operation.query.filter((q) => q.required).map((q) => [q.name, sample(q.schema, q.name, from)]));
  for (const [key, queryValue] of Object.entries(baseQuery)) query.set(key, String(queryValue));
  if (field.where === 'query') query.set(field.name, value);
  const target = query.size ? `${url}?${query}` : url;

  if (MULTIPART.has(operation.name)) {
    const { contentType, payload } = multipart('note.txt', 'hello');
    return t.app.inject({ method: operation.method, url: target, headers: { ...bearer(from.ownerToken), 'content-type': contentType }, payload });
  }
  let body: Record<string, unknown> | undefined;
  if (operation.body) {
    body = BODIES[operation.name]?.(from) ?? (sample(operation.body, '', from) as Record<string, unknown>);
    // In a list, B's id joins A's (a list of only B's might be refused for its length alone).
    const list = (body[field.name] as unknown[] | undefined) ?? [];
    if (field.where === 'body') body = { ...body, [field.name]: field.list ? [...list, value] : value };
  } else if (operation.method !== 'GET') {
    body = {};
  }
  return callApi(t.app, operation.method, target, from.ownerToken, body);
}

// ---------------------------------------------------------------- the two organisations

let a: World;
let b: World;

async function ok<T = { data: unknown }>(method: Method, url: string, token: string, payload?: unknown, status = 200): Promise<T> {
  const res = await callApi(t.app, method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

/** An organisation with one of everything, made through the API as its people would. */
async function world(label: string, options: { billing: boolean }): Promise<World> {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read'], { plan: options.billing ? 'free' : 'paid' });
  const owner = await tokenFor(t.db, members.owner);
  const editor = await tokenFor(t.db, members.editor);
  const ids = {} as Record<Kind, string>;
  const names = [organization.name, `${label} project`, `${label} epic`, `${label} task`, `${label} comment`, `${label} channel`, `${label} message`, `${label} reply`];

  if (options.billing) {
    const checkout = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    await ok('POST', `/api/sandbox/checkout/${new URL(checkout.data.url).pathname.split('/').pop()}/pay`, owner, CARD);
    ids.invoice = (await ok<{ data: { _id: string }[] }>('GET', '/api/invoice', owner)).data[0]!._id;
    ids.paymentMethod = (await ok<{ data: { _id: string }[] }>('GET', '/api/payment-method', owner)).data[0]!._id;
    const failed = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: null });
    ids.failedCheckoutSession = new URL(failed.data.url).pathname.split('/').pop()!;
    await ok('POST', `/api/sandbox/checkout/${ids.failedCheckoutSession}/pay`, owner, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    // Opening a checkout expires the organisation's other open ones: this one stays open.
    const open = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 12, billing_cycle: 'monthly', promotionCode: null });
    ids.checkoutSession = new URL(open.data.url).pathname.split('/').pop()!;
  }

  ids.user = members.editor.id;
  const project = await ok<{ data: { _id: string } }>('POST', '/api/project/add', owner, { name: `${label} project`, members: [members.owner.id, members.editor.id] });
  ids.project = project.data._id;
  const epics = await ok<{ data: { statuses: { _id: string }[]; epics: { _id: string }[] } }>('POST', '/api/enum/add', owner, {
    projectId: ids.project,
    type: 'epic',
    name: `${label} epic`,
    color: PALETTE_COLORS[1],
  });
  ids.status = epics.data.statuses[0]!._id;
  ids.otherStatus = epics.data.statuses[1]!._id;
  ids.epic = epics.data.epics[0]!._id;
  ids.sprint = (await ok<{ data: { _id: string } }>('POST', '/api/sprint/add', owner, { projectId: ids.project, name: `${label} next` })).data._id;
  ids.activeSprint = (await ok<{ data: { _id: string } }>('POST', '/api/sprint/add', owner, { projectId: ids.project, name: `${label} now` })).data._id;
  const start = new Date();
  await ok('PUT', `/api/sprint/update/${ids.activeSprint}`, owner, { status: 'active', startDate: start.toISOString(), endDate: new Date(start.getTime() + 14 * 86_400_000).toISOString() });
  // Assigned to the editor: the assignment notifies them.
  const task = { projectId: ids.project, status: ids.status, epic: ids.epic, assignee: members.editor.id, sprintId: ids.activeSprint };
  ids.task = (await ok<{ data: { _id: string } }>('POST', '/api/task/add', owner, { ...task, title: `${label} task` })).data._id;
  ids.otherTask = (await ok<{ data: { _id: string } }>('POST', '/api/task/add', owner, { ...task, title: `${label} other task` })).data._id;
  await ok('POST', `/api/task/${ids.task}/comments`, editor, { body: `${label} comment` });

  ids.channel = (await ok<{ data: { _id: string } }>('POST', '/api/channels', owner, { channelType: 'channel', name: `${label} channel`, members: [members.editor.id] }, 201)).data._id;
  ids.message = (await ok<{ data: { _id: string } }>('POST', `/api/channel/${ids.channel}/messages`, owner, { message: `${label} message hello`, clientId: randomUUID() })).data._id;
  await ok('POST', `/api/messages/${ids.message}/replies`, editor, { message: `${label} reply`, clientId: randomUUID() });
  await ok('POST', `/api/messages/${ids.message}/reactions`, editor, { emoji: '👍' });
  await ok('POST', `/api/messages/${ids.message}/pin`, owner);
  const file = multipart(`${label}.txt`, `${label} file`);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/channel/${ids.channel}/attachments`,
    headers: { ...bearer(owner), 'content-type': file.contentType },
    payload: file.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  ids.attachment = upload.json().data._id;

  await ok('POST', '/api/user/invite', owner, { emails: [`${label.toLowerCase()}-${randomUUID().slice(0, 8)}@invitee.test`], role: 'read' });
  ids.invite = (await ok<{ data: { _id: string }[] }>('GET', '/api/invite', owner)).data[0]!._id;
  ids.notification = (await ok<{ data: { _id: string }[] }>('GET', '/api/notification', editor)).data[0]!._id;

  return { label, organizationId: organization.id, ownerId: members.owner.id, readId: members.read.id, ownerToken: owner, ids, names };
}

// ---------------------------------------------------------------- B, row by row

const TENANT_TABLES: [string, PgTable, PgColumn][] = [
  ['users', tables.users, tables.users.organizationId],
  ['subscriptions', tables.subscriptions, tables.subscriptions.organizationId],
  ['checkoutSessions', tables.checkoutSessions, tables.checkoutSessions.organizationId],
  ['paymentMethods', tables.paymentMethods, tables.paymentMethods.organizationId],
  ['invoices', tables.invoices, tables.invoices.organizationId],
  ['transactions', tables.transactions, tables.transactions.organizationId],
  ['invites', tables.invites, tables.invites.organizationId],
  ['notifications', tables.notifications, tables.notifications.organizationId],
  ['projects', tables.projects, tables.projects.organizationId],
  ['projectMembers', tables.projectMembers, tables.projectMembers.organizationId],
  ['projectEnums', tables.projectEnums, tables.projectEnums.organizationId],
  ['sprints', tables.sprints, tables.sprints.organizationId],
  ['tasks', tables.tasks, tables.tasks.organizationId],
  ['taskComments', tables.taskComments, tables.taskComments.organizationId],
  ['taskActivity', tables.taskActivity, tables.taskActivity.organizationId],
  ['channels', tables.channels, tables.channels.organizationId],
  ['channelMembers', tables.channelMembers, tables.channelMembers.organizationId],
  ['messages', tables.messages, tables.messages.organizationId],
  ['messageReactions', tables.messageReactions, tables.messageReactions.organizationId],
  ['attachments', tables.attachments, tables.attachments.organizationId],
  ['calls', tables.calls, tables.calls.organizationId],
];

async function rowsOf(organizationId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  snapshot.organizations = (await t.db.select().from(tables.organizations).where(eq(tables.organizations.id, organizationId))).map((row) => JSON.stringify(row));
  for (const [name, table, column] of TENANT_TABLES) {
    snapshot[name] = (await t.db.select().from(table).where(eq(column, organizationId))).map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** All of B's rows in one query (each table's rows as text, hashed): cheap enough to take after every call. */
async function fingerprintOf(organizationId: string): Promise<string> {
  const hashes = TENANT_TABLES.map(
    ([, table, column]) =>
      sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${sql.identifier(getTableName(table))} r where r.${sql.identifier(column.name)} = ${organizationId})`,
  );
  const organization = sql`(select md5(o::text) from organizations o where o.id = ${organizationId})`;
  const result = (await t.db.execute(sql`select concat_ws(',', ${sql.join([organization, ...hashes], sql`, `)}) as print`)) as unknown as { rows: { print: string }[] };
  return result.rows[0]!.print;
}

let bRows: Record<string, string[]>;
let bPrint: string;

beforeAll(async () => {
  a = await world('Alpha', { billing: false });
  b = await world('Bravo', { billing: true });
  bRows = await rowsOf(b.organizationId);
  bPrint = await fingerprintOf(b.organizationId);
});
afterAll(async () => t.close());

// ---------------------------------------------------------------- the attempts

/** What may be compared between two answers: the same for B's id as for a random one. */
function answer(res: { statusCode: number; body: string; headers: Record<string, unknown> }, sent: string) {
  const json = String(res.headers['content-type'] ?? '').includes('json') ? (JSON.parse(res.body) as { message?: string; code?: string }) : {};
  return { status: res.statusCode, code: json.code, message: json.message?.replaceAll(sent, '<id>') };
}

const tenantOperations = operations.filter((operation) => operation.access !== 'super_admin' && idFields(operation).length > 0);

describe('the route table', () => {
  it('has routes with ids to try, and every route of this file still exists', () => {
    expect(tenantOperations.length).toBeGreaterThan(40);
    const names = new Set(operations.map((operation) => operation.name));
    for (const name of [...Object.keys(BODIES), ...Object.keys(QUERIES), ...Object.keys(KIND_BY_ROUTE), ...MULTIPART]) expect(names, name).toContain(name);
    for (const key of Object.keys(FOREIGN_BY_DESIGN)) expect(names, key).toContain(key.slice(0, key.lastIndexOf(' ')));
  });
});

describe.each(tenantOperations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
  for (const field of idFields(operation)) {
    const reason = FOREIGN_BY_DESIGN[`${operation.name} ${field.name}`];
    if (reason) {
      it.skip(`${field.where} ${field.name}: foreign by design (${reason})`, () => {});
      continue;
    }
    const kind = kindOf(operation, field);
    it(`refuses another organisation's id in ${field.where} ${field.name}`, async () => {
      if (!kind || !b.ids[kind]) {
        expect.fail(
          `${operation.name}: no fixture for the ${field.where} id '${field.name}'. In server/platform/db/crossOrganization.test.ts, name its kind ` +
            `(KIND_BY_FIELD, KIND_BY_ROUTE or ID_PATHS), make one in world() if B has none yet, and give the route a valid body in BODIES if it takes one; ` +
            `or, if any organisation's id is fine there, say why in FOREIGN_BY_DESIGN.`,
        );
      }
      const foreign = b.ids[kind];
      const random = randomUUID();
      const control = await attempt(operation, field, random, a);
      const res = await attempt(operation, field, foreign, a);
      const what = `${operation.name} with B's ${kind} as ${field.where} ${field.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;

      expect(res.statusCode, what).toBeLessThan(500);
      // A 400 naming another field means the call was wrong before B's id was even read.
      const refused = res.statusCode === 400 ? (res.json() as { field?: string | null }) : {};
      const otherField = 'field' in refused && !(refused.field === field.name || refused.field?.startsWith(`${field.name}.`));
      expect(otherField, `${what}\nThe call is not valid apart from the id: give the route a valid body or query in BODIES / QUERIES`).toBe(false);
      if (field.where === 'path') {
        const expected = PATH_ANSWERS[operation.name]?.status ?? 404;
        expect(res.statusCode, what).toBe(expected);
      }
      expect(answer(res, foreign), `${what}\nB's id must get the answer a random id gets`).toEqual(answer(control, random));

      const secrets = [...Object.values(b.ids).filter((id) => id !== foreign), b.organizationId, b.ownerId, b.readId, ...b.names];
      for (const secret of secrets) expect(res.body.includes(secret), `${what}\nleaks ${secret}`).toBe(false);
      // Row by row (to show what changed) only when the fingerprint says something did.
      if (operation.method !== 'GET' && (await fingerprintOf(b.organizationId)) !== bPrint) {
        expect(await rowsOf(b.organizationId), `${what}\nchanged organisation B`).toEqual(bRows);
        expect.fail(`${what}\nchanged organisation B`);
      }
    });
  }
});
