/** Thrown when more work waits than the limiter queues. */
export class LimiterBusyError extends Error {
  constructor() {
    super("Too many images are being made; try again shortly.");
    this.name = "LimiterBusyError";
  }
}

/**
 * Runs at most `concurrency` tasks at a time; up to `maxQueued` more wait in order, beyond that
 * `run` rejects with `LimiterBusyError` at once instead of piling up memory.
 * @example
 *   const limiter = createLimiter({ concurrency: 2, maxQueued: 100 });
 *   const webp = await limiter.run(() => sharp(input).webp().toBuffer());
 */
export function createLimiter({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }) {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxQueued) throw new LimiterBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
