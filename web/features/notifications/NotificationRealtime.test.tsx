import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), off: () => {}, emit: () => {}, disconnect: () => {} }),
}));

const older: Notification = {
  _id: 'n-old',
  subject: 'Added to Website',
  message: '<p>You were added to <strong>Website</strong></p>',
  senderName: 'Grace Hopper',
  isRead: true,
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  type: 'memberAdded',
  metadata: { projectId: 'p1' },
};

const assigned: Notification = {
  _id: 'n-new',
  subject: 'Task assigned',
  message: '<p>Grace assigned you <strong>WEB-7 Fix login</strong></p>',
  senderName: 'Grace Hopper',
  isRead: false,
  createdAt: new Date().toISOString(),
  type: 'taskAssigned',
  metadata: { projectId: 'p1', taskId: 't7' },
};

/** Records the chime: jsdom has no Web Audio. */
function fakeAudio() {
  const oscillators: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => {};
    createOscillator() {
      const oscillator = { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => oscillators.push(1), stop: () => {} };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (node: unknown) => node };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return oscillators;
}

describe('notifications in real time', () => {
  it('counts, lists and chimes a new notification; a click marks it read and opens the task on its board', async () => {
    const chimes = fakeAudio();
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/notification': () => ({ body: { unreadCount: 0, data: [older] } }),
      'POST /api/notification/update': () => ({ body: { success: true } }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(handlers.has('new_notification')).toBe(true));

    handlers.get('new_notification')!(assigned);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(chimes.length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByText('You have 1 unread messages')).toBeTruthy();
    // Prepended: the new one comes first.
    const newer = screen.getByText('Task assigned');
    expect(newer.compareDocumentPosition(screen.getByText('Added to Website')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(screen.getByText('Grace assigned you WEB-7 Fix login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/projects/space'));
    expect(router.state.location.search).toBe('?projectId=p1&selectedTab=board&taskId=t7');
    expect(calls.find((call) => call.path === '/api/notification/update')?.body).toEqual({ isRead: true, notificationId: 'n-new' });
  });

  it('says so when a notification cannot be marked read', async () => {
    sessionApi(userWithRole('owner'), {
      'GET /api/notification': () => ({ body: { unreadCount: 1, data: [assigned] } }),
      'POST /api/notification/update': () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByText('Grace assigned you WEB-7 Fix login'));
    expect(await screen.findByText('Unable to update message')).toBeTruthy();
  });
});
