import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';

export interface SuggestionMenuState<I> {
  items: I[];
  /** The highlighted item (arrows move it, Enter picks it). */
  index: number;
  /** Where the typed trigger is on screen: the menu's anchor. */
  clientRect: (() => DOMRect | null) | null;
  pick: (item: I) => void;
}

/**
 * The bridge between a Tiptap suggestion (the '/' menu, '@' mentions), which lives in the editor's
 * plugins, and the React menu that shows it: the plugin's render callbacks write here, the menu
 * reads with useSyncExternalStore. Keys stay in the editor (the caret never leaves the text), so
 * arrows, Enter and Escape are answered here, and the editor points at the highlighted option
 * (aria-activedescendant) for screen readers.
 */
export class SuggestionMenuStore<I> {
  private state: SuggestionMenuState<I> | null = null;
  private readonly listeners = new Set<() => void>();
  private editorDom: HTMLElement | null = null;

  /** `id` names the listbox; option i is `${id}-option-${i}`. */
  constructor(readonly id: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  optionId = (index: number) => `${this.id}-option-${index}`;

  /** The render option of a Tiptap suggestion. */
  render: NonNullable<SuggestionOptions<I>['render']> = () => ({
    onStart: (props) => this.show(props, 0),
    onUpdate: (props) => this.show(props, this.state && props.items.length === this.state.items.length ? this.state.index : 0),
    onExit: () => this.set(null),
    onKeyDown: (props) => this.keyDown(props),
  });

  private show(props: SuggestionProps<I>, index: number) {
    this.editorDom = props.editor.view.dom;
    this.set({ items: props.items, index, clientRect: props.clientRect ?? null, pick: (item) => props.command(item) });
  }

  // Escape is the plugin's own: it dismisses the suggestion and calls onExit.
  private keyDown({ event }: SuggestionKeyDownProps): boolean {
    const state = this.state;
    if (!state || state.items.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.set({ ...state, index: (state.index + step + state.items.length) % state.items.length });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      state.pick(state.items[state.index]!);
      return true;
    }
    return false;
  }

  private set(state: SuggestionMenuState<I> | null) {
    this.state = state;
    const dom = this.editorDom;
    if (dom) {
      if (state !== null && state.items.length > 0) {
        dom.setAttribute('aria-controls', this.id);
        dom.setAttribute('aria-activedescendant', this.optionId(state.index));
      } else {
        dom.removeAttribute('aria-controls');
        dom.removeAttribute('aria-activedescendant');
      }
    }
    for (const listener of this.listeners) listener();
  }
}
