import type { OrgActor } from '../../platform/auth/access';
import { contentDisposition, sanitiseFileName } from '../chat';
import { noteFor } from './noteAccess';
import { contentOfState } from './noteContent';
import { noteMarkdown } from './noteMarkdown';
import { notePdf } from './notePdf';
import type { NotesDeps } from './notes.service';

export interface NoteFile {
  body: string | Buffer;
  contentType: string;
  contentDisposition: string;
}

/** A file name from the title: only characters safe in a name, never a path. */
const fileName = (title: string, extension: string) => sanitiseFileName(`${title.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'Note'}.${extension}`);

/** Markdown and PDF of a note, for anyone who reads it, from the live text (the open document's, else the stored one). */
export function createNoteExport(deps: Pick<NotesDeps, 'db' | 'collab'>) {
  const { db, collab } = deps;
  return {
    async file(actor: OrgActor, noteId: string, format: 'markdown' | 'pdf'): Promise<NoteFile> {
      const { note } = await noteFor(db, actor, noteId, 'read');
      const { json } = contentOfState((await collab.currentState(noteId)) ?? note.state);
      if (format === 'markdown') {
        return { body: noteMarkdown(note.title, json), contentType: 'text/markdown; charset=utf-8', contentDisposition: contentDisposition('file', fileName(note.title, 'md')) };
      }
      return { body: await notePdf(note.title, json), contentType: 'application/pdf', contentDisposition: contentDisposition('file', fileName(note.title, 'pdf')) };
    },
  };
}

export type NoteExportService = ReturnType<typeof createNoteExport>;
