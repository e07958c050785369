import { describe, expect, test } from 'vitest';
import { parse, toText, toLatex, evalReal, MathError } from './index';

const val = (s: string, x = 0.7) => evalReal(parse(s), { x, y: 1.3 });
const approx = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9 * Math.max(1, Math.abs(b)));

describe('parse: plain text as students type it', () => {
  test.each([
    ['2x+3', 2 * 0.7 + 3],
    ['x^2 sin x', 0.49 * Math.sin(0.7)],
    ['sqrt(2)/2', Math.SQRT1_2],
    ['3/4 + 5/6', 19 / 12],
    ['15% of 80', 12],
    ['3×4÷2', 6],
    ['√16', 4],
    ['2π', 2 * Math.PI],
    ['π/2', Math.PI / 2],
    ['3(x+1)', 3 * 1.7],
    ['(x+1)(x-1)', 1.7 * -0.3],
    ['2^3^2', 512],
    ['-x^2', -0.49],
    ['sin^2 x + cos^2 x', 1],
    ['x²', 0.49],
    ['|x-2|', 1.3],
    ['log_2(8)', 3],
    ['ln e', 1],
    ['e^(2x)', Math.exp(1.4)],
    ['sin 2x', Math.sin(1.4)],
    ['2 sin x cos x', 2 * Math.sin(0.7) * Math.cos(0.7)],
    ['x y', 0.7 * 1.3],
    ['5!', 120],
    ['0.5x', 0.35],
    ['arcsin(1)', Math.PI / 2],
    ['sin^-1(1)', Math.PI / 2],
    ['x**2', 0.49],
    ['2 − 1', 1],
    ['1/2x', 0.35],
    ['exp(1)', Math.E],
    ['cbrt(27)', 3],
  ])('%s', (s, v) => approx(val(s), v));
});

describe('parse: MathLive LaTeX', () => {
  test.each([
    ['\\frac{3}{4}+\\frac{5}{6}', 19 / 12],
    ['\\sqrt{x+1}', Math.sqrt(1.7)],
    ['\\sqrt[3]{8}', 2],
    ['2\\cdot 3', 6],
    ['6\\div 3', 2],
    ['\\left(x+1\\right)^{2}', 1.7 ** 2],
    ['\\sin\\left(x\\right)', Math.sin(0.7)],
    ['\\pi', Math.PI],
    ['e^{x}', Math.exp(0.7)],
    ['x^{10}', 0.7 ** 10],
    ['\\ln\\left(x\\right)', Math.log(0.7)],
    ['\\log_{2}8', 3],
    ['\\left|x-2\\right|', 1.3],
    ['\\arctan x', Math.atan(0.7)],
    ['\\operatorname{sinh}(x)', Math.sinh(0.7)],
    ['\\frac{x^2-1}{x-1}', 1.7],
    ['2\\cdot x^23', 2 * 0.49 * 3],
    ['\\mathrm{e}^{x}', Math.exp(0.7)],
  ])('%s', (s, v) => approx(val(s), v));

  test('derivative, integral and limit operators', () => {
    const d = parse('\\frac{d}{dx}x^2');
    expect(d.k).toBe('deriv');
    const d2 = parse('\\frac{d^2}{dx^2}\\left(x^3\\right)');
    expect(d2.k === 'deriv' && d2.order).toBe(2);
    const i = parse('\\int_0^1 x^2\\,dx');
    expect(i.k === 'int' && i.args.length).toBe(3);
    const i2 = parse('\\int x e^x dx');
    expect(i2.k === 'int' && i2.v).toBe('x');
    const it = parse('\\int_{0}^{\\infty} e^{-t}\\,dt');
    expect(it.k === 'int' && it.v).toBe('t');
    const l = parse('\\lim_{x\\to\\infty} \\frac{1}{x}');
    expect(l.k === 'lim' && toText(l.args[1])).toBe('inf');
    const l2 = parse('\\lim_{x\\to 0^+} \\ln x');
    expect(l2.k === 'lim' && l2.dir).toBe('+');
    expect(parse('d/dx(x^2)').k).toBe('deriv');
  });

  test('relations and systems', () => {
    const r = parse('2x+3=7');
    expect(r.k === 'rel' && r.op).toBe('=');
    expect((parse('x \\le 3') as { op: string }).op).toBe('<=');
    expect((parse('x ≥ 3') as { op: string }).op).toBe('>=');
    const s = parse('x+y=3, x-y=1');
    expect(s.k === 'list' && s.args.length).toBe(2);
    expect(parse('x+y=3\nx-y=1').k).toBe('list');
  });

  test('printing round-trips through the parser', () => {
    for (const s of [
      'x^2 + 2x + 1',
      'sqrt(2)/2',
      'sin(x)^2',
      'e^(x^2)/2',
      '(x + 1)/(x - 1)',
      'ln(abs(x))',
      'log_2(x)',
      'asin(x)',
      '-3/4',
    ]) {
      const e = parse(s);
      approx(evalReal(parse(toText(e)), { x: 0.3 }), evalReal(e, { x: 0.3 }));
      expect(toLatex(e).length).toBeGreaterThan(0);
    }
  });
});

