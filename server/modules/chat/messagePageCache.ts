import type { MessagePage } from '../../../domain/chat/chat';

/**
 * Pages of messages this node has read, each with the conversation's `page_version` it was read
 * at. The version moves in the database with every change a page shows (migration 0022's
 * triggers), so a page kept under the version a request has just read is the page the database
 * would answer, whichever node made the change. Switching conversation is what people do most
 * (bench/capacity), and a member's switch is then one small read instead of the page's joins.
 *
 * Bounded by the messages kept rather than the pages: a page of long messages weighs more. The
 * least recently used pages go first.
 */
export interface MessagePageCache {
  get(key: string, version: number): MessagePage | undefined;
  set(key: string, version: number, page: MessagePage): void;
}

interface Kept {
  version: number;
  page: MessagePage;
  weight: number;
}

/** A message's weight: its text and a fixed share for its fields, reactions and files. */
const weightOf = (page: MessagePage) => page.data.reduce((sum, message) => sum + message.message.length + 1_000, 1_000);

/** 16 million characters: 50-message pages of ordinary messages, about 300 of them. */
export const MESSAGE_PAGE_CACHE_WEIGHT = 16_000_000;

export function createMessagePageCache(maxWeight = MESSAGE_PAGE_CACHE_WEIGHT): MessagePageCache {
  const kept = new Map<string, Kept>();
  let weight = 0;

  const forget = (key: string, entry: Kept) => {
    kept.delete(key);
    weight -= entry.weight;
  };

  return {
    get(key, version) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        forget(key, entry);
        return undefined;
      }
      // Map keeps insertion order: taken out and put back, the page is the most recently used.
      kept.delete(key);
      kept.set(key, entry);
      return entry.page;
    },
    set(key, version, page) {
      const previous = kept.get(key);
      // A slower read of an older version must not replace a newer page.
      if (previous && previous.version > version) return;
      if (previous) forget(key, previous);
      const entry = { version, page, weight: weightOf(page) };
      if (entry.weight > maxWeight) return;
      kept.set(key, entry);
      weight += entry.weight;
      for (const [oldestKey, oldest] of kept) {
        if (weight <= maxWeight) break;
        forget(oldestKey, oldest);
      }
    },
  };
}
