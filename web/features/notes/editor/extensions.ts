import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { AnyExtension, Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extensions';
import type * as Y from 'yjs';
import { contrastText } from '../../../../domain/color/color';
import { noteSchemaExtensions } from '../../../../domain/notes/noteSchema';
import { NOTE_FRAGMENT } from '../../../../domain/notes/notes';
import type { BlockCommand } from './blockCommands';
import { NoteCodeBlock } from './codeHighlight';
import { NoteImageUpload, type ImageUploadOptions } from './imageUpload';
import { noteMention, type MentionCandidate } from './mention';
import { SlashCommand } from './slashCommand';
import type { SuggestionMenuStore } from './suggestionMenu';
import { LiveTaskChip } from './taskChip';
import type { NoteUser } from './useNoteConnection';

export interface NoteEditorExtensionsInput {
  doc: Y.Doc;
  /** Carets of the others travel through it; null without a server (tests). */
  provider: HocuspocusProvider | null;
  user: NoteUser;
  slashMenu: SuggestionMenuStore<BlockCommand>;
  mentionMenu: SuggestionMenuStore<MentionCandidate>;
  blockCommands: (editor: Editor) => BlockCommand[];
  mentionCandidates: () => Promise<readonly MentionCandidate[]>;
  images: ImageUploadOptions;
  resolveTaskKey: (taskId: string) => Promise<string | null>;
  placeholder: string;
}

/** Someone else's caret: a bar in their colour with their name above it. */
function caretElement(user: Record<string, unknown>): HTMLElement {
  const color = String(user.color ?? '#888888');
  const caret = document.createElement('span');
  caret.className = 'collaboration-carets__caret';
  caret.style.borderColor = color;
  const label = document.createElement('span');
  label.className = 'collaboration-carets__label';
  label.style.backgroundColor = color;
  label.style.color = contrastText(color);
  label.textContent = String(user.name ?? '');
  caret.append(label);
  return caret;
}

/**
 * The note's editor: the shared document schema (domain/notes/noteSchema) with the web's
 * behaviour added: the Yjs binding (and its per-user undo), the others' carets, highlighting,
 * the slash menu, '@' mentions, live task chips and picture uploads.
 */
export function noteEditorExtensions(input: NoteEditorExtensionsInput): AnyExtension[] {
  return [
    ...noteSchemaExtensions({
      codeBlock: NoteCodeBlock,
      mention: noteMention(input.mentionMenu, input.mentionCandidates),
      taskChip: LiveTaskChip.configure({ resolveTaskKey: input.resolveTaskKey }),
    }),
    Collaboration.configure({ document: input.doc, field: NOTE_FRAGMENT }),
    ...(input.provider ? [CollaborationCaret.configure({ provider: input.provider, user: { ...input.user }, render: caretElement })] : []),
    Placeholder.configure({ placeholder: input.placeholder }),
    SlashCommand.configure({ store: input.slashMenu, commands: input.blockCommands }),
    NoteImageUpload.configure(input.images),
  ];
}
