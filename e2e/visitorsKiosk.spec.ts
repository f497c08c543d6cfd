import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import QRCode from 'qrcode';
import { team } from './support/accounts';
import { watchBell } from './support/bell';
import { CHROMIUM_ARGS, E2E_DIR } from './support/env';
import { unique } from './support/projects';

/**
 * The front desk's kiosk in a browser (issue 19): a tablet with no session opens the kiosk's
 * address; an invited visitor types their code (or shows its QR code to the camera), accepts the
 * agreement, is signed in and later signs out by the same code; a walk-in whose host must approve
 * waits, the host approves from their own browser, and the kiosk shows it; a revoked kiosk says so.
 */

const TABLET = { width: 1024, height: 768 };
const AGREEMENT = 'Visitors keep what they see here confidential.';

async function kioskAddress(ownerRequest: APIRequestContext, settings: { requireApproval: boolean; photoEnabled?: boolean }) {
  const saved = await ownerRequest.put('/api/visitor/settings', { data: { agreementText: AGREEMENT, requireApproval: settings.requireApproval, photoEnabled: settings.photoEnabled ?? false } });
  expect(saved.status()).toBe(200);
  const made = await ownerRequest.post('/api/visitor/kiosk', { data: { name: `Front desk ${unique()}` } });
  expect(made.status()).toBe(201);
  const { token, _id } = ((await made.json()) as { data: { token: string; _id: string } }).data;
  return { address: `/kiosk/${token}`, kioskId: _id };
}

/** The tablet: a context of its own, never signed in. */
async function tablet(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const page = await context.newPage();
  await page.goto(address);
  await expect(page.getByRole('button', { name: 'I have an invitation' })).toBeVisible();
  return page;
}

async function invite(owner: Page, name: string) {
  const now = Date.now();
  const invited = await owner.request.post('/api/visit', {
    data: { name, email: `guest-${unique()}@e2e.test`, company: 'Navy Labs', expectedFrom: new Date(now - 3_600_000).toISOString(), expectedTo: new Date(now + 4 * 3_600_000).toISOString() },
  });
  expect(invited.status()).toBe(201);
  return ((await invited.json()) as { data: { code: string }[] }).data[0]!.code;
}

/**
 * A camera that films a QR code: Chromium plays a Y4M file as its fake camera. Written from the
 * code's modules (dark 0, light 255, no colour), so no image tool is needed.
 */
