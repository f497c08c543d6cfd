import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const VISA_OK = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

/** An organisation on the free tier with one token per role, paying for `seats` Team seats monthly. */
async function payingOrganization(seats = 8) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'maintainer', 'editor', 'read'], { plan: 'free' });
  const tokens = {
    owner: await tokenFor(t.db, members.owner),
    admin: await tokenFor(t.db, members.admin),
    maintainer: await tokenFor(t.db, members.maintainer),
    editor: await tokenFor(t.db, members.editor),
    read: await tokenFor(t.db, members.read),
  };
  await buy(tokens.owner, seats);
  return { organization, tokens };
}

/** Checkout through the API and pay on the sandbox's hosted page with the 4242 card. */
async function buy(token: string, quantity: number) {
  const start = await callApi(t.app, 'POST', '/api/checkout', token, { quantity, billing_cycle: 'monthly', promotionCode: null });
  expect(start.statusCode, start.body).toBe(200);
  const sessionId = new URL(start.json().data.url as string).pathname.split('/').pop()!;
  const paid = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, token, VISA_OK);
  expect(paid.json().data.status, paid.body).toBe('paid');
}

/**
 * The text a PDF viewer would show: pdfkit compresses its content streams and writes text as hex
 * strings in TJ arrays, so each stream is inflated and every TJ's pieces are joined into a line.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by its /Length: compressed bytes may themselves end in \r or \n.
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

describe('invoices', () => {
  it('lists the paid invoices newest first with their number, lines, totals and card', async () => {
    const { tokens } = await payingOrganization(8);
    const first = await callApi(t.app, 'GET', '/api/invoice', tokens.owner);
    expect(first.statusCode).toBe(200);
    const [invoice] = first.json().data;
    expect(first.json().data).toHaveLength(1);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{6}$/),
      status: 'paid',
      planName: 'Team',
      billingCycle: 'monthly',
      quantity: 8,
      lines: [{ description: 'Team, 8 seats, billed monthly', quantity: 8, unitAmount: 8, amount: 64 }],
      subtotal: 64,
      discount: 0,
      total: 64,
      card: { brand: 'visa', last4: '4242' },
      pdfUrl: `/api/invoice/${invoice._id}?format=pdf`,
    });
    expect(invoice.paidAt).not.toBeNull();
    expect(Date.parse(invoice.periodEnd)).toBeGreaterThan(Date.parse(invoice.periodStart));

    // An upgrade mid-period bills the prorated difference on a second invoice, listed first.
    await buy(tokens.owner, 10);
    const list = (await callApi(t.app, 'GET', '/api/invoice', tokens.admin)).json().data;
    expect(list).toHaveLength(2);
    expect(list[1]._id).toBe(invoice._id);
    expect(list[0]).toMatchObject({ quantity: 10, lines: [{ description: 'Team, 10 seats, billed monthly, prorated for the rest of the current period' }] });
    expect(Number(list[0].number.slice(4))).toBeGreaterThan(Number(invoice.number.slice(4)));

    const detail = await callApi(t.app, 'GET', `/api/invoice/${invoice._id}`, tokens.owner);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(invoice);
  });

  it('downloads a PDF with the organisation, number, lines, totals, card and status', async () => {
    const { organization, tokens } = await payingOrganization(8);
    const [invoice] = (await callApi(t.app, 'GET', '/api/invoice', tokens.owner)).json().data;

    const res = await callApi(t.app, 'GET', invoice.pdfUrl, tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title is plain text in the file; the page itself is compressed.
    expect(pdf.toString('latin1')).toContain(`Invoice ${invoice.number}`);
    expect(pdf.toString('latin1')).not.toContain('Team, 8 seats');

    const text = pdfText(pdf);
    for (const expected of ['Teamwork', 'INVOICE', 'PAID', organization.name, invoice.number, 'Billed period', 'Team, 8 seats, billed monthly', '$8.00', '$64.00', 'Subtotal', 'Discount', 'Total']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Paid by Visa \S+ 4242/);

    const inline = await callApi(t.app, 'GET', `${invoice.pdfUrl}&disposition=inline`, tokens.admin);
    expect(inline.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
  });

  it('keeps invoices to owners and admins of their own organisation', async () => {
    const { tokens } = await payingOrganization(8);
    const other = await payingOrganization(6);
    const [invoice] = (await callApi(t.app, 'GET', '/api/invoice', tokens.owner)).json().data;

    for (const role of ['maintainer', 'editor', 'read'] as const) {
      for (const url of ['/api/invoice', `/api/invoice/${invoice._id}`, invoice.pdfUrl as string]) {
        expect((await callApi(t.app, 'GET', url, tokens[role])).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await callApi(t.app, 'GET', `/api/invoice/${invoice._id}`, other.tokens.owner)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', invoice.pdfUrl, other.tokens.owner)).statusCode).toBe(404);
    const otherList = (await callApi(t.app, 'GET', '/api/invoice', other.tokens.owner)).json().data;
    expect(otherList.map((i: { _id: string }) => i._id)).not.toContain(invoice._id);

    const badId = await callApi(t.app, 'GET', '/api/invoice/not-an-id', tokens.owner);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('invoiceId');
    const badFormat = await callApi(t.app, 'GET', `/api/invoice/${invoice._id}?format=docx`, tokens.owner);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain('format');
  });

  it('an organisation on the free tier has no invoices', async () => {
    const { members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
    const res = await callApi(t.app, 'GET', '/api/invoice', await tokenFor(t.db, members.owner));
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('transactions', () => {
  it('lists the billing history newest first, pages back with limit and before, and stays in the organisation', async () => {
    const { tokens } = await payingOrganization(8);
    await buy(tokens.owner, 10);
    await buy(tokens.owner, 12);
    const all = await callApi(t.app, 'GET', '/api/transaction', tokens.owner);
    expect(all.statusCode).toBe(200);
    const history = all.json().data;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['plan_change', 'plan_change', 'checkout']);
    expect(history[2]).toMatchObject({ status: 'succeeded', amount: 64, description: 'Subscribed: Team, 8 seats, billed monthly', card: { brand: 'visa', last4: '4242' } });
    expect(history[2].invoiceId).not.toBeNull();
    const times = history.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = (await callApi(t.app, 'GET', '/api/transaction?limit=2', tokens.owner)).json().data;
    expect(page.map((e: { _id: string }) => e._id)).toEqual(history.slice(0, 2).map((e: { _id: string }) => e._id));
    const next = (await callApi(t.app, 'GET', `/api/transaction?limit=2&before=${encodeURIComponent(page[1].createdAt)}`, tokens.admin)).json().data;
    expect(next.map((e: { _id: string }) => e._id)).toEqual([history[2]._id]);

    const tooMany = await callApi(t.app, 'GET', '/api/transaction?limit=201', tokens.owner);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('limit');
    const badCursor = await callApi(t.app, 'GET', '/api/transaction?before=yesterday', tokens.owner);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toContain('before');
    // PostgreSQL has no year 0: these reached it and answered 500.
    for (const before of ['0000-01-01', '0000-01-01T00:00:00Z']) {
      const outOfRange = await callApi(t.app, 'GET', `/api/transaction?before=${before}`, tokens.owner);
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json()).toMatchObject({ message: 'before: before must be between the years 1900 and 9999', code: 'VALIDATION_FAILED' });
    }

    for (const role of ['maintainer', 'editor', 'read'] as const) {
      expect((await callApi(t.app, 'GET', '/api/transaction', tokens[role])).statusCode).toBe(403);
    }
    const other = await payingOrganization(6);
    const theirs = (await callApi(t.app, 'GET', '/api/transaction', other.tokens.owner)).json().data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ kind: 'checkout', amount: 48 });
  });
});
