import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { team } from './support/accounts';
import { escapeRegExp, unique } from './support/projects';

/** The open note's side of /notes. */
const openNote = (page: Page) => page.getByRole('region', { name: 'Open note' });
/** The note's text, once the live editor has taken over from the stored HTML. */
const noteText = (page: Page) => openNote(page).getByRole('textbox', { name: 'Note', exact: true });
const noteList = (page: Page) => page.getByRole('region', { name: 'Note list' });

/**
 * WCAG 2.1 A and AA as axe checks them (as e2e/accessibility.spec.ts does), Label in Name included,
 * over the whole page, the editor and its toolbar too. The rule ids and targets on failure.
 */
async function expectAccessible(page: Page) {
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function createNote(page: Page, title: string) {
  await page.goto('/notes');
  await noteList(page).getByRole('button', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/notes\?noteId=/);
  const field = openNote(page).getByRole('textbox', { name: 'Title', exact: true });
  // A new note opens with its title selected: typing replaces it.
  await expect(field).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(noteList(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  return new URL(page.url()).searchParams.get('noteId')!;
}

async function shareWith(page: Page, name: string, permission: 'Viewer' | 'Editor') {
  await openNote(page).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share/ });
  await dialog.getByRole('combobox', { name: 'Add people' }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByRole('combobox', { name: 'Permission', exact: true }).click();
  await page.getByRole('option', { name: permission, exact: true }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'People with access' }).getByRole('listitem').filter({ hasText: name })).toContainText(permission);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('a note is created, renamed, searched, shared with a Viewer who cannot type in it, and deleted after a confirmation', async ({ browser }) => {
  test.setTimeout(120_000);
  const {
    owner,
    teammates: [vera],
  } = await team(browser, ['Vera Viewer']);
  const title = `Release checklist ${unique()}`;
  await createNote(owner, title);
  // The browser tab names the note (after any unread count).
  await expect(owner).toHaveTitle(new RegExp(`${escapeRegExp(title)} · Teamwork$`));
  await noteText(owner).click();
  await owner.keyboard.type('Check the backups first');
  await expect(noteText(owner)).toContainText('Check the backups first');

  // Renamed from the list's row menu.
  await noteList(owner).getByRole('button', { name: `Actions for ${title}` }).click();
  await owner.getByRole('menuitem', { name: 'Rename' }).click();
  const renamed = `${title} v2`;
  await owner.getByRole('textbox', { name: `Rename ${title}` }).fill(renamed);
  await owner.keyboard.press('Enter');
  await expect(noteList(owner).getByRole('link', { name: new RegExp(renamed) })).toBeVisible();
  await expect(openNote(owner).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(renamed);

  // Search runs on the server, over titles and text.
  const search = noteList(owner).getByRole('searchbox', { name: 'Search notes' });
  await search.fill('backups');
  await expect(noteList(owner).getByRole('link', { name: new RegExp(renamed) })).toBeVisible();
  await search.fill('nothing-like-this');
  await expect(noteList(owner).getByRole('heading', { name: 'No notes match' })).toBeVisible();
  await search.fill('');

  await expectAccessible(owner);
  await shareWith(owner, 'Vera Viewer', 'Viewer');

  // Vera finds it under Shared with me, reads it, and cannot type in it.
  await vera!.goto('/notes');
  await noteList(vera!).getByRole('combobox', { name: 'Show' }).click();
  await vera!.getByRole('option', { name: 'Shared with me' }).click();
  await noteList(vera!).getByRole('link', { name: new RegExp(renamed) }).click();
  await expect(openNote(vera!).getByText('View only')).toBeVisible();
  await expect(openNote(vera!).getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
  await expect(noteText(vera!)).toContainText('Check the backups first');
  await expect(noteText(vera!)).toHaveAttribute('contenteditable', 'false');
  await expectAccessible(vera!);

  // Only the owner deletes, after a confirmation naming the note; Vera is told it is gone.
  await openNote(owner).getByRole('button', { name: 'More actions' }).click();
  await owner.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = owner.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await confirm.getByRole('button', { name: 'Delete note' }).click();
  await expect(owner).toHaveURL(/\/notes$/);
  await expect(noteList(owner).getByRole('link', { name: new RegExp(renamed) })).toHaveCount(0);
  await expect(openNote(vera!).getByText(/This note is not available|This note was deleted/).first()).toBeVisible();
});

test('two people type into the same note and see each other’s text and cursor, live', async ({ browser }) => {
  test.setTimeout(120_000);
  const {
    owner,
    teammates: [eddie],
  } = await team(browser, ['Eddie Editor']);
  const title = `Standup ${unique()}`;
  const noteId = await createNote(owner, title);
  await shareWith(owner, 'Eddie Editor', 'Editor');

  await eddie!.goto(`/notes?noteId=${noteId}`);
  await expect(openNote(eddie!).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  // Each sees the other in the note.
  await expect(openNote(owner).getByRole('img', { name: /In this note now:.*Eddie Editor/ })).toBeVisible();
  await expect(openNote(eddie!).getByRole('img', { name: /In this note now:.*Olga Owner/ })).toBeVisible();

  await noteText(owner).click();
  await owner.keyboard.type('Olga: shipped the login page. ');
  await expect(noteText(eddie!)).toContainText('Olga: shipped the login page.');
  // Olga's caret shows on Eddie's side with her name.
  await expect(eddie!.locator('.collaboration-carets__label', { hasText: 'Olga Owner' })).toBeVisible();

  await noteText(eddie!).click();
  await eddie!.keyboard.press('Control+End');
  await eddie!.keyboard.type('Eddie: fixing the footer.');
  await expect(noteText(owner)).toContainText('Eddie: fixing the footer.');
  await expect(noteText(owner)).toContainText('Olga: shipped the login page.');
});

test('a project’s notes tab lists its notes and creates one there with the project attached', async ({ browser }) => {
  test.setTimeout(120_000);
  const {
    owner,
    teammates: [eddie],
  } = await team(browser, ['Eddie Editor']);
  const people = (await (await owner.request.get('/api/employee/list')).json()).data as { _id: string; name: string }[];
  const eddieId = people.find((person) => person.name === 'Eddie Editor')!._id;
  const project = (await (await owner.request.post('/api/project/add', { data: { name: `Apollo ${unique()}`, members: [eddieId] } })).json()).data as { _id: string; name: string };

  await owner.goto(`/task/projects/space?projectId=${project._id}&selectedTab=notes`);
  await expect(owner.getByRole('heading', { name: `No notes in ${project.name} yet` })).toBeVisible();
  await owner.getByRole('button', { name: 'New note' }).click();
  await expect(owner).toHaveURL(/\/notes\?noteId=/);
  await expect(openNote(owner).getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await owner.keyboard.type('Kick-off agenda');
  await owner.keyboard.press('Enter');
  await expect(openNote(owner).getByRole('link', { name: `Project: ${project.name}` })).toBeVisible();

  // A member of the project sees it in the tab without any share, and opens it.
  await eddie!.goto(`/task/projects/space?projectId=${project._id}&selectedTab=notes`);
  await eddie!.getByRole('list', { name: `Notes of ${project.name}` }).getByRole('link', { name: /Kick-off agenda/ }).click();
  await expect(eddie!).toHaveURL(/\/notes\?noteId=/);
  await expect(openNote(eddie!).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Kick-off agenda');
});
