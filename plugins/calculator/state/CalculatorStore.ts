/**
 * Calculator state (mobx): the §3 entry being edited, the instant preview (engine in a Web Worker,
 * debounced), the computed result from the server, and the history (paged by 20, §9; a saved entry
 * goes to the front and the list is cut to the limit, §4).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS, type ApiService } from '@lemma/sdk';
import type { ComputeResult } from '@lemma/math';
import type { CalculatorEntry, CalculatorModel, IntegrationModel } from '../shared/contract';
import { orderError, variableError } from '../shared/fields';

export type Mode = 'calculation' | 'function-solve' | 'derivative' | 'integration/definite' | 'integration/indefinite';
export const MODES: Mode[] = ['calculation', 'function-solve', 'derivative', 'integration/definite', 'integration/indefinite'];

export function modelOf(mode: Mode): { model: CalculatorModel; integrationModel?: IntegrationModel } {
  switch (mode) {
    case 'calculation':
      return { model: 'CALCULATION' };
    case 'function-solve':
      return { model: 'FUNCTION_SOLVE' };
    case 'derivative':
      return { model: 'DERIVATIVE' };
    case 'integration/definite':
      return { model: 'INTEGRATION', integrationModel: 'DEFINITE_INTEGRAL' };
    case 'integration/indefinite':
      return { model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL' };
  }
}

export function modeOf(e: Pick<CalculatorEntry, 'model' | 'integrationModel'>): Mode {
  if (e.model === 'FUNCTION_SOLVE') return 'function-solve';
  if (e.model === 'DERIVATIVE') return 'derivative';
  if (e.model === 'INTEGRATION')
    return e.integrationModel === 'DEFINITE_INTEGRAL' ? 'integration/definite' : 'integration/indefinite';
  return 'calculation';
}

export type ResultState =
  { status: 'idle' } | { status: 'computing' } | { status: 'done'; result: ComputeResult } | { status: 'error'; message: string };

export class CalculatorStore {
  mode: Mode = 'calculation';
  input = '';
  variable = 'x';
  order = '1';
  lower = '0';
  upper = '1';
  result: ResultState = { status: 'idle' };
  preview: string | null = null;
  history: CalculatorEntry[] = [];
  historyHasMore = false;
  historyLoading = false;
  /** Called with each finished result (the popup reports them to its host page). */
  onResult: ((r: ComputeResult) => void) | null = null;
  private worker: Worker | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private previewSeq = 0;

  constructor(private readonly api: ApiService) {
    makeAutoObservable<CalculatorStore, 'api' | 'worker' | 'previewTimer' | 'previewSeq'>(this, {
      api: false,
      worker: false,
      previewTimer: false,
      previewSeq: false,
      onResult: false,
    });
  }

  get variableError() {
    return this.mode === 'calculation' ? null : variableError(this.variable);
  }
  get orderError() {
    return this.mode === 'derivative' ? orderError(this.order) : null;
  }
  get boundsError() {
    return this.mode === 'integration/definite' && (!this.lower.trim() || !this.upper.trim()) ? 'required' : null;
  }
  get canCompute() {
    return !!this.input.trim() && !this.variableError && !this.orderError && !this.boundsError;
  }

  setMode(mode: Mode) {
    this.mode = mode;
    this.result = { status: 'idle' };
    this.schedulePreview();
  }
  set<K extends 'input' | 'variable' | 'order' | 'lower' | 'upper'>(key: K, value: string) {
    this[key] = value;
    this.schedulePreview();
  }

  request() {
    const m = modelOf(this.mode);
    return {
      ...m,
      input: this.input,
      variable: this.variable.trim() || 'x',
      derivativeOrder: Number(this.order) || 1,
      ...(this.mode === 'integration/definite' ? { integrationLowerBound: this.lower, integrationUpperBound: this.upper } : {}),
    };
  }

  /** Debounced instant preview in a Web Worker (lazily created; no server round trip). */
  schedulePreview() {
    if (this.previewTimer) clearTimeout(this.previewTimer);
    if (!this.canCompute || typeof Worker === 'undefined') {
      this.preview = null;
      return;
    }
    this.previewTimer = setTimeout(() => this.runPreview(), 350);
  }

  private runPreview() {
    this.worker ??= new Worker(new URL('../worker.ts', import.meta.url), { type: 'module' });
    const id = ++this.previewSeq;
    this.worker.onmessage = (e: MessageEvent<{ id: number; ok: boolean; result?: ComputeResult }>) => {
      if (e.data.id !== this.previewSeq) return;
      runInAction(() => (this.preview = e.data.ok && e.data.result ? e.data.result.simplifyResult : null));
    };
    this.worker.postMessage({ id, kind: 'compute', request: this.request(), budget: { timeMs: 800 } });
  }

  /** Computes on the server (the checked result with steps) and saves it to the history. */
  async compute() {
    if (!this.canCompute) return;
    this.result = { status: 'computing' };
    try {
      const result = await this.api.post<ComputeResult>('/calculator/compute', this.request(), { silent: true });
      runInAction(() => (this.result = { status: 'done', result }));
      this.onResult?.(result);
      void this.save(result);
    } catch (e) {
      const message =
        (e as { response?: { data?: { message?: string } } }).response?.data?.message ?? String((e as Error).message);
      runInAction(() => (this.result = { status: 'error', message }));
    }
  }

  private async save(r: ComputeResult) {
    const req = this.request();
    const entry = await this.api
      .post<CalculatorEntry>(
        '/calculator-history/set',
        {
          input: req.input,
          model: req.model,
          simplifyResult: r.simplifyResult,
          calcResult: r.calcResult,
          variable: req.variable,
          derivativeOrder: req.derivativeOrder,
          integrationLowerBound: req.integrationLowerBound ?? null,
          integrationUpperBound: req.integrationUpperBound ?? null,
          integrationModel: req.integrationModel ?? null,
        },
        { silent: true },
      )
      .catch(() => null);
    if (!entry) return;
    runInAction(() => {
      // §4: the saved entry goes to the front; the list is cut to the limit.
      const rest = this.history.filter((h) => h.id !== entry.id && !(h.input === entry.input && h.model === entry.model));
      this.history = [entry, ...rest].slice(0, Math.max(LIMITS.CALCULATOR_HISTORY_PAGE_SIZE, this.history.length));
    });
  }

  async loadHistory(reset = false) {
    this.historyLoading = true;
    try {
      const offset = reset ? 0 : this.history.length;
      const r = await this.api.get<{ entries: CalculatorEntry[]; hasMore: boolean }>(
        `/calculator-history/get?limit=${LIMITS.CALCULATOR_HISTORY_PAGE_SIZE}&offset=${offset}`,
        { silent: true },
      );
      runInAction(() => {
        this.history = reset ? r.entries : [...this.history, ...r.entries];
        this.historyHasMore = r.hasMore;
      });
    } finally {
      runInAction(() => (this.historyLoading = false));
    }
  }

  async removeHistory(id: number) {
    await this.api.delete(`/calculator-history/delete/id/${id}`);
    runInAction(() => (this.history = this.history.filter((h) => h.id !== id)));
  }

  /** Fills the editor from elsewhere (the tutor's "send to calculator"): an equation goes to function solve. */
  fill(input: string, mode?: Mode) {
    this.mode = mode ?? (/[=<>]/.test(input) ? 'function-solve' : 'calculation');
    this.input = input;
    this.result = { status: 'idle' };
  }

  /** Sets up "evaluate f at x0" (from a point clicked on the graph) and computes it. */
  fillFromPoint(expression: string, x0: number) {
    this.mode = 'calculation';
    this.input = expression.replace(/(^|[^A-Za-z])x(?=[^A-Za-z]|$)/g, `$1(${x0})`);
    this.result = { status: 'idle' };
    void this.compute();
  }

  /** Loads a saved entry into the editor (calculator/:id). */
  load(e: CalculatorEntry) {
    this.mode = modeOf(e);
    this.input = e.input;
    this.variable = e.variable;
    this.order = String(e.derivativeOrder);
    this.lower = e.integrationLowerBound ?? '0';
    this.upper = e.integrationUpperBound ?? '1';
    this.result = { status: 'idle' };
  }

  async loadById(id: number) {
    const local = this.history.find((h) => h.id === id);
    const e = local ?? (await this.api.get<CalculatorEntry>(`/calculator-history/id/${id}`, { silent: true }).catch(() => null));
    if (e) {
      this.load(e);
      await this.compute();
    }
    return !!e;
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
  }
}
