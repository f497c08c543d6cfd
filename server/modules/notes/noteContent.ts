import type { JSONContent } from '@tiptap/core';
import { renderToHTMLString } from '@tiptap/static-renderer/pm/html-string';
import { prosemirrorJSONToYDoc, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { getSchema } from '@tiptap/core';
import * as Y from 'yjs';
import { NOTE_FRAGMENT } from '../../../domain/notes/notes';
import { noteSchemaExtensions } from '../../../domain/notes/noteSchema';

const extensions = noteSchemaExtensions();
const schema = getSchema(extensions);
/** How many characters of text a list shows. */
const PREVIEW_CHARS = 160;
/** How much of the stored text a list reads to make a preview: room for the whitespace previewOf folds. */
export const PREVIEW_SOURCE_CHARS = PREVIEW_CHARS * 4;

export interface NoteContent {
  json: JSONContent;
  html: string;
  /** Plain text, blocks on their own lines: for search and previews. */
  text: string;
  /** Every mention in the document: its key (one per mention) and the member it names. */
  mentions: { mentionKey: string; userId: string }[];
}

export function docFromState(state: Uint8Array | null): Y.Doc {
  const doc = new Y.Doc();
  if (state && state.byteLength > 0) Y.applyUpdate(doc, state);
  return doc;
}

/** The derived copies of a document (HTML, text, mentions), written beside its Yjs state. */
export function contentOf(doc: Y.Doc): NoteContent {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(NOTE_FRAGMENT)) as JSONContent;
  const html = renderToHTMLString({ extensions, content: json });
  const lines: string[] = [];
  const mentions: NoteContent['mentions'] = [];
  collect(json, lines, mentions);
  return { json, html, text: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(), mentions };
}

export const contentOfState = (state: Uint8Array | null): NoteContent => contentOf(docFromState(state));

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/** A Yjs state holding this ProseMirror JSON (a note's copy, or a note created from a template). */
export function stateFromJson(json: JSONContent): Uint8Array {
  const doc = prosemirrorJSONToYDoc(schema, json, NOTE_FRAGMENT);
  return Y.encodeStateAsUpdate(doc);
}

const BLOCKS = new Set(['paragraph', 'heading', 'codeBlock', 'blockquote', 'listItem', 'taskItem', 'tableRow', 'horizontalRule']);

function collect(node: JSONContent, lines: string[], mentions: NoteContent['mentions']): void {
  if (node.type === 'text') {
    appendText(lines, node.text ?? '');
    return;
  }
  if (node.type === 'mention') {
    const userId = typeof node.attrs?.id === 'string' ? node.attrs.id : null;
    const mentionKey = typeof node.attrs?.mentionKey === 'string' ? node.attrs.mentionKey : null;
    if (userId && mentionKey) mentions.push({ mentionKey, userId });
    appendText(lines, `@${String(node.attrs?.label ?? '')}`);
    return;
  }
  if (node.type === 'taskChip') {
    appendText(lines, String(node.attrs?.taskKey ?? ''));
    return;
  }
  if (node.type === 'tableCell' || node.type === 'tableHeader') appendText(lines, ' ');
  if (node.type && BLOCKS.has(node.type)) lines.push('');
  for (const child of node.content ?? []) collect(child, lines, mentions);
  if (node.type && BLOCKS.has(node.type)) lines.push('');
}

function appendText(lines: string[], text: string): void {
  if (lines.length === 0) lines.push('');
  lines[lines.length - 1] += text;
}
