import { expect, test, type Browser, type Page } from '../support/test';
import { openDirectMessage } from '../support/chat';
import { DEMO_PASSWORD } from '../support/env';
import { apiSignIn } from '../support/session';
import { clusterNodes, socketCounts, type ClusterNode } from './nodes';

/**
 * Issue 20: two people chat through nginx while the node holding Olivia's socket is killed
 * with SIGKILL (no shutdown, no disconnect on the server side). Run by deploy/smoke/failover.sh.
 */

const OLIVIA = { email: 'owner@demo.test', name: 'Olivia Owner' };
const EDDIE = { email: 'editor@demo.test', name: 'Eddie Editor' };
const RECONNECTING = 'Connection lost. Reconnecting…';

/** Lets the test keep a page from reconnecting: while held, a new socket.io connection waits until `open()`. */
interface Gate {
  held: boolean;
  /** Connections that have waited (or wait) at the gate. */
  waited: number;
  opened: Promise<void>;
  open(): void;
}

function newGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { held: false, waited: 0, opened, open };
}

/** A browser of its own, signed in through nginx (the cookie), on /chat; its sockets through `gate` when given. */
async function chatAs(browser: Browser, person: { email: string }, gate?: Gate): Promise<Page> {
  const context = await browser.newContext();
  if (gate) {
    await context.routeWebSocket(/\/socket\.io\//, async (socket) => {
      if (gate.held) {
        gate.waited += 1;
        await gate.opened;
      }
      socket.connectToServer();
    });
  }
  await apiSignIn(context.request, { email: person.email, password: DEMO_PASSWORD });
  const page = await context.newPage();
  await page.goto('/chat');
  return page;
}

const messageRows = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('article').filter({ has: page.getByText(text, { exact: true }) });

async function send(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
}

