import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { callApi } from '../../test/api';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { multipartFile, TINY_PNG } from '../../test/multipart';
import { routeTable, type JsonSchema, type Operation } from '../../test/routeTable';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Every operation of the OpenAPI document the server publishes, fed bad input (DESIGN.md, Security
 * habits; issue 13 'Make it stay closed'): per body field, query parameter and path parameter,
 * wrong types, missing required fields, 1 MB strings, years 0000 and 9999, 2^31 and 2^53, NaN and
 * Infinity, empty strings, `__proto__` / `constructor` keys, nested arrays and objects where a
 * scalar belongs. No answer may be a 5xx, and every 4xx is `{ message, code }`.
 *
 * The other fields of each request are valid (a baseline found by trying a few seeded guesses
 * from the schema, with the ids of a real project, task, sprint, conversation, … of the caller's
 * organisation), so a bad value gets as deep as validation lets it: to the database, if nothing
 * stops it. Values are sampled per field with a seeded PRNG, so a run is reproducible:
 * BAD_INPUT_SEED=<n> tries other samples.
 */

const SEED = Number(process.env.BAD_INPUT_SEED ?? 132_026);

/** Operations that cannot take JSON, each with why. A route not listed here is walked. */
const SKIPPED: Record<string, string> = {
  // Multipart only: the upload parser refuses any other body before a handler runs; attachments.test.ts sends it bad files.
  'POST /api/channel/{id}/attachments': 'multipart file upload',
  // Multipart too; profile/avatar.test.ts sends it what is not a picture, too much and nothing.
  'PUT /api/profile/avatar': 'multipart file upload',
  // Multipart too; notes/noteFiles.test.ts sends it what is not a picture, too much and nothing.
  'POST /api/note/{id}/images': 'multipart file upload',
  // POST /api/webhooks/stripe is registered only with STRIPE_* set (not here): it needs a Stripe signature over the raw body.
};

// ---------------------------------------------------------------- seeded randomness

type Rng = () => number;

/** mulberry32: small, fast and good enough to sample test values. */
function prng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed of its own for each operation, field and purpose, so adding a route changes no other route's samples. */
function seedOf(...parts: (string | number)[]): number {
  let hash = 2_166_136_261 ^ SEED;
  for (const char of parts.join('\u0001')) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
};
const hex = (rng: Rng, length: number) => Array.from({ length }, () => Math.floor(rng() * 16).toString(16)).join('');
const uuidOf = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;

// ---------------------------------------------------------------- bad values

/** Text put into the JSON (or the URL) as written: what JSON.stringify cannot say (1e999 parses to Infinity). */
class Raw {
  constructor(readonly text: string) {}
}

/** Just under the 1 MiB body limit with the rest of a request, so it reaches validation; OVER_LIMIT answers 413. */
const MB_STRING = 'x'.repeat(1_000_000);
const OVER_LIMIT = 'x'.repeat(1_100_000);
const MANY_EMOJI = '💥'.repeat(5000);
const PROTO = new Raw('{"__proto__":{"polluted":true}}');
const CONSTRUCTOR = new Raw('{"constructor":{"prototype":{"polluted":true}}}');
const DEEP = new Raw(`${'['.repeat(5000)}${']'.repeat(5000)}`);

