import { describe, expect, test } from 'vitest';
import { Budget, withBudget } from './budget';
import { num, type Expr } from './ast';
import { parse } from './parse';
import { addStrategy, GIVE_UP, runStrategies, type Strategy, type StrategyContext } from './strategy';
import { EQUATION_STRATEGIES, solveEquation, type EquationStrategy } from './solve';
import { deg } from './poly';
import { INTEGRAL_STRATEGIES, integrateIndefinite, type IntegralStrategy } from './integrate';
import { LIMIT_STRATEGIES, limit, type LimitStrategy } from './limit';
import { SIMPLIFY_STRATEGIES, simplifyFull, type SimplifyStrategy } from './algebra';
import { mkFn, mkMul } from './simplify';
import { sym } from './ast';
import { toText } from './print';
import { StepLog } from './steps';

type S = Strategy<number, string>;
const s = (id: string, applies: (n: number) => boolean, run: (n: number) => string | null | typeof GIVE_UP): S => ({
  id,
  applies,
  run,
});

describe('runStrategies', () => {
  test('the first strategy that applies and answers wins, and is recorded', () => {
    const list = [
      s(
        'never',
        () => false,
        () => 'never',
      ),
      s(
        'pass',
        () => true,
        () => null,
      ),
      s(
        'even',
        (n) => n % 2 === 0,
        (n) => `even ${n}`,
      ),
      s(
        'any',
        () => true,
        (n) => `any ${n}`,
      ),
    ];
    const trace: string[] = [];
    expect(runStrategies(list, 4, { trace })).toEqual({ value: 'even 4', by: 'even' });
    expect(trace).toEqual(['pass', 'even']); // `never` did not apply, so it never ran
    expect(runStrategies(list, 3, {})).toEqual({ value: 'any 3', by: 'any' });
  });

  test('order matters: the earlier of two applicable strategies answers', () => {
    const a = s(
      'a',
      () => true,
      () => 'A',
    );
    const b = s(
      'b',
      () => true,
      () => 'B',
    );
    expect(runStrategies([a, b], 0, {})?.by).toBe('a');
    expect(runStrategies([b, a], 0, {})?.by).toBe('b');
  });

  test('GIVE_UP ends the search without an answer; an empty or silent list gives null', () => {
    const list = [
      s(
        'owner',
        (n) => n < 0,
        () => GIVE_UP,
      ),
      s(
        'any',
        () => true,
        () => 'any',
      ),
    ];
    expect(runStrategies(list, -1, {})).toBeNull();
    expect(runStrategies(list, 1, {})?.by).toBe('any');
    expect(runStrategies([], 1, {})).toBeNull();
    expect(
      runStrategies(
        [
          s(
            'pass',
            () => true,
            () => null,
          ),
        ],
        1,
        {},
      ),
    ).toBeNull();
  });

  test('respects the budget: an expired budget stops the list with TIMEOUT', () => {
    const budget = new Budget({ timeMs: -1 });
    const list = [
      s(
        'any',
        () => true,
        () => 'any',
      ),
    ];
    expect(() => runStrategies(list, 1, { budget })).toThrow(expect.objectContaining({ code: 'TIMEOUT' }));
    // …also the budget of the computation in progress when the context names none
    expect(() => withBudget(budget, () => runStrategies(list, 1, {} as StrategyContext))).toThrow(
      expect.objectContaining({ code: 'TIMEOUT' }),
    );
    expect(runStrategies(list, 1, { budget: null })?.by).toBe('any');
  });

  test('addStrategy inserts before a named strategy, rejects duplicates and unknown anchors, and can be undone', () => {
    const list: S[] = [
      s(
        'a',
        () => true,
        () => 'A',
      ),
      s(
        'b',
        () => true,
        () => 'B',
      ),
    ];
    const remove = addStrategy(
      list,
      s(
        'new',
        () => true,
        () => 'N',
      ),
      'b',
    );
    expect(list.map((x) => x.id)).toEqual(['a', 'new', 'b']);
    expect(() =>
      addStrategy(
        list,
        s(
          'new',
          () => true,
          () => 'N',
        ),
      ),
    ).toThrow(/already/);
    expect(() =>
      addStrategy(
        list,
        s(
          'other',
          () => true,
          () => 'O',
        ),
        'missing',
      ),
    ).toThrow(/no strategy "missing"/);
    remove();
    expect(list.map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('the equation strategy list is the extension point of solveEquation', () => {
  // A toy method: for a linear equation a x + b = 0, the root -b/a straight away (no balanced steps).
  const direct: EquationStrategy = {
    id: 'direct-linear',
    applies: (p) => !!p.poly && deg(p.poly) === 1,
    run: (p) => {
      const [b, a] = p.poly!;
      return { sols: [num(-b.n * a.d, b.d * a.n) as Expr], exact: true };
    },
  };
  const eq = parse('2x + 3 = 11');

  test('the built-in order: identity/contradiction, linear, polynomial, …, numeric last', () => {
    const ids = EQUATION_STRATEGIES.map((x) => x.id);
    expect(ids[0]).toBe('identity-or-contradiction');
    expect(ids.indexOf('linear')).toBeLessThan(ids.indexOf('polynomial'));
    expect(ids.at(-1)).toBe('numeric');
    expect(solveEquation(eq).strategy).toBe('linear');
  });

  test('a strategy added before `linear` is used (and its answer still checked)', () => {
    const remove = addStrategy(EQUATION_STRATEGIES, direct, 'linear');
    try {
      const r = solveEquation(eq);
      expect(r.strategy).toBe('direct-linear');
      expect(r.solutions.map((x) => (x.k === 'num' ? Number(x.n) / Number(x.d) : NaN))).toEqual([4]);
      expect(r.verified).toBe(true);
      expect(r.steps.steps.map((x) => x.rule)).not.toContain('subtract-from-both-sides');
    } finally {
      remove();
    }
    expect(solveEquation(eq).strategy).toBe('linear');
  });

  test('order matters: the same strategy added last is never reached for a linear equation', () => {
    const remove = addStrategy(EQUATION_STRATEGIES, direct);
    try {
      expect(solveEquation(eq).strategy).toBe('linear');
    } finally {
      remove();
    }
  });

  test('applies() gates it: first in the list but not applicable, it is skipped', () => {
    const guessTwo: EquationStrategy = {
      id: 'plus-minus-two',
      applies: (p) => !!p.poly && deg(p.poly) === 2,
      run: () => ({ sols: [num(-2), num(2)], exact: true }),
    };
    const remove = addStrategy(EQUATION_STRATEGIES, guessTwo, 'identity-or-contradiction');
    try {
      expect(solveEquation(eq).strategy).toBe('linear');
      const r = solveEquation(parse('x^2 = 4'));
      expect([r.strategy, r.kind, r.solutions.length]).toEqual(['plus-minus-two', 'solutions', 2]);
    } finally {
      remove();
    }
  });
});

describe('integrate, limit and simplify have the same extension point', () => {
  test('an integral strategy added before `table` answers first (and is verified by differentiation)', () => {
    const sine: IntegralStrategy = {
      id: 'sine-by-heart',
      applies: ({ f, c }) => f.k === 'fn' && f.name === 'sin' && f.args[0].k === 'sym' && f.args[0].name === c.x,
      run: ({ f, c }) => {
        const F = mkMul([num(-1), mkFn('cos', [sym(c.x)])]);
        c.log.add('integral-table', toText(f), toText(F), { f: 'by heart' });
        return F;
      },
    };
    const remove = addStrategy(INTEGRAL_STRATEGIES, sine, 'table');
    try {
      const r = integrateIndefinite(parse('sin(x)'), 'x');
      expect([r.verified, r.steps.steps[0].params?.f]).toEqual([true, 'by heart']);
    } finally {
      remove();
    }
    expect(integrateIndefinite(parse('sin(x)'), 'x').steps.steps[0].params?.f).not.toBe('by heart');
    expect(INTEGRAL_STRATEGIES.map((x) => x.id).slice(0, 3)).toEqual(['constant', 'variable', 'polynomial']);
  });

  test('a limit strategy is used in its place in the list; applies() gates it', () => {
    const seven: LimitStrategy = {
      id: 'seven',
      applies: (p) => p.atInfinity,
      run: () => ({ value: num(7), exists: true, exact: true, approx: 7, method: 'seven' }),
    };
    const remove = addStrategy(LIMIT_STRATEGIES, seven, 'polynomial-at-infinity');
    try {
      expect(limit(parse('x^2'), 'x', parse('inf')).method).toBe('seven');
      expect(limit(parse('x + 1'), 'x', parse('inf')).method).toBe('limit-laws'); // an earlier strategy answers first
      expect(limit(parse('x^2'), 'x', parse('2')).method).toBe('direct-substitution'); // not at infinity: gated
    } finally {
      remove();
    }
    expect(limit(parse('x^2'), 'x', parse('inf')).method).toBe('polynomial-at-infinity');
  });

  test('a simplification candidate is kept only when it is shorter and numerically equal to the input', () => {
    const hyperbolic: SimplifyStrategy = {
      id: 'cosh-sinh',
      applies: ({ s }) => toText(s).includes('cosh'),
      run: () => ({ e: num(1), steps: new StepLog() }),
    };
    const wrong: SimplifyStrategy = { id: 'always-zero', applies: () => true, run: () => ({ e: num(0), steps: new StepLog() }) };
    const input = parse('cosh(x)^2 - sinh(x)^2');
    expect(toText(simplifyFull(input).result)).toBe('cosh(x)^2 - sinh(x)^2');
    const removeWrong = addStrategy(SIMPLIFY_STRATEGIES, wrong, 'cancel');
    const removeRight = addStrategy(SIMPLIFY_STRATEGIES, hyperbolic);
    try {
      expect(toText(simplifyFull(input).result)).toBe('1');
      expect(toText(simplifyFull(parse('x^2 + 1')).result)).toBe('x^2 + 1'); // the wrong candidate is never chosen
    } finally {
      removeRight();
      removeWrong();
    }
    expect(SIMPLIFY_STRATEGIES.map((x) => x.id)).not.toContain('cosh-sinh');
  });
});
