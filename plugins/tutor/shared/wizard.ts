/**
 * The §4 rules of the wizard panels (tutor and animation) and of the new-tutor flow, as pure
 * functions: the client's views follow them, and they are unit-tested exactly as the spec words them.
 */

/** Two panels side by side: left (what we know / the step list) and right (the step being worked). */
export interface Panels {
  left: number;
  right: number;
}

export interface WizardState extends Panels {
  /** Control clicks so far. */
  clicks: number;
  /** Any error freezes advancing (§4). */
  error: boolean;
}

export const initialWizard = (): WizardState => ({ left: 0, right: 0, clicks: 0, error: false });

/**
 * §4 tutor cycle: the control click advances right+1 with left unchanged, then both +1, then both +1
 * (and again), clamped to the last panel. Any error freezes advancing.
 * @param lastPanel index of the last panel (≥ 0)
 */
export function tutorClick(s: WizardState, lastPanel: number): WizardState {
  if (s.error) return s;
  const clamp = (v: number) => Math.max(0, Math.min(lastPanel, v));
  const phase = s.clicks % 3;
  const right = clamp(s.right + 1);
  const left = phase === 0 ? s.left : clamp(s.left + 1);
  return { ...s, left, right, clicks: s.clicks + 1 };
}

/**
 * §4 animation: click 0 gives panels 0/0; click 1 gives 0/1; click 2 gives 1/1; click 3 or more gives
 * 2/2. After a click the left panel is clamped to the last step.
 */
export function animationPanels(click: number, lastStep: number): Panels {
  const base: Panels =
    click <= 0
      ? { left: 0, right: 0 }
      : click === 1
        ? { left: 0, right: 1 }
        : click === 2
          ? { left: 1, right: 1 }
          : { left: 2, right: 2 };
  return { left: Math.max(0, Math.min(base.left, lastStep)), right: base.right };
}

export type ErrorKind = 'session' | 'not-math';
export interface ErrorStep {
  error: true;
  /** i18n key: `tutor:errors.session` or `tutor:errors.requiredMathQuestion` (§8). */
  messageKey: string;
}

/**
 * §4: a session error replaces the steps with a single error step; a not-a-math-question flag replaces
 * them with the required-math-question error step. Both set the error flag and move the right panel to 1.
 */
export function applyError<S>(
  state: WizardState,
  _steps: readonly S[],
  kind: ErrorKind,
): { state: WizardState; steps: ErrorStep[] } {
  const messageKey = kind === 'session' ? 'tutor:errors.session' : 'tutor:errors.requiredMathQuestion';
  return { state: { ...state, error: true, right: 1 }, steps: [{ error: true, messageKey }] };
}

// ---- the new-tutor flow (§4) -----------------------------------------------------------------

export interface TutorStepEntry {
  step: number;
}

/** §4: steps are added by the step call; a step already present is not duplicated. */
export function addStep<T extends TutorStepEntry>(steps: readonly T[], entry: T): T[] {
  return steps.some((s) => s.step === entry.step) ? [...steps] : [...steps, entry].sort((a, b) => a.step - b.step);
}

/** §4: when the current step is 1 the display step is 0. */
export function displayStep(currentStep: number): number {
  return currentStep === 1 ? 0 : currentStep;
}

export interface FlowState {
  currentStep: number;
  displayStep: number;
  finished: boolean;
}

/** §4: the finish call sets the finished flag and the current and display steps (to the last step). */
export function finish(totalSteps: number): FlowState {
  return { finished: true, currentStep: totalSteps, displayStep: totalSteps };
}

/**
 * §4: reloading a finished session shows all options as answered, with the correct option index;
 * otherwise answers show only for steps before the current step.
 * @returns the option index to show as answered, or null
 */
export function shownAnswer(
  step: number,
  correctIndex: number,
  flow: Pick<FlowState, 'currentStep' | 'finished'>,
): number | null {
  if (flow.finished) return correctIndex;
  return step < flow.currentStep ? correctIndex : null;
}

/** §4: the base quiz step counts to its full length when the current step is above 0. */
export function baseQuizProgress(currentStep: number, baseQuizLength: number, answered: number): number {
  return currentStep > 0 ? baseQuizLength : Math.min(answered, baseQuizLength);
}
