import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from '../appConfig.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { withTimeout } from './chunkTimeout.ts';
import { TopProgress } from './TopProgress.tsx';

/** A lazy component that can start loading its chunk before it is first rendered. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => void };

/**
 * A lazily loaded component (one chunk) behind Suspense and an error boundary: a chunk that fails
 * or has not loaded in `ms` (120 s) shows an error with 重试, which loads it afresh. `preload()`
 * starts the download early (routing/preloadRoute.ts); the render then finds it in flight or done,
 * and once it is in, renders it without suspending (React holds a Suspense reveal back 300 ms).
 */
export function lazyWithTimeout<P extends object>(load: () => Promise<ComponentType<P>>, ms: number = CHUNK_TIMEOUT_MS): PreloadableComponent<P> {
  // once the chunk is in, a new element renders it without suspending (see instantLazy)
  let loaded: ComponentType<P> | undefined;
  const keep = (C: ComponentType<P>): ComponentType<P> => (loaded = C);
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => withTimeout(load(), ms).then((C) => ({ default: keep(C) })));
  let current = make();
  function Chosen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? current);
    return <Component {...props} />;
  }
  function LazyComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      current = make();
      setAttempt((a) => a + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<TopProgress />}>
          <Chosen {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyComponent.preload = () => {
    load().then(keep, () => undefined);
  };
  return LazyComponent;
}
