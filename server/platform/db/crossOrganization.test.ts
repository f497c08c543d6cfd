import { randomUUID } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { callApi, type Method } from '../../test/api';
import { bearer, createOrganization, tokenFor, type TestUser } from '../../test/factories';
import { routeTable, urlOf, type JsonSchema, type Operation } from '../../test/routeTable';
import { multipartFile, TINY_PNG } from '../../test/multipart';
import { createTestApp } from '../../test/testApp';
import * as tables from './schema';

/**
 * Another organisation's ids, tried on every route of the OpenAPI document (issue 13, 'Make it stay
 * closed'). Organisation B has one of everything (a project with statuses, an epic, sprints, tasks
 * and a comment; a channel with a message, a reply, a reaction, a pin and an attachment; an
 * invitation, a notification; a project note shared with someone, with a version and a picture; a
 * paid invoice, a saved card, an open and a failed checkout) and A's owner calls each route with
 * one of B's ids in one place: a path parameter, a query parameter or a body field
 * that is an id (a uuid in the route's schema). Every other value is A's own, so the call is one A
 * may make, and B's id is the only thing wrong with it.
 *
 * The same walls inside an organisation: a maintainer of A (who may edit projects, sprints and tasks)
 * tries the ids of an A project and a private group they are not in, and another member's
 * notification (DESIGN.md, Roles and tenancy: owners and admins see every project, others the
 * projects they are members of).
 *
 * What must hold:
 * - the answer is the one a random id (that exists nowhere) gets: same status, code and message,
 *   so B's ids are no oracle; for an id in the path that answer is 404 (or a deliberate 403, listed
 *   with its reason in the variant's pathAnswers);
 * - for a state-changing route, nothing of B changed (every row of B's, table by table; inside A,
 *   every row of the other project and group);
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
  | 'paymentMethod'
  | 'session'
  | 'taskKey'
  | 'note'
  | 'noteVersion'
  | 'noteImage'
  | 'event'
  | 'credit'
  | 'category'
  | 'visit'
  | 'visitor'
  | 'block';

/**
 * Kinds walled off inside an organisation: a project's (owners and admins see every project, others
 * those they are members of) and a private conversation's; and a notification and a session, which
 * are their user's.
 */
const WALLED_KINDS: readonly Kind[] = [
  'project', 'status', 'otherStatus', 'epic', 'sprint', 'activeSprint', 'task', 'otherTask', 'taskKey', 'channel', 'message', 'attachment', 'notification', 'session',
  // A project's note (and its versions and pictures) is the project's people's.
  'note', 'noteVersion', 'noteImage',
  // A project's event that the organisation sees is the project's people's.
  'event',
];

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
  userIds: 'user',
  versionId: 'noteVersion',
  attendeeIds: 'user',
  taskId: 'task',
  categoryId: 'category',
  creditId: 'credit',
  // A visit's host is a member; the history filters by visitor.
  hostId: 'user',
  visitorId: 'visitor',
  // A task's key (WEB-42) names it as its id does.
  key: 'taskKey',
};

/** An id that exists nowhere, of the shape a kind's ids have (a uuid unless said here). */
const RANDOM_OF: Partial<Record<Kind, () => string>> = {
  taskKey: () => `ZZ${randomUUID().replace(/\D/g, '').slice(0, 6)}-1`,
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
  // The editor has a picture (world()): the organisation's people may see it, nobody else.
  [/^\/api\/user\/\{id\}\/avatar$/, 'user'],
  [/^\/api\/profile\/sessions\/\{id\}$/, 'session'],
  [/^\/api\/note\/\{id\}/, 'note'],
  [/^\/api\/note-images\/\{id\}$/, 'noteImage'],
  [/^\/api\/event\/\{id\}/, 'event'],
  [/^\/api\/performance\/category\/\{id\}$/, 'category'],
  [/^\/api\/visit\/\{id\}/, 'visit'],
  [/^\/api\/visitor\/block\/\{id\}$/, 'block'],
  [/^\/api\/visitor\/\{id\}$/, 'visitor'],
];

