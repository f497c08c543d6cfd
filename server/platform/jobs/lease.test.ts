import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testApp';
import type { Database } from '../db/database';
import { claimTurn } from './lease';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('taking turns at a periodic chore', () => {
  it('gives one of several nodes asking at once the turn', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => claimTurn(database.db, 'test.once', 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Asked again within the period: still taken.
    expect(await claimTurn(database.db, 'test.once', 60_000)).toBe(false);
  });

  it('frees the turn when the period is over, and keeps chores apart', async () => {
    expect(await claimTurn(database.db, 'test.period', 200)).toBe(true);
    expect(await claimTurn(database.db, 'test.other', 200)).toBe(true);
    expect(await claimTurn(database.db, 'test.period', 200)).toBe(false);
    await sleep(250);
    expect(await claimTurn(database.db, 'test.period', 200)).toBe(true);
  });
});
