import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/renderApp';

const signedOut = () => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } });

function ruleState(rule: string): string | null {
  const item = screen.getByText(rule).closest('li')!;
  return within(item).getByTitle(/met/i).textContent;
}

describe('SignupPage', () => {
  it('ticks the password rules as they are met and registers', async () => {
    const calls = mockApi({
      'GET /api/check': signedOut,
      'PUT /api/register': () => ({ status: 201, body: { data: { email: 'ada@demo.test' } } }),
    });
    const { router } = renderApp('/signup');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await userEvent.type(screen.getByLabelText('Organization name'), 'Analytical Engines');
    expect(ruleState('At least 8 characters')).toBe('Not met');

    await userEvent.type(screen.getByLabelText('Password'), 'engine-2024');
    expect(ruleState('At least 8 characters')).toBe('Met');
    expect(ruleState('Not the same as your email address')).toBe('Met');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-sent'));
    expect(router.state.location.search).toBe('?email=ada%40demo.test');
    expect(calls.find((call) => call.path === '/api/register')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@demo.test',
      organizationName: 'Analytical Engines',
      password: 'engine-2024',
    });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
  });
});
