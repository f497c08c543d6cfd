import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { zonedDay } from '../../../domain/calendar/occurrences';
import type { DbOrTx } from '../../platform/db/database';
import { users, visitors, visits } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';

const INK = '#111827';
const MUTED = '#5B6472';
const POINTS_PER_INCH = 72;
/** A badge holder's card: 4 x 3 inches, landscape. */
const BADGE_SIZE: [number, number] = [4 * POINTS_PER_INCH, 3 * POINTS_PER_INCH];
const BADGE_MARGIN = 14;
const QR_SIZE = 78;

type Doc = InstanceType<typeof PDFDocument>;

export interface BadgeContent {
  visitorName: string;
  company: string;
  hostName: string;
  /** 'YYYY-MM-DD' in the organisation's front-desk zone. */
  day: string;
  code: string;
}

export interface OnSiteRow {
  visitorName: string;
  company: string;
  hostName: string;
  signedInAt: Date | null;
}

function render(doc: Doc, draw: (doc: Doc) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** '2026-11-26' as 'Thursday 26 November 2026': the day is already the zone's, so it is formatted at noon UTC. */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The visitor badge: name large, company, host, day, and the code's QR for signing out at the kiosk. */
export async function badgePdf(badge: BadgeContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(badge.code, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({ size: BADGE_SIZE, margin: BADGE_MARGIN, info: { Title: `Visitor badge: ${badge.visitorName}` } });
  return render(doc, () => {
    const [width, height] = BADGE_SIZE;
    const textWidth = width - 2 * BADGE_MARGIN;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('VISITOR', BADGE_MARGIN, BADGE_MARGIN, { width: textWidth, characterSpacing: 2 });
    doc.moveDown(0.4);
    // A long name shrinks rather than spilling onto the QR code.
    const nameSize = badge.visitorName.length > 24 ? 18 : 24;
    doc.font('Helvetica-Bold').fontSize(nameSize).fillColor(INK).text(badge.visitorName || 'Visitor', { width: textWidth, height: nameSize * 2.6, ellipsis: true });
    if (badge.company) doc.font('Helvetica').fontSize(13).fillColor(INK).text(badge.company, { width: textWidth, height: 34, ellipsis: true });
    const bottomWidth = width - 2 * BADGE_MARGIN - QR_SIZE - 8;
    const bottom = height - BADGE_MARGIN - QR_SIZE;
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(`Host: ${badge.hostName}`, BADGE_MARGIN, bottom + 18, { width: bottomWidth, height: 28, ellipsis: true });
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(longDay(badge.day), BADGE_MARGIN, bottom + 46, { width: bottomWidth });
    doc.font('Courier').fontSize(9).fillColor(MUTED).text(badge.code, BADGE_MARGIN, bottom + 62, { width: bottomWidth });
    doc.image(qr, width - BADGE_MARGIN - QR_SIZE, bottom, { width: QR_SIZE, height: QR_SIZE });
  });
}

/** Everyone on site now, for an evacuation: one line each, with who hosts them and since when. */
export async function onSitePdf(rows: readonly OnSiteRow[], organizationName: string, now: Date, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `On site: ${organizationName}` } });
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const time = (instant: Date) => clock.format(instant);
  return render(doc, () => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const columns = [
      { title: 'Visitor', x: left, width: width * 0.3 },
      { title: 'Company', x: left + width * 0.3, width: width * 0.25 },
      { title: 'Host', x: left + width * 0.55, width: width * 0.25 },
      { title: 'Since', x: left + width * 0.8, width: width * 0.2 },
    ];
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(`Visitors on site: ${organizationName}`, left, doc.y, { width });
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`${rows.length} signed in at ${time(now)} (${timeZone})`, { width });
    doc.moveDown(1);
    const line = (cells: string[], bold: boolean) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(INK);
      let bottom = y;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc.text(cell, column.x, y, { width: column.width - 6, height: 28, ellipsis: true });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom + 4;
    };
    line(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) line([row.visitorName || 'Visitor', row.company, row.hostName, row.signedInAt ? time(row.signedInAt) : ''], false);
    if (rows.length === 0) doc.font('Helvetica').fontSize(11).fillColor(MUTED).text('Nobody is signed in.', left, doc.y, { width });
  });
}

/** The badge's content of one visit of the organisation (access is the caller's business). */
export async function badgeContentOf(tx: DbOrTx, organizationId: string, visitId: string, timeZone: string, now: Date): Promise<BadgeContent> {
  const [row] = await tx
    .select({ code: visits.code, signedInAt: visits.signedInAt, expectedFrom: visits.expectedFrom, visitorName: visitors.name, company: visitors.company, hostName: users.name })
    .from(visits)
    .innerJoin(visitors, eq(visitors.id, visits.visitorId))
    .innerJoin(users, eq(users.id, visits.hostId))
    .where(and(eq(visits.id, visitId), eq(visits.organizationId, organizationId)));
  if (!row) throw notFound('Visit not found');
  return {
    visitorName: row.visitorName,
    company: row.company,
    hostName: row.hostName,
    day: zonedDay(row.signedInAt ?? row.expectedFrom ?? now, timeZone),
    code: row.code,
  };
}

/** Everyone signed in now in the organisation, earliest first. */
export async function onSiteRows(tx: DbOrTx, organizationId: string): Promise<OnSiteRow[]> {
  const host = alias(users, 'host');
  return tx
    .select({ visitorName: visitors.name, company: visitors.company, hostName: host.name, signedInAt: visits.signedInAt })
    .from(visits)
    .innerJoin(visitors, eq(visitors.id, visits.visitorId))
    .innerJoin(host, eq(host.id, visits.hostId))
    .where(and(eq(visits.organizationId, organizationId), eq(visits.status, 'signedIn')))
    .orderBy(asc(visits.signedInAt));
}

/** An ASCII file name for content-disposition (the visitor's name may be anything). */
export function badgeFilename(visitorName: string): string {
  const safe = visitorName.normalize('NFKD').replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60);
  return `badge-${safe || 'visitor'}.pdf`;
}
