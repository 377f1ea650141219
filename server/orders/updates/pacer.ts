// Paces the update links under GoHighLevel's burst limit, in this process: at most `max` requests in any window of
// `intervalMs`, and none while GoHighLevel has asked for a pause (a 429). Requests wait their turn in order. Other
// processes and other calls share the limit too; what this misses comes back as a 429, which the outbox retries.
export interface Pacer {
  /** Resolves when one more request may go (and counts it). */
  take(): Promise<void>;
  /** GoHighLevel answered 429: no request for `ms`. */
  hold(ms: number): void;
}

export function createPacer({
  max,
  intervalMs,
  maxHoldMs = intervalMs,
  now = Date.now,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  max: number;
  intervalMs: number;
  /** The longest pause a 429 asks of the pace: the outbox's longest retry delay, never more than one window. */
  maxHoldMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): Pacer {
  const sent: number[] = [];
  let heldUntil = 0;
  let queue: Promise<void> = Promise.resolve();

  async function slot(): Promise<void> {
    for (;;) {
      const time = now();
      while (sent.length > 0 && sent[0]! <= time - intervalMs) sent.shift();
      const full = sent.length >= max ? sent[0]! + intervalMs - time : 0;
      const wait = Math.max(heldUntil - time, full);
      if (wait <= 0) {
        sent.push(time);
        return;
      }
      await sleep(wait);
    }
  }

  return {
    take() {
      const turn = queue.then(slot);
      queue = turn.catch(() => {});
      return turn;
    },
    hold(ms) {
      // At most one window, as long as the outbox waits before the retry: a longer wait (the day's limit) pauses the
      // whole destination instead.
      heldUntil = Math.max(heldUntil, now() + Math.min(ms, intervalMs, maxHoldMs));
    },
  };
}
