import { pathOf, methodOf, type RouteContract, type RouteKey } from '../../domain/api/contract';
import { apiRoutes } from '../../domain/api/routes';

/**
 * The web tests fake the API; this ties their fakes to the server's contract. Every successful
 * answer a fake gives for a route of domain/api/routes.ts must match that route's response
 * schema, so a change of shape on the server fails the web tests that fake it too.
 */
const routes = (Object.entries(apiRoutes) as [RouteKey, RouteContract][])
  .map(([key, contract]) => {
    const path = pathOf(key);
    const parameters = (path.match(/:\w+/g) ?? []).length;
    return { key, method: methodOf(key), pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`), parameters, contract };
  })
  // '/api/project/list' before '/api/project/:id'.
  .sort((a, b) => a.parameters - b.parameters);

const violations: string[] = [];

/** Checks one faked answer; returns a description of the mismatch, or null when it fits (or the route has no contract yet). */
export function checkFakeAnswer(method: string, path: string, status: number, body: unknown): string | null {
  if (status < 200 || status >= 300) return null;
  const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  const schema = route?.contract.response?.[status as 200];
  if (!route || !schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const violation = `The fake answer to ${method} ${path} does not match ${route.key}'s response schema: ${issue.path.join('.') || '(body)'}: ${issue.message}`;
  violations.push(violation);
  return violation;
}

/** Called after each test: a fake that broke the contract fails the test that used it. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
