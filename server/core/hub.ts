/**
 * In-process publish/subscribe for server-sent events: a job publishes progress on a channel
 * (e.g. `input:42`), a streaming response subscribed to that channel forwards it to the browser.
 */
import EventEmitter from 'eventemitter3';
import type { EventHub } from '@lemma/sdk/server';

export function createEventHub(): EventHub {
  const emitter = new EventEmitter();
  return {
    publish(channel, event, data) {
      emitter.emit(channel, event, data);
    },
    subscribe(channel, fn) {
      emitter.on(channel, fn);
      return () => emitter.off(channel, fn);
    },
  };
}
