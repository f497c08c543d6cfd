import type { DbOrTx } from '../../platform/db/database';
import { readVisitorSettings } from './visitorSettings';

/** The front desk's zone of an organisation: what 'a day' means in the history's filters and export. */
export type FrontDeskZone = (organizationId: string) => Promise<string>;

/**
 * The zone is read on every history page with days, before the page can be asked for (its bounds
 * are instants in that zone), and changes perhaps once in an organisation's life: a short cache
 * saves that round trip (bench/visitors), as the subscription status cache does for every request.
 * A save on this node forgets the entry at once; the TTL bounds how long another node's save, or a
 * first owner's new zone before any save, takes to show in the filters.
 */
const ZONE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createFrontDeskZones(db: DbOrTx, clock: () => number = Date.now) {
  const entries = new Map<string, { timeZone: string; until: number }>();
  const zoneOf: FrontDeskZone = async (organizationId) => {
    const now = clock();
    const cached = entries.get(organizationId);
    if (cached && cached.until > now) return cached.timeZone;
    const { timeZone } = await readVisitorSettings(db, organizationId);
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(organizationId, { timeZone, until: now + ZONE_TTL_MS });
    return timeZone;
  };
  return { zoneOf, forget: (organizationId: string) => void entries.delete(organizationId) };
}
