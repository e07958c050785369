/**
 * Typed errors thrown by the math engine.
 *
 * Every failure leaves the engine as a {@link MathError} with a stable `code`:
 * - `VALIDATION_ERROR`: the input could not be parsed or breaks a size limit (maps to spec §8 VALIDATION_ERROR).
 * - `TIMEOUT`: the computation went past its time budget.
 * - `UNSUPPORTED`: the input parsed but the engine has no method for it (e.g. a non-linear system).
 * `detail` carries machine-readable context (`reason`, `position`, `token`, ...) so the UI can translate it.
 */
export type MathErrorCode = 'VALIDATION_ERROR' | 'TIMEOUT' | 'UNSUPPORTED';

export interface MathErrorDetail {
  /** Stable reason id, e.g. `unexpected-token`, `unbalanced-parentheses`, `input-too-long`, `too-deep`. */
  reason: string;
  /** 0-based character offset in the input where the problem was found (parse errors). */
  position?: number;
  /** The offending token text, when there is one. */
  token?: string;
  /** What the parser expected instead, when known. */
  expected?: string;
  [key: string]: unknown;
}

export class MathError extends Error {
  readonly code: MathErrorCode;
  readonly detail: MathErrorDetail;
  constructor(code: MathErrorCode, message: string, detail: MathErrorDetail) {
    super(message);
    this.name = 'MathError';
    this.code = code;
    this.detail = detail;
  }
}

/** Thrown by the parser: `code` is always VALIDATION_ERROR and `detail.position` is set. */
export class ParseError extends MathError {
  constructor(message: string, detail: MathErrorDetail) {
    super('VALIDATION_ERROR', message, detail);
    this.name = 'ParseError';
  }
}

export const isMathError = (e: unknown): e is MathError => e instanceof MathError;
