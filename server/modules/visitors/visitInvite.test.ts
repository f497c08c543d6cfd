import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../../domain/visitors/visits';
import { visits } from '../../platform/db/schema';
import { createOrganization } from '../../test/factories';
import type { ReceivedMail } from '../../test/smtpSink';
import { createTestApp, type TestApp } from '../../test/testApp';
import { LATER, sendQueuedMail, visitorsWorkspace } from './test/visitorsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The MIME part whose headers match: its headers and its bytes (its transfer encoding undone). */
function partOf(raw: string, header: RegExp): { headers: string; bytes: Buffer } {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((candidate) => header.test(candidate.split(/\r?\n\r?\n/)[0]!));
  if (!part) throw new Error(`No part matching ${header} in the mail`);
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const headers = head!.replace(/\r?\n[ \t]+/g, ' ');
  const encoded = body.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, bytes: Buffer.from(encoded.replace(/\s+/g, ''), 'base64') };
  if (encoding === 'quoted-printable') {
    return { headers, bytes: Buffer.from(encoded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1') };
  }
  return { headers, bytes: Buffer.from(encoded, 'utf8') };
}

const invitationOf = (email: string): Promise<ReceivedMail> => t.mail.waitFor(email, /^You are invited to visit /);

describe('POST /api/visit', () => {
  it('invites a visitor: the visit is expected, and the visitor is mailed the code in large letters and its QR code as an inline picture', async () => {
    const w = await visitorsWorkspace(t);
    const visit = await w.inviteOne(w.tokens.editor, { name: 'Zoe <b>Quinn</b>', email: 'Zoe@Quinn.test', purpose: 'Talk & <script>x</script>' });
    expect(visit).toMatchObject({
      status: 'expected',
      visitor: { name: 'Zoe <b>Quinn</b>', email: 'zoe@quinn.test', company: 'Acme', erased: false },
      host: { _id: w.members.editor.id },
      invitedBy: { _id: w.members.editor.id },
      expectedFrom: LATER.expectedFrom,
      expectedTo: LATER.expectedTo,
      walkIn: false,
      seriesId: null,
      canEdit: true,
    });
    expect(visit.code).toMatch(/^[A-Z2-9]{8}$/);

    await sendQueuedMail(t);
    const mail = await invitationOf('zoe@quinn.test');
    expect(mail.subject).toBe(`You are invited to visit ${w.organization.name}`);
    const html = partOf(mail.raw, /content-type: text\/html/i).bytes.toString('utf8');
    const text = partOf(mail.raw, /content-type: text\/plain/i).bytes.toString('utf8');
    // The visitor's typing is escaped in the HTML part.
    expect(html).toContain('Zoe &lt;b&gt;Quinn&lt;/b&gt;');
    expect(html).toContain('Talk &amp; &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(new RegExp(`font-size:32px[^>]*>${visit.code}</p>`));
    expect(html).toContain('<img src="cid:visit-code-qr"');
    // The text part: the code and the details, no link (the visitor has no account).
    expect(text).toContain(`Your sign-in code: ${visit.code}`);
    expect(text).toContain('Monday 4 March 2030, 09:00 to 11:00 (UTC)');
    expect(text).not.toMatch(/https?:\/\//);
    // The inline picture is the QR code of the code.
    const picture = partOf(mail.raw, /content-id: <visit-code-qr>/i);
    expect(picture.headers).toMatch(/content-type: image\/png/i);
    expect(picture.headers).toMatch(/content-disposition: inline/i);
    expect(picture.bytes.equals(await QRCode.toBuffer(visit.code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 }))).toBe(true);
  });

  it('hosts the visit for another member, never for someone outside the organisation or a deactivated member', async () => {
    const w = await visitorsWorkspace(t);
    const visit = await w.inviteOne(w.tokens.read, { hostId: w.members.owner.id });
    expect(visit).toMatchObject({ host: { _id: w.members.owner.id }, invitedBy: { _id: w.members.read.id } });
    const stranger = await createOrganization(t.db, ['editor'] as const);
    for (const hostId of [stranger.members.editor.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await w.api('POST', '/visit', w.tokens.editor, { name: 'Ann', email: 'a@b.test', hostId, ...LATER });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('hostId: Choose a member of your organisation');
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const w = await visitorsWorkspace(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.test', ...LATER }, 'name'],
      [{ name: '  ', email: 'a@b.test', ...LATER }, 'name'],
      [{ name: 'Ann', email: 'not-an-email', ...LATER }, 'email'],
      [{ name: 'Ann', email: 'a@b.test', expectedFrom: LATER.expectedTo, expectedTo: LATER.expectedFrom }, 'expectedTo'],
      [{ name: 'Ann', email: 'a@b.test', ...LATER, phone: 'call me' }, 'phone'],
      [{ name: 'Ann', email: 'a@b.test', ...LATER, hostId: 'nobody' }, 'hostId'],
      [{ name: 'Ann', email: 'a@b.test', ...LATER, repeat: { every: 'year', until: '2030-04-01' } }, 'repeat.every'],
      [{ name: 'Ann', email: 'a@b.test', ...LATER, repeat: { every: 'day', until: '2030-03-01' } }, 'repeat.until'],
      [{ name: 'Ann', email: 'a@b.test', ...LATER, status: 'signedIn' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await w.api('POST', '/visit', w.tokens.editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(field);
    }
  });

  it('repeats an invitation each weekday, day or week until a day, at the same time in the front desk zone, with one mail for the series', async () => {
    const w = await visitorsWorkspace(t);
    expect((await w.api('PUT', '/visitor/settings', w.tokens.admin, { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    // Friday 27 March 2026 09:00 in Berlin (08:00Z); summer time starts on Sunday the 29th.
    const first = { expectedFrom: '2026-03-27T08:00:00.000Z', expectedTo: '2026-03-27T09:00:00.000Z' };
    const weekdays = await w.invite(w.tokens.editor, { email: 'series@x.test', ...first, repeat: { every: 'weekday', until: '2026-04-01' } });
    expect(weekdays.map((visit) => visit.expectedFrom)).toEqual(['2026-03-27T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-03-31T07:00:00.000Z', '2026-04-01T07:00:00.000Z']);
    expect(weekdays.map((visit) => visit.expectedTo)).toEqual(['2026-03-27T09:00:00.000Z', '2026-03-30T08:00:00.000Z', '2026-03-31T08:00:00.000Z', '2026-04-01T08:00:00.000Z']);
    const seriesIds = new Set(weekdays.map((visit) => visit.seriesId));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(weekdays.map((visit) => visit.code)).size).toBe(4);

    const days = await w.invite(w.tokens.editor, { email: 'daily@x.test', ...first, repeat: { every: 'day', until: '2026-03-30' } });
    expect(days).toHaveLength(4);
    const weeks = await w.invite(w.tokens.editor, { email: 'weekly@x.test', ...first, repeat: { every: 'week', until: '2026-04-17' } });
    expect(weeks.map((visit) => visit.expectedFrom)).toEqual(['2026-03-27T08:00:00.000Z', '2026-04-03T07:00:00.000Z', '2026-04-10T07:00:00.000Z', '2026-04-17T07:00:00.000Z']);
    // A repeat that ends on the first day is one visit, not a series.
    const single = await w.invite(w.tokens.editor, { email: 'once@x.test', ...first, repeat: { every: 'day', until: '2026-03-27' } });
    expect(single).toHaveLength(1);
    expect(single[0]!.seriesId).toBeNull();

    // At most VISIT_REPEAT_MAX visits.
    const tooMany = await w.api('POST', '/visit', w.tokens.editor, { name: 'Ann', email: 'many@x.test', ...first, repeat: { every: 'day', until: '2026-06-30' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^repeat\.until: An invitation repeats at most 60 times/);
    expect(await t.db.select().from(visits).where(eq(visits.organizationId, w.organization.id))).toHaveLength(13);
    const sixty = await w.invite(w.tokens.editor, { email: 'sixty@x.test', ...first, repeat: { every: 'day', until: '2026-05-25' } });
    expect(sixty).toHaveLength(60);

    await sendQueuedMail(t);
    const mail = await invitationOf('series@x.test');
    expect(mail.text).toContain('Friday 27 March 2026, 09:00 to 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('Wednesday 1 April 2026, 09:00 to 10:00 (Europe/Berlin)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.received.filter((received) => received.to.includes('series@x.test'))).toHaveLength(1);
  });

  it('finds a returning visitor by email instead of registering them again', async () => {
    const w = await visitorsWorkspace(t);
    const first: Visit = await w.inviteOne(w.tokens.editor, { email: 'back@x.test', company: 'Old' });
    const second: Visit = await w.inviteOne(w.tokens.read, { email: 'BACK@x.test', company: 'New' });
    expect(second.visitor._id).toBe(first.visitor._id);
    expect(second.visitor.company).toBe('New');
  });
});
