import { expect, test, type Browser, type Page } from './support/test';
import { DEMO_PASSWORD } from './support/env';
import { employeeId, seededProject, unique } from './support/projects';
import { signIn } from './support/session';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

/** Opens the note and waits for the live editor (the stored HTML shows first, read-only). */
async function openNote(page: Page, noteId: string) {
  await page.goto(`/notes?noteId=${noteId}`);
  const editor = page.getByRole('textbox', { name: 'Note', exact: true });
  await expect(editor).toBeVisible();
  return editor;
}

test('two people write one note live, with carets, the slash menu, a mention and a task chip; a Viewer cannot type', async ({ browser }) => {
  test.setTimeout(120_000);
  const olivia = await signedIn(browser, 'owner@demo.test');
  const { tasks } = await seededProject(olivia, ['Ship the pricing page'], 'Eddie Editor');
  const task = tasks[0] as { key: string; title: string };
  const created = await olivia.request.post('/api/note', { data: { title: `Launch ${unique()}` } });
  expect(created.status()).toBe(201);
  const noteId = ((await created.json()) as { data: { _id: string } }).data._id;
  const share = async (name: string, permission: 'Editor' | 'Viewer') =>
    expect((await olivia.request.post(`/api/note/${noteId}/share`, { data: { userId: await employeeId(olivia.request, name), permission } })).ok()).toBe(true);
  await share('Eddie Editor', 'Editor');
  await share('Riley Reader', 'Viewer');

  const eddie = await signedIn(browser, 'editor@demo.test');
  const oliviaEditor = await openNote(olivia, noteId);
  const eddieEditor = await openNote(eddie, noteId);
  await expect(oliviaEditor).toHaveAttribute('contenteditable', 'true');
  await expect(eddieEditor).toHaveAttribute('contenteditable', 'true');

  // Each sees the other's text, and the other's caret with their name.
  await oliviaEditor.click();
  await olivia.keyboard.type('Hello from Olivia');
  await expect(eddieEditor).toContainText('Hello from Olivia');
  await eddieEditor.click();
  await eddie.keyboard.press('Control+End');
  await eddie.keyboard.press('Enter');
  await eddie.keyboard.type('Eddie was here');
  await expect(oliviaEditor).toContainText('Eddie was here');
  await expect(olivia.locator('.collaboration-carets__label', { hasText: 'Eddie Editor' })).toBeVisible();
  await expect(eddie.locator('.collaboration-carets__label', { hasText: 'Olivia Owner' })).toBeVisible();

  // The slash menu makes a heading.
  await olivia.keyboard.press('Control+End');
  await olivia.keyboard.press('Enter');
  await olivia.keyboard.type('/head');
  const blocks = olivia.getByRole('listbox', { name: 'Insert block' });
  await blocks.getByRole('option', { name: /Heading 2/ }).click();
  await olivia.keyboard.type('Next steps');
  await expect(eddieEditor.locator('h2', { hasText: 'Next steps' })).toBeVisible();

  // '@' mentions a member.
  await olivia.keyboard.press('Enter');
  await olivia.keyboard.type('Ask @Edd');
  await olivia.getByRole('listbox', { name: 'Mention someone' }).getByRole('option', { name: 'Eddie Editor' }).click();
  await expect(eddieEditor.locator('.mention', { hasText: '@Eddie Editor' })).toBeVisible();

  // A task key typed becomes a live chip with the task's title.
  await olivia.keyboard.type(`about ${task.key} today`);
  await expect(oliviaEditor.locator(`[data-task-key="${task.key}"]`)).toContainText(task.title);
  await expect(eddieEditor.locator(`[data-task-key="${task.key}"]`)).toContainText(task.title);

  // A Viewer reads along but cannot type.
  const riley = await signedIn(browser, 'read@demo.test');
  const rileyEditor = await openNote(riley, noteId);
  await expect(rileyEditor).toContainText('Eddie was here');
  await expect(rileyEditor).toHaveAttribute('contenteditable', 'false');
  await expect(riley.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await rileyEditor.click();
  await riley.keyboard.type('Riley typed this');
  await expect(oliviaEditor).toContainText('Ask @Eddie Editor');
  await expect(rileyEditor).not.toContainText('Riley typed this');
  await expect(oliviaEditor).not.toContainText('Riley typed this');
});

test('an Editor turned Viewer stops typing at once and back again, and unsharing closes the note for them', async ({ browser }) => {
  test.setTimeout(90_000);
  const olivia = await signedIn(browser, 'owner@demo.test');
  const title = `Access ${unique()}`;
  const noteId = ((await (await olivia.request.post('/api/note', { data: { title } })).json()) as { data: { _id: string } }).data._id;
  const eddieId = await employeeId(olivia.request, 'Eddie Editor');
  expect((await olivia.request.post(`/api/note/${noteId}/share`, { data: { userId: eddieId, permission: 'Editor' } })).ok()).toBe(true);

  const eddie = await signedIn(browser, 'editor@demo.test');
  const editor = await openNote(eddie, noteId);
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await expect(eddie.getByRole('list', { name: 'Notes' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await editor.click();
  await eddie.keyboard.type('Draft by Eddie');

  expect((await olivia.request.put(`/api/note/${noteId}/share`, { data: { userId: eddieId, permission: 'Viewer' } })).ok()).toBe(true);
  await expect(editor).toHaveAttribute('contenteditable', 'false');
  await expect(eddie.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);

  // And back: writable again without reloading.
  expect((await olivia.request.put(`/api/note/${noteId}/share`, { data: { userId: eddieId, permission: 'Editor' } })).ok()).toBe(true);
  await expect(editor).toHaveAttribute('contenteditable', 'true');

  expect((await olivia.request.delete(`/api/note/${noteId}/share/${eddieId}`)).ok()).toBe(true);
  // Unshared: the connection closes for good; what was on screen stays, read-only, with a warning,
  // and the note leaves their list.
  await expect(eddie.getByText('This note was deleted or your access was removed')).toBeVisible();
  await expect(editor).toHaveAttribute('contenteditable', 'false');
  await expect(editor).toContainText('Draft by Eddie');
  await expect(eddie.getByRole('list', { name: 'Notes' }).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});

test('a picture uploads into the note and a checklist item becomes a task', async ({ browser }) => {
  test.setTimeout(90_000);
  const olivia = await signedIn(browser, 'owner@demo.test');
  const { project } = await seededProject(olivia, [], 'Eddie Editor');
  const noteId = ((await (await olivia.request.post('/api/note', { data: { title: `Tasks ${unique()}`, projectId: (project as { _id: string })._id } })).json()) as { data: { _id: string } }).data._id;
  const editor = await openNote(olivia, noteId);
  await editor.click();

  await olivia.getByLabel('Upload an image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const image = editor.locator('img');
  await expect(image).toHaveAttribute('src', /\/api\/note-images\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await olivia.keyboard.press('Control+End');
  await olivia.keyboard.type('[ ] Write the release notes');
  await olivia.getByRole('button', { name: 'Make task' }).click();
  const chip = editor.locator('[data-task-key]');
  await expect(chip).toContainText('Write the release notes');
  const key = await chip.getAttribute('data-task-key');
  const task = await olivia.request.get(`/api/task/by-key/${key}`);
  expect(((await task.json()) as { data: { title: string } }).data.title).toBe('Write the release notes');
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
