import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from '../appConfig.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { withTimeout } from './chunkTimeout.ts';
import { TopProgress } from './TopProgress.tsx';

/**
 * A lazily loaded component (one chunk) behind Suspense and an error boundary: a chunk that fails
 * or has not loaded in `ms` (120 s) shows an error with 重试, which loads it afresh.
 */
export function lazyWithTimeout<P extends object>(load: () => Promise<ComponentType<P>>, ms: number = CHUNK_TIMEOUT_MS): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => withTimeout(load(), ms).then((C) => ({ default: C })));
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
  return LazyComponent;
}
