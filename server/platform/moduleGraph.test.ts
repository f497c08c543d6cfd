import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the server modules a one-way graph with public faces: a module uses another only
 * through its index.ts, and no chain of modules leads back to where it started. Tests may
 * reach into other modules' files (kits, deep fixtures); they are left out of both checks.
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, over several lines too.
const SPECIFIER = /(?:\b(?:import|export)\b[^'";]*?\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0]!;

interface Edge {
  file: string;
  from: string;
  to: string;
  /** The imported path inside the target module, '' for its folder (its index.ts). */
  inside: string;
}

function crossModuleImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(modulesDir)) {
    if (isTest(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const relative = path.relative(modulesDir, target);
      if (relative.startsWith('..') || relative === '') continue;
      const [to, ...rest] = relative.split(path.sep);
      const from = moduleOf(file);
      if (to === from) continue;
      edges.push({ file: path.relative(modulesDir, file), from, to: to!, inside: rest.join('/') });
    }
  }
  return edges;
}

/** Every cycle found by a depth-first walk, each as the list of modules around it. */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') found.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...next.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('server module graph', () => {
  const edges = crossModuleImports();

  it('finds the imports it checks', () => {
    // A regex that stopped matching would pass everything below.
    expect(edges.length).toBeGreaterThan(20);
  });

  it('uses another module only through its index.ts', () => {
    const deep = edges.filter((edge) => edge.inside !== '' && edge.inside !== 'index').map((edge) => `${edge.file} -> ${edge.to}/${edge.inside}`);
    expect(deep).toEqual([]);
  });

  it('has no loop between modules', () => {
    expect(cycles(edges).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
