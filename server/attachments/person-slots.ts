import "server-only";
import { AppError } from "@/lib/errors";

export interface PersonSlotsOptions {
  /** Held at once by one person. */
  max: number;
  /** Requests of one person that may wait for a slot; past them, a 429 at once. */
  maxWaiting: number;
  /** How long a request waits for a slot before its 429. */
  waitMs: number;
  /** The 429's pt-BR message. */
  message: string;
  retryAfterSeconds: number;
}

export interface PersonSlots {
  /**
   * A slot of the person's, at once or after a short wait; a 429 with `Retry-After` when none
   * frees in time. A request whose `signal` aborts (its client left) leaves the line. The function
   * it returns gives the slot back (once, however often it is called).
   */
  take(userId: string, signal?: AbortSignal): Promise<() => void>;
  /** Slots the person holds now. */
  held(userId: string): number;
}

interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/**
 * A cap on what one person holds at once, in this process (docs/decisions/receipt-transfers.md).
 * A few requests wait their turn, so a dialog loading ten thumbnails or sending five photos at
 * once is served two at a time instead of refused; a waiting request holds no connection.
 */
export function createPersonSlots(options: PersonSlotsOptions): PersonSlots {
  const holding = new Map<string, number>();
  const waiting = new Map<string, Waiter[]>();
  const refusal = () =>
    new AppError("too_many_requests", options.message, { headers: { "Retry-After": String(options.retryAfterSeconds) } });

  function grant(userId: string): () => void {
    holding.set(userId, (holding.get(userId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (holding.get(userId) ?? 1) - 1;
      if (left <= 0) holding.delete(userId);
      else holding.set(userId, left);
      handOn(userId);
    };
  }

  /** A freed slot goes to the person's longest waiting request. */
  function handOn(userId: string) {
    const queue = waiting.get(userId);
    const next = queue?.shift();
    if (queue?.length === 0) waiting.delete(userId);
    if (!next) return;
    clearTimeout(next.timer);
    next.grant(grant(userId));
  }

  return {
    take(userId, signal) {
      if ((holding.get(userId) ?? 0) < options.max) return Promise.resolve(grant(userId));
      const queue = waiting.get(userId) ?? [];
      if (queue.length >= options.maxWaiting || signal?.aborted) return Promise.reject(refusal());
      waiting.set(userId, queue);
      return new Promise((resolve, reject) => {
        // The wait ran out, or the client left: the place in line goes to the next request.
        const leave = () => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener("abort", leave);
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0) waiting.delete(userId);
          reject(refusal());
        };
        const waiter: Waiter = {
          grant: (release) => {
            signal?.removeEventListener("abort", leave);
            resolve(release);
          },
          timer: setTimeout(leave, options.waitMs),
        };
        queue.push(waiter);
        signal?.addEventListener("abort", leave, { once: true });
      });
    },
    held: (userId) => holding.get(userId) ?? 0,
  };
}
