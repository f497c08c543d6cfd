import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDatabase, MIGRATIONS_FOLDER } from '../platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

const TEMPLATE_DIR = path.resolve('.test-tmp');

/**
 * Migrates once per run: a PGlite data-dir dump that each test file loads, or, when
 * DATABASE_URL is set, a PostgreSQL template database each test file clones.
 */
export default async function setup(project: TestProject) {
  await fs.mkdir(TEMPLATE_DIR, { recursive: true });
  const dumpPath = path.join(TEMPLATE_DIR, `pglite-template-${process.pid}.tar`);
  const client = new PGlite();
  // The product's own migrations, so the template is what production runs.
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', dumpPath);

  let templateName: string | null = null;
  const url = process.env.DATABASE_URL;
  if (url) {
    templateName = `teamwork_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const template = createDatabase({ kind: 'postgres', url: withDatabase(url, templateName) });
    await template.migrate();
    await template.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    await fs.rm(dumpPath, { force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName}`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
