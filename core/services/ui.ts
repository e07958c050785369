/**
 * Small UI services: toasts (§9 limits and durations), the system message (§4: auto-hide 10 s),
 * dialogs (§2) and the event bus.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import EventEmitter from 'eventemitter3';
import { LIMITS, TOASTS, type ToastKind } from '@lemma/sdk/contract/constants';
import type {
  DialogService,
  DialogState,
  EventsService,
  LemmaEvents,
  SystemMessageService,
  Toast,
  ToastService,
} from '@lemma/sdk/services';

/**
 * Toasts: at most 20 at once (the oldest goes first), auto-dismissed after 4000 ms (blank, error,
 * custom) or 2000 ms (success), never for loading; a dismissed toast is removed 1000 ms later.
 */
export class Toasts implements ToastService {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<Toasts, 'nextId'>(this, { nextId: false });
  }

  show(message: string, options: { kind?: ToastKind; duration?: number; link?: Toast['link'] } = {}): number {
    const kind = options.kind ?? 'blank';
    const id = this.nextId++;
    this.toasts.push({ id, kind, message, link: options.link, createdAt: Date.now(), dismissed: false });
    while (this.toasts.length > TOASTS.MAX_VISIBLE) this.toasts.shift();
    const duration = options.duration ?? TOASTS.DURATION_MS[kind];
    if (Number.isFinite(duration)) setTimeout(() => this.dismiss(id), duration);
    return id;
  }
  success(message: string) {
    return this.show(message, { kind: 'success' });
  }
  error(message: string, link?: Toast['link']) {
    return this.show(message, { kind: 'error', link });
  }
  loading(message: string) {
    return this.show(message, { kind: 'loading' });
  }
  dismiss(id: number): void {
    const t = this.toasts.find((x) => x.id === id);
    if (!t || t.dismissed) return;
    t.dismissed = true;
    setTimeout(() => runInAction(() => (this.toasts = this.toasts.filter((x) => x.id !== id))), TOASTS.REMOVE_DELAY_MS);
  }
}

/** The system message bar (§3 App state systemMsg/systemMsgSeverity): one message, hidden after 10 s or on close. */
export class SystemMessage implements SystemMessageService {
  message: string | null = null;
  severity: 'error' | 'info' = 'error';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<SystemMessage, 'timer'>(this, { timer: false });
  }
  show(message: string, severity: 'error' | 'info' = 'error'): void {
    this.message = message;
    this.severity = severity;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hide(), LIMITS.SYSTEM_MESSAGE_HIDE_MS);
  }
  hide(): void {
    this.message = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** One dialog at a time, by name; plugins contribute named dialogs too. */
export class Dialogs implements DialogService {
  current: DialogState | null = null;
  constructor() {
    makeAutoObservable(this);
  }
  open(id: string, props?: Record<string, unknown>): void {
    this.current = { id, props };
  }
  close(): void {
    this.current = null;
  }
}

export class Events implements EventsService {
  private readonly emitter = new EventEmitter();
  on<K extends keyof LemmaEvents>(event: K, fn: (payload: LemmaEvents[K]) => void): () => void {
    this.emitter.on(event as string, fn);
    return () => this.emitter.off(event as string, fn);
  }
  emit<K extends keyof LemmaEvents>(event: K, payload: LemmaEvents[K]): void {
    this.emitter.emit(event as string, payload);
  }
}
