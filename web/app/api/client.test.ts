import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiData, apiPath } from './client';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

describe('api client', () => {
  it('unwraps { data } and sends cookies', async () => {
    answer(200, { data: { email: 'ada@demo.test' } });
    await expect(apiData('GET /api/verify-email', { query: { token: 't' } })).resolves.toEqual({ email: 'ada@demo.test' });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('turns { message, code } into an ApiError', async () => {
    answer(409, { message: 'This email is already registered', code: 'CONFLICT' });
    const error = await apiData('PUT /api/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'This email is already registered', code: 'CONFLICT' });
  });

  it('keeps the extra fields of an error body and recognises a seat-limit refusal', async () => {
    answer(402, { message: 'Upgrade', code: 'UPGRADE_REQUIRED', isUpgradeRequired: true, seatsInUse: 10, seatLimit: 10 });
    const error = (await apiData('POST /api/user/invite', { body: { emails: ['a@b.test'], role: 'editor' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.isUpgradeRequired).toBe(true);
    expect(error.details).toEqual({ isUpgradeRequired: true, seatsInUse: 10, seatLimit: 10 });
    expect(new ApiError(409, 'x', 'CONFLICT').isUpgradeRequired).toBe(false);
  });

  it('knows which failures end the session', () => {
    expect(new ApiError(401, 'x', 'UNAUTHENTICATED').endsSession).toBe(true);
    expect(new ApiError(403, 'x', 'SESSION_REVOKED').endsSession).toBe(true);
    expect(new ApiError(403, 'x', 'ACCOUNT_INACTIVE').endsSession).toBe(true);
    expect(new ApiError(403, 'x', 'FORBIDDEN').endsSession).toBe(false);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiData('GET /api/check')).rejects.toMatchObject({ status: 0 });
  });
});

describe('apiPath', () => {
  it('fills in the route’s parameters, encoded, and leaves empty query values out', () => {
    expect(apiPath('GET /api/project/:id', { params: { id: 'a/b c' } })).toBe('/api/project/a%2Fb%20c');
    expect(apiPath('GET /api/project/list', { query: { search: 'web app', status: undefined } })).toBe('/api/project/list?search=web+app');
    expect(apiPath('GET /api/project/list')).toBe('/api/project/list');
  });
});
