import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Paper, Popper, Typography } from '@mui/material';
import { useCaretPlacement } from './useCaretPlacement';
import { UserAvatar } from './UserAvatar';

/**
 * '@' suggestions for a plain text field (the chat composer, task comments). Picking someone
 * writes '@Name ' into the text, the format chat's mention notifications read (the picked ids
 * go with the message as `mentions`).
 */

export interface MentionCandidate {
  _id: string;
  name: string;
  email?: string;
  /** The picture's URL where the list knows it (chat members). */
  avatar?: string | null;
}

/** People whose name or email holds what was typed after '@', a word of the name starting with it first (eight at most). */
export function mentionOptions<T extends MentionCandidate>(people: readonly T[], query: string): T[] {
  const needle = query.toLowerCase();
  const rank = (person: T) => {
    const name = person.name.toLowerCase();
    if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 0;
    if (name.includes(needle) || person.email?.toLowerCase().startsWith(needle)) return 1;
    return -1;
  };
  return people
    .map((person) => ({ person, rank: rank(person) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.person)
    .slice(0, 8);
}

/** The '@word' the caret is at the end of, and where its '@' is; null when there is none. */
function mentionAt(value: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(value.slice(0, caret));
  const query = match?.[2];
  return match && query !== undefined ? { start: caret - query.length - 1, query } : null;
}

interface UseMentionsOptions<T extends MentionCandidate> {
  people: readonly T[];
  value: string;
  setValue: (value: string) => void;
  input: () => HTMLTextAreaElement | HTMLInputElement | null;
}

/**
 * The field keeps the focus and drives the list: arrows move, Enter or Tab picks, Escape
 * closes (and goes no further, so a dialog around the field stays open).
 */
export function useMentions<T extends MentionCandidate>({ people, value, setValue, input }: UseMentionsOptions<T>) {
  const menuId = useId();
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const options = useMemo(() => (mention ? mentionOptions(people, mention.query) : []), [people, mention]);
  const open = options.length > 0;
  const placeCaret = useCaretPlacement(input);

  const follow = (text: string, caret: number | null) => {
    setMention(mentionAt(text, caret ?? text.length));
    setActiveIndex(0);
  };

  const pick = (person: T) => {
    if (!mention) return;
    const field = input();
    const caret = field?.selectionStart ?? value.length;
    const inserted = `@${person.name} `;
    setValue(value.slice(0, mention.start) + inserted + value.slice(caret));
    setPicked((current) => (current.includes(person._id) ? current : [...current, person._id]));
    setMention(null);
    placeCaret(mention.start + inserted.length);
  };

  /** True when the key was the list's. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const option = options[Math.min(activeIndex, options.length - 1)];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setMention(null);
    } else {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  };

  return {
    open,
    /** The ids picked from the list whose '@Name' is still in `text`. */
    mentionedIn: (text: string) => picked.filter((id) => people.some((person) => person._id === id && text.includes(`@${person.name}`))),
    /** After a send: nothing picked, no list. */
    reset: () => {
      setPicked([]);
      setMention(null);
    },
    close: () => setMention(null),
    /** On every change of the text (with the caret). */
    onTextChange: follow,
    /** On a caret move while the list is open. */
    onCaretMove: (text: string, caret: number | null) => {
      if (mention) follow(text, caret);
    },
    onKeyDown,
    inputAria: {
      'aria-controls': open ? menuId : undefined,
      'aria-activedescendant': open ? `${menuId}-${activeIndex}` : undefined,
      'aria-autocomplete': 'list' as const,
    },
    menu: { id: menuId, options, activeIndex, onPick: pick },
  };
}

interface MentionMenuProps<T extends MentionCandidate> {
  id: string;
  anchorEl: HTMLElement | null;
  options: readonly T[];
  activeIndex: number;
  onPick: (person: T) => void;
  placement?: 'top-start' | 'bottom-start';
}

/** The '@' list; the field keeps the focus and drives it with the arrow keys. */
export function MentionMenu<T extends MentionCandidate>({ id, anchorEl, options, activeIndex, onPick, placement = 'top-start' }: MentionMenuProps<T>) {
  return (
    <Popper open={Boolean(anchorEl) && options.length > 0} anchorEl={anchorEl} placement={placement} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper elevation={6} sx={{ my: 0.5, minWidth: 220, maxWidth: 'calc(100vw - 24px)', py: 0.5 }}>
        <Box component="ul" role="listbox" id={id} aria-label="Mention someone" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 240, overflowY: 'auto' }}>
          {options.map((person, index) => (
            <Box
              component="li"
              key={person._id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(person)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.75,
                cursor: 'pointer',
                bgcolor: index === activeIndex ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <UserAvatar name={person.name} src={person.avatar} size={24} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {person.name}
                </Typography>
                {person.email && (
                  <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                    {person.email}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Popper>
  );
}
