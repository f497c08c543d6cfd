import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A shell slot loaded when the shell first draws it. The router imports every feature's plug-in
 * up front, so a slot imported directly would put its whole feature (the call window, the bell,
 * the billing dialogs) into the first download; this keeps it in a chunk of its own, as the
 * pages are. Nothing is drawn while it loads.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazySlot(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazySlot;
}
