import { DateTime } from 'luxon';
import type { DbOrTx } from '../platform/db/database';
import { addBlock } from '../modules/visitors/visitorBlocks';
import { upsertVisitor } from '../modules/visitors/visitorDirectory';
import { createKiosk } from '../modules/visitors/kiosks';
import { updateVisitorSettings } from '../modules/visitors/visitorSettings';
import { insertVisit } from '../modules/visitors/visitRows';
import type { SignOutBy, VisitStatus } from '../../domain/visitors/visits';

/** The demo's zone, as its calendar's: the team is in Berlin. */
const ZONE = 'Europe/Berlin';

const AGREEMENT = 'I will wear my badge at all times, stay with my host, and keep what I see and hear here confidential.';

const PEOPLE = [
  { name: 'Ada Lovelace', company: 'Analytical Engines', email: 'ada@analytical.test' },
  { name: 'Charles Babbage', company: 'Difference Ltd', email: 'charles@difference.test' },
  { name: 'Grace Hopper', company: 'Compiler Works', email: 'grace@compiler.test' },
  { name: 'Alan Turing', company: 'Bletchley Consulting', email: 'alan@bletchley.test' },
  { name: 'Katherine Johnson', company: 'Orbit Analytics', email: 'katherine@orbit.test' },
  { name: 'Linus Pauling', company: '', email: 'linus@example.test' },
  { name: 'Margaret Hamilton', company: 'Apollo Software', email: 'margaret@apollo.test' },
  { name: 'Tim Berners-Lee', company: 'Hypertext Co', email: 'tim@hypertext.test' },
  { name: 'Hedy Lamarr', company: 'Spread Spectrum', email: 'hedy@spectrum.test' },
  { name: 'Claude Shannon', company: 'Information Theory Inc', email: 'claude@information.test' },
  { name: 'Barbara Liskov', company: 'Substitution Labs', email: 'barbara@substitution.test' },
  { name: 'Dennis Ritchie', company: 'Unix Partners', email: 'dennis@unix.test' },
] as const;

const PURPOSES = ['Interview', 'Quarterly review', 'Product demo', 'Contract signing', 'Workshop', 'Lunch meeting'];

export interface DemoVisitors {
  /** The front desk kiosk's page: its token is in this address and nowhere else. */
  kioskUrl: string;
}

/**
 * Visitor management for the demo, so /visitors opens populated: settings with a short agreement,
 * a dozen visitors with visits over the last 30 days (signed in and out, one no-show, one
 * cancelled), two expected today (the editor's and the owner's), one on site now, a blocked
 * domain, and the front desk kiosk. `people` in the demo's order (owner, admin, maintainer, editor, reader).
 */
export async function seedDemoVisitors(tx: DbOrTx, organizationId: string, peopleIds: string[], appUrl: string, now = new Date()): Promise<DemoVisitors> {
  const [owner, admin, maintainer, editor, reader] = peopleIds as [string, string, string, string, string];
  await updateVisitorSettings(tx, organizationId, { agreementText: AGREEMENT, timeZone: ZONE, signOutReminderHours: 8 });
  await addBlock(tx, organizationId, admin, { kind: 'domain', value: 'spam-offers.test', reason: 'Unsolicited sales visits' });
  const kiosk = await createKiosk(tx, { userId: admin, organizationId }, appUrl, 'Front desk');

  const visitorIds: string[] = [];
  for (const person of PEOPLE) visitorIds.push(await upsertVisitor(tx, organizationId, person));

  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const hosts = [editor, owner, maintainer, admin, reader];
  const past: { daysAgo: number; status: VisitStatus; signedOutBy?: SignOutBy }[] = [
    { daysAgo: 1, status: 'signedOut', signedOutBy: 'kiosk' },
    { daysAgo: 2, status: 'signedOut', signedOutBy: 'host' },
    { daysAgo: 4, status: 'noShow' },
    { daysAgo: 5, status: 'signedOut', signedOutBy: 'kiosk' },
    { daysAgo: 8, status: 'signedOut', signedOutBy: 'admin' },
    { daysAgo: 10, status: 'cancelled' },
    { daysAgo: 12, status: 'signedOut', signedOutBy: 'kiosk' },
    { daysAgo: 15, status: 'signedOut', signedOutBy: 'automatic' },
    { daysAgo: 18, status: 'signedOut', signedOutBy: 'host' },
    { daysAgo: 22, status: 'signedOut', signedOutBy: 'kiosk' },
    { daysAgo: 26, status: 'signedOut', signedOutBy: 'kiosk' },
    { daysAgo: 29, status: 'signedOut', signedOutBy: 'host' },
  ];
  for (const [index, visit] of past.entries()) {
    const hostId = hosts[index % hosts.length]!;
    const from = today.minus({ days: visit.daysAgo }).set({ hour: 9 + (index % 6) });
    const came = visit.status === 'signedOut';
    const atKiosk = visit.signedOutBy === 'kiosk';
    const signedInAt = from.plus({ minutes: 7 }).toJSDate();
    await insertVisit(tx, {
      organizationId,
      visitorId: visitorIds[index]!,
      hostId,
      invitedById: hostId,
      purpose: PURPOSES[index % PURPOSES.length]!,
      status: visit.status,
      expectedFrom: from.toJSDate(),
      expectedTo: from.plus({ hours: 2 }).toJSDate(),
      kioskId: came && atKiosk ? kiosk._id : null,
      signedInAt: came ? signedInAt : null,
      signedOutAt: came ? from.plus({ minutes: 70 + index * 5 }).toJSDate() : null,
      signedOutBy: came ? visit.signedOutBy! : null,
      agreementText: came && atKiosk ? AGREEMENT : null,
      agreementAcceptedAt: came && atKiosk ? signedInAt : null,
      createdAt: from.minus({ days: 3 }).toJSDate(),
    });
  }

  // Today's windows stay inside today whatever the hour the demo is seeded at.
  const lastHour = today.endOf('day').minus({ hours: 1 });
  const later = (hours: number) => DateTime.min(DateTime.fromJSDate(now, { zone: ZONE }).plus({ hours }).startOf('hour'), lastHour);
  for (const [index, hostId] of [editor, owner].entries()) {
    const from = later(1 + index * 2);
    await insertVisit(tx, {
      organizationId,
      visitorId: visitorIds[index + 2]!,
      hostId,
      invitedById: hostId,
      purpose: index === 0 ? 'Interview' : 'Contract signing',
      status: 'expected',
      expectedFrom: from.toJSDate(),
      expectedTo: from.plus({ hours: 1 }).toJSDate(),
    });
  }
  const arrived = new Date(now.getTime() - 45 * 60_000);
  await insertVisit(tx, {
    organizationId,
    visitorId: visitorIds[7]!,
    hostId: maintainer,
    invitedById: maintainer,
    purpose: 'Workshop',
    status: 'signedIn',
    expectedFrom: new Date(arrived.getTime() - 15 * 60_000),
    expectedTo: new Date(arrived.getTime() + 3 * 3_600_000),
    kioskId: kiosk._id,
    signedInAt: arrived,
    agreementText: AGREEMENT,
    agreementAcceptedAt: arrived,
  });
  return { kioskUrl: kiosk.url };
}
