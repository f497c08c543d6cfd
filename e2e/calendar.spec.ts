import { expect, test, type APIRequestContext, type Page } from './support/test';
import { team } from './support/accounts';
import { employeeId, unique } from './support/projects';

/**
 * The calendar in a browser: a daily event made in the form that skips weekends, one occurrence of
 * a series dragged to another time ('This event'), and a reminder reaching an attendee's open page.
 * Every browser runs in UTC, so the page's time zone (the browser's) and the events' are the same.
 */
const UTC = { timezoneId: 'UTC' };

/** 'YYYY-MM-DD' of a day `offset` days from `day`. */
function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Monday of next week (UTC), and its seven days. */
function nextWeek(): string[] {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, 7 - weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The week view, one week ahead. */
async function showNextWeek(page: Page) {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
}

/** The time grid's column of one day. */
const dayColumn = (page: Page, day: string) => page.locator(`.fc-timegrid-col[data-date="${day}"]`);

async function createSeries(request: APIRequestContext, body: Record<string, unknown>) {
  const answer = await request.post('/api/event', { data: { timeZone: 'UTC', ...body } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data;
}

test('a daily event that skips weekends, made in the form, falls on Monday to Friday and not on Saturday or Sunday', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, [], UTC);
  const title = `Standup ${unique()}`;
  await owner.goto('/calendar');
  await owner.getByRole('button', { name: 'New event' }).click();
  const dialog = owner.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await owner.getByRole('option', { name: 'Daily' }).click();
  await dialog.getByRole('checkbox', { name: 'Skip weekends' }).check();
  await expect(dialog.getByText(/^Repeat every day except Saturday and Sunday starting from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await showNextWeek(owner);
  const days = nextWeek();
  for (const day of days.slice(0, 5)) await expect(dayColumn(owner, day).getByRole('button', { name: new RegExp(title) })).toHaveCount(1);
  for (const day of days.slice(5)) await expect(dayColumn(owner, day).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test("dragging one occurrence of a series and choosing 'This event' moves only that one", async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, [], UTC);
  const title = `Review ${unique()}`;
  const days = nextWeek();
  await createSeries(owner.request, {
    title,
    start: `${days[0]}T10:00:00Z`,
    end: `${days[0]}T11:00:00Z`,
    recurrence: { freqUnit: 'everyDay', freqCount: 1 },
  });
  await showNextWeek(owner);
  const wednesday = dayColumn(owner, days[2]!).getByRole('button', { name: new RegExp(title) });
  await expect(wednesday).toContainText('10:00');

  // Drag Wednesday's occurrence down to 14:00 on the same day.
  const from = (await wednesday.boundingBox())!;
  const slot = (await owner.locator('.fc-timegrid-slot-lane[data-time="14:00:00"]').boundingBox())!;
  const grabY = from.y + 6;
  await owner.mouse.move(from.x + from.width / 2, grabY);
  await owner.mouse.down();
  for (let step = 1; step <= 10; step++) await owner.mouse.move(from.x + from.width / 2, grabY + ((slot.y + 6 - grabY) * step) / 10);
  await owner.mouse.up();

  const scope = owner.getByRole('dialog', { name: 'Move recurring event' });
  await expect(scope.getByRole('radio', { name: 'This event' })).toBeChecked();
  await scope.getByRole('button', { name: 'Move' }).click();
  await expect(scope).toBeHidden();

  // What the server kept, after a fresh load.
  await showNextWeek(owner);
  await expect(dayColumn(owner, days[2]!).getByRole('button', { name: new RegExp(title) })).toContainText('14:00');
  for (const day of [days[0], days[1], days[3], days[4]]) await expect(dayColumn(owner, day!).getByRole('button', { name: new RegExp(title) })).toContainText('10:00');
});

test("a reminder reaches an attendee's open calendar live, with the bell", async ({ browser }) => {
  test.setTimeout(240_000);
  const {
    owner,
    teammates: [eddie],
  } = await team(browser, ['Eddie Editor'], UTC);
  await eddie!.goto('/calendar');
  const bell = eddie!.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // What is unread already (joining the team may have told them something).
  await eddie!.waitForLoadState('networkidle');
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  // Starts in three minutes; reminded two minutes before: the reminder is due in about a minute.
  const start = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
  const title = `Call ${unique()}`;
  await createSeries(owner.request, {
    title,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    attendeeIds: [await employeeId(owner.request, 'Eddie Editor')],
    reminders: [{ type: 'custom', amount: 2, unit: 'minutes' }],
  });

  // The invitation, then the reminder: both arrive live, without a reload.
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 30_000 });
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 2} unread`, { timeout: 150_000 });
  await bell.click();
  // Its link opens the event's details on the calendar.
  await eddie!.getByText(`Reminder: ${title}`).click();
  await expect(eddie!).toHaveURL(/\/calendar\?eventId=[^&]+&occurrenceStart=/);
  await expect(eddie!.getByRole('dialog', { name: title })).toBeVisible();
});
