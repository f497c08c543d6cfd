import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recurrenceSettingsSchema, type RecurrenceSettings } from '../../../../domain/calendar/recurrence';
import { renderWithProviders } from '../../../test/renderApp';
import { RecurrenceEditor } from './RecurrenceEditor';

function Editor({ startDay }: { startDay: string }) {
  const [value, setValue] = useState<RecurrenceSettings | null>(null);
  return <RecurrenceEditor value={value} onChange={setValue} startDay={startDay} />;
}

async function repeat(startDay: string, frequency: string) {
  renderWithProviders(<Editor startDay={startDay} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Repeat' }));
  await userEvent.click(screen.getByRole('option', { name: frequency }));
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

const summary = () => screen.getByRole('status').textContent;

/** The text a field's aria-describedby points at (its helper text). */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** What the schema itself says of these settings, so the test does not restate its wording. */
function schemaMessage(settings: object): string {
  return recurrenceSettingsSchema.safeParse(settings).error?.issues[0]?.message ?? '';
}

// Each test drives the whole form in jsdom, step by step: seconds on a busy two-core machine, so more than the usual 20 s.
describe('the recurrence editor', { timeout: 60_000 }, () => {
  it('says nothing of repeating until a frequency is chosen', () => {
    renderWithProviders(<Editor startDay="2026-05-04" />);
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe('Does not repeat');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('daily: skipping weekends and days is worded as spec 5 says, every N day too', async () => {
    await repeat('2026-05-04', 'Daily');
    expect(summary()).toBe('Repeat every day starting from 4 May 2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    expect(summary()).toBe('Repeat every day except Saturday and Sunday starting from 4 May 2026');
    // While weekends are skipped, their toggles show as skipped and cannot be changed on their own.
    expect(screen.getByRole('button', { name: 'Saturday' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
    expect(summary()).toBe('Repeat every day except Wednesday, Saturday and Sunday starting from 4 May 2026');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Every' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Every' }), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
    expect(summary()).toBe('Repeat every 3 day starting from 4 May 2026');
  });

  it('daily: skipping every day is refused with the schema’s message, and no summary', async () => {
    await repeat('2026-05-04', 'Daily');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await userEvent.click(screen.getByRole('button', { name: day }));
    expect(screen.getByText('skipDays must leave at least one day')).toBeTruthy();
    expect(summary()).toBe('');
  });

  it('weekly: on the start’s weekday first, then the days toggled, every N weeks', async () => {
    await repeat('2026-05-04', 'Weekly');
    const days = screen.getByRole('group', { name: 'Repeat on' });
    expect(within(days).getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('true');
    expect(summary()).toBe('Repeat every week on Monday starting from 4 May 2026');
    await userEvent.click(within(days).getByRole('button', { name: 'Friday' }));
    await userEvent.click(within(days).getByRole('button', { name: 'Wednesday' }));
    expect(summary()).toBe('Repeat every week on Monday, Wednesday and Friday starting from 4 May 2026');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Every' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Every' }), '2');
    expect(summary()).toBe('Repeat every 2 weeks on Monday, Wednesday and Friday starting from 4 May 2026');
  });

  it('a count of 0 shows the schema’s message at the field', async () => {
    await repeat('2026-05-04', 'Weekly');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Every' }));
    expect(description(screen.getByRole('spinbutton', { name: 'Every' }))).toBe(schemaMessage({ freqUnit: 'everyWeek', freqCount: 0 }));
    expect(summary()).toBe('');
  });

  it('monthly on dates: the start’s date first, then the dates toggled in the grid', async () => {
    await repeat('2026-05-04', 'Monthly');
    expect(screen.getByRole('tab', { name: 'On dates' }).getAttribute('aria-selected')).toBe('true');
    expect(summary()).toBe('Repeat every month on the 4th starting from 4 May 2026');
    const grid = screen.getByRole('group', { name: 'Days of the month' });
    await userEvent.click(within(grid).getByRole('button', { name: '31' }));
    await userEvent.click(within(grid).getByRole('button', { name: '22' }));
    expect(summary()).toBe('Repeat every month on the 4th, 22nd and 31st starting from 4 May 2026');
    await userEvent.click(within(grid).getByRole('button', { name: '4' }));
    await userEvent.click(within(grid).getByRole('button', { name: '22' }));
    await userEvent.click(within(grid).getByRole('button', { name: '31' }));
    expect(screen.getByText('scheduledMonthDates must name at least one day')).toBeTruthy();
  });

  it('monthly on a weekday: the start’s (the second Tuesday), then Last Friday every 2 months', async () => {
    await repeat('2026-05-12', 'Monthly');
    await userEvent.click(screen.getByRole('tab', { name: 'On a weekday' }));
    expect(summary()).toBe('Repeat every month on Second Tuesday starting from 12 May 2026');
    await choose('Week of the month', 'Last');
    await choose('Day of the week', 'Friday');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Every' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Every' }), '2');
    expect(summary()).toBe('Repeat every 2 months on Last Friday starting from 12 May 2026');
  });

  it('yearly: the start’s month and day; a 30 February is refused at the field', async () => {
    await repeat('2026-12-25', 'Yearly');
    expect(summary()).toBe('Repeat every year on the 25th of December starting from 25 December 2026');
    await choose('Month', 'February');
    await choose('Day of the month', '30');
    expect(screen.getByText('February has no day 30')).toBeTruthy();
    expect(summary()).toBe('');
  });

  it('an end after N times or on a date follows the summary', async () => {
    await repeat('2026-05-04', 'Weekly');
    await userEvent.click(screen.getByRole('radio', { name: 'After' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Occurrences' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Occurrences' }), '5');
    expect(summary()).toBe('Repeat every week on Monday starting from 4 May 2026, 5 times');
    await userEvent.click(screen.getByRole('radio', { name: 'On a date' }));
    expect(summary()).toBe('Repeat every week on Monday starting from 4 May 2026, until 3 June 2026');
  });
});
