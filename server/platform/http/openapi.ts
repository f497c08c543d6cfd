import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Ability } from '../../../domain/permissions/roles';
import { type Access, type WhenLocked, whenLockedOf } from '../auth/access';

/**
 * The OpenAPI operation extensions that say who may call a route, read from the route's
 * `config` (the same values access.ts enforces):
 * - `x-access`: 'public' | 'authenticated' | 'org' | 'super_admin' ('org' when the route says nothing);
 * - `x-ability`: the role ability an 'org' route needs (domain/permissions), when it needs one;
 * - `x-when-locked`: 'allow' when the route answers while the organisation is locked out
 *   (suspended, expired, cancelled, restricted); 'org' routes without it answer 402 then.
 */
export interface AccessExtensions {
  'x-access': Access;
  'x-ability'?: string;
  'x-when-locked'?: WhenLocked;
}

interface RouteAccessConfig {
  access?: Access;
  ability?: Ability;
  whenLocked?: WhenLocked;
}

export function accessExtensions(config: RouteAccessConfig | undefined): AccessExtensions {
  const access = config?.access ?? 'org';
  const extensions: AccessExtensions = { 'x-access': access };
  if (access !== 'org') return extensions;
  if (config?.ability) extensions['x-ability'] = config.ability;
  if (whenLockedOf(config ?? {}) === 'allow') extensions['x-when-locked'] = 'allow';
  return extensions;
}

/**
 * The swagger transform: the zod schemas as JSON Schema (fastify-type-provider-zod), plus the
 * route's access rules, so /api/docs tells integrators who may call what and the generated
 * role-matrix and cross-organisation tests read their route table from the document.
 */
export const openApiTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (transformed.schema ?? {}) as FastifySchema & { hide?: boolean };
  if (schema.hide) return transformed;
  const config = (document.route as { config?: RouteAccessConfig }).config;
  return { url: transformed.url, schema: { ...schema, ...accessExtensions(config) } as FastifySchema };
};
