/**
 * Cache invalidation messages (issue #12 point 5): what rarely changes (the password-change flag, ...)
 * is cached in each process, and every change is published here as `topic` + `key`. In one process the
 * default bus delivers synchronously to the local subscribers; with several instances an adapter over
 * Redis pub/sub or PostgreSQL LISTEN/NOTIFY implements the same two methods and every instance's cache
 * hears every change.
 */
import { EventEmitter } from 'node:events';

export interface InvalidationBus {
  /** Announces that `key` of `topic` changed (delivered to subscribers here and, with an adapter, elsewhere). */
  publish(topic: string, key: string): void;
  /** Listens to a topic; returns the unsubscribe function. */
  subscribe(topic: string, fn: (key: string) => void): () => void;
}

/** The in-process bus: synchronous delivery to this process's subscribers. */
export function createLocalInvalidationBus(): InvalidationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (topic, key) => void emitter.emit(topic, key),
    subscribe(topic, fn) {
      emitter.on(topic, fn);
      return () => void emitter.off(topic, fn);
    },
  };
}
