import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { documentTitleFor } from './documentTitleFor';

/**
 * The browser tab's title: '(3) # general · Teamwork'. The route names the page (its handle's
 * `title`); a page may name it more precisely (usePageTitle: the open conversation); chat adds
 * the unread count in front (useUnreadTitleCount), as Slack and Mattermost do, so a tab in
 * the background still says something is waiting. One writer (useDocumentTitle, in the root
 * layout) puts the parts together, so pages never race each other for document.title.
 */

export { documentTitleFor };

export interface RouteTitleHandle {
  /** The page's name in the browser tab. */
  title?: string;
}

interface TitleParts {
  /** Names given by what is shown; the one created last wins (a task over its project). */
  pages: readonly { owner: Owner; title: string }[];
  /** Unread messages in conversations that are not muted. */
  unread: number;
}

/** A component naming the page; `order` is when it first rendered (a parent renders before its children). */
type Owner = { order: number };
let created = 0;

let parts: TitleParts = { pages: [], unread: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<TitleParts>): void {
  const merged = { ...parts, ...next };
  if (merged.pages === parts.pages && merged.unread === parts.unread) return;
  parts = merged;
  for (const listener of listeners) listener();
}

function setPageName(owner: Owner, title: string | null): void {
  const index = parts.pages.findIndex((entry) => entry.owner === owner);
  if (title === null) {
    if (index >= 0) update({ pages: parts.pages.filter((entry) => entry.owner !== owner) });
  } else if (index >= 0) {
    if (parts.pages[index]!.title !== title) update({ pages: parts.pages.map((entry) => (entry.owner === owner ? { owner, title } : entry)) });
  } else {
    update({ pages: [...parts.pages, { owner, title }] });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getParts = () => parts;

/** Names the page more precisely than its route while the calling component is shown (null: not yet). */
export function usePageTitle(title: string | null): void {
  const [owner] = useState<Owner>(() => ({ order: (created += 1) }));
  useEffect(() => setPageName(owner, title), [owner, title]);
  useEffect(() => () => setPageName(owner, null), [owner]);
}

/** Puts the unread count in the title while the calling component is shown. */
export function useUnreadTitleCount(unread: number): void {
  useEffect(() => {
    update({ unread });
    return () => update({ unread: 0 });
  }, [unread]);
}

/** The one writer of document.title. */
export function useDocumentTitle(): void {
  const { pages, unread } = useSyncExternalStore(subscribe, getParts, getParts);
  const page = pages.reduce<{ owner: Owner; title: string } | null>((latest, entry) => (!latest || entry.owner.order > latest.owner.order ? entry : latest), null)?.title ?? null;
  const matches = useMatches();
  const routeTitle = [...matches].reverse().find((match) => (match.handle as RouteTitleHandle | undefined)?.title)?.handle as RouteTitleHandle | undefined;
  const title = documentTitleFor(page ?? routeTitle?.title ?? null, unread);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
