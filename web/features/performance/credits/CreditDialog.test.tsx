import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayInZone } from '../../../../domain/performance/periods';
import { mockApi, renderWithProviders } from '../../../test/renderApp';
import { CreditDialog } from './CreditDialog';
import { credit, CREDIT_ID, creditDetail, GRACE, PERFORMANCE_API, TEAMWORK } from './creditTestData';

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The text a field's aria-describedby points at (its helper text). */
function helperOf(label: string): string {
  const field = screen.getByRole('spinbutton', { name: label });
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

// Each test drives the whole form in jsdom: seconds on a busy two-core machine.
describe('the record credit dialog', { timeout: 60_000 }, () => {
  it("sends the member, the category's default points, today and the reason", async () => {
    const calls = mockApi({ ...PERFORMANCE_API, 'POST /api/performance/credit/add': () => ({ status: 201, body: { data: creditDetail() } }) });
    const onClose = vi.fn();
    renderWithProviders(<CreditDialog open credit={null} onClose={onClose} />);
    await choose('Member', GRACE.name);
    await choose('Category', 'Delivery');
    expect((screen.getByRole('spinbutton', { name: 'Points' }) as HTMLInputElement).value).toBe('10');
    // Once the user types points, another category no longer overwrites them.
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Points' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Points' }), '-5');
    await choose('Category', 'Teamwork');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Missed the review');
    await userEvent.click(screen.getByRole('button', { name: 'Record credit' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      userId: GRACE._id,
      points: -5,
      categoryId: TEAMWORK._id,
      date: dayInZone(new Date(), 'UTC'),
      reason: 'Missed the review',
      taskId: null,
    });
  });

  it('says what is missing before sending, and shows a server refusal under the field it names', async () => {
    const calls = mockApi({
      ...PERFORMANCE_API,
      'POST /api/performance/credit/add': () => ({ status: 400, body: { message: 'points must be between -1000 and 1000', code: 'VALIDATION_FAILED' } }),
    });
    renderWithProviders(<CreditDialog open credit={null} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record credit' }));
    expect(await screen.findByText('Choose a member')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Enter a reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await choose('Member', GRACE.name);
    await choose('Category', 'Delivery');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Great release');
    await userEvent.click(screen.getByRole('button', { name: 'Record credit' }));
    await waitFor(() => expect(helperOf('Points')).toContain('Points must be between -1000 and 1000'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a credit prefilled, sending only what changed', async () => {
    const calls = mockApi({ ...PERFORMANCE_API, [`PUT /api/performance/credit/${CREDIT_ID}`]: () => ({ body: { data: creditDetail() } }) });
    const onClose = vi.fn();
    renderWithProviders(<CreditDialog open credit={credit()} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Edit credit' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Member' })).toHaveProperty('value', GRACE.name);
    const points = screen.getByRole('spinbutton', { name: 'Points' });
    expect((points as HTMLInputElement).value).toBe('10');
    await userEvent.clear(points);
    await userEvent.type(points, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ points: 15 });
  });
});
