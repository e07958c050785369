import { describe, expect, it, vi } from 'vitest';
import { throttleLeading } from './throttle';

describe('throttleLeading', () => {
  it('runs the leading call and shares its promise within the window (§5 guest login: one per 5 s)', async () => {
    let now = 0;
    const fn = vi.fn(async (x: number) => x * 2);
    const t = throttleLeading(fn, 5000, () => now);
    const p1 = t(1);
    now = 4999;
    const p2 = t(2);
    expect(p2).toBe(p1);
    expect(await p2).toBe(2);
    expect(fn).toHaveBeenCalledTimes(1);
    now = 5000;
    expect(await t(3)).toBe(6);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('allows one auto-login per second', () => {
    let now = 1000;
    const fn = vi.fn(async () => true);
    const t = throttleLeading(fn, 1000, () => now);
    for (let i = 0; i < 10; i++) void t();
    now += 999;
    void t();
    expect(fn).toHaveBeenCalledTimes(1);
    now += 1;
    void t();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