/** Tried on every body field of its type: the edges PostgreSQL refuses, and a 1 MB string. */
const BODY_ESSENTIALS: Record<string, unknown[]> = {
  integer: [2 ** 31, 2 ** 53, -(2 ** 31) - 1, new Raw('1e999')],
  number: [2 ** 31, 2 ** 53, new Raw('1e999'), new Raw('-1e999')],
  string: ['0000-01-01T00:00:00Z', '0000-01-01', '9999-12-31T23:59:59.999Z', MB_STRING],
  array: [[[[]]], [MB_STRING]],
};
/** Sampled from, per body field. */
const BODY_POOL = (rng: Rng): unknown[] => [
  null, true, false, 0, -1, 0.5, -(2 ** 31) - 1, -(2 ** 53), 1e308, new Raw('-1e999'),
  '', ' ', 'NaN', 'Infinity', '2147483648', '9999-12-31', '1899-12-31T23:59:59Z', '+275760-09-13T00:00:00.000Z', '2026-02-30',
  'not-an-id', uuidOf(rng), '00000000-0000-0000-0000-000000000000', '\u0000', 'a\u0000b', '\ud800', MANY_EMOJI,
  '<script>alert(1)</script>', "' or 1=1 --", '__proto__', 'constructor',
  [], [null], [[[]]], ['x', 1, {}], new Array<string>(5000).fill(uuidOf(rng)),
  {}, { a: { b: { c: {} } } }, PROTO, CONSTRUCTOR, DEEP, OVER_LIMIT,
];

/** Tried on every query parameter of its type (a query says everything as text: NaN and Infinity too). */
const QUERY_ESSENTIALS: Record<string, string[]> = {
  integer: ['2147483648', '9007199254740992', 'NaN', 'Infinity'],
  number: ['2147483648', '9007199254740992', 'NaN', 'Infinity'],
  // 10,000 characters: a real request line must fit Node's 16 KiB of headers.
  string: ['0000-01-01', '0000-01-01T00:00:00Z', '9999-12-31', 'x'.repeat(10_000)],
};
const QUERY_POOL = (rng: Rng): (string | string[])[] => [
  '', ' ', 'NaN', '-Infinity', '-1', '0', '1.5', '1e308', '0x10', '-2147483649', '9999-12-31T23:59:59.999Z', '1899-12-31', '2026-02-30',
  'not-an-id', uuidOf(rng), '\u0000', '💥', '__proto__', 'constructor', 'true', 'null', '[]', '{}',
  ['a', 'b'], [uuidOf(rng), uuidOf(rng)],
];

/** Path parameters: Raw values are put into the URL as written, the rest percent-encoded. */
const PATH_POOL = (rng: Rng): (string | Raw)[] => [
  uuidOf(rng), uuidOf(rng).toUpperCase(), '00000000-0000-0000-0000-000000000000', 'not-an-id', '0', '-1', '2147483648', 'NaN',
  'x'.repeat(300), '\u0000', '..', '💥', '__proto__', 'constructor', new Raw('%E0%A4%A'), new Raw('%'),
];

/** Whole bodies: not JSON, not an object, too large, or with prototype keys. */
const WHOLE_BODIES = ['', 'null', '[]', '"text"', '123', 'NaN', '{', '{"a":1e999}', DEEP.text, PROTO.text, CONSTRUCTOR.text, JSON.stringify({ x: OVER_LIMIT })];

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v)) ?? '';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

/** A value as a failure report prints it: short enough to read, exact enough to send again. */
function describeValue(value: unknown): string {
  if (value instanceof Raw) return value.text.length > 60 ? `raw ${value.text.slice(0, 20)}… (${value.text.length} chars)` : `raw ${value.text}`;
  if (typeof value === 'string' && value.length > 60) return `${JSON.stringify(value.slice(0, 20))}… (${value.length} chars)`;
  if (Array.isArray(value) && value.length > 5) return `[${value.length} items like ${JSON.stringify(value[0])}]`;
  return value === undefined ? '(missing)' : JSON.stringify(value);
}

// ---------------------------------------------------------------- valid values, for the fields not under test

type IdKind =
  | 'user' | 'project' | 'task' | 'sprint' | 'status' | 'epic' | 'channel' | 'message' | 'invite' | 'plan' | 'checkout' | 'promoCode' | 'otherOrganization'
  | 'note' | 'noteVersion' | 'noteImage' | 'event' | 'credit' | 'category' | 'visit' | 'visitor' | 'block';

