import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface LazySlot<Props extends object> {
  (props: Props): React.ReactNode;
  /** Starts loading the slot's module (once); resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * A shell slot in a chunk of its own, loaded when the shell first draws it or when preloaded, so
 * that the shell's first download stays small. Nothing is drawn while it loads. A slot whose module
 * is already there draws at once, outside Suspense: revealing suspended content is held back by
 * React for up to 300 ms after any fallback was shown, which on the sign-in path held back the
 * page behind the billing guard.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazySlot<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Loading = lazy(async () => ({ default: await preload() }));
  function Slot(props: Props) {
    // Decided once per mount: switching later would remount what is drawn.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Loading {...props} />
      </Suspense>
    );
  }
  return Object.assign(Slot, { preload });
}

/** Preloads a slot drawn by lazyComponent; any other component is there already. */
export function preloadSlot(component: object): Promise<unknown> {
  const { preload } = component as Partial<LazySlot<object>>;
  return preload ? preload() : Promise.resolve();
}
