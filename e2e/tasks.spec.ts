import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/env';
import { seededProject, unique } from './support/projects';
import { signIn } from './support/session';

test('a description is saved while it is typed, and leaving with unsaved text asks first', async ({ page }) => {
  // A sign-in, a board and the lazily loaded task panel, twice: over 30 s on a busy two-core runner.
  test.setTimeout(90_000);
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  const { project, tasks } = await seededProject(page, [`Write the release notes ${unique()}`]);
  const taskUrl = `/task/projects/space?projectId=${project._id}&selectedTab=board&taskId=${tasks[0]._id}`;
  await page.goto(taskUrl);
  const panel = page.getByRole('dialog');
  const editor = panel.getByRole('textbox', { name: 'Description' });
  const status = panel.getByRole('toolbar', { name: 'Formatting' }).getByRole('status');
  await expect(editor).toBeVisible({ timeout: 15_000 });

  await editor.click();
  await page.keyboard.type('Mention the new exports.');
  await expect(status).toHaveText('Saved');
  // Still typing in the editor: nothing was blurred to save it.
  await expect(editor).toBeFocused();
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Description' })).toHaveText('Mention the new exports.', { timeout: 15_000 });

  // Typed and the tab closed at once: the browser asks, and staying keeps (and saves) the text.
  const reopened = page.getByRole('dialog').getByRole('textbox', { name: 'Description' });
  await reopened.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' And the fixes.');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('dialog').getByRole('toolbar', { name: 'Formatting' }).getByRole('status')).toHaveText('Saved');
  const saved = (await (await page.request.get(`/api/task/${tasks[0]._id}`)).json()).data;
  expect(saved.description).toBe('<p>Mention the new exports. And the fixes.</p>');
  // One sitting of typing is one entry in the history.
  const history = (await (await page.request.get(`/api/task/${tasks[0]._id}/activity`)).json()).data as { field: string }[];
  expect(history.filter((entry) => entry.field === 'description')).toHaveLength(1);
});

test('deleting a task closes it and takes it off the board without asking the server for it again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  const { project, tasks } = await seededProject(page, [`Remove the old banner ${unique()}`, `Keep the new banner ${unique()}`]);
  await page.goto(`/task/projects/space?projectId=${project._id}&selectedTab=board&taskId=${tasks[0]._id}`);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('textbox', { name: 'Description' })).toBeVisible({ timeout: 15_000 });

  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().includes(tasks[0]._id)) notFound.push(response.url());
  });
  await panel.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete task' }).click();
  await page.getByRole('dialog', { name: /^Delete / }).getByRole('button', { name: 'Delete task' }).click();

  const todo = page.getByRole('region', { name: 'To Do' });
  await expect(todo.getByText(tasks[1].title)).toBeVisible();
  await expect(todo.getByText(tasks[0].title)).toHaveCount(0);
  await expect(page).not.toHaveURL(/taskId=/);
  // Long enough for a refetch or the server's tasks_updated to have asked for it.
  await page.waitForTimeout(1500);
  expect(notFound).toEqual([]);
});

test("in dark mode the due date's calendar icon is drawn for a dark background", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
  await signIn(page, 'maintainer@demo.test', DEMO_PASSWORD);
  const { project, tasks } = await seededProject(page, [`Pick a launch date ${unique()}`]);
  await page.goto(`/task/projects/space?projectId=${project._id}&selectedTab=board&taskId=${tasks[0]._id}`);
  const due = page.getByRole('dialog').getByLabel('Due date');
  await expect(due).toBeVisible({ timeout: 15_000 });
  // The browser draws the native picker icon by the element's color-scheme: dark gives a light icon.
  expect(await due.evaluate((input) => getComputedStyle(input).colorScheme)).toBe('dark');
});
