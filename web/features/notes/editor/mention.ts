import { NOTE_MENTION_RENDERING, NoteMention } from '../../../../domain/notes/noteSchema';
import type { SuggestionMenuStore } from './suggestionMenu';

/** Someone an '@' can name. */
export interface MentionCandidate {
  _id: string;
  name: string;
  avatar?: string | null;
}

const MENTION_SUGGESTIONS = 8;

/** The people whose name has a word starting with what was typed, at most a menu's worth. */
export function matchCandidates(candidates: readonly MentionCandidate[], query: string): MentionCandidate[] {
  const typed = query.trim().toLowerCase();
  const matches = typed ? candidates.filter((person) => person.name.toLowerCase().startsWith(typed) || person.name.toLowerCase().split(/\s+/).some((word) => word.startsWith(typed))) : candidates;
  return matches.slice(0, MENTION_SUGGESTIONS);
}

/**
 * '@' opens a list of the organisation's active members; picking one inserts a mention with a
 * fresh mentionKey, which the server notifies once (so the same person mentioned twice is two
 * notifications, and an edit that keeps a mention notifies nobody again).
 */
export function noteMention(store: SuggestionMenuStore<MentionCandidate>, candidates: () => Promise<readonly MentionCandidate[]>) {
  return NoteMention.configure({
    ...NOTE_MENTION_RENDERING,
    suggestion: {
      char: '@',
      items: async ({ query }) => matchCandidates(await candidates(), query),
      command: ({ editor, range, props }) => {
        const person = props as unknown as MentionCandidate;
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: 'mention', attrs: { id: person._id, label: person.name, mentionKey: crypto.randomUUID() } },
            { type: 'text', text: ' ' },
          ])
          .run();
      },
      render: store.render as never,
    },
  });
}
