import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { List, ListItemButton, Paper, Popper, type PopperProps } from '@mui/material';
import type { SuggestionMenuStore } from './suggestionMenu';

interface SuggestionMenuProps<I> {
  store: SuggestionMenuStore<I>;
  /** The listbox's accessible name ('Insert block', 'Mention someone'). */
  label: string;
  itemKey: (item: I) => string;
  renderItem: (item: I) => ReactNode;
  /** Said when nothing matches what was typed; nothing shows when omitted. */
  emptyText?: string;
}

const NO_RECT = new DOMRect();

/**
 * A suggestion's list (slash menu, mentions) floating at the typed trigger. It never takes the
 * focus: the keys are answered by the store while the caret stays in the text, and a click picks
 * an option without blurring the editor.
 */
export function SuggestionMenu<I>({ store, label, itemKey, renderItem, emptyText }: SuggestionMenuProps<I>) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const clientRect = state?.clientRect;
  const anchor = useMemo<PopperProps['anchorEl']>(
    () => ({
      // Where the trigger is now (the text can move under the menu); no layout (tests): the origin.
      getBoundingClientRect: () => {
        try {
          return clientRect?.() ?? NO_RECT;
        } catch {
          return NO_RECT;
        }
      },
    }),
    [clientRect],
  );
  const open = state !== null && (state.items.length > 0 || emptyText !== undefined);
  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Paper elevation={6} sx={{ maxHeight: 320, width: 280, overflowY: 'auto', py: 0.5 }}>
        <List dense disablePadding id={store.id} role="listbox" aria-label={label} aria-activedescendant={state && state.items.length > 0 ? store.optionId(state.index) : undefined}>
          {state?.items.map((item, index) => (
            <ListItemButton
              key={itemKey(item)}
              id={store.optionId(index)}
              role="option"
              aria-selected={index === state.index}
              selected={index === state.index}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => state.pick(item)}
              sx={{ gap: 1.25, py: 0.5, minHeight: 36 }}
            >
              {renderItem(item)}
            </ListItemButton>
          ))}
          {state?.items.length === 0 && emptyText && (
            <ListItemButton disabled role="option" aria-selected={false} sx={{ py: 0.5 }}>
              {emptyText}
            </ListItemButton>
          )}
        </List>
      </Paper>
    </Popper>
  );
}
