import type { ReactNode } from 'react';
import { features } from '../features';
import { useCurrentUser } from '../session/useSession';

/**
 * The features' page guards (billing's lock screens), outermost first. The super admin belongs
 * to no organisation and is never guarded.
 */
export function PageGuards({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.role === 'super_admin') return children;
  const pageGuards = features.flatMap((feature) => feature.shellSlots?.PageGuard ?? []);
  return pageGuards.reduceRight<ReactNode>((inner, Guard) => <Guard>{inner}</Guard>, children);
}
