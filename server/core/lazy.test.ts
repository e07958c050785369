import { describe, expect, it } from 'vitest';
import { lazyClass, lazyFunction, lazyModule, lazyValue } from './lazy';

/** A module whose evaluation is counted, with each kind of export the math facade wraps. */
function fakeModule() {
  let evaluated = 0;
  class Thing extends Error {
    constructor(readonly code: string) {
      super(code);
    }
    static make(code: string) {
      return new Thing(code);
    }
  }
  const load = lazyModule(() => {
    evaluated++;
    return {
      double: function (this: { k?: number } | undefined, x: number) {
        return x * 2 * (this?.k ?? 1);
      },
      LIST: [{ id: 'a' }, { id: 'b' }],
      TABLE: Object.freeze({ one: { kp: 'x' }, two: { kp: 'y' } }),
      Thing,
    } as Record<string, unknown>;
  });
  return { load, evaluated: () => evaluated, Thing };
}

describe('lazy bindings of the compiled math facade', () => {
  it('evaluates the module at the first use only, and once', () => {
    const m = fakeModule();
    const double = lazyFunction(m.load, 'double');
    const list = lazyValue(m.load, 'LIST', []);
    expect(m.evaluated()).toBe(0);
    expect(double(4)).toBe(8);
    expect(list.length).toBe(2);
    expect(double(1)).toBe(2);
    expect(m.evaluated()).toBe(1);
  });

  it('functions keep this and arguments', () => {
    const m = fakeModule();
    const double = lazyFunction(m.load, 'double');
    expect(double.call({ k: 10 }, 3)).toBe(60);
    expect(double.name).toBe('double');
  });

  it('arrays and objects answer reads, iteration, keys and Array.isArray as the real value', () => {
    const m = fakeModule();
    const list = lazyValue(m.load, 'LIST', [] as { id: string }[]);
    const table = lazyValue(m.load, 'TABLE', {} as Record<string, { kp: string }>);
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((t) => t.id)).toEqual(['a', 'b']);
    expect([...list].length).toBe(2);
    expect(Object.keys(list)).toEqual(['0', '1']);
    expect(JSON.stringify(list)).toBe('[{"id":"a"},{"id":"b"}]');
    expect(Object.keys(table)).toEqual(['one', 'two']);
    expect('two' in table).toBe(true);
    expect(table.two!.kp).toBe('y');
    expect(Object.entries(table).map(([k, v]) => `${k}:${v.kp}`)).toEqual(['one:x', 'two:y']);
    expect({ ...table }).toEqual({ one: { kp: 'x' }, two: { kp: 'y' } });
  });

  it('classes construct, extend, call statics and answer instanceof as the real class', () => {
    const m = fakeModule();
    const Lazy = lazyClass(m.load, 'Thing') as typeof m.Thing;
    expect(m.evaluated()).toBe(0);
    const t = new Lazy('E1');
    expect(t).toBeInstanceOf(m.Thing);
    expect(t).toBeInstanceOf(Lazy);
    expect(t).toBeInstanceOf(Error);
    expect(t.code).toBe('E1');
    expect(new m.Thing('E2')).toBeInstanceOf(Lazy);
    expect(Lazy.make('E3')).toBeInstanceOf(Lazy);
    class Sub extends Lazy {}
    const s = new Sub('E4');
    expect(s).toBeInstanceOf(Sub);
    expect(s).toBeInstanceOf(m.Thing);
    expect(s.code).toBe('E4');
  });
});
