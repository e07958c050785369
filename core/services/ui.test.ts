import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SystemMessage, Toasts } from './ui';

describe('Toasts (§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 20, dropping the oldest', () => {
    const t = new Toasts();
    for (let i = 0; i < 25; i++) t.show(`m${i}`);
    expect(t.toasts).toHaveLength(20);
    expect(t.toasts[0]!.message).toBe('m5');
  });

  it('dismisses blank/error after 4000 ms and success after 2000 ms, and removes 1000 ms after dismissal', () => {
    const t = new Toasts();
    const e = t.error('bad');
    const s = t.success('good');
    vi.advanceTimersByTime(1999);
    expect(t.toasts.find((x) => x.id === s)!.dismissed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(t.toasts.find((x) => x.id === s)!.dismissed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(t.toasts.find((x) => x.id === s)).toBeUndefined();
    expect(t.toasts.find((x) => x.id === e)!.dismissed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(t.toasts.find((x) => x.id === e)!.dismissed).toBe(true);
  });

  it('never times out a loading toast', () => {
    const t = new Toasts();
    const id = t.loading('working');
    vi.advanceTimersByTime(10 * 60_000);
    expect(t.toasts.find((x) => x.id === id)!.dismissed).toBe(false);
  });
});

describe('SystemMessage (§4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('auto-hides after 10 s, restarting the clock for a new message', () => {
    const m = new SystemMessage();
    m.show('one');
    vi.advanceTimersByTime(9000);
    m.show('two', 'info');
    vi.advanceTimersByTime(9000);
    expect(m.message).toBe('two');
    expect(m.severity).toBe('info');
    vi.advanceTimersByTime(1000);
    expect(m.message).toBeNull();
  });
});
