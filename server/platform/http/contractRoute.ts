import { methodOf, pathOf, type RouteContract, type RouteKey } from '../../../domain/api/contract';
import { answerSerializer } from './answerSerializer';

const API_PREFIX = '/api';

type ContractSchema<R extends RouteContract> = Pick<R, Extract<keyof R, 'params' | 'querystring' | 'body' | 'response'>> & {
  tags: string[];
  summary?: string;
  consumes?: string[];
};

/**
 * The method, URL and schema of one route of a module's contract (domain/<feature>/api.ts), for
 * `app.route({ ...route('GET /api/project/:id'), config, handler })` inside the /api plugin. The
 * handler's request and answer types are inferred from the contract's schemas by Fastify's zod
 * type provider, and the same schemas validate the request and serialise the answer.
 */
export function contractRoutes<Routes extends Record<string, RouteContract>>(routes: Routes, tags: string[]) {
  return <K extends keyof Routes & RouteKey>(key: K) => {
    const contract: RouteContract = routes[key]!;
    const schema: Record<string, unknown> = { tags };
    for (const part of ['summary', 'params', 'querystring', 'body', 'response'] as const) {
      if (contract[part] !== undefined) schema[part] = contract[part];
    }
    if (contract.multipart) schema.consumes = ['multipart/form-data'];
    return {
      method: methodOf(key),
      url: pathOf(key).slice(API_PREFIX.length),
      schema: schema as ContractSchema<Routes[K]>,
    };
  };
}

/**
 * A route's serializerCompiler that writes each answer object's JSON once, with the contract's own
 * serialiser: for answers a node keeps and hands out again unchanged (a conversation's page).
 */
export function serialiseOncePerAnswer<Answer extends object>() {
  const written = new WeakMap<Answer, string>();
  return (route: Parameters<typeof answerSerializer>[0]) => {
    const write = answerSerializer(route);
    return (answer: Answer) => {
      let body = written.get(answer);
      if (body === undefined) written.set(answer, (body = write(answer)));
      return body;
    };
  };
}
