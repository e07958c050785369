/**
 * Units tasks on percent and money, all in exact rationals (mathjs Fraction):
 * - `what-percent` "what percent of 80 is 12" / "12 is what percent of 80" → 15%;
 * - `percent-whole` "12 is 15% of what number" → 80;
 * - `percent-change` "percent change from 40 to 50" → 25% increase;
 * - `discount` "25% off $80" → $60 (or the discount itself when asked "how much is the discount");
 * - `tax` "$50 plus 8% sales tax" → $54 (or the tax itself);
 * - `simple-interest` I = P·r·t; `compound-interest` A = P(1 + r/n)^(nt) (the amount, or the interest A − P).
 * Money is shown to the cent; a value that needs rounding is marked inexact. Source: OpenStax Prealgebra 2e §6.2–6.4
 * (CC BY 4.0).
 */
import { fraction, type Fraction } from 'mathjs';
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import { NUM, fmt, near, onlyFillers, prep, require_, step } from '../geometry/util';
import { decimalOf } from './convert';

const N = `(${NUM})`;
const MONEY = `(\\$\\s*)?(${NUM})(?:\\s*(?:dollars?|usd|euros?|€))?`;
const PCT = `(${NUM})\\s*(?:%|percent|per cent)`;
const read = (task: string, params: Record<string, unknown>, text: string): TopicReading => ({
  topic: 'units',
  task,
  params,
  inputLatex: `\\text{${text.replace(/[{}\\$%]/g, (c) => (c === '$' || c === '%' ? `\\${c}` : ''))}}`,
  inputText: text,
});
const clean = (s: string) => s.replace(/\s+/g, '');

