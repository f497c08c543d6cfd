import type { JSONContent } from '@tiptap/core';
import PDFDocument from 'pdfkit';

const INK = '#111827';
const MUTED = '#5B6472';
const CODE_BACKGROUND = '#F3F4F6';
const HEADING_SIZES: Record<number, number> = { 1: 18, 2: 15, 3: 13 };
const BODY_SIZE = 11;
const INDENT = 16;

type Doc = InstanceType<typeof PDFDocument>;

/** A node's text on one line: mentions as '@Name', task chips as their key. */
function inlineText(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'mention') return `@${String(node.attrs?.label ?? '')}`;
  if (node.type === 'taskChip') return String(node.attrs?.taskKey ?? '');
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(inlineText).join('');
}

/** Writes one block at `indent`, its children after it. */
function block(doc: Doc, node: JSONContent, indent: number, marker = ''): void {
  const x = doc.page.margins.left + indent;
  const width = doc.page.width - doc.page.margins.right - x;
  const text = (value: string, options: { font?: string; size?: number; color?: string } = {}) => {
    doc.font(options.font ?? 'Helvetica').fontSize(options.size ?? BODY_SIZE).fillColor(options.color ?? INK);
    doc.text(marker + value, x, doc.y, { width });
    marker = '';
  };
  switch (node.type) {
    case 'heading':
      doc.moveDown(0.4);
      text(inlineText(node), { font: 'Helvetica-Bold', size: HEADING_SIZES[Number(node.attrs?.level)] ?? BODY_SIZE });
      doc.moveDown(0.2);
      return;
    case 'paragraph':
      text(inlineText(node));
      if (!marker && indent === 0) doc.moveDown(0.4);
      return;
    case 'codeBlock': {
      const code = inlineText(node);
      doc.font('Courier').fontSize(BODY_SIZE - 1);
      const height = doc.heightOfString(code, { width: width - 8 }) + 8;
      doc.rect(x, doc.y, width, height).fill(CODE_BACKGROUND);
      doc.fillColor(INK).text(code, x + 4, doc.y + 4, { width: width - 8 });
      doc.moveDown(0.6);
      return;
    }
    case 'blockquote':
      for (const child of node.content ?? []) block(doc, child, indent + INDENT);
      return;
    case 'bulletList':
    case 'orderedList':
    case 'taskList':
      (node.content ?? []).forEach((item, index) => {
        const mark = node.type === 'orderedList' ? `${Number(node.attrs?.start ?? 1) + index}. ` : node.type === 'taskList' ? (item.attrs?.checked ? '[x] ' : '[ ] ') : '• ';
        (item.content ?? []).forEach((child, childIndex) => block(doc, child, indent + (childIndex === 0 ? 0 : INDENT), childIndex === 0 ? mark : ''));
      });
      if (indent === 0) doc.moveDown(0.4);
      return;
    case 'table':
      for (const row of node.content ?? []) {
        const header = row.content?.[0]?.type === 'tableHeader';
        text((row.content ?? []).map((cell) => inlineText(cell).trim()).join('  |  '), { font: header ? 'Helvetica-Bold' : 'Helvetica' });
      }
      doc.moveDown(0.4);
      return;
    case 'image':
      text(`[Picture: ${String(node.attrs?.alt || node.attrs?.src || '')}]`, { color: MUTED });
      doc.moveDown(0.4);
      return;
    case 'horizontalRule':
      doc.moveTo(x, doc.y + 4).lineTo(x + width, doc.y + 4).strokeColor(MUTED).stroke();
      doc.moveDown(0.8);
      return;
    default:
      for (const child of node.content ?? []) block(doc, child, indent, marker);
  }
}

/**
 * A note as a PDF: its title, then each block simply (headings, paragraphs, lists and checklists,
 * code in a monospace font, quotes indented, tables row by row). The standard fonts need no files.
 */
export function notePdf(title: string, json: JSONContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(title);
  doc.moveDown(0.8);
  for (const child of json.content ?? []) block(doc, child, 0);
  doc.end();
  return done;
}
