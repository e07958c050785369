/**
 * The kernel's service container (issue #13: in place of tsyringe and reflect-metadata, ~8 kB
 * brotli on every first visit, of which the client used four methods). Services are values
 * registered under a token's key (`register(key, { useValue })`); a child container sees its
 * parents' registrations, and its own registrations stay its own — the shape of tsyringe's
 * `DependencyContainer` that the kernel and the plugin registry use, with the same method names.
 */
export class ServiceContainer {
  private readonly values = new Map<symbol | string, unknown>();

  constructor(private readonly parent: ServiceContainer | null = null) {}

  /** Registers `useValue` under `key` in this container (replacing an earlier registration here). */
  register<T>(key: symbol | string, provider: { useValue: T }): this {
    this.values.set(key, provider.useValue);
    return this;
  }

  /** Whether `key` is registered here, or (with `recursive`) here or in a parent. */
  isRegistered(key: symbol | string, recursive = false): boolean {
    return this.values.has(key) || (recursive && !!this.parent?.isRegistered(key, true));
  }

  /**
   * The value registered under `key`, here or in the nearest parent that has one.
   * @throws Error when no container in the chain has it
   */
  resolve<T>(key: symbol | string): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    if (this.parent) return this.parent.resolve<T>(key);
    throw new Error(`Nothing registered for ${String(key)}`);
  }

  /** A new container whose lookups fall back to this one. */
  createChildContainer(): ServiceContainer {
    return new ServiceContainer(this);
  }
}
