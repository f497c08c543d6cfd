import type { NeedsNoInput, RouteAnswer, RouteInput } from '../../../domain/api/contract';
import { ERROR_CODES, SESSION_ENDING_CODES, type ErrorCode } from '../../../domain/api/errors';
import type { ApiRouteKey, ApiRoutes } from '../../../domain/api/routes';

/** Status 0 marks a request that never got an HTTP answer (offline, server down). */
const NETWORK_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The body's other fields (seatsInUse, status, ...), for screens that need more than the message. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, code: ErrorCode, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The seat limit refused this (402 with isUpgradeRequired): the web answers with 'Upgrade Required'. */
  get isUpgradeRequired(): boolean {
    return this.details.isUpgradeRequired === true;
  }

  /** 401, or a 403 saying the session itself is gone: the web must sign the user out. */
  get endsSession(): boolean {
    return this.status === 401 || (this.status === 403 && SESSION_ENDING_CODES.includes(this.code));
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { message, code, ...details } = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ApiError(
    response.status,
    typeof message === 'string' && message ? message : 'Something went wrong',
    isErrorCode(code) ? code : fallbackCode(response.status),
    details,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * This tab's id, sent with every change (X-Tab-Id): the server tags the events a change causes
 * with it, so the tab knows an event echoes its own request, which already refreshed what it
 * changed. A random id of its own rather than the socket's: it survives reconnections and tells
 * the other people who hear the event nothing about anyone's connection.
 */
export const TAB_ID = crypto.randomUUID();

/**
 * Sends a JSON request (or, for an upload, FormData as multipart, whose boundary the browser
 * writes into the Content-Type) with the session cookie and returns the parsed body.
 */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  const form = body instanceof FormData;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }), ...(method === 'GET' ? {} : { 'X-Tab-Id': TAB_ID }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(NETWORK_STATUS, 'Cannot reach the server. Check your connection and try again.', 'INTERNAL');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A route's input: optional when it takes no parameters and no body. */
type InputArgs<K extends ApiRouteKey> = NeedsNoInput<ApiRoutes[K]> extends true ? [input?: RouteInput<ApiRoutes[K]>] : [input: RouteInput<ApiRoutes[K]>];
type DataOf<Answer> = Answer extends { data: infer Data } ? Data : never;

/** The URL of a route with its parameters and query filled in (empty query values are left out). */
export function apiPath<K extends ApiRouteKey>(key: K, ...[input]: InputArgs<K>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_match, name: string) => {
      const value = params?.[name];
      if (value === undefined) throw new Error(`${key}: missing the ${name} parameter`);
      return encodeURIComponent(value);
    });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * Calls a route of the API by its key, as domain/api/routes.ts names it: what to send (params, query,
 * body) and what comes back are typed from the route's schemas. Answers the whole body.
 */
export function callApi<K extends ApiRouteKey>(key: K, ...args: InputArgs<K>): Promise<RouteAnswer<ApiRoutes[K]>> {
  const method = key.slice(0, key.indexOf(' ')) as Method;
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  return request(method, apiPath(key, ...args), body);
}

/** As callApi, for the many routes that answer `{ data }`: answers the data alone. */
export async function apiData<K extends ApiRouteKey>(key: K, ...args: InputArgs<K>): Promise<DataOf<RouteAnswer<ApiRoutes[K]>>> {
  const answer = (await callApi(key, ...args)) as { data: DataOf<RouteAnswer<ApiRoutes[K]>> };
  return answer.data;
}