/** Reads the percent questions (see the module comment); null unless the whole question is one of the patterns. */
export function readPercent(question: string): TopicReading | null {
  const q = prep(question)
    .replace(/\s*\?+$/, '')
    .replace(/^(?:find|calculate|compute|determine|what is|what's|whats)\s+/, '');
  let m = new RegExp(`^what (?:percent|percentage|%) of ${N} is ${N}$`).exec(q) ?? null;
  if (m) return read('what-percent', { part: clean(m[2]), whole: clean(m[1]) }, `${m[2]}/${m[1]}*100%`);
  m =
    new RegExp(`^${N} is what (?:percent|percentage|%) of ${N}$`).exec(q) ??
    new RegExp(`^(?:what percent(?:age)? is|express) ${N} (?:of|out of) ${N}(?: as a percent(?:age)?)?$`).exec(q);
  if (m) return read('what-percent', { part: clean(m[1]), whole: clean(m[2]) }, `${m[1]}/${m[2]}*100%`);
  m = new RegExp(`^${N} is ${PCT} of what(?: number)?$`).exec(q);
  if (m) return read('percent-whole', { part: clean(m[1]), p: clean(m[2]) }, `${m[1]}/(${m[2]}/100)`);
  m = new RegExp(`^${PCT} of what(?: number)? is ${N}$`).exec(q);
  if (m) return read('percent-whole', { part: clean(m[2]), p: clean(m[1]) }, `${m[2]}/(${m[1]}/100)`);
  m = new RegExp(
    `^(?:the )?(?:percent(?:age)?|%) (change|increase|decrease|growth|drop)(?: is)? from ${MONEY} to ${MONEY}$`,
  ).exec(q);
  if (m)
    return read(
      'percent-change',
      { from: clean(m[3]), to: clean(m[5]), money: !!(m[2] || m[4]) },
      `(${m[5]} - ${m[3]})/${m[3]}*100%`,
    );
  return readMoney(q);
}

function readMoney(q: string): TopicReading | null {
  const pct = new RegExp(PCT).exec(q);
  const money = new RegExp(`(?<![\\d.])${MONEY}`).exec(q.replace(pct ? pct[0] : '\u0000', ' '));
  // one price and one percent only: a second amount means another problem (the original price from the sale price...)
  if (!pct || !money || (q.match(/\$/g) ?? []).length > 1 || /\b(?:original|originally|was|were|before|regular|marked)\b/.test(q))
    return null;
  const rest = q.replace(pct[0], ' ').replace(money[0], ' ');
  const p = clean(pct[1]),
    price = clean(money[2]),
    dollar = !!money[1];
  const kind = /\b(?:off|discount|discounted|sale|reduced|markdown)\b/.test(rest)
    ? 'discount'
    : /\b(?:tax|vat|gst)\b/.test(rest)
      ? 'tax'
      : /\b(?:tip|gratuity)\b/.test(rest)
        ? 'tip'
        : null;
  if (!kind) return null;
  const amountOnly =
    /\b(?:how much (?:is|was|will) (?:the )?(?:discount|tax|tip|you save)|amount of (?:the )?(?:discount|tax|tip)|how much (?:do|did|will) (?:you|i|we) (?:save|pay in tax)|what is the (?:discount|tax|tip)|the (?:discount|tax|tip) (?:on|is))\b/.test(
      q,
    );
  const ok = onlyFillers(
    rest.replace(
      /\b(?:off|discount|discounted|sale|reduced|markdown|tax|vat|gst|sales|tip|gratuity|price|cost|costs|final|total|new|original|after|before|including|plus|with|at|on|for|shirt|item|bill|meal|jacket|pair|shoes|book|how|much|save|you|i|we|pay|paid|will|do|did|was|amount|sale|marked|priced|regular|sells|selling|store|by|there|a|an|if|what|is)\b/g,
      ' ',
    ),
  );
  if (!ok) return null;
  const task = kind === 'discount' ? 'discount' : 'tax';
  return read(task, { price, p, dollar, amountOnly, tip: kind === 'tip' }, `${task}(${price}, ${p}%)`);
}

/** Reads simple and compound interest: "simple interest on $1000 at 5% for 3 years", "$1000 at 5% compounded monthly for 3 years". */
export function readInterest(question: string): TopicReading | null {
  const q = prep(question).replace(/\s*\?+$/, '');
  if (!/\binterest\b|\bcompounded\b/.test(q)) return null;
  const P = new RegExp(
    `(?:principal(?: of)?(?: p)?\\s*=?\\s*|p\\s*=\\s*)?\\$\\s*(${NUM})|\\bp\\s*=\\s*(${NUM})|(${NUM})\\s*(?:dollars?|usd)`,
  ).exec(q);
  const R = new RegExp(
    `(?:\\br\\s*=\\s*)?(${NUM})\\s*(?:%|percent)(?: per (?:year|annum)| annual(?:ly)?| a year| p\\.?a\\.?)?`,
  ).exec(q);
  const T = new RegExp(`(?:for |\\bt\\s*=\\s*|over |after |in )(${NUM})\\s*(years?|yrs?|months?)`).exec(q);
  // questions asking for the principal, the rate or the time are other problems (not answered forwards)
  if (
    /\b(?:what|which|find the|find) (?:principal|rate|interest rate|time|amount (?:must|should))\b|\bhow (?:long|many years)\b|\b(?:must|should|needs? to) be (?:invested|deposited)\b/.test(
      q,
    )
  )
    return null;
  if (!P || !R || !T || (q.match(/\$/g) ?? []).length > 1 || (q.match(/%|percent/g) ?? []).length > 1) return null;
  const compound = /\bcompound(?:ed|ing)?\b/.test(q);
  const nMap: Record<string, number> = {
    annually: 1,
    yearly: 1,
    'semi-annually': 2,
    semiannually: 2,
    'twice a year': 2,
    quarterly: 4,
    monthly: 12,
    weekly: 52,
    daily: 365,
  };
  const freq = /compounded (annually|yearly|semi-annually|semiannually|twice a year|quarterly|monthly|weekly|daily)/.exec(q);
  const n = freq ? nMap[freq[1]] : 1;
  let rest = q
    .replace(P[0], ' ')
    .replace(R[0], ' ')
    .replace(T[0], ' ')
    .replace(freq ? freq[0] : '\u0000', ' ');
  rest = rest.replace(
    /\b(?:simple|compound|compounded|interest|on|at|rate|an|annual|of|principal|invested|investment|deposit|deposited|loan|borrowed|balance|amount|final|total|future|value|how|much|will|be|is|there|after|earned|earn|paid|owed|in|the|account|a|per|year|annum|what|you|have|if|for|and|with|savings|bank|money|worth|grow|grows|to|it|at)\b/g,
    ' ',
  );
  if (!onlyFillers(rest)) return null;
  const years = T[2].startsWith('month') ? fraction(clean(T[1])).div(12).toFraction() : clean(T[1]);
  const wantsAmount =
    /\b(?:balance|amount|total|future value|worth|will (?:it|you|the account) (?:have|be|grow)|how much (?:money )?will)\b/.test(
      q,
    );
  const principal = clean(P[1] ?? P[2] ?? P[3]);
  const task = compound ? 'compound-interest' : 'simple-interest';
  return read(
    task,
    {
      P: principal,
      r: clean(R[1]),
      t: years,
      n,
      amount: compound ? wantsAmount || !/\bcompound interest\b/.test(q) : wantsAmount,
    },
    `${task}(P = ${principal}, r = ${R[1]}%, t = ${years}${compound ? `, n = ${n}` : ''})`,
  );
}

const money = (f: Fraction, dollar: boolean): { text: string; latex: string; exact: boolean; approx?: string } => {
  const cents = f.mul(100).round().div(100);
  const exact = cents.equals(f);
  const s = cents.d === 1n ? decimalOf(cents) : cents.valueOf().toFixed(2);
  return {
    text: dollar ? `$${s}` : s,
    latex: dollar ? `\\$${s}` : s,
    exact,
    ...(exact ? {} : { approx: f.valueOf().toFixed(6).replace(/0+$/, '') }),
  };
};
/** A dollar answer (kind `quantity`, unit `$`) with the unrounded value beside it when it was rounded to the cent. */
const moneyAnswer = (out: ReturnType<typeof money>, steps: TopicAnswer['steps'], exact: boolean): TopicAnswer => ({
  kind: 'quantity',
  latex: out.latex,
  text: out.text,
  unit: '$',
  ...(out.approx ? { approx: out.approx } : {}),
  steps,
  exact,
});
const pctText = (f: Fraction): { text: string; latex: string; approx?: string } => {
  const terminating = (() => {
    let d = f.d;
    while (d % 2n === 0n) d /= 2n;
    while (d % 5n === 0n) d /= 5n;
    return d === 1n;
  })();
  if (terminating) return { text: `${decimalOf(f)}%`, latex: `${decimalOf(f)}\\%` };
  return { text: `${f.toFraction()}%`, latex: `\\frac{${f.s < 0n ? '-' : ''}${f.n}}{${f.d}}\\%`, approx: `${fmt(f.valueOf())}%` };
};
const F = (s: string | number) => fraction(s);
const T = (f: Fraction) => (f.d === 1n || terminatingF(f) ? decimalOf(f) : f.toFraction());
const terminatingF = (f: Fraction) => {
  let d = f.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
};

/** Solves the percent and money tasks exactly. */
export function solvePercent(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const p = r.params as Record<string, string & boolean>;
  switch (r.task) {
    case 'what-percent': {
      const whole = F(p.whole);
      require_(!whole.equals(0), 'zero-whole', 'The whole cannot be 0');
      const v = F(p.part).div(whole).mul(100);
      const out = pctText(v);
      const frac = `\\frac{${p.part}}{${p.whole}}\\times 100\\%`;
      const steps = [
        step('percent-of-whole', `\\frac{${p.part}}{${p.whole}}`, frac, { eq: frac }),
        // mistakes: the whole over the part, the part times the whole over 100
        step('evaluate-arithmetic', frac, out.latex, { op: frac }, [
          F(p.part).equals(0) ? '' : pctText(whole.div(F(p.part)).mul(100)).latex,
          pctText(F(p.part).mul(whole).div(100)).latex,
        ]),
      ];
      return { kind: 'number', ...out, steps, exact: true };
    }
    case 'percent-whole': {
      const pc = F(p.p);
      require_(!pc.equals(0), 'zero-percent', 'The percent cannot be 0');
      const v = F(p.part).div(pc.div(100));
      const eq = `${p.part} \\div \\frac{${p.p}}{100} = ${T(v)}`;
      return {
        kind: 'number',
        latex: T(v).replace(/^(-?)(\d+)\/(\d+)$/, '$1\\frac{$2}{$3}'),
        text: T(v),
        steps: [
          step('percent-equation', `${p.p}\\%\\cdot x = ${p.part}`, `x = ${p.part} \\div \\frac{${p.p}}{100}`, {
            eq: `${p.p}\\% \\cdot x = ${p.part}`,
            sol: `x = ${p.part} \\div \\frac{${p.p}}{100}`,
          }),
          step('evaluate-arithmetic', `${p.part} \\div \\frac{${p.p}}{100}`, `x = ${T(v)}`, { op: eq }),
        ],
        exact: true,
      };
    }
    case 'percent-change': {
      const [a, b] = [F(p.from), F(p.to)];
      require_(!a.equals(0), 'zero-original', 'The original value cannot be 0');
      const v = b.sub(a).div(a).mul(100);
      const out = pctText(v.abs());
      const word = v.compare(0) > 0 ? 'increase' : v.compare(0) < 0 ? 'decrease' : 'no change';
      const sub = `\\frac{${p.to} - ${p.from}}{${p.from}}\\times 100\\%`;
      const eq = `\\frac{${b.sub(a).toFraction()}}{${p.from}}\\times 100\\% = ${pctText(v).latex}`;
      const steps = [
        step('percent-change-formula', `${p.from} \\to ${p.to}`, sub, { eq: sub }),
        step('evaluate-arithmetic', sub, eq, { op: sub }),
      ];
      const text = word === 'no change' ? '0%' : `${out.text} ${word}`;
      return {
        kind: 'number',
        latex: word === 'no change' ? '0\\%' : `${out.latex}\\ \\text{${word}}`,
        text,
        ...(word === 'no change'
          ? {}
          : {
              words: {
                key: word === 'increase' ? ('units.percent-increase' as const) : ('units.percent-decrease' as const),
                params: { p: out.latex },
                paramsText: { p: out.text },
              },
            }),
        ...(out.approx ? { approx: out.approx } : {}),
        steps,
        exact: true,
      };
    }
    case 'discount':
    case 'tax':
      return solvePriceChange(r);
    default:
      return solveInterest(r);
  }
}

function solvePriceChange(r: TopicReading): TopicAnswer {
  const p = r.params as { price: string; p: string; dollar: boolean; amountOnly: boolean };
  const [price, pc] = [F(p.price), F(p.p)];
  require_(
    price.compare(0) >= 0 && pc.compare(0) >= 0 && (r.task !== 'discount' || pc.compare(100) <= 0),
    'bad-percent',
    'Prices and percents must be positive (a discount at most 100%)',
  );
  const amount = price.mul(pc).div(100);
  const final = r.task === 'discount' ? price.sub(amount) : price.add(amount);
  const am = money(amount, p.dollar),
    fin = money(final, p.dollar);
  const steps = [step('percent-of', `${p.p}\\% \\cdot ${p.price}`, am.latex, { p: p.p })];
  if (!p.amountOnly)
    steps.push(
      step(
        r.task === 'discount' ? 'subtract-discount' : 'add-tax',
        `${p.price} ${r.task === 'discount' ? '-' : '+'} ${am.latex}`,
        fin.latex,
        { eq: `${p.dollar ? '\\$' : ''}${p.price} ${r.task === 'discount' ? '-' : '+'} ${am.latex} = ${fin.latex}` },
      ),
    );
  const out = p.amountOnly ? am : fin;
  return {
    kind: p.dollar ? 'quantity' : 'number',
    latex: out.latex,
    text: out.text,
    ...(p.dollar ? { unit: '$' } : {}),
    ...(out.approx ? { approx: out.approx } : {}),
    steps,
    exact: out.exact,
  };
}

function solveInterest(r: TopicReading): TopicAnswer {
  const p = r.params as { P: string; r: string; t: string; n: number; amount: boolean };
  const [P, rate, t] = [F(p.P), F(p.r).div(100), F(p.t)];
  require_(
    P.compare(0) > 0 && rate.compare(0) >= 0 && t.compare(0) > 0 && t.compare(1000) <= 0,
    'bad-interest',
    'Principal and time must be positive, the rate not negative',
  );
  if (r.task === 'simple-interest') {
    const I = P.mul(rate).mul(t);
    const out = money(p.amount ? P.add(I) : I, true);
    const prt = `I = ${p.P}\\cdot ${T(rate)}\\cdot ${T(t)}`;
    const steps = [
      step('simple-interest-formula', 'I = Prt', prt, { eq: prt }),
      step('evaluate-arithmetic', prt, `I = ${money(I, true).latex}`, { op: prt.slice(4) }),
    ];
    if (p.amount)
      steps.push(
        step('add-interest', `${p.P} + ${money(I, true).latex}`, out.latex, {
          eq: `\\$${p.P} + ${money(I, true).latex} = ${out.latex}`,
        }),
      );
    return moneyAnswer(out, steps, out.exact);
  }
  const periods = t.mul(p.n);
  require_(
    periods.d === 1n && periods.compare(100000) <= 0,
    'bad-periods',
    'The number of compounding periods must be a whole number up to 100000',
  );
  // exact rational power for everyday terms; beyond 1200 periods the exact fraction grows huge, so floating point
  // (the answer is rounded to the cent anyway and marked inexact by money())
  const floatOnly = periods.compare(1200) > 0;
  const A = !floatOnly
    ? F(1).add(rate.div(p.n)).pow(Number(periods.n)).mul(P)
    : F(Number((P.valueOf() * (1 + rate.valueOf() / p.n) ** Number(periods.n)).toFixed(6)));
  const formula = `A = ${p.P}\\left(1 + \\frac{${T(rate)}}{${p.n}}\\right)^{${p.n}\\cdot ${p.t}}`;
  const out = money(p.amount ? A : A.sub(P), true);
  const steps = [step('compound-interest-formula', 'A = P\\left(1 + \\frac{r}{n}\\right)^{nt}', formula, { eq: formula })];
  steps.push(step('evaluate-arithmetic', formula, `A \\approx ${money(A, true).latex}`, { op: formula.slice(4) }));
  if (!p.amount)
    steps.push(step('interest-from-amount', `A - P`, out.latex, { eq: `${money(A, true).latex} - \\$${p.P} = ${out.latex}` }));
  return moneyAnswer(out, steps, out.exact && !floatOnly);
}

/** Independent checks: substitution back (part = p% of whole, new = old·(1 ± p%)) in floating point; interest by a
 * year-by-year loop rather than the closed formula. */
export function verifyPercent(r: TopicReading, a: TopicAnswer): boolean {
  const p = r.params as Record<string, string & boolean & number>;
  const num = (s: string) => fraction(s.replace(/[$%]|\s.*$/g, '')).valueOf();
  const got =
    a.approx !== undefined
      ? num(a.approx)
      : a.text.includes('/')
        ? fraction(a.text.replace(/[$%]|\s.*$/g, '')).valueOf()
        : num(a.text);
  switch (r.task) {
    case 'what-percent':
      return near((got / 100) * num(p.whole), num(p.part));
    case 'percent-whole':
      return near((got * num(p.p)) / 100, num(p.part));
    case 'percent-change': {
      const sign = a.text.endsWith('decrease') ? -1 : 1;
      return near(num(p.from) * (1 + (sign * got) / 100), num(p.to));
    }
    case 'discount':
    case 'tax': {
      const sign = r.task === 'discount' ? -1 : 1;
      const amount = (num(p.price) * num(p.p)) / 100;
      return Math.abs((p.amountOnly ? amount : num(p.price) + sign * amount) - got) < 0.005 + 1e-9 * Math.abs(got);
    }
    case 'simple-interest': {
      let bal = 0;
      for (let y = 0; y < Math.ceil(num(p.t)); y++) bal += num(p.P) * (num(p.r) / 100) * Math.min(1, num(p.t) - y);
      return Math.abs((p.amount ? num(p.P) + bal : bal) - got) < 0.005 + 1e-9 * Math.abs(got);
    }
    default: {
      let bal = num(p.P);
      const periods = Math.round(num(p.t) * p.n);
      for (let i = 0; i < periods; i++) bal += bal * (num(p.r) / 100 / p.n);
      return Math.abs((p.amount ? bal : bal - num(p.P)) - got) < 0.005 + 1e-9 * Math.abs(got);
    }
  }
}
