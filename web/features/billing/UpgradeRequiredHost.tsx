import { useEffect, useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { onUpgradeRequired } from './upgradeRequired';

// The host listens from the moment the shell mounts; the dialog loads the first time a limit is hit.
const UpgradeRequiredDialog = lazyComponent(() => import('./UpgradeRequiredDialog').then((m) => m.UpgradeRequiredDialog));

/** Mounted once in the shell: opens the dialog whenever showUpgradeRequired() is called. */
export function UpgradeRequiredHost() {
  // Mounted from the first opening on, so that it fades out when closed.
  const [state, setState] = useState<{ mounted: boolean; open: boolean; message?: string }>({ mounted: false, open: false });
  useEffect(() => onUpgradeRequired((message) => setState({ mounted: true, open: true, message })), []);
  if (!state.mounted) return null;
  return <UpgradeRequiredDialog open={state.open} message={state.message} onClose={() => setState((s) => ({ ...s, open: false }))} />;
}
