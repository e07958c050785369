import { describe, expect, it } from 'vitest';
import {
  addStep,
  animationPanels,
  applyError,
  baseQuizProgress,
  displayStep,
  finish,
  initialWizard,
  shownAnswer,
  tutorClick,
  type WizardState,
} from './wizard';

const clicks = (n: number, last: number) => {
  let s = initialWizard();
  const seen: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    s = tutorClick(s, last);
    seen.push([s.left, s.right]);
  }
  return seen;
};

describe('§4 tutor cycle', () => {
  it('right+1 with left unchanged, then both +1, then both +1, and again', () => {
    expect(clicks(6, 10)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [2, 4],
      [3, 5],
      [4, 6],
    ]);
  });

  it('is clamped to the last panel', () => {
    expect(clicks(5, 2)).toEqual([
      [0, 1],
      [1, 2],
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
  });

  it('any error freezes advancing', () => {
    const s: WizardState = { ...initialWizard(), error: true };
    expect(tutorClick(s, 5)).toBe(s);
  });
});

describe('§4 animation panels', () => {
  it('click 0 → 0/0, 1 → 0/1, 2 → 1/1, 3 or more → 2/2', () => {
    expect([0, 1, 2, 3, 7].map((c) => animationPanels(c, 10))).toEqual([
      { left: 0, right: 0 },
      { left: 0, right: 1 },
      { left: 1, right: 1 },
      { left: 2, right: 2 },
      { left: 2, right: 2 },
    ]);
  });
  it('clamps the left panel to the last step', () => {
    expect(animationPanels(3, 1)).toEqual({ left: 1, right: 2 });
    expect(animationPanels(2, 0)).toEqual({ left: 0, right: 1 });
  });
});

describe('§4 errors', () => {
  it('a session error replaces the steps with one error step, sets the error flag, right panel 1', () => {
    const r = applyError({ left: 3, right: 4, clicks: 5, error: false }, [1, 2, 3], 'session');
    expect(r.steps).toEqual([{ error: true, messageKey: 'tutor:errors.session' }]);
    expect(r.state).toMatchObject({ error: true, right: 1, left: 3 });
  });
  it('a not-a-math-question flag gives the required-math-question step', () => {
    expect(applyError(initialWizard(), [], 'not-math').steps).toEqual([
      { error: true, messageKey: 'tutor:errors.requiredMathQuestion' },
    ]);
  });
});

describe('§4 new-tutor flow', () => {
  it('does not duplicate a step already present', () => {
    const a = addStep([{ step: 1, v: 'a' }], { step: 2, v: 'b' });
    expect(addStep(a, { step: 2, v: 'other' })).toEqual([
      { step: 1, v: 'a' },
      { step: 2, v: 'b' },
    ]);
  });
  it('shows display step 0 when the current step is 1', () => {
    expect(displayStep(1)).toBe(0);
    expect(displayStep(0)).toBe(0);
    expect(displayStep(3)).toBe(3);
  });
  it('finish sets the finished flag and the current and display steps', () => {
    expect(finish(5)).toEqual({ finished: true, currentStep: 5, displayStep: 5 });
  });
  it('shows answers for every step once finished, otherwise only before the current step', () => {
    expect(shownAnswer(4, 2, { currentStep: 1, finished: true })).toBe(2);
    expect(shownAnswer(1, 2, { currentStep: 3, finished: false })).toBe(2);
    expect(shownAnswer(3, 2, { currentStep: 3, finished: false })).toBeNull();
  });
  it('counts the base quiz to its full length when the current step is above 0', () => {
    expect(baseQuizProgress(1, 3, 0)).toBe(3);
    expect(baseQuizProgress(0, 3, 2)).toBe(2);
  });
});
