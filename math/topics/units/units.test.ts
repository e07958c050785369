import { describe, expect, test } from 'vitest';
import { answerQuestion } from '../../router';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { units as T } from './index';

const solve = solverFor(T);
const code = errorCode;

describe('units: the questions of issue #21', () => {
  test('3 ft in inches → 36 in', () => expect(answerQuestion('3 ft in inches').simplifyResultText).toBe('36 in'));
  test('What is 45 minutes after 11:30 AM? → 12:15 PM', () => {
    const r = answerQuestion('What is 45 minutes after 11:30 AM?');
    expect(r.simplifyResultText).toBe('12:15 PM');
    expect(r.verified).toBe(true);
  });
  test('how long from 9:40 to 13:15 → 3 h 35 min', () =>
    expect(answerQuestion('how long from 9:40 to 13:15').simplifyResultText).toBe('3 h 35 min'));
});

describe('units: conversions', () => {
  test('definitional factors stay exact: 60 mph = 96.56064 km/h', () => {
    const { a, verified } = solve('convert 60 mph to km/h');
    expect(a.text).toBe('96.56064 km/h');
    expect(a.exact).toBe(true);
    expect(verified).toBe(true);
  });
  test('a non-terminating result is a decimal marked inexact', () => {
    const { a, verified } = solve('5 kg to pounds');
    expect(a.exact).toBe(false);
    expect(a.text).toBe('11.02311311 lb');
    expect(verified).toBe(true);
  });
  test('temperatures use the formula, exactly', () => {
    expect(solve('100 °F to °C').a.text).toBe('340/9 °C');
    expect(solve('-40 °C to °F').a.text).toBe('-40 °F');
  });
  test('different dimensions are not converted', () => expect(T.read('3 kg in inches')).toBeNull());
  test('negative lengths are refused', () =>
    expect(code(() => solve('-3 ft in inches'))).toBe('VALIDATION_ERROR:negative-quantity'));
});

describe('units: percent, money, ratios, time', () => {
  test('percent with repeating decimals stays exact', () => expect(solve('what percent of 3 is 1').a.text).toBe('100/3%'));
  test('percent of 0 is refused', () => expect(code(() => solve('what percent of 0 is 12'))).toBe('VALIDATION_ERROR:zero-whole'));
  test('money rounded to the cent is marked inexact', () => {
    const { a, verified } = solve('$1000 at 5% compounded annually for 3 years');
    expect(a.text).toBe('$1157.63');
    expect(a.exact).toBe(false);
    expect(verified).toBe(true);
  });
  test('a discount above 100% is refused', () => expect(code(() => solve('150% off $80'))).toBe('VALIDATION_ERROR:bad-percent'));
  test('ratios with decimals are cleared first', () =>
    expect(solve('write the ratio 0.25 to 1.5 in simplest form').a.text).toBe('1:6'));
  test('clock times cross midnight and say so', () => expect(solve('20 minutes before 12:10 am').a.text).toBe('11:50 PM (-1 d)'));
  test('an impossible clock time is not read', () => expect(T.read('45 minutes after 13:30 pm')).toBeNull());
  test('huge compounding is refused within the budget', () =>
    expect(code(() => solve('$1000 at 5% compounded daily for 1000 years'))).toMatch(/VALIDATION_ERROR/));
});

describe('units: budget', () => {
  test('daily compounding for 100 years is fast and checked', () => {
    const t0 = Date.now();
    const { a, verified } = solve('$1000 at 5% compounded daily for 100 years');
    expect(Date.now() - t0).toBeLessThan(500);
    expect(a.exact).toBe(false);
    expect(verified).toBe(true);
  });
});

describe('units: reverse problems are not answered forwards', () => {
  test.each([
    'the sale price is $60 after 25% off, what was the original price',
    '$54 is the total after 8% tax, what was the price before tax',
    'how much must be invested at 5% compounded annually for 3 years to have $1157.63',
    'what principal at 5% simple interest for 3 years earns $150',
    'what principal at 5% simple interest for 3 years earned $150',
    'how many years does $1000 need at 5% simple interest to earn $150',
  ])('%s → not read', (q) => expect(T.read(q)).toBeNull());
});

describe('units: textbook layout', () => {
  test.each([
    ['Find the sale price. A $80 shirt is 25% off.', '$60'],
    ['Convert: 3 ft in inches', '36 in'],
    ['Find the percent. What percent of 80 is 12?', '15%'],
  ])('%s → %s', (q, want) => expect(solve(q).a.text).toBe(want));
});

test('an instruction that carries the question is not dropped', () => {
  expect(T.read('Find the original price. A shirt is $60 after 25% off.')).toBeNull();
});