/** Where a route's field means something its name does not say. */
const KIND_BY_ROUTE: Record<string, Record<string, Kind>> = {
  // Completing needs the active sprint; the unfinished tasks may move to a planned one.
  'POST /api/sprint/complete/{id}': { id: 'activeSprint', moveTo: 'sprint' },
  // A planned sprint has no report yet (409): the active one has one so far.
  'GET /api/sprint/report/{id}': { id: 'activeSprint' },
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
  'GET /api/calendar/feed/{token} token': "a feed token is the secret key to its owner's calendar, whoever holds the address: the route is public and answers 404 to any other",
};

// ---------------------------------------------------------------- valid calls from A

/** One of everything, made by an organisation's owner through the API. */
interface World {
  label: string;
  organizationId: string;
  /** The project's members (the owner, an editor and whoever else was asked for). */
  memberIds: string[];
  /** Someone of the organisation outside the project. */
  readId: string;
  ids: Record<Kind, string>;
  /** Names its rows carry, which must never show in another's answers. */
  names: string[];
}

/** Who calls, and the world whose ids fill the call's other places. */
interface Caller {
  token: string;
  world: World;
}

type Values = (world: World) => Record<string, unknown>;

/** A body the route accepts from A (before one id is swapped for B's); ids default to A's. */
const BODIES: Record<string, Values> = {
  'POST /api/user/role/{id}': () => ({ role: 'read' }),
  'POST /api/user-status/update/{id}': () => ({ status: 'inactive' }),
  'POST /api/project/add': (a) => ({ name: `${a.label} added`, members: [a.ids.user] }),
  'POST /api/project/update/{id}': (a) => ({ name: `${a.label} project`, members: a.memberIds }),
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
  'POST /api/note': (a) => ({ title: 'Added note', projectId: a.ids.project }),
  'PUT /api/note/{id}': () => ({ title: 'Renamed note' }),
  'POST /api/note/{id}/share': (a) => ({ userIds: [a.readId], permission: 'Editor' }),
  'PUT /api/note/{id}/share': (a) => ({ userIds: [a.readId], permission: 'Editor' }),
  'POST /api/note/{id}/versions': () => ({ name: 'Saved version' }),
  'POST /api/event': (a) => ({ ...EVENT_TIMES, title: 'Added event', projectId: a.ids.project, attendeeIds: [a.ids.user] }),
  'PUT /api/event/{id}': () => ({ title: 'Renamed event' }),
  'POST /api/event/{id}/rsvp': () => ({ response: 'yes' }),
  'POST /api/performance/credit/add': (a) => ({ userId: a.ids.user, points: 5, categoryId: a.ids.category, reason: 'Added credit', taskId: a.ids.task }),
  'PUT /api/performance/credit/{creditId}': () => ({ points: 7 }),
  'PUT /api/performance/category/{id}': () => ({ defaultPoints: 3 }),
  'POST /api/performance/recognition': (a) => ({ userId: a.ids.user, points: 1, message: 'Thanks' }),
  'POST /api/visit': () => ({ name: 'Added visitor', email: 'added@visitor.test', ...VISIT_TIMES }),
  'PUT /api/visit/{id}': () => ({ purpose: 'Changed visit' }),
  'POST /api/visit/{id}/decision': () => ({ decision: 'deny' }),
};

/** The required query of a route, from A. */
const QUERIES: Record<string, Values> = {
  'GET /api/task/list': (a) => ({ projectId: a.ids.project }),
  'GET /api/sprint-tasks': (a) => ({ projectId: a.ids.project }),
  'GET /api/messages/search': () => ({ q: 'hello' }),
  'GET /api/event': () => CALENDAR_WINDOW,
  'GET /api/calendar/work': () => CALENDAR_WINDOW,
};

/** Routes that take a file rather than JSON. */
const MULTIPART = new Set(['POST /api/channel/{id}/attachments', 'POST /api/note/{id}/images']);

