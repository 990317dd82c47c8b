import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that renders without suspending once its chunk is in. */
export type InstantLazy<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the chunk is in (an element mounted now renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * React.lazy, except that an element mounted after the chunk has arrived renders the component
 * straight away. React.lazy suspends on the first render of every lazy component, even when its
 * chunk was preloaded, and React then holds the reveal of a Suspense boundary back until 300 ms
 * after its fallback appeared: each nested lazy on a page's first render would cost that wait.
 * Render it inside a Suspense boundary (it still suspends while the chunk is on its way).
 */
export function instantLazy<P extends object>(load: () => Promise<ComponentType<P>>): InstantLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (C) => (loaded = C),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  function Instant(props: P) {
    // decided once per element: switching from the lazy to the loaded type would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Instant.preload = preload;
  Instant.isLoaded = () => loaded !== undefined;
  return Instant;
}
