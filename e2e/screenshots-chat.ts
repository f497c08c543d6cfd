/**
 * Captures the chat and call screens in light and dark mode at 1280 and 360 px, for
 * reviewing how they look. Starts the product itself (the built web app in dist/web, on
 * a fresh embedded database under .test-tmp/screenshots-chat, mail to an in-memory SMTP
 * sink), signs up an organisation of four, seeds conversations through the API, and
 * stops the server when done:
 *   node --import tsx e2e/screenshots-chat.ts   (PORT=3291, OUT=.test-tmp/screenshots/chat)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 *
 * #general gets two days of messages: the server stamps messages with the time they are
 * sent, so the script restarts the server once with yesterday's messages moved back a day.
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium, request, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startSmtpSink } from '../server/test/smtpSink';
import { CHROMIUM_ARGS } from './support/env';
import { startServer, stopServer } from './support/serverProcess';
import { screenshotter, THEMES, VIEWPORTS, type Theme, type Viewport } from './support/screenshots';

const PORT = Number(process.env.PORT ?? 3291);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-chat');
const DATA_DIR = path.join(WORK_DIR, 'data');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/chat');

const shoot = screenshotter(OUT, { fullPage: false, settleMs: 500 });

// ---------------------------------------------------------------------------------------
// The server

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** No demo data: the script signs up its own organisation. Started twice (see above), on the same data. */
function startChatServer(sink: Sink): Promise<ChildProcess> {
  return startServer({ port: PORT, workDir: WORK_DIR, smtpUrl: sink.url, seedDemo: false, env: { SUPER_ADMIN_PASSWORD: 'super-admin-password', ICE_SERVERS: '' } });
}

// ---------------------------------------------------------------------------------------
// People and content, through the API

interface Person {
  name: string;
  email: string;
  password: string;
  id: string;
  api: APIRequestContext;
}

