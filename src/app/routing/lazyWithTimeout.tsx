import { Suspense, useState, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '../appConfig.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { withTimeout } from './chunkTimeout.ts';
import { instantLazy } from './instantLazy.tsx';
import { TopProgress } from './TopProgress.tsx';

/** A lazy component that can start loading its chunk before it is first rendered. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => void };

/**
 * A lazily loaded component (one chunk) behind Suspense and an error boundary: a chunk that fails
 * or has not loaded in `ms` (120 s) shows an error with 重试, which loads it afresh. `preload()`
 * starts the download early (routing/preloadRoute.ts); the render then finds it in flight or done,
 * and once it is in, renders it without suspending (instantLazy).
 */
export function lazyWithTimeout<P extends object>(load: () => Promise<ComponentType<P>>, ms: number = CHUNK_TIMEOUT_MS): PreloadableComponent<P> {
  const make = () => instantLazy(() => withTimeout(load(), ms));
  let current = make();
  function LazyComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Current = current;
    const retry = () => {
      current = make();
      setAttempt((a) => a + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<TopProgress />}>
          <Current {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyComponent.preload = () => {
    current.preload().catch(() => undefined);
  };
  return LazyComponent;
}
