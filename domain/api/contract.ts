import type { z } from 'zod';

/**
 * The API's contract: every route is named by its method and path, exactly as the browser sends it
 * ('GET /api/project/:id'), and describes its parameters, query, body and answers with zod schemas.
 * The server registers its handlers from these (server/platform/http/contractRoute.ts) and the web's
 * typed client (web/app/api/client.ts) infers what to send and what comes back from the same ones,
 * so a change of shape is a type error on both sides.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteKey = `${HttpMethod} /api/${string}`;

export interface RouteContract {
  summary?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Multipart uploads send FormData instead of a JSON body; the server reads the parts itself. */
  multipart?: true;
  /** Answers by status. A route that answers a file (PDF, picture) has no JSON answer to describe. */
  response?: Partial<Record<200 | 201 | 204 | 206, z.ZodType>>;
}

export type RouteContracts = Record<RouteKey, RouteContract>;

/** Checks a module's routes against the contract's shape while keeping each route's own types. */
export function defineRoutes<const Routes extends { [K in keyof Routes]: K extends RouteKey ? RouteContract : never }>(routes: Routes): Routes {
  return routes;
}

export function methodOf(key: RouteKey): HttpMethod {
  return key.slice(0, key.indexOf(' ')) as HttpMethod;
}

export function pathOf(key: RouteKey): string {
  return key.slice(key.indexOf(' ') + 1);
}

type SuccessSchema<R extends RouteContract> = R['response'] extends Record<number, z.ZodType> ? R['response'][keyof R['response'] & (200 | 201 | 204 | 206)] : never;

/** What a route answers on success, as the web receives it. */
export type RouteAnswer<R extends RouteContract> = SuccessSchema<R> extends z.ZodType ? z.output<SuccessSchema<R>> : unknown;

/** What the server's handler returns for a route (before the response schema serialises it). */
export type RouteReturn<R extends RouteContract> = SuccessSchema<R> extends z.ZodType ? z.input<SuccessSchema<R>> : unknown;

type PartOf<R extends RouteContract, Part extends 'params' | 'querystring' | 'body', Name extends string, Optional> = R[Part] extends z.ZodType
  ? Optional extends true
    ? { [N in Name]?: z.input<R[Part]> }
    : { [N in Name]: z.input<R[Part]> }
  : { [N in Name]?: never };

/** What the web sends for a route: path parameters, query and JSON body (or FormData for an upload). */
export type RouteInput<R extends RouteContract> = PartOf<R, 'params', 'params', false> &
  PartOf<R, 'querystring', 'query', true> &
  (R['multipart'] extends true ? { body: FormData } : PartOf<R, 'body', 'body', false>);

/** True when a route needs no input at all, so the client can be called with the key alone. */
export type NeedsNoInput<R extends RouteContract> = R['params'] extends z.ZodType ? false : R['body'] extends z.ZodType ? false : R['multipart'] extends true ? false : true;
