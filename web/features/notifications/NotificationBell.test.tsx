import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

const notification: Notification = {
  _id: 'n1',
  subject: 'Task assigned',
  message: '<p>You were assigned <b>Fix login</b></p>',
  senderName: 'Grace Hopper',
  isRead: false,
  createdAt: new Date().toISOString(),
  type: 'taskAssigned',
  metadata: {},
};

describe('notification bell', () => {
  it('shows the unread count and marks everything read for the user', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/notification': () => ({ body: { unreadCount: 3, data: [notification] } }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('You have 3 unread messages')).toBeTruthy();
    expect(screen.getByText('You were assigned Fix login')).toBeTruthy();
    // Each notification is an item of the list (a <ul> holds nothing else, for screen readers as for axe).
    const [item] = screen.getAllByRole('listitem');
    expect(item?.parentElement?.tagName).toBe('UL');
    expect(item?.textContent).toContain('You were assigned Fix login');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notification/update')?.body).toEqual({
        isRead: true,
        userId: 'user-owner',
      }),
    );
  });

  it('does nothing on Mark all read when nothing is unread', async () => {
    const calls = sessionApi(userWithRole('owner'));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No Notifications')).toBeTruthy();
    expect(screen.getByText('You have 0 unread messages')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(calls.some((call) => call.path === '/api/notification/update')).toBe(false);
  });

  it('opens the conversation a mention came from', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({
        body: {
          unreadCount: 1,
          data: [{ ...notification, _id: 'n2', type: 'chatMention', subject: 'Grace Hopper mentioned you in #general', message: '<p>@Ada can you look?</p>', metadata: { channelId: 'c-general', messageId: 'm1' } }],
        },
      }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByText('@Ada can you look?'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/chat?channel=c-general'));
  });

  it('opens the note a mention came from, at the mention', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({
        body: {
          unreadCount: 1,
          data: [{ ...notification, _id: 'n3', type: 'noteMention', subject: 'Grace Hopper mentioned you in Launch plan', message: '<p>@Ada please check</p>', metadata: { noteId: 'note-1', mentionId: 'mk-1', projectId: 'p1' } }],
        },
      }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByText('@Ada please check'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/notes?noteId=note-1&mention=mk-1'));
  });

  it("opens the calendar at the event (and occurrence) an event's notification is about", async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({
        body: {
          unreadCount: 1,
          data: [
            {
              ...notification,
              _id: 'n4',
              type: 'eventReminder',
              subject: 'Reminder: Design review',
              message: '<p>Design review starts at 09:00</p>',
              metadata: { eventId: 'ev-1', occurrenceStart: '2026-05-04T09:00:00.000Z', projectId: 'p1' },
            },
          ],
        },
      }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
      'GET /api/event': () => ({ body: { data: { events: [], occurrences: [] } } }),
      'GET /api/calendar/work': () => ({ body: { data: { tasks: [], sprints: [] } } }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByText('Design review starts at 09:00'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/calendar?eventId=ev-1&occurrenceStart=2026-05-04T09%3A00%3A00.000Z'));
  });

  it('opens your own credits from a credit notification', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/notification': () => ({
        body: {
          unreadCount: 1,
          data: [{ ...notification, _id: 'n5', type: 'creditReceived', subject: 'You received +10 credits', message: '<p>Shipped the pricing page</p>', metadata: { creditId: 'cr-1' } }],
        },
      }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByText('Shipped the pricing page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/performance/member'));
  });
});
