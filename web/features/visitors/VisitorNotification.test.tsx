import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { visit, VISIT_ID } from './visitorTestData';

const approval: Notification = {
  _id: 'n-visit',
  subject: 'Grace Hopper is waiting at the front desk',
  message: '<p>Approve or deny the visit of <b>Grace Hopper</b></p>',
  senderName: null,
  isRead: false,
  createdAt: new Date().toISOString(),
  type: 'visitorApproval',
  metadata: { visitId: VISIT_ID },
};

describe('visitor notifications', { timeout: 60_000 }, () => {
  it('approves a waiting walk-in from the notification itself', async () => {
    const calls = sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({ body: { unreadCount: 1, data: [approval] } }),
      [`POST /api/visit/${VISIT_ID}/decision`]: () => ({ body: { data: visit({ status: 'signedIn', walkIn: true, signedInAt: new Date().toISOString() }) } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 15_000 }));
    const item = screen.getByRole('group', { name: approval.subject });
    await userEvent.click(await within(item).findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path === `/api/visit/${VISIT_ID}/decision`)?.body).toEqual({ decision: 'approve' }));
    expect(await within(item).findByText('Approved')).toBeTruthy();
  });

  it('draws a walk-in notification that names no visit as a plain item, with nothing to decide', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({ body: { unreadCount: 1, data: [{ ...approval, metadata: {} }] } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 15_000 }));
    expect(await screen.findByText(approval.subject)).toBeTruthy();
    expect(screen.queryByRole('group', { name: approval.subject })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('opens the visitor page, or the front desk’s for a held visitor', async () => {
    sessionApi(userWithRole('admin'), {
      'GET /api/notification': () => ({
        body: {
          unreadCount: 2,
          data: [
            { ...approval, _id: 'n-arrived', type: 'visitorArrived', subject: 'Grace Hopper has arrived', message: '<p>Grace Hopper signed in</p>' },
            { ...approval, _id: 'n-held', type: 'visitorHeld', subject: 'A visitor was held', message: '<p>Mallory matches the block list</p>' },
          ],
        },
      }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 15_000 }));
    await userEvent.click(screen.getByText('Grace Hopper signed in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitor-request'));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByText('Mallory matches the block list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/registeredvisitors'));
  });
});
