import { lazy, Suspense, useEffect, useState } from 'react';
import { hasAbility } from '../../../../domain/permissions/roles';
import { useCurrentUser } from '../../../app/session/useSession';
import { onOpenUpgradeDialog, type UpgradeDialogOptions } from './upgradeDialog';

// The host listens from the moment the shell mounts; the dialog itself loads the first time it opens.
const UpgradePlanDialog = lazy(() => import('./UpgradePlanDialog').then((m) => ({ default: m.UpgradePlanDialog })));

/**
 * Mounted once in the shell: opens the dialog whenever openUpgradeDialog() is called, for people
 * who may manage billing. Mounted only while open (or fading out), so the rest of the app pays
 * nothing for it, and each opening starts afresh on 'Choose Your Plan' (spec 4).
 */
export function UpgradePlanDialogHost() {
  const user = useCurrentUser();
  const allowed = hasAbility(user.role, 'billing_manage');
  const [state, setState] = useState<{ open: boolean; mounted: boolean; key: number; options: UpgradeDialogOptions }>({
    open: false,
    mounted: false,
    key: 0,
    options: {},
  });

  useEffect(() => {
    if (!allowed) return;
    return onOpenUpgradeDialog((options) => setState((s) => ({ open: true, mounted: true, key: s.key + 1, options })));
  }, [allowed]);

  if (!state.mounted) return null;
  return (
    <Suspense fallback={null}>
      <UpgradePlanDialog
        key={state.key}
        open={state.open}
        initialPlanId={state.options.planId}
        onClose={() => setState((s) => ({ ...s, open: false }))}
        onExited={() => setState((s) => (s.open ? s : { ...s, mounted: false }))}
      />
    </Suspense>
  );
}
