import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = join(process.cwd(), 'web', 'app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Static imports, re-exports, dynamic import() and vi.mock/importActual paths alike.
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|mock\s*\(\s*|importActual\s*(?:<[^>]*>)?\s*\(\s*)['"]([^'"]+)['"]/g;

/** A feature's public faces are its folder (index.ts: shell parts) and its routes.ts (pages); anything else is its own business. */
function deepFeatureImport(specifier: string): boolean {
  const match = /(?:^|\/)features\/[^/]+\/(.+)$/.exec(specifier);
  return match?.[1] !== undefined && !/^(index|routes)(\.tsx?)?$/.test(match[1]);
}

describe('web/app imports features only through their index.ts and routes.ts', () => {
  it('finds the shell’s files', () => {
    expect(sourceFiles(APP).length).toBeGreaterThan(20);
  });

  it('never reaches into a feature’s files', () => {
    const offenders = sourceFiles(APP).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((match) => match[1] ?? '')
        .filter(deepFeatureImport)
        .map((specifier) => `${relative(process.cwd(), file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('tells a deep path from a feature’s index', () => {
    expect(deepFeatureImport('../features/billing/useBilling')).toBe(true);
    expect(deepFeatureImport('../../features/chat/ChatNavArea')).toBe(true);
    expect(deepFeatureImport('../features/billing')).toBe(false);
    expect(deepFeatureImport('../features/billing/index')).toBe(false);
    expect(deepFeatureImport('../features/billing/routes')).toBe(false);
    expect(deepFeatureImport('../features/billing/kiosk/routes')).toBe(true);
    expect(deepFeatureImport('./api/queryKeys')).toBe(false);
  });
});