/** Which of the caller's real ids a uuid field or parameter most likely names: by its name, else (an `id`) by its path. */
const ID_BY_NAME: Record<string, IdKind> = {
  projectId: 'project', taskId: 'task', beforeId: 'task', afterId: 'task', sprintId: 'sprint', status: 'status', epic: 'epic',
  assignee: 'user', lead: 'user', members: 'user', userId: 'user', userIds: 'user', mentions: 'user', createdBy: 'user', versionId: 'noteVersion',
  attendeeIds: 'user', categoryId: 'category', creditId: 'credit', hostId: 'user', visitorId: 'visitor',
  channelId: 'channel', messageId: 'message', parentMessageId: 'message', planId: 'plan', sessionId: 'checkout',
};
const ID_BY_PATH: [RegExp, IdKind][] = [
  [/\/visit\//, 'visit'], [/visitor\/block/, 'block'], [/\/visitor\//, 'visitor'],
  [/performance\/category/, 'category'], [/note-images/, 'noteImage'], [/\/note\//, 'note'], [/\/event\//, 'event'], [/promo-code/, 'promoCode'], [/admin\/org/, 'otherOrganization'], [/admin\/plan/, 'plan'], [/\/enum\//, 'status'],
  [/sprint\/complete/, 'sprint'], [/\/sprint/, 'sprint'], [/\/task\//, 'task'], [/\/project\//, 'project'], [/\/invite\//, 'invite'],
  [/\/user/, 'user'], [/\/channels?\//, 'channel'], [/\/messages\//, 'message'], [/session|checkout/, 'checkout'],
];

function idKind(operation: Operation, name: string): IdKind | undefined {
  if (name === 'moveTo') return operation.path.includes('sprint') ? 'sprint' : 'status';
  return ID_BY_NAME[name] ?? (name === 'id' ? ID_BY_PATH.find(([pattern]) => pattern.test(operation.path))?.[1] : undefined);
}

interface Generator {
  rng: Rng;
  operation: Operation;
  ids: Partial<Record<IdKind, string[]>>;
  /** A body field (`body x`) or query parameter (`query x`) to include even where optional. */
  force?: string;
}

let unique = 0;

/** Texts to try for a string field without a format, the first that fits its pattern and lengths wins; unique where a code or name must be. */
function textCandidates(rng: Rng): string[] {
  const n = ++unique;
  return sample(rng, [`Bad input ${n}`, `Bi${n}x`, `${'a'.repeat(24)}${n}`, `4242${String(n).padStart(12, '0')}`, `${1000 + (n % 9000)}`, `2030-0${1 + Math.floor(rng() * 8)}-1${Math.floor(rng() * 9)}`], 6);
}

function validString(schema: JsonSchema, name: string, g: Generator): string {
  if (schema.format === 'uuid') {
    const kind = idKind(g.operation, name);
    const real = kind ? g.ids[kind] ?? [] : [];
    return real.length > 0 && g.rng() < 0.8 ? pick(g.rng, real) : uuidOf(g.rng);
  }
  // One address per operation: login's limit then answers 429 instead of hashing every guess.
  if (schema.format === 'email' || /email/i.test(name)) return `bad-input-${g.operation.path.replace(/\W+/g, '-')}@example.test`;
  // A zod pipe or refinement leaves no format in the document: a name like expiresAt or endDate says it.
  if (schema.format === 'date-time' || (!schema.pattern && /(At|Date)$/.test(name))) {
    return new Date(Date.UTC(2031, Math.floor(g.rng() * 12), 1 + Math.floor(g.rng() * 28))).toISOString();
  }
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  return textCandidates(g.rng).find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A value the schema allows, as far as JSON Schema says (refinements between fields are the recipes' luck). */
function validValue(schema: JsonSchema, name: string, g: Generator): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  const nullable = schema.nullable === true || branches?.some((branch) => branch.type === 'null');
  if (nullable && g.rng() < 0.25) return null;
  const nonNull = branches?.filter((branch) => branch.type !== 'null');
  if (nonNull && nonNull.length > 0) return validValue(pick(g.rng, nonNull), name, g);
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(g.rng, schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || g.force === `body ${key}` || g.rng() < 0.5) out[key] = validValue(property, key, g);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, g.rng() < 0.5 ? 0 : 1) }, () => validValue(schema.items ?? {}, name, g));
    case 'integer':
    case 'number': {
      // A small positive number where the range has one (zod's int() says -2^53 to 2^53).
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      const min = Math.min(Math.max(schema.minimum ?? 1, 1), max);
      return min + Math.floor(g.rng() * (Math.min(max, min + 9) - min + 1));
    }
    case 'boolean':
      return g.rng() < 0.5;
    case 'string':
      return validString(schema, name, g);
    default:
      return 'x';
  }
}

// ---------------------------------------------------------------- requests

interface Request {
  path: Record<string, string | Raw>;
  query: Record<string, string | string[]>;
  /** undefined: no body; a string: sent as written. */
  body: unknown;
}

/** The JSON type a schema asks for (the first of a union), for the essentials of that type. */
function typeOf(schema: JsonSchema): string {
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => b.type !== 'null');
  if (branch) return typeOf(branch);
  return (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? 'unknown';
}

/** How to guess a baseline: a seed, and a field to include even where it is optional. */
interface Recipe {
  seed: number;
  force?: string;
}

/** A request the schemas allow (as far as a guess from the recipe gets), with fresh texts each time. */
function baseline(operation: Operation, ids: Generator['ids'], recipe: Recipe): Request {
  const g: Generator = { rng: prng(seedOf(operation.name, 'recipe', recipe.seed, recipe.force ?? '')), operation, ids, force: recipe.force };
  const request: Request = { path: {}, query: {}, body: undefined };
  // Every path parameter is an id or a code: a uuid, a real one of its kind where the name says which.
  for (const name of operation.pathParams) request.path[name] = validString({ format: 'uuid' }, name, g);
  for (const parameter of operation.query) {
    if (parameter.required || g.force === `query ${parameter.name}` || g.rng() < 0.5) request.query[parameter.name] = String(validValue(parameter.schema, parameter.name, g));
  }
  if (operation.body) request.body = validValue(operation.body, '', g);
  return request;
}

/** Guesses at a baseline per operation, and then per field no accepted guess had, with that field in. */
const BASELINE_GUESSES = 8;
const FIELD_GUESSES = 4;
const NOT_LET_IN = 3;
/** How far a request got: accepted (0), refused past validation (404, 409, a wrong password, …), invalid, or not let in. */
const rank = (status: number, code: unknown) =>
  status < 300 ? 0 : ['UNAUTHENTICATED', 'FORBIDDEN', 'SESSION_REVOKED', 'ACCOUNT_INACTIVE'].includes(String(code)) ? NOT_LET_IN : status === 400 ? 2 : 1;

/** The body fields and query parameters of the operation, or those a request has. */
function fieldsOf(operation: Operation, request?: Request): string[] {
  const body = Object.keys(operation.body?.properties ?? {}).map((field) => `body ${field}`);
  const query = operation.query.map((parameter) => `query ${parameter.name}`);
  if (!request) return [...body, ...query];
  const sent = request.body && typeof request.body === 'object' ? Object.keys(request.body) : [];
  return [...sent.map((field) => `body ${field}`), ...Object.keys(request.query).map((name) => `query ${name}`)];
}

function urlOf(operation: Operation, request: Request): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = request.path[name] ?? '';
    return value instanceof Raw ? value.text : encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) for (const one of [value].flat()) query.append(key, one);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

