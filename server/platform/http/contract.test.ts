import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../domain/api/routes';
import { routeTable } from '../../test/routeTable';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('the API contract (domain/api/routes.ts)', () => {
  let t: TestApp;
  let served: string[];

  beforeAll(async () => {
    t = await createTestApp();
    // The OpenAPI document's /api/task/{id} written as the contract's /api/task/:id.
    served = routeTable(t.app).map((operation) => operation.name.replace(/\{(\w+)\}/g, ':$1'));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is served: every route of the contract is a route of the server', () => {
    const missing = Object.keys(apiRoutes).filter((key) => !served.includes(key));
    expect(missing).toEqual([]);
  });

  it('is the only way in: every route the server serves is in the contract', () => {
    const outside = served.filter((name) => !(name in apiRoutes));
    expect(outside).toEqual([]);
  });
});
