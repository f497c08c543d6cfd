import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Reminder } from '../../../../domain/calendar/events';
import { renderWithProviders } from '../../../test/renderApp';
import { RemindersEditor } from './RemindersEditor';

function Editor({ onChange }: { onChange: (reminders: Reminder[]) => void }) {
  const [value, setValue] = useState<Reminder[]>([]);
  return (
    <RemindersEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// Each test drives the whole form in jsdom, step by step: seconds on a busy two-core machine, so more than the usual 20 s.
describe('the reminders editor', { timeout: 60_000 }, () => {
  it('offers spec 9’s options, a custom N minutes, hours or days before, and at most five rows', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Editor onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Reminder 1' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Same day', 'Next day', '2 days before', '3 days before', '4 days before', '5 days before', 'Custom…']);
    await userEvent.click(screen.getByRole('option', { name: 'Custom…' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(screen.getByRole('option', { name: 'hours' }));
    expect(onChange).toHaveBeenLastCalledWith([{ type: 'custom', amount: 2, unit: 'hours' }]);

    // Each new row takes an option not chosen yet.
    for (let row = 2; row <= 5; row += 1) await userEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'custom', amount: 2, unit: 'hours' },
      { type: 'sameDay' },
      { type: 'nextDay' },
      { type: 'daysBefore', days: 2 },
      { type: 'daysBefore', days: 3 },
    ]);
    expect(screen.getByRole('button', { name: 'Add reminder' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('At most 5 reminders')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove reminder 2' }));
    expect(onChange).toHaveBeenLastCalledWith([{ type: 'custom', amount: 2, unit: 'hours' }, { type: 'nextDay' }, { type: 'daysBefore', days: 2 }, { type: 'daysBefore', days: 3 }]);
  });
});
