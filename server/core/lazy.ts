/**
 * Lazy bindings for the compiled server's math facade (issue #12 "fast start"). The math engine costs
 * about 1.3 s of CPU when its module is evaluated (mathjs builds its typed functions, the reading layer
 * compiles its vocabularies), and most requests never need it on the request thread. In the compiled
 * bundle, scripts/build-server.mjs replaces `@lemma/math` (for code outside math/) by a generated facade
 * whose exports are made with these helpers: the real module is evaluated synchronously, on the first
 * call or property access, then every binding forwards to it. Under tsx and Vitest nothing is lazy.
 *
 * Semantics kept: functions are called with the same `this` and arguments; classes construct, extend
 * and answer `instanceof` as the real class; objects and arrays (`TOPICS`, `RULES`) answer every
 * property read, `in`, iteration, `Object.keys` and `Array.isArray` as the real value. Writes go to
 * the real value.
 */

/** A loader that evaluates `load` once, on its first call, and returns the same module afterwards. */
export function lazyModule<T>(load: () => T): () => T {
  let loaded = false;
  let value: T;
  return () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value;
  };
}

type Mod = () => Record<string, unknown>;

/** A plain function export: a wrapper that calls the real function (same `this`, same arguments). */
export function lazyFunction(mod: Mod, name: string): (...args: unknown[]) => unknown {
  const f = function (this: unknown, ...args: unknown[]): unknown {
    return (mod()[name] as (...a: unknown[]) => unknown).apply(this, args);
  };
  Object.defineProperty(f, 'name', { value: name });
  return f;
}

/** Proxy traps forwarding every operation to `real()` (the target only satisfies the Proxy invariants). */
function forwarding(real: () => object): ProxyHandler<object> {
  return {
    get: (_t, key) => Reflect.get(real(), key),
    set: (_t, key, value) => Reflect.set(real(), key, value),
    has: (_t, key) => Reflect.has(real(), key),
    deleteProperty: (_t, key) => Reflect.deleteProperty(real(), key),
    ownKeys: (t) => {
      const keys = Reflect.ownKeys(real());
      // Invariant: the target's own non-configurable keys (an array's `length`, a function's `prototype`) must be listed.
      for (const k of Reflect.ownKeys(t))
        if (!Reflect.getOwnPropertyDescriptor(t, k)!.configurable && !keys.includes(k)) keys.push(k);
      return keys;
    },
    getOwnPropertyDescriptor: (t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      const own = Reflect.getOwnPropertyDescriptor(t, key);
      if (!d) return own;
      // Invariant: a key may be reported non-configurable only when the target has it so; keep the target's then.
      if (own && !own.configurable) {
        if ('value' in own && own.writable) own.value = 'value' in d ? d.value : own.value;
        return own;
      }
      return { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    defineProperty: (_t, key, d) => Reflect.defineProperty(real(), key, d),
  };
}

/**
 * An object or array export (`TOPICS`, `RULES`): a Proxy whose reads and writes go to the real value.
 * @param empty an empty value of the same kind (`[]` or `{}`), so that `Array.isArray` answers right
 */
export function lazyValue<T extends object>(mod: Mod, name: string, empty: T): T {
  return new Proxy(
    empty,
    forwarding(() => mod()[name] as object),
  ) as T;
}

/** A class export: constructs, is extended and answers `instanceof` as the real class. */
export function lazyClass(mod: Mod, name: string): unknown {
  const real = () => mod()[name] as new (...a: unknown[]) => unknown;
  const target = function () {} as unknown as object;
  return new Proxy(target, {
    ...forwarding(real),
    apply: (_t, self, args) => Reflect.apply(real() as unknown as (...a: unknown[]) => unknown, self, args),
    // `new.target` stays the proxy (or a subclass): its `prototype` read goes to the real class's.
    construct: (_t, args, newTarget) => Reflect.construct(real(), args, newTarget) as object,
  });
}