describe('bad input on every route of the OpenAPI document', () => {
  let t: TestApp;
  let tokenOf: { owner: () => Promise<string>; superAdmin: () => Promise<string> };
  const ids: Generator['ids'] = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { members } = await createOrganization(t.db, ['owner', 'admin', 'editor']);
    const other = await createOrganization(t.db, ['owner']);
    const superAdmin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    // A fresh session per operation: POST /api/logout ends the one it is called with.
    tokenOf = { owner: () => tokenFor(t.db, members.owner), superAdmin: () => tokenFor(t.db, superAdmin) };
    const owner = await tokenOf.owner();
    const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = owner): Promise<T> => {
      const res = await callApi(t.app, method, url, token, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json() as T;
    };

    // Real ids of the owner's organisation, so valid fields get past "not found" to where bad ones could hurt.
    const userIds = [members.admin.id, members.editor.id, members.owner.id];
    const project = (await ok<{ data: { _id: string } }>('POST', '/api/project/add', { name: 'Bad input', members: userIds })).data._id;
    await ok('POST', '/api/enum/add', { projectId: project, type: 'epic', name: 'Epic', color: PALETTE_COLORS[0] });
    const enums = (await ok<{ data: { statuses: { _id: string }[]; epics: { _id: string }[] } }>('GET', `/api/enum/${project}`)).data;
    const task = (await ok<{ data: { _id: string } }>('POST', '/api/task/add', { projectId: project, title: 'A task' })).data._id;
    const sprint = (await ok<{ data: { _id: string } }>('POST', '/api/sprint/add', { projectId: project, name: 'Sprint 1' })).data._id;
    const channel = (await ok<{ data: { _id: string } }>('POST', '/api/channels', { channelType: 'group', name: 'Bad input', members: [members.admin.id, members.editor.id] })).data._id;
    const message = (await ok<{ data: { _id: string } }>('POST', `/api/channel/${channel}/messages`, { message: 'hello', clientId: 'bad-input-1' })).data._id;
    await ok('POST', '/api/user/invite', { emails: ['invited@example.test'], role: 'read' });
    const invites = (await ok<{ data: { _id: string }[] }>('GET', '/api/invite')).data;
    const plans = (await ok<{ plans: { id: string }[] }>('GET', '/api/plan')).plans;
    const checkoutUrl = (await ok<{ data: { url: string } }>('POST', '/api/checkout', { quantity: 30, billing_cycle: 'monthly', promotionCode: null })).data.url;
    const note = (await ok<{ data: { _id: string } }>('POST', '/api/note', { title: 'Bad input', projectId: project })).data._id;
    const noteVersion = (await ok<{ data: { _id: string } }>('POST', `/api/note/${note}/versions`, { name: 'Bad input' })).data._id;
    const picture = multipartFile({ name: 'bad-input.png', type: 'image/png', data: TINY_PNG });
    const image = await t.app.inject({ method: 'POST', url: `/api/note/${note}/images`, headers: { ...bearer(owner), 'content-type': picture.contentType }, payload: picture.payload });
    expect(image.statusCode, image.body).toBe(201);
    const event = (await ok<{ data: { _id: string } }>('POST', '/api/event', {
      title: 'Bad input',
      start: '2031-05-05T09:00:00Z',
      end: '2031-05-05T10:00:00Z',
      timeZone: 'UTC',
      recurrence: { freqUnit: 'everyDay', freqCount: 1 },
    })).data._id;
    // Peer recognition on, so its route is walked past 'turned off'.
    const categories = (await ok<{ data: { _id: string }[] }>('GET', '/api/performance/category')).data;
    const settings = (await ok<{ data: Record<string, unknown> }>('GET', '/api/performance/settings')).data;
    await ok('PUT', '/api/performance/settings', { ...settings, peerRecognition: { enabled: true, monthlyAllowance: 1000, categoryId: categories[1]!._id } });
    const credit = (await ok<{ data: { _id: string } }>('POST', '/api/performance/credit/add', { userId: members.editor.id, points: 5, categoryId: categories[0]!._id, reason: 'Bad input' })).data._id;
    // An invited visitor (the visit and the person) and a block-list entry.
    const invited = (await ok<{ data: { _id: string; visitor: { _id: string } }[] }>('POST', '/api/visit', {
      name: 'Bad Input Visitor',
      email: 'visitor@bad-input.test',
      expectedFrom: '2031-05-05T09:00:00Z',
      expectedTo: '2031-05-05T10:00:00Z',
    })).data[0]!;
    const block = (await ok<{ data: { _id: string } }>('POST', '/api/visitor/block', { kind: 'domain', value: 'bad-input.example' })).data._id;
    const promo = (await ok<{ data: { _id: string } }>('POST', '/api/admin/promo-code', { code: 'BADINPUT', kind: 'percent', percentOff: 10 }, await tokenOf.superAdmin())).data._id;
    Object.assign(ids, {
      user: userIds,
      project: [project],
      task: [task],
      sprint: [sprint],
      status: enums.statuses.map((s) => s._id),
      epic: enums.epics.map((e) => e._id),
      channel: (await ok<{ data: { _id: string }[] }>('GET', '/api/channels')).data.map((c) => c._id),
      message: [message],
      invite: invites.map((i) => i._id),
      plan: plans.map((p) => p.id),
      checkout: checkoutUrl.match(/[0-9a-f-]{36}/)?.slice(0, 1) ?? [],
      promoCode: [promo],
      note: [note],
      noteVersion: [noteVersion],
      noteImage: [image.json().data._id],
      event: [event],
      credit: [credit],
      category: categories.map((c) => c._id),
      visit: [invited._id],
      visitor: [invited.visitor._id],
      block: [block],
      // The super admin restricts and lifts another organisation, never the caller's.
      otherOrganization: [other.organization.id],
    } satisfies Record<IdKind, string[]>);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers every bad request with a 4xx { message, code }, never a 5xx', async () => {
    const operations = routeTable(t.app);
    const names = new Set(operations.map((operation) => operation.name));
    for (const skipped of Object.keys(SKIPPED)) expect(names, `SKIPPED lists ${skipped}, which the document no longer has`).toContain(skipped);
    // Reads, then creations, then changes, then deletions: what one route archives or removes is there for those before it.
    const order = ['GET', 'POST', 'PUT', 'DELETE'];
    const walked = operations.filter((operation) => !(operation.name in SKIPPED)).sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));

    const failures: string[] = [];
    const unreached: string[] = [];
    let sent = 0;

    for (const operation of walked) {
      // The caller: the platform administrator for its routes, the owner (who may do everything else) otherwise.
      const token = operation.access === 'super_admin' ? await tokenOf.superAdmin() : await tokenOf.owner();
      const send = async (request: Request, what: string, value?: unknown) => {
        sent += 1;
        const url = urlOf(operation, request);
        const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : toJson(request.body);
        const res = await t.app.inject({
          method: operation.method,
          url,
          headers: body === undefined ? bearer(token) : { ...bearer(token), 'content-type': 'application/json' },
          payload: body,
        });
        let answer: { message?: unknown; code?: unknown } | null = null;
        try {
          answer = res.json();
        } catch {
          // not JSON: a 2xx may be a PDF or a file; a 4xx may not
        }
        let problem: string | null = null;
        if (res.statusCode >= 500) problem = `answered ${res.statusCode}`;
        else if (res.statusCode >= 400 && (typeof answer?.message !== 'string' || typeof answer.code !== 'string')) problem = `answered ${res.statusCode} without { message, code }`;
        if (problem) {
          const shownUrl = url.length > 200 ? `${url.slice(0, 200)}… (${url.length} chars)` : url;
          const shownBody = body === undefined ? ' no body' : ` body ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body}`;
          failures.push(`${operation.method} ${shownUrl} ${what}=${describeValue(value)}: ${problem}: ${res.body.slice(0, 300)}\n    sent:${shownBody}`);
        }
        return rank(res.statusCode, answer?.code);
      };

      const outcome = await send(baseline(operation, ids, { seed: 0 }), 'baseline');
      // Baselines: seeded guesses until, for every field, one the server accepts has that field (a bad
      // value then meets valid neighbours), else the guess that got furthest.
      const accepted: { recipe: Recipe; fields: Set<string> }[] = [];
      let [best, bestRecipe] = [outcome, { seed: 0 } as Recipe];
      const guess = async (recipe: Recipe, known?: number) => {
        const request = baseline(operation, ids, recipe);
        const result = known ?? (await send(request, 'baseline'));
        if (result < best) [best, bestRecipe] = [result, recipe];
        if (result === 0) accepted.push({ recipe, fields: new Set(fieldsOf(operation, request)) });
      };
      const uncovered = () => fieldsOf(operation).filter((field) => !accepted.some((a) => a.fields.has(field)));
      await guess({ seed: 0 }, outcome);
      for (let seed = 1; seed < BASELINE_GUESSES && (best > 0 || uncovered().length > 0); seed += 1) await guess({ seed });
      if (best === 0) {
        for (const force of uncovered()) {
          for (let seed = 0; seed < FIELD_GUESSES && !accepted.some((a) => a.fields.has(force)); seed += 1) await guess({ seed, force });
        }
      }
      if (best === NOT_LET_IN) unreached.push(operation.name);
      const fresh = (field?: string) => baseline(operation, ids, accepted.find((a) => field && a.fields.has(field))?.recipe ?? accepted[0]?.recipe ?? bestRecipe);

      const rng = prng(seedOf(operation.name, 'values'));
      for (const name of operation.pathParams) {
        for (const value of sample(rng, PATH_POOL(rng), 3)) {
          const request = fresh();
          request.path[name] = value;
          await send(request, `path ${name}`, value);
        }
      }
      for (const parameter of operation.query) {
        const values = [...(QUERY_ESSENTIALS[typeOf(parameter.schema)] ?? []), ...sample(rng, QUERY_POOL(rng), 2)];
        if (parameter.required) values.push(undefined as unknown as string);
        for (const value of values) {
          const request = fresh(`query ${parameter.name}`);
          if (value === undefined) delete request.query[parameter.name];
          else request.query[parameter.name] = value;
          await send(request, `query ${parameter.name}`, value);
        }
      }
      if (operation.query.length > 0) {
        for (const key of ['__proto__', 'constructor', 'constructor[prototype][polluted]']) {
          const request = fresh();
          // defineProperty: assigning to __proto__ would set the prototype, not send the key.
          Object.defineProperty(request.query, key, { value: 'true', enumerable: true });
          await send(request, `query key ${key}`, 'true');
        }
      }
      if (operation.method !== 'GET') {
        for (const text of sample(rng, WHOLE_BODIES, 3)) await send({ ...fresh(), body: text }, 'body', new Raw(text));
        const base = fresh();
        const json = toJson(base.body ?? {});
        if (json.startsWith('{') && json !== '{}') {
          for (const key of [PROTO.text, CONSTRUCTOR.text]) {
            const text = `${key.slice(0, -1)},${json.slice(1)}`;
            await send({ ...base, body: text }, 'body', new Raw(text));
          }
        }
      }
      const properties = operation.body?.properties ?? {};
      for (const [field, schema] of Object.entries(properties)) {
        const values: unknown[] = [...(BODY_ESSENTIALS[typeOf(schema)] ?? []), ...sample(rng, BODY_POOL(rng), 2)];
        if (operation.body?.required?.includes(field)) values.push(undefined);
        for (const value of values) {
          const request = fresh(`body ${field}`);
          const body = { ...(request.body as Record<string, unknown>) };
          if (value === undefined) delete body[field];
          else body[field] = value;
          await send({ ...request, body }, `body ${field}`, value);
        }
      }
    }

    // Nothing sent may have reached Object.prototype.
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(unreached, 'routes whose every request was refused as unauthenticated or forbidden (the walk never reached their validation)').toEqual([]);
    expect(failures, `${failures.length} of ${sent} requests failed (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
  }, 240_000);
});
