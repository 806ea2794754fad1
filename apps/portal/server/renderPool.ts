/** The pool's renders and queue are full: the answer is 503 with `Retry-After`. */
export class RenderPoolFullError extends Error {
  constructor() {
    super('render pool full');
    this.name = 'RenderPoolFullError';
  }
}

/** A render (with its wait in the queue) outlasted the pool's timeout. */
export class RenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`render took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

export interface RenderPoolOptions {
  /** Renders running at once (each one's backend reads and React render). */
  readonly concurrency: number;
  /** Renders waiting for a slot; one more is refused at once. */
  readonly queueLimit: number;
  /** How long a caller waits, queue included, before it is given up on (ms). */
  readonly timeoutMs: number;
}

export interface RenderPool {
  /**
   * Runs `render` when a slot is free, or refuses at once when `queueLimit` renders already wait
   * (`RenderPoolFullError`). The caller is answered `RenderTimeoutError` once `timeoutMs` have
   * passed since it asked; a render that has started keeps its slot until it really ends (its
   * reads have their own timeout), so timed-out work never piles up beyond `concurrency`.
   */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders running and waiting now (for /readyz and the load test). */
  stats(): { readonly active: number; readonly queued: number };
}

interface Waiting {
  readonly start: () => void;
  givenUp: boolean;
}

/**
 * A bounded render pool (issue T): rendering a page costs a backend search and a React render
 * (0.09–0.29 s each, all on one thread), so without a bound a burst of searches made every answer
 * slow together (20 at once took 2.1 s). Here at most `concurrency` run, `queueLimit` wait in
 * order, and the rest are refused quickly, which a CDN or browser can retry.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  let active = 0;
  const queue: Waiting[] = [];

  const next = () => {
    while (active < options.concurrency && queue.length > 0) {
      const waiting = queue.shift();
      if (waiting && !waiting.givenUp) waiting.start();
    }
  };

  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      if (active >= options.concurrency && queue.length >= options.queueLimit) {
        return Promise.reject(new RenderPoolFullError());
      }
      return new Promise<T>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          waiting.givenUp = true;
          const index = queue.indexOf(waiting);
          if (index !== -1) queue.splice(index, 1);
          reject(new RenderTimeoutError(options.timeoutMs));
        }, options.timeoutMs);
        const waiting: Waiting = {
          givenUp: false,
          start: () => {
            active += 1;
            const finish = () => {
              active -= 1;
              next();
            };
            Promise.resolve()
              .then(render)
              .then(
                (value) => {
                  finish();
                  if (settled) return;
                  settled = true;
                  clearTimeout(timer);
                  resolve(value);
                },
                (error: unknown) => {
                  finish();
                  if (settled) return;
                  settled = true;
                  clearTimeout(timer);
                  reject(error);
                },
              );
          },
        };
        if (active < options.concurrency) waiting.start();
        else queue.push(waiting);
      });
    },
    stats: () => ({ active, queued: queue.length }),
  };
}