describe('parse errors name what and where', () => {
  const code = (s: string) => {
    try {
      parse(s);
      return null;
    } catch (e) {
      return e as MathError;
    }
  };
  test.each([
    ['x^^^', 'unexpected-token', 2],
    ['(x+1', 'unbalanced-parentheses', 0],
    ['x+1)', 'unbalanced-parentheses', 3],
    ['2x+', 'unexpected-end', 3],
    ['', 'empty-input', 0],
    ['3 # 4', 'invalid-character', 2],
    ['\\foo{x}', 'unknown-command', 0],
    ['sin', 'unexpected-end', 0],
  ])('%s', (s, reason, pos) => {
    const e = code(s);
    expect(e).toBeInstanceOf(MathError);
    expect(e!.code).toBe('VALIDATION_ERROR');
    expect(e!.detail.reason).toBe(reason);
    expect(e!.detail.position).toBe(pos);
  });
  test('size and depth limits', () => {
    expect(code('x+'.repeat(3000) + '1')!.detail.reason).toBe('input-too-long');
    expect(code('('.repeat(200) + 'x' + ')'.repeat(200))!.detail.reason).toBe('too-deep');
  });
});

describe('function names and words (issue #18)', () => {
  test.each([
    ['root(27, 3)', 3],
    ['nthroot(32, 5)', 2],
    ['cbrt(27)', 3],
    ['sqrt[3]{27}', 3],
    ['sqrt[4](16)', 2],
    ['log_2(8)', 3],
    ['asin(1)', Math.PI / 2],
    ['arcsin(1)', Math.PI / 2],
    ['sin^-1(1)', Math.PI / 2],
    ['lg(100)', 2],
    ['ln(e)', 1],
  ])('reads the usual spelling %s', (s, v) => approx(val(s), v));
  test.each([
    ['foo(x)+1', 'foo'],
    ['boot(2)', 'boot'],
    ['abc(x)', 'abc'],
  ])('rejects the unknown function in %s with the nearest known name', (s, name) => {
    let e: unknown;
    try {
      parse(s);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(MathError);
    const err = e as MathError;
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.detail?.reason).toBe('unknown-function');
    expect(err.detail?.token).toBe(name);
    expect(typeof err.detail?.suggestion).toBe('string');
  });
  test('boot suggests root', () => {
    expect(() => parse('boot(2)')).toThrow(/did you mean "root"/);
  });
  test('infinity only from a whole word; products of letters and functions still read', () => {
    expect(toText(parse('oo'))).toBe('inf');
    expect(toText(parse('1/oo'))).toBe('1/inf');
    expect(toText(parse('xoo'))).not.toContain('inf');
    approx(val('xsin(x)'), 0.7 * Math.sin(0.7));
    approx(val('2xy(x+1)'), 2 * 0.7 * 1.3 * 1.7);
    expect(() => parse('root(27)')).toThrow(/two arguments/);
  });
});
