/** Raised when a chunk has not arrived within the timeout. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`chunk not loaded within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** A module promise that rejects with ChunkTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
