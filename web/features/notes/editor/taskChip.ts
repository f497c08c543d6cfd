import { InputRule } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { TaskChip } from '../../../../domain/notes/noteSchema';
import { TASK_KEY_PATTERN } from '../../../../domain/tasks/taskRules';
import { TaskChipView } from './TaskChipView';

/** A task key just typed, after a space or '(' or at a block's start, and ended by a space or punctuation. */
const TYPED_TASK_KEY = new RegExp(`(?:^|[\\s(])(${TASK_KEY_PATTERN.source.slice(1, -1)})([\\s.,;:!?)])$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The task a pasted address of this app opens (…?taskId=…), or null for any other text. */
export function taskIdOfLink(text: string, origin: string): string | null {
  if (!/^https?:\/\/\S+$/.test(text)) return null;
  try {
    const url = new URL(text);
    const taskId = url.searchParams.get('taskId');
    return url.origin === origin && taskId && UUID.test(taskId) ? taskId : null;
  } catch {
    return null;
  }
}

export interface LiveTaskChipOptions {
  /** A task's key from its id (a pasted link), or null when it cannot be read. */
  resolveTaskKey: (taskId: string) => Promise<string | null>;
}

/**
 * The task chip of the document schema, live: a node view showing the task's title and status,
 * typing a key (WEB-42) followed by a space or punctuation makes one, and so does pasting a link to
 * a task of this app.
 */
export const LiveTaskChip = TaskChip.extend<LiveTaskChipOptions>({
  addOptions: () => ({ resolveTaskKey: () => Promise.resolve(null) }),

  addNodeView() {
    return ReactNodeViewRenderer(TaskChipView, { as: 'span' });
  },

  addInputRules() {
    const type = this.type;
    return [
      new InputRule({
        find: TYPED_TASK_KEY,
        handler: ({ state, range, match }) => {
          const [whole, key, ending] = match as unknown as [string, string, string];
          // The ending character was typed but is not in the document yet: the key ends at the caret.
          const from = range.from + whole.indexOf(key);
          state.tr.replaceWith(from, range.to, [type.create({ taskKey: key }), state.schema.text(ending)]);
        },
      }),
    ];
  },

  addProseMirrorPlugins() {
    const { resolveTaskKey } = this.options;
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('taskLinkPaste'),
        props: {
          handlePaste: (view, event) => {
            const text = event.clipboardData?.getData('text/plain').trim() ?? '';
            const taskId = taskIdOfLink(text, window.location.origin);
            if (!taskId) return false;
            void resolveTaskKey(taskId).then((key) => {
              if (view.isDestroyed) return;
              const { tr } = view.state;
              // A task that cannot be read stays the address it was.
              view.dispatch(key ? tr.replaceSelectionWith(type.create({ taskKey: key }), false).insertText(' ') : tr.insertText(text));
            });
            return true;
          },
        },
      }),
    ];
  },
});