/** The sender sees it acknowledged ('Sent') and the other person sees it, once each. */
async function expectDelivered(from: Page, to: Page, text: string): Promise<void> {
  await expect(messageRows(from, text).getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(messageRows(from, text)).toHaveCount(1);
  await expect(messageRows(to, text)).toHaveCount(1);
}

/**
 * A message written around the kill: acknowledged once the client is back, or shown 'Not sent'
 * with Retry, which then sends it. Either way it must end up once on both sides.
 */
async function settle(from: Page, to: Page, text: string): Promise<string> {
  const row = messageRows(from, text);
  const sent = row.getByRole('img', { name: 'Sent' });
  const retry = row.getByRole('button', { name: 'Retry' });
  // The send's own acknowledgement timeout (ACK_TIMEOUT_MS, 15 s) comes first.
  await expect(sent.or(retry)).toBeVisible({ timeout: 45_000 });
  const failed = await retry.isVisible();
  if (failed) await retry.click();
  await expectDelivered(from, to, text);
  return failed ? 'shown not sent, then retried' : 'delivered after the reconnect';
}

/** The conversation's top-level messages with `text`, as the API (through nginx) answers. */
async function storedCount(page: Page, text: string): Promise<number> {
  const channelId = new URL(page.url()).searchParams.get('channel');
  const answer = await page.request.get(`/api/channel/${channelId}/messages`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { message: string }[] };
  return data.filter((message) => message.message === text).length;
}

/** Each person's stored status, by name, through nginx. */
async function presence(page: Page): Promise<Record<string, string>> {
  const people = (await (await page.request.get('/api/employee/list')).json()) as { data: { _id: string; name: string }[] };
  const statuses = (await (await page.request.get('/api/chat/presence')).json()) as { data: { userId: string; contactStatus: string }[] };
  const nameOf = new Map(people.data.map((person) => [person._id, person.name]));
  return Object.fromEntries(statuses.data.filter((row) => [OLIVIA.name, EDDIE.name].includes(nameOf.get(row.userId) ?? '')).map((row) => [nameOf.get(row.userId), row.contactStatus]));
}

/** The other person's presence as the direct conversation's header writes it. */
const partnerStatus = (page: Page, label: 'Online' | 'Busy') => page.getByRole('region', { name: 'Conversation' }).locator('header').getByText(label, { exact: true });

async function chooseStatus(page: Page, label: 'Online' | 'Busy'): Promise<void> {
  await page.getByRole('button', { name: /^Your status/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
}

/**
 * Eddie's browser, preferably with its socket on the node Olivia's is not on, so that the kill
 * leaves him connected and the survivor has to carry what he says to her. nginx balances by open
 * connections, but a page's own requests in flight can tip it: he signs in again, a few times at
 * most; after that both sockets share a node and the kill takes both, which the test copes with too.
 */
async function eddieBrowser(browser: Browser, nodes: readonly ClusterNode[], oliviaOnly: string): Promise<{ eddie: Page; sameNode: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    const eddie = await chatAs(browser, EDDIE);
    await expect.poll(() => socketCounts(nodes)).toMatch(/^(2,0|1,1|0,2)$/);
    const sameNode = (await socketCounts(nodes)) !== '1,1';
    if (!sameNode || attempt === 3) return { eddie, sameNode };
    console.log("  Eddie's socket landed on Olivia's node: he signs in again");
    await eddie.context().close();
    await expect.poll(() => socketCounts(nodes)).toBe(oliviaOnly);
  }
}

test('chat through nginx survives the SIGKILL of the node holding a socket', async ({ browser }) => {
  const nodes = clusterNodes();
  const run = Date.now().toString(36);
  const text = (what: string) => `${what} (${run})`;

  const oliviaGate = newGate();
  const olivia = await chatAs(browser, OLIVIA, oliviaGate);
  await expect.poll(() => socketCounts(nodes)).toMatch(/^(1,0|0,1)$/);
  const oliviaOnly = await socketCounts(nodes);
  const [oliviaNode, survivor] = oliviaOnly === '1,0' ? [nodes[0]!, nodes[1]!] : [nodes[1]!, nodes[0]!];
  const { eddie, sameNode } = await eddieBrowser(browser, nodes, oliviaOnly);
  console.log(`  Olivia's socket on the node on ${oliviaNode.port}, Eddie's on ${(sameNode ? oliviaNode : survivor).port}`);

  await openDirectMessage(olivia, EDDIE.name);
  await openDirectMessage(eddie, OLIVIA.name);
  await expect(partnerStatus(olivia, 'Online')).toBeVisible();
  await expect(partnerStatus(eddie, 'Online')).toBeVisible();

  const before = [text('Olivia before the crash'), text('Eddie before the crash'), text('Olivia again before the crash')];
  await send(olivia, before[0]!);
  await expectDelivered(olivia, eddie, before[0]!);
  await send(eddie, before[1]!);
  await expectDelivered(eddie, olivia, before[1]!);
  await send(olivia, before[2]!);
  await expectDelivered(olivia, eddie, before[2]!);

  // The kill, then at once a message from each side: Olivia's socket is gone or about to be noticed
  // gone. She stays disconnected until the test lets her reconnect.
  oliviaGate.held = true;
  const killedAt = Date.now();
  process.kill(oliviaNode.pid, 'SIGKILL');
  const atKill = { olivia: text('Olivia as her node died'), eddie: text('Eddie as her node died') };
  await send(olivia, atKill.olivia);
  await send(eddie, atKill.eddie);

  // Disconnected for sure: the page says so, and what she sends now waits.
  await expect(olivia.getByText(RECONNECTING)).toBeVisible();
  const whileDown = text('Olivia while disconnected');
  await send(olivia, whileDown);
  await expect(messageRows(olivia, whileDown).getByText('Sending…')).toBeVisible();
  // Her client is trying to reconnect: that attempt goes on to nginx once the gate opens.
  await expect.poll(() => oliviaGate.waited).toBeGreaterThan(0);
  // Eddie goes busy meanwhile: the event cannot reach her, so she has to learn it on reconnecting.
  await chooseStatus(eddie, 'Busy');
  await expect.poll(async () => (await presence(eddie))[EDDIE.name]).toBe('busy');
  oliviaGate.held = false;
  oliviaGate.open();

  // Both sockets end up on the survivor, and neither page says it is reconnecting.
  await expect.poll(() => socketCounts(nodes), { timeout: 30_000 }).toBe(survivor === nodes[0] ? '2,-' : '-,2');
  console.log(`  both sockets on the node on ${survivor.port} ${Date.now() - killedAt} ms after the SIGKILL (Olivia held back until she had sent)`);
  await expect(olivia.getByText(RECONNECTING)).toBeHidden();
  await expect(eddie.getByText(RECONNECTING)).toBeHidden();
  await expect(partnerStatus(olivia, 'Busy')).toBeVisible();
  await chooseStatus(eddie, 'Online');

  console.log(`  Olivia's message as her node died: ${await settle(olivia, eddie, atKill.olivia)}`);
  console.log(`  Eddie's message as her node died: ${await settle(eddie, olivia, atKill.eddie)}`);
  console.log(`  Olivia's message while disconnected: ${await settle(olivia, eddie, whileDown)}`);

  const after = [text('Olivia after the crash'), text('Eddie after the crash')];
  await send(olivia, after[0]!);
  await expectDelivered(olivia, eddie, after[0]!);
  await send(eddie, after[1]!);
  await expectDelivered(eddie, olivia, after[1]!);

  // Every acknowledged message once on each screen and once in the database, in the order sent.
  const all = [...before, atKill.olivia, atKill.eddie, whileDown, ...after];
  for (const page of [olivia, eddie]) {
    for (const message of all) await expect(messageRows(page, message)).toHaveCount(1);
    for (const message of all) expect(await storedCount(page, message), message).toBe(1);
  }
  const shown = await olivia.getByRole('log', { name: 'Messages' }).getByRole('article').allInnerTexts();
  // Those sent around the outage may be stored in any order between the ones before and after it.
  const [b1, b2, b3, d1, d2, d3, a1, a2] = all.map((message) => shown.findIndex((row) => row.includes(message)));
  const outage = [d1!, d2!, d3!];
  expect(b1! < b2! && b2! < b3! && b3! < Math.min(...outage) && Math.max(...outage) < a1! && a1! < a2!, `rows in order: ${[b1, b2, b3, d1, d2, d3, a1, a2]}`).toBe(true);

  // Presence converges: each shows the other online (Eddie's return to online reached her live), and
  // the server stores both online.
  await expect(partnerStatus(olivia, 'Online')).toBeVisible();
  await expect(partnerStatus(eddie, 'Online')).toBeVisible();
  await expect.poll(() => presence(eddie)).toEqual({ [OLIVIA.name]: 'online', [EDDIE.name]: 'online' });
});
