/**
 * Redis for several instances (issue #12, `REDIS_URL`): server-sent events fan out over Redis pub/sub, and the
 * rate limits of @fastify/rate-limit count in Redis, so a limit hit through one instance holds on the others.
 * Without REDIS_URL both stay in-process (server/core/hub.ts, the plugin's memory store).
 *
 * Library: ioredis (https://github.com/redis/ioredis). Pub/sub needs a connection of its own: a subscribed
 * connection can only (un)subscribe (Redis docs, "Pub/Sub").
 */
import EventEmitter from 'eventemitter3';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { EventHub } from '@lemma/sdk/server';
import { createLocalInvalidationBus, type InvalidationBus } from './invalidation';

/** Channel prefix in Redis: several Lemma deployments can share one Redis. */
const PREFIX = 'lemma:events:';

/** The kernel's Redis connections: `commands` for rate limits, and the event hub over pub/sub. */
export interface RedisServices {
  /** A connection for commands (rate-limit counters). */
  commands: Redis;
  hub: EventHub;
  /** Cache invalidations: delivered here at once, and to every other instance over Redis. */
  invalidation: InvalidationBus;
  /** Closes every connection (waits for pending replies). */
  close(): Promise<void>;
}

/**
 * Connects to `url` (`redis://[:password@]host:port[/db]`). Resolves once both connections are ready.
 * @throws Error when Redis cannot be reached within 10 s (the server then refuses to start: a half-connected
 *   instance would silently drop events).
 */
export async function connectRedis(url: string): Promise<RedisServices> {
  const opts = { lazyConnect: true, maxRetriesPerRequest: 3, connectTimeout: 10_000 };
  const commands = new Redis(url, opts);
  const publisher = new Redis(url, opts);
  const subscriber = new Redis(url, opts);
  await Promise.all([commands.connect(), publisher.connect(), subscriber.connect()]);
  const local = new EventEmitter();
  const counts = new Map<string, number>();
  const subscribing = new Map<string, Promise<void>>();
  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    try {
      const { event, data } = JSON.parse(message.toString('utf8')) as { event: string; data: unknown };
      local.emit(channel.toString('utf8').slice(PREFIX.length), event, data);
    } catch {
      /* not ours */
    }
  });
  const hub: EventHub = {
    publish(channel, event, data) {
      void publisher.publish(PREFIX + channel, JSON.stringify({ event, data })).catch(() => undefined);
    },
    subscribe(channel, fn) {
      local.on(channel, fn);
      const n = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, n);
      const ready = n === 1 ? subscriber.subscribe(PREFIX + channel).then(() => undefined) : subscribing.get(channel);
      if (n === 1) subscribing.set(channel, ready!);
      let done = false;
      const unsubscribe = () => {
        if (done) return;
        done = true;
        local.off(channel, fn);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) counts.set(channel, left);
        else {
          counts.delete(channel);
          subscribing.delete(channel);
          void subscriber.unsubscribe(PREFIX + channel).catch(() => undefined);
        }
      };
      return Object.assign(unsubscribe, { ready: (ready ?? Promise.resolve()).catch(() => undefined) });
    },
  };
  const invalidation = redisInvalidationBus(hub);
  return {
    commands,
    hub,
    invalidation,
    async close() {
      await Promise.allSettled([commands.quit(), publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * The invalidation bus over the hub: local subscribers hear a change synchronously (this instance's next request
 * already sees it); other instances hear it through Redis. Each message carries its origin, so an instance does
 * not hear its own changes twice.
 */
function redisInvalidationBus(hub: EventHub): InvalidationBus {
  const origin = randomUUID();
  const local = createLocalInvalidationBus();
  const listening = new Set<string>();
  return {
    publish(topic, key) {
      local.publish(topic, key);
      hub.publish(`invalidate:${topic}`, 'invalidate', { origin, key });
    },
    subscribe(topic, fn) {
      if (!listening.has(topic)) {
        listening.add(topic);
        hub.subscribe(`invalidate:${topic}`, (_event, data) => {
          const m = data as { origin?: string; key?: string };
          if (m.origin !== origin && typeof m.key === 'string') local.publish(topic, m.key);
        });
      }
      return local.subscribe(topic, fn);
    },
  };
}
