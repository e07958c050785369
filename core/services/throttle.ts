/**
 * Leading-edge throttle for async calls (§5): the first call runs; calls within `windowMs` of it
 * share its promise instead of starting another request.
 */
export function throttleLeading<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  windowMs: number,
  now: () => number = Date.now,
): ((...args: A) => Promise<R>) & { reset(): void } {
  let last = -Infinity;
  let pending: Promise<R> | null = null;
  const throttled = (...args: A) => {
    const t = now();
    if (pending && t - last < windowMs) return pending;
    last = t;
    pending = fn(...args);
    return pending;
  };
  /** Forgets the last call (after a logout the next guest login must really run). */
  throttled.reset = () => {
    last = -Infinity;
    pending = null;
  };
  return throttled;
}
