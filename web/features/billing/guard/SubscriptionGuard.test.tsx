import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionCheck } from '../../../../domain/billing/api';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { billingApi, summary } from '../billingTestData';

const EXPIRED: SubscriptionCheck = { status: 'expired', isLocked: true, canManageBilling: false, message: null };

describe('subscription guard', () => {
  it('shows an expired organisation’s editor the guard screen instead of the dashboard, with no way to billing', async () => {
    sessionApi(userWithRole('editor'), { 'GET /api/subscription/check': () => ({ body: { data: EXPIRED } }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Your trial has ended' })).toBeTruthy();
    expect(screen.getByText('Contact your workspace owner or admin to restore access.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to billing' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /, Ada$/ })).toBeNull();
  });

  it('shows the server’s own explanation alone when it sends one', async () => {
    const message = 'Your free trial has ended. Ask an owner or admin of your organisation to choose a plan and restore access.';
    sessionApi(userWithRole('editor'), { 'GET /api/subscription/check': () => ({ body: { data: { ...EXPIRED, message } } }) });
    renderApp('/');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Contact your workspace owner or admin to restore access.')).toBeNull();
  });

  it('lets the owner of a suspended organisation go to billing and use it', async () => {
    const suspended: SubscriptionCheck = { status: 'suspended', isLocked: true, canManageBilling: true, message: null };
    sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/subscription/check': () => ({ body: { data: suspended } }),
        'GET /api/subscription/active': () => ({ body: { data: summary({ status: 'suspended' }) } }),
      }),
    );
    const { router } = renderApp('/calendar');
    expect(await screen.findByRole('heading', { name: 'Your subscription is suspended' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry payment' })).toBeTruthy();
  });

  it('locks the page as soon as the API refuses a call because the organisation is locked', async () => {
    let locked = false;
    sessionApi(userWithRole('maintainer'), {
      'GET /api/subscription/check': () => ({
        body: { data: locked ? { status: 'restricted', isLocked: true, canManageBilling: false, message: null } : { status: 'active', isLocked: false, canManageBilling: false, message: null } },
      }),
      'GET /api/subscription/active': () => ({ body: { data: summary() } }),
      'GET /api/role/list': () => ({ body: { data: [] } }),
      'GET /api/invite': () => ({ body: { data: [] } }),
      'GET /api/user/list': () => {
        locked = true;
        return { status: 402, body: { message: 'This organisation is restricted', code: 'SUBSCRIPTION_LOCKED', status: 'restricted' } };
      },
    });
    renderApp('/admin/team');
    expect(await screen.findByRole('heading', { name: 'This organisation is restricted' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Team' })).toBeNull();
  });

  it('never guards the super admin', async () => {
    const calls = sessionApi(userWithRole('super_admin'), { 'GET /api/admin/org': () => ({ body: { data: [] } }) });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No organisations yet')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/subscription/check')).toBe(false);
  });
});
