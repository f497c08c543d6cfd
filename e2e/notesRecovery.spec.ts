import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from './support/test';
import { DEMO_PASSWORD, E2E_DIR, E2E_PORT } from './support/env';
import { employeeId } from './support/projects';
import { startServer, stopServer } from './support/serverProcess';
import { signIn } from './support/session';

/**
 * Issue 16, 'Nothing typed is lost': the server is killed with SIGKILL while two people type into
 * one note, then started again on the same database. The open editors reconnect by themselves,
 * and every keystroke from both is in the note, on screen and stored. Its own server, because
 * this test kills it.
 */
const PORT = E2E_PORT + 40;
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.join(E2E_DIR, '..', 'e2e-notes-recovery');

async function signedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

test('a note loses nothing when the server is killed while two people type', async ({ browser }) => {
  test.setTimeout(240_000);
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  let server = await startServer({ port: PORT, workDir: WORK_DIR });
  try {
    const olivia = await signedIn(browser, 'owner@demo.test');
    const created = await olivia.request.post('/api/note', { data: { title: 'Kill -9 drill' } });
    expect(created.status()).toBe(201);
    const noteId = ((await created.json()) as { data: { _id: string } }).data._id;
    const eddieId = await employeeId(olivia.request, 'Eddie Editor');
    expect((await olivia.request.post(`/api/note/${noteId}/share`, { data: { userId: eddieId, permission: 'Editor' } })).ok()).toBe(true);

    const eddie = await signedIn(browser, 'editor@demo.test');
    const editors = await Promise.all(
      [olivia, eddie].map(async (page) => {
        await page.goto(`/notes?noteId=${noteId}`);
        const editor = page.getByRole('textbox', { name: 'Note', exact: true });
        // A server of its own, started beside the suite's: its first pages may take longer than a warm one's.
        await expect(editor).toHaveAttribute('contenteditable', 'true', { timeout: 30_000 });
        return editor;
      }),
    );
    const [oliviaEditor, eddieEditor] = editors as [(typeof editors)[0], (typeof editors)[0]];
    await oliviaEditor.click();
    await olivia.keyboard.type('Olivia first line.');
    await expect(eddieEditor).toContainText('Olivia first line.', { timeout: 15_000 });
    await eddieEditor.click();
    await eddie.keyboard.press('Control+End');
    await eddie.keyboard.press('Enter');

    // Both type on; the server dies in the middle of it and comes back on the same data.
    const oliviaText = ' Olivia kept typing through the crash and after it';
    const eddieText = 'Eddie kept typing through the crash and after it';
    const typing = Promise.all([olivia.keyboard.type(oliviaText, { delay: 60 }), eddie.keyboard.type(eddieText, { delay: 60 })]);
    await olivia.waitForTimeout(800);
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGKILL');
    await exited;
    await typing;
    server = await startServer({ port: PORT, workDir: WORK_DIR });

    for (const editor of editors) {
      await expect(editor).toContainText(`Olivia first line.${oliviaText}`, { timeout: 30_000 });
      await expect(editor).toContainText(eddieText, { timeout: 30_000 });
    }
    // Stored, not only held by the open editors: a fresh page reads it from the server.
    await expect
      .poll(async () => ((await (await olivia.request.get(`/api/note/${noteId}/detail`)).json()) as { data: { html: string } }).data.html, { timeout: 30_000 })
      .toContain(eddieText);
    const adam = await signedIn(browser, 'admin@demo.test');
    expect((await olivia.request.post(`/api/note/${noteId}/share`, { data: { userId: await employeeId(olivia.request, 'Adam Admin'), permission: 'Viewer' } })).ok()).toBe(true);
    await adam.goto(`/notes?noteId=${noteId}`);
    const fresh = adam.getByRole('textbox', { name: 'Note', exact: true });
    await expect(fresh).toContainText(`Olivia first line.${oliviaText}`, { timeout: 30_000 });
    await expect(fresh).toContainText(eddieText);
  } finally {
    await stopServer(server);
  }
});
