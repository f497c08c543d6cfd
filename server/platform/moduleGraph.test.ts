import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the server modules a one-way graph with public faces: a module uses another only
 * through its index.ts, and no chain of modules leads back to where it started; and a module
 * writes (insert, update, delete) only the tables its own <module>.tables.ts declares, anyone
 * else's through that module's exported functions. Test files may reach into other modules'
 * files (kits, deep fixtures) and are left out of every check; the kits in a module's test/
 * folder, which set up other modules' rows as tests do, are left out of the write check.
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

// `import { users, tasks as taskTable } from '…/db/schema'` (or from a tables file): the names bound.
const TABLE_IMPORT = /\bimport\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]*(?:\/db\/schema|\.tables))['"]/g;
// `.insert(users)`, `.update(\n  users)`, `.delete(users)`: drizzle's write builders take the table first.
const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g;

/** Which module declares each table: `export const name = pgTable(` in modules/<m>/<m>.tables.ts. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(modulesDir).filter((f) => f.endsWith('.tables.ts'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bexport\s+const\s+(\w+)\s*=\s*pgTable\s*\(/g)) owners.set(match[1]!, moduleOf(file));
  }
  return owners;
}

interface Write {
  file: string;
  module: string;
  table: string;
  owner: string;
}

/** Every write of a module's table, found where the table was imported by name from the schema or a tables file. */
function tableWrites(owners: Map<string, string>): Write[] {
  const writes: Write[] = [];
  for (const file of sourceFiles(modulesDir)) {
    // Test kits (a module's test/ folder) set up other modules' rows as tests do.
    if (isTest(file) || path.relative(modulesDir, file).split(path.sep).includes('test')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const imported = new Map<string, string>();
    for (const match of text.matchAll(TABLE_IMPORT)) {
      for (const part of match[1]!.split(',')) {
        const [name, local] = part.replace(/\btype\s+/, '').trim().split(/\s+as\s+/);
        if (name && owners.has(name)) imported.set((local ?? name).trim(), name);
      }
    }
    for (const match of text.matchAll(WRITE)) {
      const table = imported.get(match[2]!);
      if (table) writes.push({ file: path.relative(modulesDir, file), module: moduleOf(file), table, owner: owners.get(table)! });
    }
  }
  return writes;
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

  describe('table writes', () => {
    const owners = tableOwners();
    const writes = tableWrites(owners);

    it('finds the tables and the writes it checks', () => {
      // Regexes that stopped matching would pass the check below.
      expect(owners.get('users')).toBe('users');
      expect(owners.size).toBeGreaterThan(20);
      expect(writes.length).toBeGreaterThan(50);
    });

    it("writes another module's tables only through that module", () => {
      const foreign = writes.filter((write) => write.module !== write.owner).map((write) => `${write.file} writes ${write.table} (${write.owner}'s)`);
      expect(foreign).toEqual([]);
    });
  });
});
