import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOB, channel, direct, general, ME, message, senderOf } from './chatTestData';
import {
  desktopNotificationState,
  disableDesktopNotifications,
  enableDesktopNotifications,
  notifyCall,
  notifyMessage,
  notifyThreadReply,
  resetDesktopNotifications,
} from './desktopNotifications';

/** The browser's Notification, as far as these tests need it: what was shown, and the permission prompt's answer. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => (FakeNotification.permission = FakeNotification.answer));
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: { body: string; tag: string },
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let focused = false;
beforeEach(() => {
  localStorage.clear();
  resetDesktopNotifications();
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  focused = false;
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  vi.spyOn(window, 'focus').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = vi.fn();
const dmWithBob = direct('dm-bob', BOB);
const fromBob = (overrides = {}) => message({ channelId: dmWithBob._id, sender: senderOf(BOB), message: 'Can you **review** the release notes?', ...overrides });

describe('turning desktop notifications on and off', () => {
  it('is off until turned on, asks the browser once, and stays on across a reload', async () => {
    expect(desktopNotificationState()).toBe('off');
    expect(await enableDesktopNotifications()).toBe('on');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    resetDesktopNotifications(); // a reload reads the stored choice again
    expect(desktopNotificationState()).toBe('on');

    disableDesktopNotifications();
    expect(desktopNotificationState()).toBe('off');
    expect(await enableDesktopNotifications()).toBe('on');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says blocked when the browser refuses, and shows nothing', async () => {
    FakeNotification.answer = 'denied';
    expect(await enableDesktopNotifications()).toBe('blocked');
    expect(notifyMessage(dmWithBob, fromBob(), ME._id, open)).toBeNull();
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('is unsupported where the browser has no notifications', () => {
    vi.unstubAllGlobals();
    expect('Notification' in window).toBe(false);
    expect(desktopNotificationState()).toBe('unsupported');
  });
});

describe('what pops up', () => {
  beforeEach(async () => {
    await enableDesktopNotifications();
  });

  it('shows a direct message while the page is in the background, and a click opens the conversation', () => {
    notifyMessage(dmWithBob, fromBob(), ME._id, open);
    const [shown] = FakeNotification.shown;
    expect(shown).toMatchObject({ title: 'Bob Stone', options: { body: 'Can you review the release notes?', tag: 'chat:dm-bob' } });
    shown!.onclick!();
    expect(window.focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('dm-bob');
    expect(shown!.closed).toBe(true);
  });

  it('names the group or channel, and cuts a long message', () => {
    const group = channel({ _id: 'g-launch', channelType: 'group', name: 'Launch crew' });
    notifyMessage(group, message({ channelId: group._id, sender: senderOf(BOB), message: 'x'.repeat(300) }), ME._id, open);
    expect(FakeNotification.shown[0]!.title).toBe('Bob Stone in Launch crew');
    expect(FakeNotification.shown[0]!.options.body).toHaveLength(140);
    expect(FakeNotification.shown[0]!.options.body.endsWith('…')).toBe(true);
  });

  it('shows a Visitors notice as from Visitors, as a direct message would be', () => {
    const visitors = channel({ _id: 'c-visitors', channelType: 'direct', name: 'Visitors', isNotices: true, members: [ME], createdBy: null });
    notifyMessage(visitors, message({ channelId: visitors._id, kind: 'notice', sender: null, message: 'Grace Hopper (US Navy) has arrived at 09:12.' }), ME._id, open);
    expect(FakeNotification.shown).toMatchObject([{ title: 'Visitors', options: { body: 'Grace Hopper (US Navy) has arrived at 09:12.', tag: 'chat:c-visitors' } }]);
  });

  it('in a channel, only for a message that mentions you', () => {
    notifyMessage(general, message({ message: 'Standup moved to 10' }), ME._id, open);
    expect(FakeNotification.shown).toHaveLength(0);
    notifyMessage(general, message({ message: `@${ME.name} can you take this?`, mentions: [ME._id] }), ME._id, open);
    expect(FakeNotification.shown.map((n) => n.title)).toEqual(['Grace Hopper in #general']);
  });

  it('never for a muted conversation, nor while you are looking at the page', () => {
    notifyMessage({ ...dmWithBob, isMuted: true }, fromBob(), ME._id, open);
    focused = true;
    notifyMessage(dmWithBob, fromBob(), ME._id, open);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('shows a reply in a thread you started or that mentions you, and no other', () => {
    const reply = (overrides = {}) => message({ sender: senderOf(BOB), message: 'Done, see the PR', thread: { parentMessage: 'm-root', replyCount: 0, lastReplyAt: null }, ...overrides });
    notifyThreadReply(general, reply(), { sender: senderOf(ME) }, ME._id, open);
    notifyThreadReply(general, reply(), { sender: senderOf(BOB) }, ME._id, open);
    notifyThreadReply(general, reply({ mentions: [ME._id] }), { sender: senderOf(BOB) }, ME._id, open);
    notifyThreadReply({ ...general, isMuted: true }, reply(), { sender: senderOf(ME) }, ME._id, open);
    expect(FakeNotification.shown.map((shown) => [shown.title, shown.options.tag])).toEqual([
      ['Bob Stone replied in #general', 'thread:m-root'],
      ['Bob Stone replied in #general', 'thread:m-root'],
    ]);
  });

  it('rings for an incoming call', () => {
    notifyCall({ callId: 'call-1', type: 'video', initiatorName: 'Bob Stone' });
    expect(FakeNotification.shown[0]).toMatchObject({ title: 'Incoming Video Call', options: { body: 'Bob Stone is calling you.', tag: 'call:call-1' } });
  });
});
