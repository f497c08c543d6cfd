import { expect, test, type Browser, type Page } from '@playwright/test';
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
  const editor = page.getByRole('textbox', { name: 'Note' });
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
