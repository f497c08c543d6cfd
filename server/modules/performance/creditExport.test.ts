import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { csvCell } from '../../platform/csv';
import { performanceWorkspace } from './test/performanceKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the CSV export', () => {
  it('downloads the filtered credits as a file a spreadsheet opens safely', async () => {
    const w = await performanceWorkspace(t);
    await w.addCredit(w.tokens.owner, { date: '2026-03-02', reason: '=HYPERLINK("http://evil.test","click")', taskId: w.taskId });
    await w.addCredit(w.tokens.admin, { date: '2026-03-03', points: -5, reason: 'Late, again\nand "noisy"', categoryId: w.category('Quality')._id });
    await w.addCredit(w.tokens.owner, { date: '2026-01-01', reason: 'Before the filter' });

    const res = await w.call('GET', '/credit/export?from=2026-03-01&sort=date&order=asc', w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="credits-\d{4}-\d{2}-\d{2}\.csv"$/);
    const editor = w.members.editor.name;
    expect(res.body).toBe(
      '\uFEFFDate,Member,Points,Category,Reason,Task,Source,Recorded by\r\n' +
        `2026-03-02,${editor},10,Delivery,"'=HYPERLINK(""http://evil.test"",""click"")",WEB-1 Ship the login page,manual,${w.members.owner.name}\r\n` +
        `2026-03-03,${editor},-5,Quality,"Late, again\nand ""noisy""",,manual,${w.members.admin.name}\r\n`,
    );
    for (const role of ['maintainer', 'editor', 'read'] as const) expect((await w.call('GET', '/credit/export', w.tokens[role])).statusCode).toBe(403);
    expect((await w.call('GET', '/credit/export?from=2026-03-05&to=2026-03-01', w.tokens.owner)).json().message).toBe('to: to must not be before from');
  });

  it('neutralises every formula start in text cells', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain', '"a,b"']);
  });
});
