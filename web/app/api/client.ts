import { ERROR_CODES, SESSION_ENDING_CODES, type ErrorCode } from '../../../domain/api/errors';

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
 * Sends a JSON request (or, for an upload, FormData as multipart, whose boundary the browser
 * writes into the Content-Type) with the session cookie and returns the parsed body.
 */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  const form = body instanceof FormData;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(NETWORK_STATUS, 'Cannot reach the server. Check your connection and try again.', 'INTERNAL');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Most endpoints wrap their result in `{ data }`; these helpers unwrap it. */
export const api = {
  get: <T>(path: string) => request<{ data: T }>('GET', path).then((body) => body.data),
  post: <T>(path: string, body?: unknown) => request<{ data: T }>('POST', path, body).then((b) => b.data),
  put: <T>(path: string, body?: unknown) => request<{ data: T }>('PUT', path, body).then((b) => b.data),
  delete: <T>(path: string) => request<{ data: T }>('DELETE', path).then((b) => b.data),
};

export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}
