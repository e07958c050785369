/**
 * The drill's state (mobx), one per app, shared by the page and the workspace tile: the chosen
 * operations and level, the round being played (problems, answers, the feedback on the last answer,
 * score and streak), the summary, and the caller's best scores from the server.
 *
 * A round is made on the client (shared/drill.ts); when it ends the problems and answers go to
 * `POST /four-operations/round/save`, which checks them again and keeps the round.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiService } from '@lemma/sdk';
import {
  LEVELS,
  OPERATIONS,
  beats,
  makeRound,
  operationsKey,
  answerOf,
  scoreRound,
  type Answered,
  type Level,
  type Operation,
  type Problem,
  type Random,
} from '../shared/drill';
import type { BestScore, SaveRoundBody, SavedRound } from '../shared/contract';

export type Phase = 'ready' | 'playing' | 'done';
/** What is said about the last answer: right, wrong (with the right answer), or not a whole number. */
export type Feedback = { kind: 'correct' | 'wrong'; problem: Problem; expected: number } | { kind: 'invalid' } | null;
export type SaveState = { status: 'idle' | 'saving' | 'error' } | { status: 'saved'; round: SavedRound };

/** Settings for a new round; what is left out keeps the current choice. */
export interface RoundSettings {
  operations?: Operation[];
  level?: Level;
}

/** The drill's state; see the file's comment. `rng` and `now` are injectable for tests. */
export class DrillStore {
  operations: Operation[] = ['add', 'subtract'];
  level: Level = 'to10';
  phase: Phase = 'ready';
  problems: Problem[] = [];
  answers: Answered[] = [];
  input = '';
  feedback: Feedback = null;
  streak = 0;
  bestStreak = 0;
  durationMs = 0;
  save: SaveState = { status: 'idle' };
  bests: BestScore[] = [];
  /** The best for this round's choice when the round started (to tell a new best). */
  private previousBest: BestScore | null = null;
  private startedAt = 0;

  constructor(
    private readonly api: ApiService,
    private readonly rng: Random = Math.random,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<DrillStore, 'api' | 'rng' | 'now' | 'startedAt'>(this, {
      api: false,
      rng: false,
      now: false,
      startedAt: false,
    });
  }

  /** The problem to answer now, or null outside a round. */
  get current(): Problem | null {
    return this.phase === 'playing' ? (this.problems[this.answers.length] ?? null) : null;
  }
  /** Right answers so far, answers so far, and the problems missed. */
  get score() {
    return scoreRound(this.answers);
  }
  /** Whether the finished round beats the best known when it started (more right, or as many faster). */
  get isNewBest(): boolean {
    if (this.phase !== 'done') return false;
    const { correct } = this.score;
    return correct > 0 && beats({ correct, durationMs: this.durationMs }, this.previousBest);
  }

  /** Adds or removes an operation for the next round (one always stays chosen). */
  toggleOperation(op: Operation) {
    const next = this.operations.includes(op) ? this.operations.filter((o) => o !== op) : [...this.operations, op];
    if (next.length) this.operations = OPERATIONS.filter((o) => next.includes(o));
  }
  /** Chooses the numbers of the next round. */
  setLevel(level: Level) {
    this.level = level;
  }
  /** What is typed in the answer box. */
  setInput(value: string) {
    this.input = value;
  }

  /** Starts a new round of 10 problems (with `settings` applied first). */
  start(settings: RoundSettings = {}) {
    if (settings.operations?.length) this.operations = OPERATIONS.filter((o) => settings.operations!.includes(o));
    if (settings.level && (LEVELS as readonly string[]).includes(settings.level)) this.level = settings.level;
    this.problems = makeRound(this.operations, this.level, this.rng);
    this.answers = [];
    this.input = '';
    this.feedback = null;
    this.streak = 0;
    this.bestStreak = 0;
    this.save = { status: 'idle' };
    this.previousBest = this.bestFor(this.operations, this.level);
    this.startedAt = this.now();
    this.phase = 'playing';
  }

  /**
   * Checks the typed answer against the current problem and moves on (the feedback tells about the
   * answered problem). Input that is not a whole number is refused with `invalid` feedback.
   * @returns whether an answer was taken
   */
  submit(): boolean {
    const p = this.current;
    const text = this.input.trim().replace(/^[−–]/, '-');
    if (!p) return false;
    if (!/^-?\d{1,5}$/.test(text)) {
      this.feedback = { kind: 'invalid' };
      return false;
    }
    const answer = Number(text);
    const expected = answerOf(p);
    this.answers.push({ ...p, answer });
    this.input = '';
    if (answer === expected) {
      this.feedback = { kind: 'correct', problem: p, expected };
      this.streak++;
      this.bestStreak = Math.max(this.bestStreak, this.streak);
    } else {
      this.feedback = { kind: 'wrong', problem: p, expected };
      this.streak = 0;
    }
    if (this.answers.length === this.problems.length) void this.finish();
    return true;
  }

  /** Ends the round and saves it; the server's score is kept in `save`. */
  private async finish() {
    this.durationMs = Math.max(0, Math.round(this.now() - this.startedAt));
    this.phase = 'done';
    this.save = { status: 'saving' };
    const body: SaveRoundBody = {
      operations: this.operations,
      level: this.level,
      problems: this.answers.map(({ op, a, b, answer }) => ({ op, a, b, answer })),
      durationMs: this.durationMs,
    };
    try {
      const round = await this.api.post<SavedRound>('/four-operations/round/save', body);
      runInAction(() => {
        this.save = { status: 'saved', round };
        this.keepBest(round);
      });
    } catch {
      runInAction(() => (this.save = { status: 'error' }));
    }
  }

  /** Puts a saved round among the bests when it beats the one shown (the server's job does the same on its side). */
  private keepBest(round: SavedRound) {
    const best = this.bestFor(this.operations, this.level);
    if (!beats(round, best)) return;
    const entry: BestScore = {
      operations: [...this.operations],
      level: this.level,
      correct: round.correct,
      total: round.total,
      durationMs: round.durationMs,
      createdAt: this.now(),
    };
    this.bests = [...this.bests.filter((b) => b !== best), entry];
  }

  /** Back to the start screen (the settings stay). */
  reset() {
    this.phase = 'ready';
    this.feedback = null;
    this.answers = [];
    this.problems = [];
  }

  /** Loads the caller's best scores (kept by the server's job after each save). */
  async loadBests() {
    const r = await this.api.get<{ bests: BestScore[] }>('/four-operations/round/best').catch(() => null);
    if (r) runInAction(() => (this.bests = r.bests));
  }

  /** The best score of a choice of operations and level, or null. */
  bestFor(operations: readonly Operation[], level: Level): BestScore | null {
    const key = operationsKey(operations);
    return this.bests.find((b) => b.level === level && operationsKey(b.operations) === key) ?? null;
  }
}
