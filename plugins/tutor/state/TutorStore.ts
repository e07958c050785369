/**
 * The tutor's client state (mobx): starting a lesson, waiting for its plan, the wizard panels of §4
 * (problem and knowledge, the warm-up quiz, one panel per step, the answer), answers and their
 * feedback, finishing, related questions and the step picture. The panel arithmetic and the §4 flow
 * rules come from `shared/wizard.ts`; the server is the judge of every answer.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiService, EventsService } from '@lemma/sdk';
import {
  applyError,
  baseQuizProgress,
  displayStep,
  initialWizard,
  shownAnswer,
  tutorClick,
  type WizardState,
} from '../shared/wizard';
import {
  FAILED_STATUSES,
  MAX_STEP_ATTEMPTS,
  type AnswerResponse,
  type LineVerdict,
  type NewTutorFields,
  type TutorStatus,
  type TutorStepEntry,
} from '../shared/contract';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** A NEW_TUTOR session detail: the kernel session fields plus the §3 new-tutor fields. */
export interface TutorSession extends NewTutorFields {
  id: number;
  uuid: string;
  name: string;
  mode: string;
  sessionInputs: { content: string }[];
}

export interface TutorSummary {
  id: number;
  uuid: string;
  name: string;
  updatedAt: number;
}

export type Panel =
  | { kind: 'problem' }
  | { kind: 'base' }
  | { kind: 'step'; step: number }
  | { kind: 'answer' }
  | { kind: 'error'; messageKey: string; status: TutorStatus };

/** What the student sees after answering on one step or one base question. */
export interface Feedback {
  /** Options tried and found wrong. */
  wrong: number[];
  whyKey?: string;
  verdict?: LineVerdict;
  where?: AnswerResponse['where'];
  correct?: boolean;
  busy?: boolean;
}

