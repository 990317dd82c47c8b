import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '../appConfig.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { withTimeout } from './chunkTimeout.ts';
import { instantLazy, type InstantLazy } from './instantLazy.tsx';
import { TopProgress } from './TopProgress.tsx';

/** A lazy component that can start loading its chunk before it is first rendered. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => void };

/**
 * Shows the progress bar until the chunk has arrived (or failed), then the component. Not by
 * suspending: React reveals a Suspense boundary whose fallback has shown no sooner than 300 ms
 * after it appeared, so a page whose chunk came 50 ms after the layout rendered would wait 250 ms
 * more. A chunk that failed or timed out is thrown to the error boundary (重试).
 */
function ChunkGate<P extends object>({ Lazy, props }: { Lazy: InstantLazy<P>; props: P }) {
  const [chunk, setChunk] = useState<{ state: 'loading' | 'in' } | { state: 'failed'; error: unknown }>(() => ({ state: Lazy.isLoaded() ? 'in' : 'loading' }));
  useEffect(() => {
    if (chunk.state !== 'loading') return;
    let live = true;
    Lazy.preload().then(
      () => live && setChunk({ state: 'in' }),
      (error: unknown) => live && setChunk({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [Lazy, chunk.state]);
  if (chunk.state === 'failed') throw chunk.error;
  if (chunk.state === 'loading') return <TopProgress />;
  return (
    <Suspense fallback={<TopProgress />}>
      <Lazy {...props} />
    </Suspense>
  );
}

/**
 * A lazily loaded component (one chunk) behind an error boundary: a chunk that fails or has not
 * loaded in `ms` (120 s) shows an error with 重试, which loads it afresh. `preload()` starts the
 * download early (routing/preloadRoute.ts); the render then finds it in flight or done, and once
 * it is in, renders it without suspending (instantLazy, ChunkGate).
 */
export function lazyWithTimeout<P extends object>(load: () => Promise<ComponentType<P>>, ms: number = CHUNK_TIMEOUT_MS): PreloadableComponent<P> {
  const make = () => instantLazy(() => withTimeout(load(), ms));
  let current = make();
  function LazyComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      current = make();
      setAttempt((a) => a + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <ChunkGate Lazy={current} props={props} />
      </ChunkErrorBoundary>
    );
  }
  LazyComponent.preload = () => {
    current.preload().catch(() => undefined);
  };
  return LazyComponent;
}
