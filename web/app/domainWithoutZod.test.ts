import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web shell reads the domain's constants, texts and rules from modules without zod, so the
 * signed-in home page does not load zod's chunk (issue 20). Every `*Rules.ts` is one, and so are
 * the other domain modules the shell loads today; a value import of zod, or of a module that
 * imports it, would put zod back on the home page. Type imports are erased by the build.
 */
const DOMAIN = join(process.cwd(), 'domain');
const SHELL_MODULES = ['api/errors.ts', 'billing/money.ts', 'calendar/links.ts', 'color/color.ts', 'permissions/roles.ts', 'session/keys.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Static imports and re-exports, skipping `import type` and `export type`; and dynamic import().
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/gm;

function valueImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
  if (!found) throw new Error(`${relative(process.cwd(), from)}: cannot resolve ${specifier}`);
  return found;
}

/** The chain of files from `file` to an import of zod, or null when none reaches it. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(process.cwd(), file), specifier];
    if (!specifier.startsWith('.')) continue;
    const chain = pathToZod(resolveRelative(file, specifier), seen);
    if (chain) return [relative(process.cwd(), file), ...chain];
  }
  return null;
}

const zodFreeModules = [...sourceFiles(DOMAIN).filter((file) => file.endsWith('Rules.ts')), ...SHELL_MODULES.map((path) => join(DOMAIN, path))];

describe('the domain modules the web shell reads import no zod', () => {
  it('finds them', () => {
    expect(zodFreeModules.length).toBeGreaterThan(SHELL_MODULES.length + 5);
  });

  it.each(zodFreeModules.map((file) => [relative(process.cwd(), file), file]))('%s', (_name, file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('follows value imports to zod through other modules, and skips type imports', () => {
    expect(pathToZod(join(DOMAIN, 'api', 'routes.ts'))).toEqual(['domain/api/routes.ts', 'domain/admin/api.ts', 'zod']);
    expect(pathToZod(join(DOMAIN, 'chat', 'events.ts'))).toBeNull();
    expect(valueImports(join(DOMAIN, 'billing', 'planRules.ts'))).toEqual([]);
  });
});