async function call<T>(api: APIRequestContext, method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
  const response = await api[method](url, data === undefined ? undefined : { data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

function linkIn(sink: Sink, to: string, prefix: string): Promise<string> {
  return sink.waitFor(to, undefined, 10_000).then((mail) => {
    const match = new RegExp(`https?://[^\\s"'<>]*${prefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`).exec(mail.text);
    if (!match) throw new Error(`No ${prefix} link in the mail to ${to}`);
    return match[0].replace(/&amp;/g, '&');
  });
}

// A fresh database each run: plain addresses, as the people picker shows them.
const emailOf = (name: string) => `${name.split(' ')[0]!.toLowerCase()}@northwind.test`;

async function signUpOwner(sink: Sink, name: string): Promise<Person> {
  const email = emailOf(name);
  const password = 'owner password';
  const api = await request.newContext({ baseURL: BASE_URL });
  const registered = await api.put('/api/register', { data: { name, email, password, organizationName: 'Northwind Studio' } });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const token = new URL(await linkIn(sink, email, '/verify-email?token=')).searchParams.get('token')!;
  await call(api, 'get', `/api/verify-email?token=${encodeURIComponent(token)}`);
  const session = await call<{ user: { _id: string } }>(api, 'post', '/api/user/login', { email, password });
  return { name, email, password, id: session.user._id, api };
}

async function invite(sink: Sink, owner: Person, name: string): Promise<Person> {
  const email = emailOf(name);
  const password = `${name.split(' ')[0]!.toLowerCase()} password`;
  await call(owner.api, 'post', '/api/user/invite', { emails: [email], role: 'editor' });
  const code = new URL(await linkIn(sink, email, '/invite/accept?code=')).searchParams.get('code')!;
  const api = await request.newContext({ baseURL: BASE_URL });
  const joined = await call<{ user: { _id: string } }>(api, 'put', `/api/register?inviteCode=${encodeURIComponent(code)}`, { name, password });
  return { name, email, password, id: joined.user._id, api };
}

interface Channel {
  _id: string;
  name: string;
  channelType: string;
  isGeneral: boolean;
}
interface Message {
  _id: string;
}

const send = (person: Person, channelId: string, message: string, extra: { mentions?: string[]; attachmentIds?: string[] } = {}) =>
  call<Message>(person.api, 'post', `/api/channel/${channelId}/messages`, { message, clientId: randomUUID(), ...extra });
const reply = (person: Person, parentId: string, message: string) => call<Message>(person.api, 'post', `/api/messages/${parentId}/replies`, { message, clientId: randomUUID() });
const react = (person: Person, messageId: string, emoji: string) => call(person.api, 'post', `/api/messages/${messageId}/reactions`, { emoji });

/** A 640×400 PNG mock of a pricing page, drawn on a canvas in the browser. */
async function pricingMockPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 400);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f4f6fb';
    g.fillRect(0, 0, 640, 400);
    g.fillStyle = '#1f2a44';
    g.fillRect(0, 0, 640, 44);
    g.fillStyle = '#ffffff';
    g.font = 'bold 18px sans-serif';
    g.fillText('Northwind', 20, 28);
    g.font = '14px sans-serif';
    ['Product', 'Pricing', 'Docs'].forEach((item, index) => g.fillText(item, 380 + index * 80, 28));
    g.fillStyle = '#1f2a44';
    g.font = 'bold 26px sans-serif';
    g.fillText('Simple pricing for growing teams', 110, 96);
    const plans = [
      { name: 'Starter', price: '$0', color: '#8aa0c8' },
      { name: 'Team', price: '$12', color: '#3d6df2' },
      { name: 'Business', price: '$29', color: '#1f2a44' },
    ];
    plans.forEach((plan, index) => {
      const x = 40 + index * 195;
      g.fillStyle = '#ffffff';
      g.strokeStyle = index === 1 ? '#3d6df2' : '#d5dbe8';
      g.lineWidth = index === 1 ? 3 : 1;
      g.beginPath();
      g.roundRect(x, 126, 170, 240, 10);
      g.fill();
      g.stroke();
      g.fillStyle = '#1f2a44';
      g.font = 'bold 17px sans-serif';
      g.fillText(plan.name, x + 18, 160);
      g.font = 'bold 32px sans-serif';
      g.fillText(plan.price, x + 18, 204);
      g.font = '12px sans-serif';
      g.fillStyle = '#5c6780';
      ['per seat / month', '✓ Unlimited projects', '✓ Chat and calls', '✓ 10 GB storage'].forEach((line, row) => g.fillText(line, x + 18, 228 + row * 22));
      g.fillStyle = plan.color;
      g.beginPath();
      g.roundRect(x + 18, 318, 134, 34, 6);
      g.fill();
      g.fillStyle = '#ffffff';
      g.font = 'bold 13px sans-serif';
      g.fillText('Choose plan', x + 46, 340);
    });
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

interface Seeded {
  olga: Person;
  tom: Person;
  ada: Person;
  ben: Person;
  general: Channel;
  directWithTom: Channel;
  group: Channel;
  /** #general messages to move to yesterday, and the thread parent (whose replies move with it). */
  yesterday: string[];
}

async function seed(sink: Sink, browser: Browser): Promise<Seeded> {
  const olga = await signUpOwner(sink, 'Olga Owner');
  const tom = await invite(sink, olga, 'Tom Teammate');
  const ada = await invite(sink, olga, 'Ada Analyst');
  const ben = await invite(sink, olga, 'Ben Builder');

  const channels = await call<Channel[]>(olga.api, 'get', '/api/channels');
  const general = channels.find((channel) => channel.isGeneral)!;
  const yesterday: string[] = [];
  const y = async (message: Promise<Message>) => {
    const sent = await message;
    yesterday.push(sent._id);
    return sent;
  };

  await y(send(olga, general._id, 'Good morning team! Kick-off for the **Q3 launch** is at 10:00 in the big room.'));
  await y(send(tom, general._id, "I'll bring the updated timeline and the open risks."));
  const signups = await y(send(ada, general._id, 'Dashboard numbers are in: sign-ups are up **18%** week over week.'));
  await y(send(ada, general._id, 'Full breakdown in the [Q2 metrics report](https://example.com/reports/q2-metrics), partner traffic is on page 3.'));
  await y(send(tom, general._id, 'Nice! Does that include the `/signup?ref=partner` traffic from the newsletter?'));
  await y(send(ada, general._id, 'It does, tagged separately in the export.'));
  const pinned = await y(send(olga, general._id, 'Reminder: release notes go in `docs/releases/`, one file per version. Please link the ticket in each entry.'));
  const helper = await y(
    send(
      tom,
      general._id,
      'Helper for naming releases, feedback welcome:\n\n```ts\nexport function releaseName(date: Date): string {\n  return `v${date.getFullYear()}.${date.getMonth() + 1}`;\n}\n```',
    ),
  );
  await reply(ada, helper._id, 'Maybe pad the month so `v2026.03` sorts before `v2026.10`?');
  await reply(tom, helper._id, 'Good call, updated it with `padStart(2, "0")`.');
  await reply(olga, helper._id, 'Looks good to me, **ship it**.');

  await send(ada, general._id, '@Olga Owner the metrics deck is ready for your review before the board meeting.', { mentions: [olga.id] });
  await send(olga, general._id, '@Tom Teammate can you check the pricing page on mobile before noon?', { mentions: [tom.id] });
  const png = await pricingMockPng(browser);
  const upload = await tom.api.post(`/api/channel/${general._id}/attachments`, { multipart: { file: { name: 'pricing-page.png', mimeType: 'image/png', buffer: png } } });
  if (upload.status() !== 201) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const attachment = ((await upload.json()) as { data: { _id: string } }).data;
  await send(tom, general._id, 'On it. This is the current layout on staging:', { attachmentIds: [attachment._id] });
  await send(ben, general._id, 'The plan cards wrap a bit early on small phones, the third one drops below the fold.');
  await send(tom, general._id, 'Fixed in `fix/pricing-cards`, deploying to staging now.');
  const last = await send(olga, general._id, 'Great work everyone, thank you!');

  await react(olga, signups._id, '🎉');
  await react(tom, signups._id, '🎉');
  await react(ben, signups._id, '👍');
  await react(tom, last._id, '👍');
  await react(ada, last._id, '👍');
  await call(olga.api, 'post', `/api/messages/${pinned._id}/pin`);
  await call(olga.api, 'post', `/api/channel/${general._id}/read`);

  // A direct conversation Olga has not read, and one she has.
  const directWithTom = await call<Channel>(tom.api, 'post', '/api/channels/direct', { members: [olga.id] });
  const directWithAda = await call<Channel>(olga.api, 'post', '/api/channels/direct', { members: [ada.id] });
  await send(olga, directWithAda._id, 'Thanks for the deck, I will go through it tonight.');
  await send(ada, directWithAda._id, 'Great, ping me with questions.');

  const group = await call<Channel>(olga.api, 'post', '/api/channels', { channelType: 'group', name: 'Launch crew', members: [tom.id, ada.id, ben.id] });
  await send(olga, group._id, 'Welcome to the launch crew! Checklist and owners are in the project board.');
  const loadTests = await send(ben, group._id, 'Load tests are scheduled for Thursday.');
  // A thread longer than one page (50), so it opens with 'Show earlier replies'.
  for (let run = 1; run <= 55; run++) await reply(run % 2 ? ben : tom, loadTests._id, `Run ${run}: p99 ${40 + (run % 7)} ms at ${run * 100} users.`);

  return { olga, tom, ada, ben, general, directWithTom, group, yesterday };
}

/** Two messages from Tom after the call, so the direct conversation is unread for Olga. */
async function unreadDirect(seeded: Seeded): Promise<void> {
  const { tom, directWithTom } = seeded;
  await send(tom, directWithTom._id, 'Thanks for the quick call! Notes from it:\n- hero spacing: **fixed**\n- plan cards: wrap at 360 px');
  await send(tom, directWithTom._id, 'Can you approve the staging deploy when you have a minute?');
}

/** With the server stopped: the first messages of #general (and the thread) move to yesterday morning. */
async function moveToYesterday(seeded: Seeded): Promise<void> {
  const db = new PGlite({ dataDir: path.join(DATA_DIR, 'pglite') });
  try {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 9, 12);
    for (const [index, id] of seeded.yesterday.entries()) {
      const at = new Date(start.getTime() + index * 11 * 60_000);
      await db.query('update messages set created_at = $1 where id = $2', [at.toISOString(), id]);
      const replies = await db.query<{ id: string }>('select id from messages where parent_id = $1 order by seq', [id]);
      for (const [offset, row] of replies.rows.entries()) {
        const replyAt = new Date(at.getTime() + (offset + 1) * 7 * 60_000);
        await db.query('update messages set created_at = $1 where id = $2', [replyAt.toISOString(), row.id]);
        await db.query('update messages set last_reply_at = $1 where id = $2', [replyAt.toISOString(), id]);
      }
    }
    // Today's messages: spread over the last hour rather than the last few seconds.
    const today = await db.query<{ id: string }>(
      'select id from messages where channel_id = $1 and parent_id is null and created_at > $2 order by seq',
      [seeded.general._id, new Date(now.getTime() - 3_600_000).toISOString()],
    );
    const first = Math.max(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 1).getTime(), now.getTime() - 50 * 60_000);
    const step = Math.floor((now.getTime() - 60_000 - first) / Math.max(1, today.rows.length));
    for (const [index, row] of today.rows.entries()) {
      await db.query('update messages set created_at = $1 where id = $2', [new Date(first + index * step).toISOString(), row.id]);
    }
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------
// The screens

async function newContext(browser: Browser, person: Person, theme: Theme, viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
    permissions: ['camera', 'microphone', 'notifications'],
    storageState: await person.api.storageState(),
  });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  const tag = `[${person.name.split(' ')[0]} ${theme} ${viewport.name}]`;
  page.on('pageerror', (error) => console.warn(`${tag} page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`${tag} console: ${message.text()}`);
  });
  return { context, page };
}

/** The pointer off the page: no hover toolbar or tooltip left over from the last click. */
async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.waitForFunction(() => !document.querySelector('[role="tooltip"]'));
}

const chatPath = (channelId: string) => `/chat?channel=${encodeURIComponent(channelId)}`;
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function openGeneral(page: Page, seeded: Seeded): Promise<void> {
  await page.goto(chatPath(seeded.general._id));
  await page.getByRole('heading', { name: '# general' }).waitFor();
  await log(page).getByText('Great work everyone').waitFor();
  // The image preview has loaded (it is lazy).
  await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete));
}

async function openDrawer(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.name !== 'mobile') return;
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('list', { name: 'Direct Message', exact: true }).getByTestId('unread-badge').first().waitFor();
}

/** Your status menu, with the desktop notifications switch; closed again afterwards. */
async function shootStatusMenu(page: Page, theme: Theme, viewport: Viewport): Promise<void> {
  await page.getByRole('button', { name: /^Your status/ }).click();
  await page.getByRole('menuitemcheckbox', { name: /Desktop notifications/ }).waitFor();
  await shoot(page, 'chat-status-menu', theme, viewport, false);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

async function captureChat(browser: Browser, seeded: Seeded, theme: Theme, viewport: Viewport): Promise<void> {
  const { context, page } = await newContext(browser, seeded.olga, theme, viewport);
  const mobile = viewport.name === 'mobile';

  // 1. #general with the conversation list.
  await openGeneral(page, seeded);
  if (!mobile) await page.getByRole('list', { name: 'Direct Message', exact: true }).getByTestId('unread-badge').first().waitFor();
  await restPointer(page);
  await shoot(page, 'chat-general', theme, viewport);
  if (mobile) {
    await openDrawer(page, viewport);
    await shoot(page, 'chat-drawer', theme, viewport);
    await shootStatusMenu(page, theme, viewport);
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Direct Message', exact: true }).waitFor({ state: 'hidden' });
  }

  if (!mobile) await shootStatusMenu(page, theme, viewport);

  // The quick switcher (Ctrl+K), filtered.
  // On a phone the drawer (and its button) is closed by now: the shortcut opens it as well.
  if (mobile) await page.keyboard.press('Control+k');
  else await page.getByRole('button', { name: 'Jump to a conversation' }).click();
  await page.getByRole('combobox', { name: 'Conversation name' }).fill('t');
  await shoot(page, 'chat-quick-switcher', theme, viewport, false);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Jump to a conversation' }).waitFor({ state: 'hidden' });

  // A message's hover toolbar (desktop only: touch has no hover).
  if (!mobile) {
    await log(page).getByRole('article', { name: /^Tom Teammate/ }).filter({ hasText: 'fix/pricing-cards' }).hover();
    await shoot(page, 'chat-message-actions', theme, viewport);
    await restPointer(page);
  }

  // 2. The thread.
  await log(page).getByRole('button', { name: '3 replies, open thread' }).click();
  await page.getByRole('textbox', { name: 'Reply' }).waitFor();
  await page.getByText('Looks good to me').waitFor();
  await restPointer(page);
  await shoot(page, 'chat-thread', theme, viewport);
  await page.getByRole('button', { name: 'Close thread' }).click();
  await restPointer(page);

  // 5. Pinned and search, opened with the newest messages in view (clicking '3 replies' scrolled up to it).
  await log(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForTimeout(200);
  await page.getByRole('button', { name: 'Pinned messages' }).click();
  await page.getByRole('list', { name: 'Pinned messages' }).waitFor();
  await restPointer(page);
  await shoot(page, 'chat-pinned', theme, viewport);
  await page.getByRole('button', { name: 'Close pinned messages' }).click();
  await restPointer(page);

  await page.getByRole('button', { name: 'Search messages' }).click();
  await page.getByRole('searchbox', { name: 'Search text' }).fill('staging');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button').first().waitFor();
  await restPointer(page);
  await shoot(page, 'chat-search', theme, viewport);
  await page.getByRole('button', { name: 'All conversations' }).click();
  await page.waitForTimeout(400);
  await page.getByRole('list', { name: 'Search results' }).getByText('in Tom Teammate').waitFor();
  await restPointer(page);
  await shoot(page, 'chat-search-all', theme, viewport);
  await page.getByRole('button', { name: 'Close search' }).click();

  // 3. Start a Conversation, one person picked.
  await openDrawer(page, viewport);
  await page.getByRole('button', { name: 'Start Direct Message' }).click();
  const start = page.getByRole('dialog', { name: 'Start a Conversation' });
  await start.getByRole('checkbox', { name: 'Ada Analyst' }).check();
  await start.getByRole('button', { name: 'Start Conversation (1)' }).waitFor();
  await restPointer(page);
  await shoot(page, 'chat-start-conversation', theme, viewport);
  await start.getByRole('button', { name: 'Cancel' }).click();
  await start.waitFor({ state: 'detached' });

  // 4. Create Group, its rules broken.
  await openDrawer(page, viewport);
  await page.getByRole('button', { name: 'Start Group Message' }).click();
  const group = page.getByRole('dialog', { name: 'Create Group' });
  await group.getByRole('checkbox', { name: 'Tom Teammate' }).check();
  await group.getByRole('button', { name: /^Create Group \(/ }).click();
  await group.getByText('Group name is required').waitFor();
  await group.getByText('Minimum 2 members required').waitFor();
  await restPointer(page);
  await shoot(page, 'chat-create-group', theme, viewport);
  await group.getByRole('button', { name: 'Cancel' }).click();
  await group.waitFor({ state: 'detached' });

  // The group, read.
  await page.goto(chatPath(seeded.group._id));
  await page.getByRole('heading', { name: 'Launch crew' }).waitFor();
  await log(page).getByText('Load tests are scheduled').waitFor();
  await restPointer(page);
  await shoot(page, 'chat-group', theme, viewport);
  // A long thread opens at its newest replies; earlier ones load on demand.
  await log(page).getByRole('button', { name: '55 replies, open thread' }).click();
  await page.getByText('Run 55:').waitFor();
  await page.getByRole('button', { name: 'Show earlier replies' }).scrollIntoViewIfNeeded();
  await restPointer(page);
  await shoot(page, 'chat-thread-long', theme, viewport);
  await context.close();

  // The direct conversation with the call entry, as Tom sees it (Olga's stays unread).
  const tom = await newContext(browser, seeded.tom, theme, viewport);
  await tom.page.goto(chatPath(seeded.directWithTom._id));
  await tom.page.getByRole('heading', { name: 'Olga Owner' }).waitFor();
  await log(tom.page).getByText(/Video call started by/).first().waitFor();
  await log(tom.page).getByText('approve the staging deploy').waitFor();
  await shoot(tom.page, 'chat-direct', theme, viewport);
  await tom.context.close();
}

/**
 * Tom calls Olga in their direct conversation (or, given one, in a group both are in, where
 * the others ring unanswered); Olga answers. Returns both pages, connected.
 */
async function connectCall(
  browser: Browser,
  seeded: Seeded,
  theme: Theme,
  viewport: Viewport,
  shots: boolean,
  conversation = { id: seeded.directWithTom._id, title: 'Olga Owner' },
) {
  const caller = await newContext(browser, seeded.tom, theme, viewport);
  const callee = await newContext(browser, seeded.olga, theme, viewport);
  await callee.page.goto(chatPath(seeded.general._id));
  await callee.page.getByRole('heading', { name: '# general' }).waitFor();
  await caller.page.goto(chatPath(conversation.id));
  await caller.page.getByRole('heading', { name: conversation.title }).waitFor();
  await caller.page.getByRole('button', { name: 'Start video call' }).click();

  const incoming = callee.page.getByRole('dialog', { name: 'Incoming Video Call' });
  await incoming.waitFor();
  if (shots) {
    await caller.page.locator('[data-call-state]').waitFor();
    await shoot(caller.page, 'call-outgoing', theme, viewport);
    await shoot(callee.page, 'call-incoming', theme, viewport);
  }
  await incoming.getByRole('button', { name: 'Accept' }).click();
  for (const side of [caller.page, callee.page]) {
    await side.locator('[data-call-state="connected"]').waitFor({ timeout: 30_000 });
  }
  await callee.page.getByLabel('In the call with Tom Teammate').waitFor();
  // Both pictures are playing.
  await callee.page.waitForFunction(() => {
    const videos = [...document.querySelectorAll('video')];
    return videos.length >= 2 && videos.every((video) => video.readyState >= 2);
  }, undefined, { timeout: 15_000 });
  return { caller, callee };
}

type Side = Awaited<ReturnType<typeof newContext>>;

/** Tom hangs up; once Olga's call window is gone, both close. */
async function endCall(caller: Side, callee: Side): Promise<void> {
  await caller.page.getByRole('button', { name: 'Hang up' }).click();
  await callee.page.locator('[data-call-state]').waitFor({ state: 'detached' });
  await caller.context.close();
  await callee.context.close();
}

async function captureCall(browser: Browser, seeded: Seeded, theme: Theme, viewport: Viewport): Promise<void> {
  const { caller, callee } = await connectCall(browser, seeded, theme, viewport, true);
  await callee.page.waitForTimeout(1500);
  await restPointer(callee.page);
  await shoot(callee.page, 'call-video', theme, viewport);
  await callee.page.getByRole('button', { name: 'Mute' }).click();
  await callee.page.getByRole('button', { name: 'Turn camera off' }).click();
  await callee.page.getByRole('button', { name: 'Turn camera on' }).waitFor();
  await restPointer(callee.page);
  await shoot(callee.page, 'call-video-muted', theme, viewport);
  await endCall(caller, callee);
}

/** A group call: Olga opens 'Add people' (Ada and Ben were rung and did not answer), then rings Ada again, then Ben. */
async function captureAddPeople(browser: Browser, seeded: Seeded, theme: Theme, viewport: Viewport): Promise<void> {
  const { caller, callee } = await connectCall(browser, seeded, theme, viewport, false, { id: seeded.group._id, title: seeded.group.name });
  await callee.page.getByRole('button', { name: 'Add people' }).click();
  const popup = callee.page.getByRole('dialog', { name: 'Add people' });
  await popup.getByRole('button', { name: /Ada Analyst/ }).waitFor();
  await restPointer(callee.page);
  await shoot(callee.page, 'call-add-people', theme, viewport);
  const askIn = async (name: string, shot: string) => {
    await popup.getByRole('button', { name: new RegExp(name) }).click();
    await callee.page.getByRole('group', { name }).getByText('Ringing…').waitFor();
    await restPointer(callee.page);
    await shoot(callee.page, shot, theme, viewport);
  };
  await askIn('Ada Analyst', 'call-add-people-ringing');
  // Four tiles: two columns on a phone.
  await callee.page.getByRole('button', { name: 'Add people' }).click();
  await askIn('Ben Builder', 'call-add-people-ringing-two');
  await endCall(caller, callee);
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await rm(WORK_DIR, { recursive: true, force: true });
  await mkdir(WORK_DIR, { recursive: true });
  await mkdir(OUT, { recursive: true });
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) execSync('npm run build:web', { stdio: 'inherit' });

  const sink = await startSmtpSink();
  let server: ChildProcess | null = await startChatServer(sink);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const seeded = await seed(sink, browser);
    // A short call first, so the direct conversation has its entry; then Tom writes.
    const warmUp = await connectCall(browser, seeded, 'light', VIEWPORTS[0], false);
    await warmUp.callee.page.waitForTimeout(3000);
    await endCall(warmUp.caller, warmUp.callee);
    await unreadDirect(seeded);

    for (const person of [seeded.olga, seeded.tom, seeded.ada, seeded.ben]) await person.api.dispose();
    await stopServer(server);
    server = null;
    await moveToYesterday(seeded);
    server = await startChatServer(sink);
    // Fresh sessions: the stored cookies still hold (sessions live in the database).
    for (const person of [seeded.olga, seeded.tom]) {
      person.api = await request.newContext({ baseURL: BASE_URL });
      await call(person.api, 'post', '/api/user/login', { email: person.email, password: person.password });
    }

    for (const theme of THEMES) for (const viewport of VIEWPORTS) await captureChat(browser, seeded, theme, viewport);
    for (const theme of THEMES) for (const viewport of VIEWPORTS) await captureCall(browser, seeded, theme, viewport);
    for (const theme of THEMES) for (const viewport of VIEWPORTS) await captureAddPeople(browser, seeded, theme, viewport);
  } finally {
    await browser.close();
    if (server) await stopServer(server);
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
