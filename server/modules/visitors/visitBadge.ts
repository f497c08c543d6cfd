import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The PDFs' letters: DejaVu Sans, embedded (pdfkit keeps only the glyphs used). PDF's built-in
 * Helvetica knows Latin-1 alone, so a visitor named Łukasz, Ελένη or Иван came out as wrong
 * letters on their badge; DejaVu has Latin, Greek, Cyrillic and more (a script it lacks, such as
 * Chinese, shows empty boxes rather than wrong letters). Read once, on the first PDF.
 */
const SANS = 'Sans';
const SANS_BOLD = 'Sans-Bold';
let fontFiles: { regular: Buffer; bold: Buffer } | null = null;
function newDocument(options: ConstructorParameters<typeof PDFDocument>[0]): Doc {
  const resolve = createRequire(import.meta.url).resolve;
  fontFiles ??= {
    regular: fs.readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  const doc = new PDFDocument(options);
  doc.registerFont(SANS, fontFiles.regular);
  doc.registerFont(SANS_BOLD, fontFiles.bold);
  return doc.font(SANS);
}

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

/** The name's sizes, largest first, and the height (in sizes) of the two lines it may take. */
const NAME_SIZES = [24, 20, 17, 15];
const NAME_LINES_HEIGHT = 2.6;

/** A long name shrinks until it fits in two lines rather than spilling onto the QR code (the smallest size cuts it with an ellipsis). */
function nameSizeFor(doc: Doc, name: string, width: number): number {
  doc.font(SANS_BOLD);
  return NAME_SIZES.find((size) => doc.fontSize(size).heightOfString(name, { width }) <= size * NAME_LINES_HEIGHT) ?? NAME_SIZES.at(-1)!;
}

/** The visitor badge: name large, company, host, day, and the code's QR for signing out at the kiosk. */
export async function badgePdf(badge: BadgeContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(badge.code, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' });
  const doc = newDocument({ size: BADGE_SIZE, margin: BADGE_MARGIN, info: { Title: `Visitor badge: ${badge.visitorName}` } });
  return render(doc, () => {
    const [width, height] = BADGE_SIZE;
    const textWidth = width - 2 * BADGE_MARGIN;
    doc.font(SANS_BOLD).fontSize(10).fillColor(MUTED).text('VISITOR', BADGE_MARGIN, BADGE_MARGIN, { width: textWidth, characterSpacing: 2 });
    doc.moveDown(0.4);
    const name = badge.visitorName || 'Visitor';
    const nameSize = nameSizeFor(doc, name, textWidth);
    doc.font(SANS_BOLD).fontSize(nameSize).fillColor(INK).text(name, { width: textWidth, height: nameSize * NAME_LINES_HEIGHT, ellipsis: true });
    if (badge.company) doc.font(SANS).fontSize(13).fillColor(INK).text(badge.company, { width: textWidth, height: 34, ellipsis: true });
    const bottomWidth = width - 2 * BADGE_MARGIN - QR_SIZE - 8;
    const bottom = height - BADGE_MARGIN - QR_SIZE;
    doc.font(SANS).fontSize(11).fillColor(INK).text(`Host: ${badge.hostName}`, BADGE_MARGIN, bottom + 18, { width: bottomWidth, height: 28, ellipsis: true });
    doc.font(SANS).fontSize(10).fillColor(MUTED).text(longDay(badge.day), BADGE_MARGIN, bottom + 46, { width: bottomWidth });
    doc.font('Courier').fontSize(9).fillColor(MUTED).text(badge.code, BADGE_MARGIN, bottom + 62, { width: bottomWidth });
    doc.image(qr, width - BADGE_MARGIN - QR_SIZE, bottom, { width: QR_SIZE, height: QR_SIZE });
  });
}

/** Everyone on site now, for an evacuation: one line each, with who hosts them and since when. */
export async function onSitePdf(rows: readonly OnSiteRow[], organizationName: string, now: Date, timeZone: string): Promise<Buffer> {
  const doc = newDocument({ size: 'A4', margin: 48, info: { Title: `On site: ${organizationName}` } });
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const time = (instant: Date) => clock.format(instant);
  return render(doc, () => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const columns = [
      { title: 'Visitor', x: left, width: width * 0.28 },
      { title: 'Company', x: left + width * 0.28, width: width * 0.24 },
      { title: 'Host', x: left + width * 0.52, width: width * 0.24 },
      // Wide enough for '26 Nov 2026, 17:24' on one line.
      { title: 'Since', x: left + width * 0.76, width: width * 0.24 },
    ];
    doc.font(SANS_BOLD).fontSize(16).fillColor(INK).text(`Visitors on site: ${organizationName}`, left, doc.y, { width });
    doc.font(SANS).fontSize(10).fillColor(MUTED).text(`${rows.length} signed in at ${time(now)} (${timeZone})`, { width });
    doc.moveDown(1);
    const line = (cells: string[], bold: boolean) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
      const y = doc.y;
      doc.font(bold ? SANS_BOLD : SANS).fontSize(10).fillColor(INK);
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
    if (rows.length === 0) doc.font(SANS).fontSize(11).fillColor(MUTED).text('Nobody is signed in.', left, doc.y, { width });
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
