import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ORG_ROLES, type OrgRole } from '../../../../domain/permissions/roles';
import type { VisitorSettingsBody, VisitStatus } from '../../../../domain/visitors/visits';
import { visitors, visits } from '../../../platform/db/schema';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';
import { addBlock } from '../visitorBlocks';
import { upsertVisitor } from '../visitorDirectory';
import { updateVisitorSettings } from '../visitorSettings';
import { insertVisit } from '../visitRows';

/** Test helpers of the kiosk: an organisation with every role, one kiosk, and its public calls. */

const HOUR_MS = 3_600_000;
/** A one-pixel PNG, as the kiosk's canvas would send a photo. */
export const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PNG_DATA_URL = `data:image/png;base64,${PNG_PIXEL.toString('base64')}`;

let nextAddress = 1;
/** Each workspace calls from its own client address, so rate limits of one test never touch another's. */
const freshAddress = () => `10.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}.7`;

export async function kioskWorkspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = {} as Record<OrgRole, string>;
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const organizationId = organization.id;
  const address = freshAddress();

  const api = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, `/api${url}`, token, payload);

  /** A kiosk made by the admin through the API; its token is only in this answer. */
  const makeKiosk = async (name = 'Front desk') => {
    const res = await api('POST', '/visitor/kiosk', tokens.admin, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; token: string; url: string };
  };
  const kiosk = await makeKiosk();

  /** A call of the kiosk page: no session, only the token in the address. */
  const kioskCall = (method: Method, path: string, payload?: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method,
      url: `/api/kiosk/${options.token ?? kiosk.token}${path}`,
      remoteAddress: options.remoteAddress ?? address,
      ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: payload as Record<string, unknown> }),
    });

  const saveSettings = (body: VisitorSettingsBody) => updateVisitorSettings(t.db, organizationId, body);

  /** An invited visit, expected today (now to two hours on) unless told otherwise. */
  const invite = async (
    options: { name?: string; email?: string | null; company?: string; hostId?: string; from?: Date; to?: Date; status?: VisitStatus; signedInAt?: Date; kioskId?: string } = {},
  ) => {
    const now = Date.now();
    const from = options.from ?? new Date(now - 5 * 60_000);
    const visitorId = await upsertVisitor(t.db, organizationId, {
      name: options.name ?? 'Ada Lovelace',
      email: options.email === undefined ? `ada-${Math.random().toString(36).slice(2, 8)}@example.test` : options.email,
      company: options.company ?? 'Analytical Engines',
    });
    return insertVisit(t.db, {
      organizationId,
      visitorId,
      hostId: options.hostId ?? members.editor.id,
      invitedById: options.hostId ?? members.editor.id,
      status: options.status ?? 'expected',
      expectedFrom: from,
      expectedTo: options.to ?? new Date(from.getTime() + 2 * HOUR_MS),
      signedInAt: options.signedInAt ?? null,
      kioskId: options.kioskId ?? null,
    });
  };

  const block = (kind: 'name' | 'email' | 'domain', value: string) => addBlock(t.db, organizationId, members.admin.id, { kind, value });

  const visitRow = async (visitId: string) => (await t.db.select().from(visits).where(eq(visits.id, visitId)))[0]!;
  const visitorRow = async (visitorId: string) => (await t.db.select().from(visitors).where(eq(visitors.id, visitorId)))[0]!;

  return { organization, organizationId, members, tokens, api, kiosk, makeKiosk, kioskCall, address, saveSettings, invite, block, visitRow, visitorRow };
}

export type KioskWorkspace = Awaited<ReturnType<typeof kioskWorkspace>>;
