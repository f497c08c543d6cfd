import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../../../domain/api/routes';
import type { RouteContract } from '../../../domain/api/contract';
import { answerSerializer } from './answerSerializer';

/**
 * The zod types inside a schema that parse and encode treat differently: a transform runs one
 * way only, and a codec (a pipe) each way its own. answerSerializer parses where zod's Fastify
 * compiler encodes, which is the same only for schemas without them.
 */
function oneWayParts(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'transform' || def.type === 'pipe') return [`${path} (${def.type})`];
  const children: [string, unknown][] = [];
  if (def.type === 'object') children.push(...Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [`${path}.${key}`, value] as [string, unknown]));
  if (def.type === 'object' && def.catchall) children.push([`${path}[*]`, def.catchall]);
  if (def.type === 'array') children.push([`${path}[]`, def.element]);
  if (def.type === 'union') children.push(...(def.options as unknown[]).map((option, index) => [`${path}|${index}`, option] as [string, unknown]));
  if (def.type === 'intersection') children.push([`${path}&left`, def.left], [`${path}&right`, def.right]);
  if (def.type === 'record') children.push([`${path}{key}`, def.keyType], [`${path}{value}`, def.valueType]);
  if (def.type === 'tuple') children.push(...(def.items as unknown[]).map((item, index) => [`${path}[${index}]`, item] as [string, unknown]));
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)) children.push([path, def.innerType]);
  if (def.type === 'lazy') children.push([path, (def.getter as () => unknown)()]);
  return children.flatMap(([at, child]) => (child instanceof z.ZodType ? oneWayParts(child, at, seen) : []));
}

describe('answerSerializer', () => {
  const serialise = answerSerializer({ schema: z.object({ _id: z.string(), name: z.string().nullable() }), method: 'GET', url: '/api/thing' });

  it('writes what the schema names, and drops what it does not', () => {
    expect(serialise({ _id: 'a', name: null, passwordHash: 'secret' })).toBe('{"_id":"a","name":null}');
  });

  it('refuses an answer of the wrong shape, naming the route', () => {
    expect(() => serialise({ _id: 1 })).toThrow(expect.objectContaining({ method: 'GET', url: '/api/thing' }));
  });

  it('finds a transform or a codec wherever it hides (the walk below can fail)', () => {
    const codec = z.codec(z.string(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    expect(oneWayParts(z.object({ list: z.array(z.object({ at: codec.nullable() })) }), 'answer')).toEqual(['answer.list[].at (pipe)']);
    expect(oneWayParts(z.object({ name: z.string().transform((name) => name.trim()) }), 'answer')).toEqual(['answer.name (pipe)']);
  });

  it('serialises every answer of the contract the way zod would encode it: no answer schema has a transform or a codec', () => {
    const found = Object.entries(apiRoutes as Record<string, RouteContract>).flatMap(([key, route]) =>
      Object.entries(route.response ?? {}).flatMap(([status, schema]) => oneWayParts(schema, `${key} ${status}`)),
    );
    expect(Object.keys(apiRoutes).length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
