import type { FastifyInstance } from 'fastify';
import type { Access, WhenLocked } from '../platform/auth/access';
import type { Ability } from '../../domain/permissions/roles';
import type { Method } from './api';

/** A JSON Schema as the OpenAPI document holds it (only what the generated tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
}

/** One operation of the OpenAPI document, with who may call it (server/platform/http/openapi.ts). */
export interface Operation {
  method: Method;
  /** The document's path, e.g. /api/task/{id}. */
  path: string;
  /** `METHOD /api/...` as written in tables and messages. */
  name: string;
  tags: string[];
  access: Access;
  ability: Ability | undefined;
  whenLocked: WhenLocked | undefined;
  pathParams: string[];
  /** The query string's parameters with their schemas. */
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  consumes: string[];
}

interface OpenApiOperation {
  'x-access'?: Access;
  'x-ability'?: Ability;
  'x-when-locked'?: WhenLocked;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Every operation the server publishes in its OpenAPI document: the generated role-matrix and
 * cross-organisation tests walk this list, so a new route is covered without anyone adding it.
 */
export function routeTable(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [verb, operation] of Object.entries(item)) {
      const method = verb.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const access = operation['x-access'];
      if (!access) throw new Error(`${method} ${path} has no x-access in the OpenAPI document (is openApiTransform the swagger transform?)`);
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        name: `${method} ${path}`,
        tags: operation.tags ?? [],
        access,
        ability: operation['x-ability'],
        whenLocked: operation['x-when-locked'],
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, required: parameter.required === true, schema: parameter.schema ?? {} })),
        body: Object.values(content)[0]?.schema,
        consumes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** The operation's URL with each path parameter replaced by `valueOf(name)`. */
export function urlOf(operation: Operation, valueOf: (param: string) => string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(valueOf(name)));
}