const EVENT_TIMES = { start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z', timeZone: 'UTC' };
const VISIT_TIMES = { expectedFrom: '2030-05-04T09:00:00Z', expectedTo: '2030-05-04T10:00:00Z' };
const CALENDAR_WINDOW = { from: '2026-05-01T00:00:00Z', to: '2026-06-01T00:00:00Z' };

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

/** The call `caller` makes with `value` in `field` and the ids of its own world everywhere else. */
function attempt(operation: Operation, field: IdField, value: string, caller: Caller) {
  const from = caller.world;
  const url = urlOf(operation, (name) => (field.where === 'path' && name === field.name ? value : worldValue(from, kindOf(operation, { where: 'path', name, list: false }))));
  const query = new URLSearchParams();
  const baseQuery = QUERIES[operation.name]?.(from) ?? Object.fromEntries(operation.query.filter((q) => q.required).map((q) => [q.name, sample(q.schema, q.name, from)]));
  for (const [key, queryValue] of Object.entries(baseQuery)) query.set(key, String(queryValue));
  if (field.where === 'query') query.set(field.name, value);
  const target = query.size ? `${url}?${query}` : url;

  if (MULTIPART.has(operation.name)) {
    const { contentType, payload } = multipart('note.txt', 'hello');
    return t.app.inject({ method: operation.method, url: target, headers: { ...bearer(caller.token), 'content-type': contentType }, payload });
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
  return callApi(t.app, operation.method, target, caller.token, body);
}

// ---------------------------------------------------------------- the worlds

async function ok<T = { data: unknown }>(method: Method, url: string, token: string, payload?: unknown, status = 200): Promise<T> {
  const res = await callApi(t.app, method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

interface People {
  organization: { id: string; name: string };
  owner: TestUser;
  editor: TestUser;
  read: TestUser;
  /** Also in the project and the conversation. */
  extra: TestUser[];
}

/** One of everything in `people`'s organisation, made through the API as they would. */
async function world(label: string, people: People, options: { billing?: boolean; conversation: 'channel' | 'group' }): Promise<World> {
  const owner = await tokenFor(t.db, people.owner);
  const editor = await tokenFor(t.db, people.editor);
  const ids = {} as Record<Kind, string>;
  const names = [`${label} project`, `${label} epic`, `${label} task`, `${label} comment`, `${label} channel`, `${label} message`, `${label} reply`];

  if (options.billing) {
    const checkout = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    await ok('POST', `/api/sandbox/checkout/${sessionOf(checkout.data.url)}/pay`, owner, CARD);
    ids.invoice = (await ok<{ data: { _id: string }[] }>('GET', '/api/invoice', owner)).data[0]!._id;
    ids.paymentMethod = (await ok<{ data: { _id: string }[] }>('GET', '/api/payment-method', owner)).data[0]!._id;
    const failed = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: null });
    ids.failedCheckoutSession = sessionOf(failed.data.url);
    await ok('POST', `/api/sandbox/checkout/${ids.failedCheckoutSession}/pay`, owner, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    // Opening a checkout expires the organisation's other open ones: this one stays open.
    const open = await ok<{ data: { url: string } }>('POST', '/api/checkout', owner, { quantity: 12, billing_cycle: 'monthly', promotionCode: null });
    ids.checkoutSession = sessionOf(open.data.url);
  }

  ids.user = people.editor.id;
  const memberIds = [people.owner.id, people.editor.id, ...people.extra.map((user) => user.id)];
  ids.project = (await ok<{ data: { _id: string } }>('POST', '/api/project/add', owner, { name: `${label} project`, members: memberIds })).data._id;
  const enums = await ok<{ data: { statuses: { _id: string }[]; epics: { _id: string }[] } }>('POST', '/api/enum/add', owner, {
    projectId: ids.project,
    type: 'epic',
    name: `${label} epic`,
    color: PALETTE_COLORS[1],
  });
  ids.status = enums.data.statuses[0]!._id;
  ids.otherStatus = enums.data.statuses[1]!._id;
  ids.epic = enums.data.epics[0]!._id;
  ids.sprint = (await ok<{ data: { _id: string } }>('POST', '/api/sprint/add', owner, { projectId: ids.project, name: `${label} next` })).data._id;
  ids.activeSprint = (await ok<{ data: { _id: string } }>('POST', '/api/sprint/add', owner, { projectId: ids.project, name: `${label} now` })).data._id;
  const start = new Date();
  await ok('PUT', `/api/sprint/update/${ids.activeSprint}`, owner, { status: 'active', startDate: start.toISOString(), endDate: new Date(start.getTime() + 14 * 86_400_000).toISOString() });
  // Assigned to the editor: the assignment notifies them.
  const task = { projectId: ids.project, status: ids.status, epic: ids.epic, assignee: people.editor.id, sprintId: ids.activeSprint };
  ids.task = (await ok<{ data: { _id: string } }>('POST', '/api/task/add', owner, { ...task, title: `${label} task` })).data._id;
  ids.otherTask = (await ok<{ data: { _id: string } }>('POST', '/api/task/add', owner, { ...task, title: `${label} other task` })).data._id;
  await ok('POST', `/api/task/${ids.task}/comments`, editor, { body: `${label} comment` });

  const conversation = { channelType: options.conversation, name: `${label} channel`, members: [people.editor.id, people.read.id, ...people.extra.map((user) => user.id)] };
  ids.channel = (await ok<{ data: { _id: string } }>('POST', '/api/channels', owner, conversation, 201)).data._id;
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
  // The newest: this world's assignment.
  ids.notification = (await ok<{ data: { _id: string }[] }>('GET', '/api/notification', editor)).data[0]!._id;
  ids.session = (await ok<{ data: { _id: string; current: boolean }[] }>('GET', '/api/profile/sessions', editor)).data.find((session) => session.current)!._id;
  const picture = multipartFile({ name: 'me.png', type: 'image/png', data: TINY_PNG });
  const avatar = await t.app.inject({ method: 'PUT', url: '/api/profile/avatar', headers: { ...bearer(editor), 'content-type': picture.contentType }, payload: picture.payload });
  expect(avatar.statusCode, avatar.body).toBe(200);

  // A note of the project, shared with the reader outside it, with a saved version and a picture.
  ids.taskKey = (await ok<{ data: { key: string } }>('GET', `/api/task/${ids.task}`, owner)).data.key;
  ids.note = (await ok<{ data: { _id: string } }>('POST', '/api/note', owner, { title: `${label} note`, projectId: ids.project }, 201)).data._id;
  await ok('POST', `/api/note/${ids.note}/share`, owner, { userId: people.read.id, permission: 'Viewer' });
  ids.noteVersion = (await ok<{ data: { _id: string } }>('POST', `/api/note/${ids.note}/versions`, owner, { name: `${label} version` }, 201)).data._id;
  const image = await t.app.inject({ method: 'POST', url: `/api/note/${ids.note}/images`, headers: { ...bearer(editor), 'content-type': picture.contentType }, payload: picture.payload });
  expect(image.statusCode, image.body).toBe(201);
  ids.noteImage = image.json().data._id;
  names.push(`${label} note`, `${label} version`);

  // A weekly event of the project that the organisation sees (its people's), with one occurrence changed.
  const event = { ...EVENT_TIMES, title: `${label} event`, projectId: ids.project, visibility: 'organization', attendeeIds: [people.editor.id], recurrence: { freqUnit: 'everyWeek', freqCount: 1 } };
  ids.event = (await ok<{ data: { _id: string } }>('POST', '/api/event', owner, event, 201)).data._id;
  await ok('PUT', `/api/event/${ids.event}`, owner, { scope: 'this', occurrenceStart: '2026-05-11T09:00:00Z', title: `${label} moved event` });
  names.push(`${label} event`, `${label} moved event`);

  // A credit for the editor, for the task, in the first default category; peer recognition on.
  const categories = (await ok<{ data: { _id: string; name: string }[] }>('GET', '/api/performance/category', owner)).data;
  ids.category = categories[0]!._id;
  const credit = { userId: people.editor.id, points: 10, categoryId: ids.category, reason: `${label} credit`, taskId: ids.task };
  ids.credit = (await ok<{ data: { _id: string } }>('POST', '/api/performance/credit/add', owner, credit, 201)).data._id;
  const settings = (await ok<{ data: Record<string, unknown> }>('GET', '/api/performance/settings', owner)).data;
  await ok('PUT', '/api/performance/settings', owner, { ...settings, peerRecognition: { enabled: true, monthlyAllowance: 1000, categoryId: categories[1]!._id } });
  names.push(`${label} credit`);

  // A visitor invited by the editor, and a block-list entry.
  const visit = { name: `${label} visitor`, email: `${label.toLowerCase()}@visitor.test`, company: `${label} visiting company`, ...VISIT_TIMES };
  const invited = (await ok<{ data: { _id: string; visitor: { _id: string } }[] }>('POST', '/api/visit', editor, visit, 201)).data[0]!;
  ids.visit = invited._id;
  ids.visitor = invited.visitor._id;
  ids.block = (await ok<{ data: { _id: string } }>('POST', '/api/visitor/block', owner, { kind: 'domain', value: `${label.toLowerCase()}.example`, reason: `${label} block` }, 201)).data._id;
  names.push(`${label} visitor`, `${label} visiting company`, `${label} block`);

  return { label, organizationId: people.organization.id, memberIds, readId: people.read.id, ids, names };
}

// ---------------------------------------------------------------- rows that must not change

const TENANT_TABLES = {
  users: tables.users,
  subscriptions: tables.subscriptions,
  checkoutSessions: tables.checkoutSessions,
  paymentMethods: tables.paymentMethods,
  invoices: tables.invoices,
  transactions: tables.transactions,
  invites: tables.invites,
  notifications: tables.notifications,
  projects: tables.projects,
  projectMembers: tables.projectMembers,
  projectEnums: tables.projectEnums,
  sprints: tables.sprints,
  tasks: tables.tasks,
  taskComments: tables.taskComments,
  taskActivity: tables.taskActivity,
  channels: tables.channels,
  channelMembers: tables.channelMembers,
  messages: tables.messages,
  messageReactions: tables.messageReactions,
  attachments: tables.attachments,
  calls: tables.calls,
  notes: tables.notes,
  noteShares: tables.noteShares,
  noteVersions: tables.noteVersions,
  noteImages: tables.noteImages,
  calendarEvents: tables.calendarEvents,
  calendarEventAttendees: tables.calendarEventAttendees,
  calendarEventExceptions: tables.calendarEventExceptions,
  performanceSettings: tables.performanceSettings,
  creditCategories: tables.creditCategories,
  credits: tables.credits,
  creditHistory: tables.creditHistory,
  visitorSettings: tables.visitorSettings,
  visitors: tables.visitors,
  visits: tables.visits,
  visitorBlocks: tables.visitorBlocks,
  visitorKiosks: tables.visitorKiosks,
  organizations: tables.organizations,
  sessions: tables.sessions,
} satisfies Record<string, PgTable>;

/** Which rows of each table (aliased `r`) belong to what must stay unchanged. */
type Scope = Partial<Record<keyof typeof TENANT_TABLES, SQL>>;

/** Every row of an organisation. */
function organizationScope(organizationId: string): Scope {
  // Sessions are their users': those of the organisation's people.
  const scope: Scope = { organizations: sql`r.id = ${organizationId}`, sessions: sql`r.user_id in (select id from users where organization_id = ${organizationId})` };
  for (const name of Object.keys(TENANT_TABLES) as (keyof typeof TENANT_TABLES)[]) {
    if (!(name in scope)) scope[name] = sql`r.organization_id = ${organizationId}`;
  }
  return scope;
}

/** The rows of a world's project and conversation, and its notification. */
function worldScope(w: World): Scope {
  const inProject = sql`r.project_id = ${w.ids.project}`;
  const inConversation = sql`r.channel_id = ${w.ids.channel}`;
  const ofTasks = sql`r.task_id in (select id from tasks where project_id = ${w.ids.project})`;
  const ofNotes = sql`r.note_id in (select id from notes where project_id = ${w.ids.project})`;
  const ofEvents = sql`r.event_id in (select id from calendar_events where project_id = ${w.ids.project})`;
  return {
    projects: sql`r.id = ${w.ids.project}`,
    projectMembers: inProject,
    projectEnums: inProject,
    sprints: inProject,
    tasks: inProject,
    taskComments: ofTasks,
    taskActivity: ofTasks,
    channels: sql`r.id = ${w.ids.channel}`,
    channelMembers: inConversation,
    messages: inConversation,
    messageReactions: sql`r.message_id in (select id from messages where channel_id = ${w.ids.channel})`,
    attachments: inConversation,
    calls: inConversation,
    notes: inProject,
    noteShares: ofNotes,
    noteVersions: ofNotes,
    noteImages: ofNotes,
    calendarEvents: inProject,
    calendarEventAttendees: ofEvents,
    calendarEventExceptions: ofEvents,
    notifications: sql`r.id = ${w.ids.notification}`,
    sessions: sql`r.id = ${w.ids.session}`,
  };
}

const rowsSql = (scope: Scope) =>
  (Object.keys(scope) as (keyof typeof TENANT_TABLES)[]).map((name) => [name, sql`from ${sql.identifier(getTableName(TENANT_TABLES[name]))} r where ${scope[name]}`] as const);

/** The rows in `scope`, as text, table by table: to show what changed. */
async function rowsOf(scope: Scope): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const [name, from] of rowsSql(scope)) {
    rows[name] = ((await t.db.execute(sql`select r::text as row ${from} order by 1`)) as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
  }
  return rows;
}

/** The same rows hashed in one query: cheap enough to take after every call. */
async function fingerprintOf(scope: Scope): Promise<string> {
  const hashes = rowsSql(scope).map(([, from]) => sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) ${from})`);
  const result = (await t.db.execute(sql`select concat_ws(',', ${sql.join(hashes, sql`, `)}) as print`)) as unknown as { rows: { print: string }[] };
  return result.rows[0]!.print;
}

// ---------------------------------------------------------------- who tries whose ids

interface Variant {
  title: string;
  caller: Caller;
  target: World;
  /** The kinds of id tried (all, across organisations). */
  kinds: readonly Kind[] | 'all';
  /** Deliberate answers other than 404 to an id in the path, each with why. */
  pathAnswers: Record<string, { status: number; why: string }>;
  /** What must not change, and what must not show. */
  scope: Scope;
  secrets: string[];
  rows: Record<string, string[]>;
  print: string;
}

const variants = {} as Record<'organization' | 'project', Variant>;

beforeAll(async () => {
  const a = await createOrganization(t.db, ['owner', 'maintainer', 'editor', 'read']);
  const b = await createOrganization(t.db, ['owner', 'editor', 'read'], { plan: 'free' });
  const aPeople = { organization: a.organization, owner: a.members.owner, editor: a.members.editor, read: a.members.read };
  // Alpha has A's maintainer in its project and its conversation; Delta, in the same organisation, does not.
  const alpha = await world('Alpha', { ...aPeople, extra: [a.members.maintainer] }, { conversation: 'channel' });
  const delta = await world('Delta', { ...aPeople, extra: [] }, { conversation: 'group' });
  const bravo = await world('Bravo', { organization: b.organization, owner: b.members.owner, editor: b.members.editor, read: b.members.read, extra: [] }, { billing: true, conversation: 'channel' });

  const organizationWide = organizationScope(b.organization.id);
  variants.organization = {
    title: "another organisation's",
    caller: { token: await tokenFor(t.db, a.members.owner), world: alpha },
    target: bravo,
    kinds: 'all',
    pathAnswers: {},
    scope: organizationWide,
    secrets: [b.organization.id, b.organization.name, ...Object.values(b.members).map((user) => user.id), ...bravo.names],
    rows: await rowsOf(organizationWide),
    print: await fingerprintOf(organizationWide),
  };
  const walled = worldScope(delta);
  variants.project = {
    title: "a project's and a group's, to a maintainer of the organisation outside them,",
    caller: { token: await tokenFor(t.db, a.members.maintainer), world: alpha },
    target: delta,
    kinds: WALLED_KINDS,
    pathAnswers: {
      'DELETE /api/project/delete/{id}': { status: 403, why: 'maintainers never delete a project (projects.service remove), whichever project: the role matrix checks it' },
    },
    scope: walled,
    secrets: delta.names,
    rows: await rowsOf(walled),
    print: await fingerprintOf(walled),
  };
});
afterAll(async () => t.close());

// ---------------------------------------------------------------- the attempts

/** What may be compared between two answers: the same for the target's id as for a random one. */
function answer(res: { statusCode: number; body: string; headers: Record<string, unknown> }, sent: string) {
  const json = String(res.headers['content-type'] ?? '').includes('json') ? (JSON.parse(res.body) as { message?: string; code?: string }) : {};
  return { status: res.statusCode, code: json.code, message: json.message?.replaceAll(sent, '<id>') };
}

async function tryForeignId(variant: Variant, operation: Operation, field: IdField, kind: Kind) {
  const foreign = variant.target.ids[kind];
  const random = RANDOM_OF[kind]?.() ?? randomUUID();
  const control = await attempt(operation, field, random, variant.caller);
  const res = await attempt(operation, field, foreign, variant.caller);
  const what = `${operation.name} with ${variant.target.label}'s ${kind} as ${field.where} ${field.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;

  expect(res.statusCode, what).toBeLessThan(500);
  // A 400 naming another field means the call was wrong before the id was even read.
  const refused = res.statusCode === 400 ? (res.json() as { field?: string | null }) : {};
  const otherField = 'field' in refused && !(refused.field === field.name || refused.field?.startsWith(`${field.name}.`));
  expect(otherField, `${what}\nThe call is not valid apart from the id: give the route a valid body or query in BODIES / QUERIES`).toBe(false);
  if (field.where === 'path') expect(res.statusCode, what).toBe(variant.pathAnswers[operation.name]?.status ?? 404);
  expect(answer(res, foreign), `${what}\nThe id must get the answer a random id gets`).toEqual(answer(control, random));

  // The id sent may be echoed ('… is not in your organisation'); nothing else of the target may show.
  const secrets = [...Object.values(variant.target.ids), ...variant.secrets].filter((secret) => secret !== foreign);
  for (const secret of secrets) expect(res.body.includes(secret), `${what}\nleaks ${secret}`).toBe(false);
  // Row by row (to show what changed) only when the fingerprint says something did.
  if (operation.method !== 'GET' && (await fingerprintOf(variant.scope)) !== variant.print) {
    expect(await rowsOf(variant.scope), `${what}\nchanged ${variant.target.label}`).toEqual(variant.rows);
    expect.fail(`${what}\nchanged ${variant.target.label}`);
  }
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
      if (!kind || !variants.organization.target.ids[kind]) {
        expect.fail(
          `${operation.name}: no fixture for the ${field.where} id '${field.name}'. In server/platform/db/crossOrganization.test.ts, name its kind ` +
            `(KIND_BY_FIELD, KIND_BY_ROUTE or ID_PATHS), make one in world() if there is none yet, and give the route a valid body in BODIES if it takes one; ` +
            `or, if any organisation's id is fine there, say why in FOREIGN_BY_DESIGN.`,
        );
      }
      await tryForeignId(variants.organization, operation, field, kind);
    });
    if (kind && WALLED_KINDS.includes(kind)) {
      it(`refuses the id of a project or conversation the caller is not in, in ${field.where} ${field.name}`, async () => {
        await tryForeignId(variants.project, operation, field, kind);
      });
    }
  }
});
