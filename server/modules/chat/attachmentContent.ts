import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentKind } from '../../../domain/chat/chat';

/** Enough of the start of a file for file-type to recognise every format it knows from a sample. */
export const SNIFF_BYTES = 64 * 1024;
/** How much of an unrecognised file is checked for NUL bytes before calling it text. */
const TEXT_PROBE_BYTES = 8 * 1024;
export const FILE_NAME_MAX_LENGTH = 200;

/**
 * The only types shown inline, because browsers render them as media and never run them.
 * Everything else (SVG and HTML included, which can carry script) is a download.
 */
const INLINE_KINDS: Readonly<Record<string, AttachmentKind>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
};

/** The type found in the bytes; whatever name or type the uploader claimed is ignored. */
export async function sniffContent(head: Uint8Array): Promise<{ mimeType: string; kind: AttachmentKind }> {
  // A parser tripping over hostile bytes must not fail the upload: unknown content is a plain file.
  const found = head.length > 0 ? await fileTypeFromBuffer(head).catch(() => undefined) : undefined;
  if (found) return { mimeType: found.mime, kind: INLINE_KINDS[found.mime] ?? 'file' };
  const looksLikeText = !head.subarray(0, TEXT_PROBE_BYTES).includes(0);
  return { mimeType: looksLikeText ? 'text/plain' : 'application/octet-stream', kind: 'file' };
}

export const isInline = (kind: AttachmentKind) => kind === 'image' || kind === 'video';

// Control characters would break headers and logs; bidirectional overrides let 'gpj.exe'
// display as 'exe.jpg'; separators could make a name look like a path when saved.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/g;

/** The uploader's file name, safe to store, show and send back in Content-Disposition. */
export function sanitiseFileName(raw: string | undefined): string {
  const cleaned = (raw ?? '').normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').trim();
  const chars = Array.from(cleaned);
  if (chars.length === 0) return 'file';
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  // Cut the stem, not the extension, so a long name still opens with the right program.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? Array.from(cleaned.slice(dot)) : [];
  return chars.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('') + extension.join('');
}

/** RFC 6266 header with an ASCII fallback for old clients and the exact name as RFC 5987 filename*. */
export function contentDisposition(kind: AttachmentKind, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${isInline(kind) ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