function qrCameraFile(text: string): string {
  const [width, height] = [640, 480];
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) * 0.8 / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const [left, top] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [row, column] = [Math.floor(y / scale) - quiet, Math.floor(x / scale) - quiet];
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) luma[(top + y) * width + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(E2E_DIR, `qr-camera-${unique()}.y4m`);
  fs.mkdirSync(E2E_DIR, { recursive: true });
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

test("an invited visitor signs in at the kiosk by their code, and the host's open browser hears of it at once", async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, []);
  const { address, kioskId } = await kioskAddress(owner.request, { requireApproval: false });
  const code = await invite(owner, 'Grace Hopper');
  // The host (the owner invited for themselves) has the app open elsewhere, on the home page.
  await owner.goto('/');
  const bell = await watchBell(owner);

  const kiosk = await tablet(browser, address);
  await expect(kiosk).toHaveURL(new RegExp(`${address}$`));
  await kiosk.getByRole('button', { name: 'I have an invitation' }).click();
  // Typed as a visitor might: small letters with a space in the middle.
  await kiosk.getByRole('textbox', { name: 'Your code' }).fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await kiosk.getByRole('button', { name: 'Continue' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
  await expect(kiosk.getByText(AGREEMENT)).toBeVisible();
  const signIn = kiosk.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeDisabled();
  await kiosk.getByRole('checkbox', { name: 'I accept' }).check();
  await signIn.click();
  await expect(kiosk.getByRole('heading', { name: 'You are signed in.' })).toBeVisible();
  await expect(kiosk.getByText('Olga Owner has been told you are here.')).toBeVisible();
  // No reload on the host's side: the bell counts the arrival and the notification names the visitor.
  await bell.rang('Grace Hopper from Navy Labs has arrived');
  const badge = await kiosk.request.get((await kiosk.getByRole('link', { name: 'Print badge' }).getAttribute('href'))!);
  expect(badge.status()).toBe(200);
  expect(badge.headers()['content-type']).toContain('application/pdf');

  // Leaving: the same code signs them out.
  await kiosk.getByRole('button', { name: 'Done' }).click();
  await kiosk.getByRole('button', { name: 'Sign out' }).click();
  await kiosk.getByRole('textbox', { name: 'Your code' }).fill(code);
  await kiosk.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Goodbye, Grace Hopper.' })).toBeVisible();

  // Revoked by the owner: the tablet says so at once, and offers nothing.
  expect((await owner.request.delete(`/api/visitor/kiosk/${kioskId}`)).status()).toBe(200);
  await kiosk.reload();
  await expect(kiosk.getByRole('heading', { name: 'This kiosk is no longer active' })).toBeVisible();
  await expect(kiosk.getByRole('button')).toHaveCount(0);
});

test('a walk-in waits for their host, who approves from their browser, and the kiosk shows it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, []);
  const { address } = await kioskAddress(owner.request, { requireApproval: true });
  const visitorName = `Alan Turing ${unique()}`;

  const kiosk = await tablet(browser, address);
  await kiosk.getByRole('button', { name: "I'm a walk-in" }).click();
  await kiosk.getByRole('textbox', { name: 'Your name' }).fill(visitorName);
  await kiosk.getByRole('textbox', { name: 'Company' }).fill('Bletchley Park');
  await kiosk.getByRole('combobox', { name: 'Who are you visiting?' }).fill('Olga');
  await kiosk.getByRole('option', { name: 'Olga Owner' }).click();
  await kiosk.getByRole('checkbox', { name: 'I accept' }).check();
  await kiosk.getByRole('button', { name: 'Sign in' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Waiting for Olga Owner to approve your visit…' })).toBeVisible();

  // The host decides from their own signed-in browser: the notification arrives live with Approve / Deny.
  await owner.goto('/');
  const bell = owner.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = owner.getByRole('presentation');
  await expect(panel.getByText(visitorName).first()).toBeVisible({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(owner.getByText(`${visitorName} is approved`)).toBeVisible();

  await expect(kiosk.getByRole('heading', { name: 'Approved: welcome!' })).toBeVisible({ timeout: 10_000 });
  await expect(kiosk.getByText('Olga Owner has been told you are here.')).toBeVisible();
});

test("the kiosk reads the invitation's QR code from the tablet's camera and takes the visitor's photo", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { owner } = await team(browser, []);
  const { address } = await kioskAddress(owner.request, { requireApproval: false, photoEnabled: true });
  const code = await invite(owner, 'Katherine Johnson');

  const camera = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrCameraFile(code)}`],
  });
  try {
    const context = await camera.newContext({ baseURL, viewport: TABLET, hasTouch: true, permissions: ['camera'] });
    const kiosk = await context.newPage();
    await kiosk.goto(address);
    await kiosk.getByRole('button', { name: 'I have an invitation' }).click();
    // Nothing typed: the code comes from the camera.
    await expect(kiosk.getByRole('heading', { name: 'Welcome, Katherine Johnson' })).toBeVisible({ timeout: 15_000 });
    await kiosk.getByRole('checkbox', { name: 'I accept' }).check();
    await kiosk.getByRole('button', { name: 'Take photo' }).click();
    await expect(kiosk.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await kiosk.getByRole('button', { name: 'Sign in' }).click();
    await expect(kiosk.getByRole('heading', { name: 'You are signed in.' })).toBeVisible();
    // The photo reached the visit: the host's side can open it.
    const today = await owner.request.get('/api/visit/today?scope=all');
    const visit = ((await today.json()) as { data: { onSite: { visitor: { name: string }; photoUrl: string | null }[] } }).data.onSite.find((entry) => entry.visitor.name === 'Katherine Johnson');
    expect(visit?.photoUrl).toBeTruthy();
    expect((await owner.request.get(visit!.photoUrl!)).status()).toBe(200);
  } finally {
    await camera.close();
  }
});

test('the kiosk screens pass axe\'s WCAG 2.1 A and AA rules, light and dark, on a tablet', async ({ browser }) => {
  test.setTimeout(150_000);
  const { owner } = await team(browser, []);
  const { address } = await kioskAddress(owner.request, { requireApproval: true });
  const code = await invite(owner, 'Mary Jackson');
  const found: string[] = [];
  const check = async (page: Page, name: string) => {
    // Let enter transitions finish, or colours are measured half way.
    await page.waitForTimeout(400);
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of violations) found.push(`${name}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: TABLET, hasTouch: true, colorScheme });
    const kiosk = await context.newPage();
    await kiosk.goto(address);
    await expect(kiosk.getByRole('button', { name: 'I have an invitation' })).toBeVisible();
    await check(kiosk, `${colorScheme} start`);
    await kiosk.getByRole('button', { name: 'I have an invitation' }).click();
    await kiosk.getByRole('textbox', { name: 'Your code' }).fill(code);
    await check(kiosk, `${colorScheme} code`);
    await kiosk.getByRole('button', { name: 'Continue' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Welcome, Mary Jackson' })).toBeVisible();
    await check(kiosk, `${colorScheme} welcome`);
    await kiosk.getByRole('button', { name: 'Start over' }).click();
    await kiosk.getByRole('button', { name: "I'm a walk-in" }).click();
    await kiosk.getByRole('combobox', { name: 'Who are you visiting?' }).fill('Olga');
    await expect(kiosk.getByRole('option', { name: 'Olga Owner' })).toBeVisible();
    await check(kiosk, `${colorScheme} walk-in`);
    await context.close();
  }
  expect(found).toEqual([]);
});
