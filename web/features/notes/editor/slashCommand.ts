import { Extension, type Editor } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';
import { filterCommands, type BlockCommand } from './blockCommands';
import type { SuggestionMenuStore } from './suggestionMenu';

export interface SlashCommandOptions {
  store: SuggestionMenuStore<BlockCommand> | null;
  /** Read at each keystroke: what can be inserted where the caret is. */
  commands: (editor: Editor) => BlockCommand[];
}

const slashKey = new PluginKey('slashCommand');

/** '/' at the start of a block or after a space opens a menu of blocks, filtered as one types. */
export const SlashCommand = Extension.create<SlashCommandOptions>({
  name: 'slashCommand',
  addOptions: () => ({ store: null, commands: () => [] }),
  addProseMirrorPlugins() {
    const { store, commands } = this.options;
    if (!store) return [];
    return [
      Suggestion<BlockCommand, BlockCommand>({
        editor: this.editor,
        pluginKey: slashKey,
        char: '/',
        allowedPrefixes: [' '],
        // Not inside code, where '/' is a path or a comment.
        allow: ({ state, range }) => !state.doc.resolve(range.from).parent.type.spec.code,
        items: ({ query, editor }) => filterCommands(commands(editor), query),
        command: ({ editor, range, props }) => {
          editor.chain().focus().deleteRange(range).run();
          props.run(editor);
        },
        render: store.render,
      }),
    ];
  },
});
