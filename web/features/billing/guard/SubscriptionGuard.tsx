import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSubscriptionCheck } from '../useBilling';
import { AccountLockedScreen } from './AccountLockedScreen';
import { useRecheckWhenLocked } from './lockSignal';

/** Pages an owner or admin of a locked organisation still needs, to unlock it. */
const BILLING_PAGES = ['/billing', '/payment-status', '/upgradeplan'];

/**
 * Suspended, expired, cancelled and restricted organisations (spec 2, guard screens) see a
 * guard screen in place of every page, except billing for those who can fix it. The sandbox
 * checkout page sits outside the shell, so it stays open to them too. The shell mounts it
 * for organisation members only: the super admin belongs to no organisation.
 */
export function SubscriptionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const check = useSubscriptionCheck();
  useRecheckWhenLocked();

  // The first answer decides what to draw (a locked page would only flash its errors);
  // a failed check lets the page through: the server still refuses what is not allowed.
  if (check.isPending) return null;
  if (!check.data?.isLocked) return children;
  if (check.data.canManageBilling && BILLING_PAGES.includes(pathname.replace(/(.)\/$/, '$1'))) return children;
  return <AccountLockedScreen check={check.data} />;
}
