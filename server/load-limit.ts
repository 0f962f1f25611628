import { apiErrorBody } from "~/lib/api-error";
import { plainPage } from "./plain-page";

// Work that no cache can answer (decision 019) is admitted a bounded number at a time. Beyond
// that, requests wait their turn in a bounded queue; a request that finds the queue full, or
// waits in it too long, is answered at once with 503 and Retry-After, so a visitor hears "busy"
// in a moment instead of every request waiting ever longer. A request whose visitor went away
// while it waited (closed the page, gave up) leaves the queue: nobody would read its answer.

/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export type LoadLimitOptions = {
  /** Requests under way at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is refused. */
  queue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
};

type Waiter = { start: () => void; leave: () => void; timer: NodeJS.Timeout };

export type RunOptions = {
  /** Waits ahead of the queue (renewing a cached page serves everyone who asks for it). */
  first?: boolean;
  /** The request's own signal: once aborted, the work is not started. */
  signal?: AbortSignal;
};

export class LoadLimit {
  #active = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly options: LoadLimitOptions) {}

  get active() {
    return this.#active;
  }

  get waiting() {
    return this.#waiting.length;
  }

  /**
   * Runs `work` when there is room; resolves to null when the request is refused, or when its
   * signal aborted before its turn came.
   */
  async run<T>(
    work: () => Promise<T>,
    { first = false, signal }: RunOptions = {},
  ): Promise<T | null> {
    if (signal?.aborted) return null;
    if (this.#active >= this.options.concurrency) {
      if (this.#waiting.length >= this.options.queue) return null;
      const admitted = await new Promise<boolean>((resolve) => {
        const onAbort = () => waiter.leave();
        const waiter: Waiter = {
          start: () => {
            clearTimeout(waiter.timer);
            signal?.removeEventListener("abort", onAbort);
            resolve(true);
          },
          leave: () => {
            clearTimeout(waiter.timer);
            signal?.removeEventListener("abort", onAbort);
            const at = this.#waiting.indexOf(waiter);
            if (at !== -1) this.#waiting.splice(at, 1);
            resolve(false);
          },
          timer: setTimeout(() => waiter.leave(), this.options.maxWaitMs),
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        if (first) this.#waiting.unshift(waiter);
        else this.#waiting.push(waiter);
      });
      if (!admitted) return null;
    } else {
      this.#active++;
    }
    try {
      return await work();
    } finally {
      // The turn passes straight to the next waiter, or is given back.
      const next = this.#waiting.shift();
      if (next) next.start();
      else this.#active--;
    }
  }
}

/** The busy answer: JSON for the API, a short page for everything else. */
export function busyResponse(path: string): Response {
  const headers = {
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  };
  const message = `The site is very busy right now. Please try again in ${RETRY_AFTER_SECONDS} seconds.`;
  if (path.startsWith("/api/")) {
    return Response.json(apiErrorBody("busy", message), { status: 503, headers: { ...headers } });
  }
  return plainPage(503, { title: "We are very busy", message, retry: true }, headers);
}
