import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

const TOKEN = 'a-metrics-token-for-tests';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());

  /** The count of requests the histogram holds for one route pattern and status. */
  function requestCount(text: string, route: string, status: number): number {
    const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(`route="${route}"`) && l.includes(`status_code="${status}"`));
    return line ? Number(line.split(' ').pop()) : 0;
  }

  it('is refused to a client elsewhere without the token, and to a request a proxy forwarded', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(401);
    expect(remote.headers['www-authenticate']).toBe('Bearer');
    const forwarded = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers the token, and a scraper on this machine, with the named series', async () => {
    const withToken = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain');
    for (const series of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'http_request_duration_seconds_bucket', 'socketio_connected_clients', 'jobs_due', 'db_query_duration_seconds_count', 'db_pool_connections{state="waiting"}']) {
      expect(withToken.body).toContain(series);
    }
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
  });

  it("times the database's statements, and on PostgreSQL shows its pool", async () => {
    const statements = (text: string) => Number(text.split('\n').find((l) => l.startsWith('db_query_duration_seconds_count'))?.split(' ')[1]);
    const before = statements((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
    await t.db.execute(sql`select 1`);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    // The scrape itself counts the due jobs with a statement too.
    expect(statements(text)).toBeGreaterThanOrEqual(before + 2);
    const total = Number(text.split('\n').find((l) => l.startsWith('db_pool_connections{state="total"}'))?.split(' ')[1]);
    if (process.env.DATABASE_URL) expect(total).toBeGreaterThan(0);
    else expect(total).toBe(0);
  });

  it('counts a request under its route pattern, not its URL', async () => {
    const before = requestCount((await t.app.inject({ method: 'GET', url: '/metrics' })).body, '/api/task/:id', 401);
    await t.app.inject({ method: 'GET', url: '/api/task/4f0c6a55-0000-4000-8000-000000000000' });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(requestCount(text, '/api/task/:id', 401)).toBe(before + 1);
    expect(text).not.toContain('4f0c6a55');
  });
});
