import { mergeAttributes, Node, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Mention, { type MentionOptions } from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * A note's document schema, the contract between the editors in the browser and the server: the
 * server renders the Yjs document to HTML, text and Markdown with these, and the web builds its
 * editor on them (adding only behaviour: collaboration, carets, menus, live chips, highlighting),
 * so a node one side writes is a node the other side knows.
 */

/** An `@` mention of a member: `id` is the user, `mentionKey` tells this mention from others of the same person (the notification opens the note at it). */
export const NoteMention = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mentionKey: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-mention-key'),
        renderHTML: (attributes: { mentionKey?: string | null }) => (attributes.mentionKey ? { 'data-mention-key': attributes.mentionKey } : {}),
      },
    };
  },
});

/** How a mention shows, the same on both sides (the web adds its suggestion menu to these). */
export const NOTE_MENTION_RENDERING = {
  HTMLAttributes: { class: 'mention' },
  renderText: ({ node }) => `@${String(node.attrs.label ?? node.attrs.id)}`,
} satisfies Partial<MentionOptions>;

/** A task named by its key (WEB-42); the web shows it as a live chip with the task's title and status. */
export const TaskChip = Node.create({
  name: 'taskChip',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      taskKey: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-task-key'),
        renderHTML: (attributes: { taskKey?: string | null }) => ({ 'data-task-key': attributes.taskKey }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-task-key]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes({ class: 'task-chip' }, HTMLAttributes), String(node.attrs.taskKey ?? '')];
  },
  renderText({ node }) {
    return String(node.attrs.taskKey ?? '');
  },
});

export interface NoteSchemaOptions {
  /** The web's code block with highlighting (same node name, 'codeBlock'); the server's plain one otherwise. */
  codeBlock?: AnyExtension;
  /** The mention node with the web's suggestion menu; the bare node otherwise. */
  mention?: AnyExtension;
  /** The task chip with the web's live node view; the bare node otherwise. */
  taskChip?: AnyExtension;
}

export function noteSchemaExtensions(options: NoteSchemaOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      // Collaboration brings its own undo (per user, over the shared document).
      undoRedo: false,
      ...(options.codeBlock ? { codeBlock: false } : {}),
    }),
    ...(options.codeBlock ? [options.codeBlock] : []),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
    options.mention ?? NoteMention.configure(NOTE_MENTION_RENDERING),
    options.taskChip ?? TaskChip,
  ];
}
