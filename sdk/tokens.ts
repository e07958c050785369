/**
 * Typed service tokens. A token names a service in the kernel's DI container (tsyringe) and
 * carries its TypeScript type, so `ctx.get(IApi)` is typed without importing the implementation.
 */
export interface Token<T> {
  /** Stable, human-readable id, e.g. `core.api` or `calculator.service`. */
  readonly id: string;
  /** The injection token (the key a service is registered under). */
  readonly key: symbol;
  /** Phantom field carrying the service type; never set at run time. */
  readonly __type?: T;
}

/** The type a token stands for. */
export type TokenType<K> = K extends Token<infer T> ? T : never;

const made = new Map<string, Token<unknown>>();

/**
 * Creates (or returns the already created) token with this id.
 * @param id stable id, `<plugin>.<name>`; the same id always gives the same token.
 */
export function createToken<T>(id: string): Token<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-zA-Z0-9-]+)+$/.test(id)) throw new Error(`Invalid token id "${id}": use "<plugin>.<name>"`);
  const existing = made.get(id);
  if (existing) return existing as Token<T>;
  const token = Object.freeze({ id, key: Symbol.for(`lemma:${id}`) }) as Token<T>;
  made.set(id, token as Token<unknown>);
  return token;
}
