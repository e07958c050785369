/**
 * Leading-edge throttle for async calls (§5): the first call runs; calls within `windowMs` of it
 * share its promise instead of starting another request.
 */
export function throttleLeading<A extends unknown[], R>(fn: (...args: A) => Promise<R>, windowMs: number, now: () => number = Date.now): (...args: A) => Promise<R> {
  let last = -Infinity;
  let pending: Promise<R> | null = null;
  return (...args: A) => {
    const t = now();
    if (pending && t - last < windowMs) return pending;
    last = t;
    pending = fn(...args);
    return pending;
  };
}