/** Time between two looks at a plan in the making (ms), and how long to wait at most. */
const POLL_MS = 250;
const POLL_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class TutorStore {
  session: TutorSession | null = null;
  state: LoadState = 'idle';
  starting = false;
  wizard: WizardState = initialWizard();
  /** Feedback per base question (index) and per step (number). */
  baseFeedback = new Map<number, Feedback>();
  stepFeedback = new Map<number, Feedback>();
  related: string[] | null = null;
  relatedState: LoadState = 'idle';
  recent: TutorSummary[] = [];
  recentState: LoadState = 'idle';
  private openSeq = 0;

  constructor(
    private readonly api: ApiService,
    private readonly events?: EventsService,
  ) {
    makeAutoObservable<TutorStore, 'api' | 'events' | 'openSeq'>(this, { api: false, events: false, openSeq: false });
  }

  // ---- derived ------------------------------------------------------------------------------

  /** The session failed or ended: the wizard shows one error step (§4). */
  get errorStatus(): TutorStatus | null {
    const s = this.session;
    if (!s) return null;
    if (FAILED_STATUSES.includes(s.newTutorStatus)) return s.newTutorStatus;
    if (s.newTutorStatus === 'EXCEED_MAX_ATTEMPTS' && !s.newTutorIsFinished) return s.newTutorStatus;
    return null;
  }

  get panels(): Panel[] {
    const s = this.session;
    if (!s || s.newTutorStatus === 'PENDING') return [{ kind: 'problem' }];
    const status = this.errorStatus;
    if (status) {
      const { steps } = applyError(this.wizard, [], status === 'NOT_MATH_QUESTION' ? 'not-math' : 'session');
      return [{ kind: 'problem' }, { kind: 'error', messageKey: steps[0]!.messageKey, status }];
    }
    return [
      { kind: 'problem' },
      { kind: 'base' },
      ...s.newTutorSteps.map((x) => ({ kind: 'step' as const, step: x.step })),
      { kind: 'answer' },
    ];
  }

  get lastPanel(): number {
    return this.panels.length - 1;
  }

  get left(): Panel {
    return this.panels[Math.min(this.wizard.left, this.lastPanel)]!;
  }

  get right(): Panel {
    return this.panels[Math.min(this.wizard.right, this.lastPanel)]!;
  }

  /** How many base questions show as answered (§4: all of them once the current step is above 0). */
  get baseAnswered(): number {
    const s = this.session;
    return s ? baseQuizProgress(s.newTutorCurrentStep, s.newTutorBaseQuiz.length, s.newTutorBaseQuizAnswered) : 0;
  }

  entry(step: number): TutorStepEntry | undefined {
    return this.session?.newTutorSessions.find((e) => e.step === step);
  }

  /** The option index shown as the answer of a step, or null (§4 shown answers). */
  answeredIndex(step: number): number | null {
    const s = this.session;
    const e = this.entry(step);
    if (!s || !e) return null;
    const right = e.optionList.findIndex((o) => o.correct);
    return shownAnswer(step, right, { currentStep: s.newTutorCurrentStep, finished: s.newTutorIsFinished }) ?? e.answeredIndex;
  }

  triesLeft(step: number): number {
    return Math.max(0, MAX_STEP_ATTEMPTS - (this.entry(step)?.attempts ?? 0));
  }

  /** Whether the control click may advance: the right panel is done (§4: any error freezes advancing). */
  get canContinue(): boolean {
    if (this.wizard.error || this.wizard.right >= this.lastPanel) return false;
    const p = this.right;
    if (p.kind === 'problem') return true;
    if (p.kind === 'base') return this.baseAnswered >= (this.session?.newTutorBaseQuiz.length ?? 0);
    if (p.kind === 'step') return this.answeredIndex(p.step) !== null || this.isWorked(p.step);
    return false;
  }

  /** A step with no believable wrong option is shown worked: Continue answers it. */
  isWorked(step: number): boolean {
    const e = this.entry(step);
    return !!e && e.optionList.length === 1;
  }

  /** Progress 0–1: base questions and steps answered over the whole lesson. */
  get progress(): number {
    const s = this.session;
    if (!s || !s.newTutorTotalStep) return 0;
    if (s.newTutorIsFinished) return 1;
    const steps = s.newTutorSteps.filter((x) => this.answeredIndex(x.step) !== null).length;
    return Math.min(1, (this.baseAnswered + steps) / (s.newTutorBaseQuiz.length + s.newTutorTotalStep));
  }

  /** The line being worked (LaTeX), for "send to calculator". */
  get currentLatex(): string | null {
    const s = this.session;
    if (!s) return null;
    const p = this.right;
    if (p.kind === 'step') {
      const plan = s.newTutorSteps.find((x) => x.step === p.step)!;
      return this.answeredIndex(p.step) !== null ? plan.after : plan.before;
    }
    if (p.kind === 'answer' && s.newTutorAnswer) return s.newTutorAnswer.latex;
    return s.newTutorProblem?.latex ?? null;
  }

  // ---- actions ------------------------------------------------------------------------------

  async loadRecent(language = 'en') {
    this.recentState = 'loading';
    try {
      const r = await this.api.get<{ sessions: TutorSummary[] }>(`/session/all/${language}?limit=20&mode=NEW_TUTOR`, {
        silent: true,
      });
      runInAction(() => {
        this.recent = r.sessions;
        this.recentState = 'ready';
      });
    } catch {
      runInAction(() => (this.recentState = 'error'));
    }
  }

  /** Starts a lesson (§7 input save with mode NEW_TUTOR). Rejects with the API error (a dialog explains it). */
  async start(content: string, language: string): Promise<string> {
    this.starting = true;
    try {
      const r = await this.api.post<{ sessionUuid: string }>('/session/input/save/2', { content, mode: 'NEW_TUTOR', language });
      this.events?.emit('sessions:changed', { mode: 'NEW_TUTOR' });
      return r.sessionUuid;
    } finally {
      runInAction(() => (this.starting = false));
    }
  }

  close() {
    this.openSeq++;
    this.session = null;
    this.state = 'idle';
  }

  /** Loads a lesson, waits for its plan while PENDING, and puts the wizard where the student left off. */
  async open(uuid: string) {
    const seq = ++this.openSeq;
    if (this.session?.uuid !== uuid) {
      this.session = null;
      this.related = null;
      this.relatedState = 'idle';
      this.baseFeedback = new Map();
      this.stepFeedback = new Map();
    }
    this.state = 'loading';
    const started = Date.now();
    try {
      for (;;) {
        const d = await this.api.get<TutorSession>(`/session/detail/uuid/${uuid}`, { silent: true });
        if (seq !== this.openSeq) return;
        if (d.newTutorStatus !== 'PENDING' || Date.now() - started > POLL_LIMIT_MS) {
          runInAction(() => {
            this.session = d;
            this.related = JSON.parse(d.newTutorRelatedQuestions || '[]') as string[];
            if (!this.related.length) this.related = null;
            this.restore();
            this.state = d.newTutorStatus === 'PENDING' ? 'error' : 'ready';
          });
          if (d.newTutorStatus === 'SUCCESS' && this.right.kind === 'step')
            await this.serve((this.right as { step: number }).step);
          return;
        }
        runInAction(() => (this.session = d));
        await sleep(POLL_MS);
      }
    } catch {
      if (seq === this.openSeq) runInAction(() => (this.state = 'error'));
    }
  }

  /** Replays the tutor cycle up to the panel of the current step (finished: the answer panel). */
  private restore() {
    let w = initialWizard();
    const s = this.session!;
    if (this.errorStatus) {
      this.wizard = applyError(w, [], this.errorStatus === 'NOT_MATH_QUESTION' ? 'not-math' : 'session').state;
      return;
    }
    const target = s.newTutorIsFinished
      ? this.lastPanel
      : s.newTutorCurrentStep === 0
        ? s.newTutorBaseQuizAnswered > 0
          ? 1
          : 0
        : s.newTutorCurrentStep + 1;
    for (let guard = 0; w.right < target && guard < 500; guard++) w = tutorClick(w, this.lastPanel);
    this.wizard = w;
  }

  /** The control click (§4 tutor cycle). A worked step is answered first; a newly shown step is served. */
  async next() {
    if (!this.canContinue || !this.session) return;
    const p = this.right;
    if (p.kind === 'step' && this.answeredIndex(p.step) === null && this.isWorked(p.step)) {
      await this.answerStep(p.step, { optionIndex: 0 });
      if (this.answeredIndex(p.step) === null) return;
    }
    this.wizard = tutorClick(this.wizard, this.lastPanel);
    const now = this.right;
    if (now.kind === 'step') await this.serve(now.step);
  }

  /** §7 step: adds the step's entry (never twice, §4). */
  async serve(step: number) {
    const s = this.session;
    if (!s || this.entry(step)) return;
    const e = await this.api.post<TutorStepEntry>('/new-tutor/step', { sessionId: s.id, step });
    runInAction(() => {
      if (this.session?.id === s.id && !this.entry(step))
        this.session.newTutorSessions = [...this.session.newTutorSessions, e].sort((a, b) => a.step - b.step);
    });
  }

  private applyResponse(r: AnswerResponse) {
    const s = this.session!;
    s.newTutorCurrentStep = r.newTutorCurrentStep;
    s.newTutorBaseQuizAnswered = r.newTutorBaseQuizAnswered;
    s.newTutorDisplayStep = displayStep(r.newTutorCurrentStep);
    if (s.newTutorStatus !== r.newTutorStatus) {
      s.newTutorStatus = r.newTutorStatus;
      if (this.errorStatus) this.restore();
    }
  }

  async answerBase(question: number, optionIndex: number) {
    const s = this.session;
    if (!s) return;
    const fb = this.baseFeedback.get(question) ?? { wrong: [] };
    this.baseFeedback.set(question, { ...fb, busy: true });
    try {
      const r = await this.api.post<AnswerResponse>('/new-tutor/answer', { sessionId: s.id, step: 0, question, optionIndex });
      runInAction(() => {
        this.baseFeedback.set(
          question,
          r.correct
            ? { wrong: fb.wrong, correct: true }
            : { wrong: [...fb.wrong, optionIndex], whyKey: r.whyKey, correct: false },
        );
        this.applyResponse(r);
      });
    } catch {
      runInAction(() => this.baseFeedback.set(question, { ...fb, busy: false }));
    }
  }

  /** Answers step `step` with an option or a typed line; the server judges it. */
  async answerStep(step: number, answer: { optionIndex: number } | { line: string }) {
    const s = this.session;
    if (!s) return;
    const fb = this.stepFeedback.get(step) ?? { wrong: [] };
    this.stepFeedback.set(step, { ...fb, busy: true });
    try {
      const r = await this.api.post<AnswerResponse>('/new-tutor/answer', { sessionId: s.id, step, ...answer });
      runInAction(() => {
        const wrong = 'optionIndex' in answer && !r.correct ? [...fb.wrong, answer.optionIndex] : fb.wrong;
        this.stepFeedback.set(step, { wrong, correct: r.correct, whyKey: r.whyKey, verdict: r.verdict, where: r.where });
        const e = this.entry(step);
        if (e) Object.assign(e, { attempts: r.attempts, answeredIndex: r.answeredIndex, revealed: r.revealed });
        this.applyResponse(r);
      });
    } catch {
      runInAction(() => this.stepFeedback.set(step, { ...fb, busy: false }));
    }
  }

  /** §7 finish: every step shown answered; the wizard moves to the answer panel. */
  async finish() {
    const s = this.session;
    if (!s) return;
    const f = await this.api.post<NewTutorFields>('/new-tutor/finish', { sessionId: s.id });
    runInAction(() => {
      Object.assign(this.session!, f);
      this.restore();
    });
  }

  async generateRelated() {
    const s = this.session;
    if (!s) return;
    this.relatedState = 'loading';
    try {
      const r = await this.api.post<{ relatedQuestions: string[] }>(`/new-tutor/generate-related-question?sessionId=${s.id}`);
      runInAction(() => {
        this.related = r.relatedQuestions;
        this.relatedState = 'ready';
      });
    } catch {
      runInAction(() => (this.relatedState = 'error'));
    }
  }

  /** §7 related image: asks for the picture of a step and follows its status until drawn. */
  async requestImage(step: number) {
    const s = this.session;
    if (!s) return;
    const set = (r: { relatedImageStatus: TutorStepEntry['relatedImageStatus']; relatedImageUrl: string | null }) =>
      runInAction(() => {
        const e = this.entry(step);
        if (e) Object.assign(e, { relatedImageStatus: r.relatedImageStatus, relatedImageUrl: r.relatedImageUrl });
      });
    try {
      let r = await this.api.post<{ relatedImageStatus: TutorStepEntry['relatedImageStatus']; relatedImageUrl: string | null }>(
        '/new-tutor/related-image',
        { sessionId: s.id, step },
      );
      set(r);
      for (let i = 0; r.relatedImageStatus === 'PENDING' && i < 60; i++) {
        await sleep(500);
        r = await this.api.post('/new-tutor/related-image/status', { sessionId: s.id, step }, { silent: true });
        set(r);
      }
    } catch {
      set({ relatedImageStatus: 'ERROR', relatedImageUrl: null });
    }
  }

  /** §7 update-status; §8: resolves with the requested status even if the call fails. */
  async updateStatus(status: TutorStatus): Promise<TutorStatus> {
    const s = this.session;
    if (!s) return status;
    try {
      await this.api.post(`/new-tutor/update-status?sessionId=${s.id}&status=${status}`, undefined, { silent: true });
    } catch {
      /* §8: the requested status stands */
    }
    return status;
  }
}
