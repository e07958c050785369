/**
 * Reader of uniform/exponential probabilities, expected values, confidence intervals and one-sample tests (English
 * router wording): "X ~ U(0, 10), find P(X < 3)", "exponential distribution with mean 2, P(X > 3)", "expected value of
 * X with values 1, 2, 3 and probabilities 0.2, 0.5, 0.3", "95% confidence interval for the mean with x̄ = 50, s = 8,
 * n = 36", "90% confidence interval for a proportion with 45 successes out of 100", "test H0: μ = 50 against
 * Ha: μ > 50 with x̄ = 52, σ = 5, n = 25 at α = 0.05", "H0: p = 0.5, Ha: p ≠ 0.5, 60 successes in 100 trials".
 * Null unless the whole question is accounted for.
 */
import type { TopicReading } from '../types';
import { NUM, NUM_OR_FRAC, Scanner, listSrc, parseList, fracText, tidy } from './shared';
import { takeEvent, eventLatex, eventText } from './events';

const N = `(${NUM})`;
const END = '(?!\\d|\\.\\d)';
const SEP = '\\s*(?:of|is|=|:|equal to|equals|was)?\\s*';
const clean = (s: string): string => s.replace(/−/g, '-').replace(/\s+/g, '');
const R = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'statistics',
  task,
  params,
  inputLatex,
  inputText,
});

function num(sc: Scanner, names: string): string | null {
  const m = sc.take(new RegExp(`(?<![a-z])(?:${names})${SEP}${N}${END}`, 'i'));
  return m ? clean(m[1]) : null;
}

/** A leading context clause of a word problem ("The waiting time is …", "The lifetime of a bulb is …"). */
export const CONTEXT =
  /^\s*(?:the |a |an )?(?:[a-z]+ ){0,6}?(?:is|are) (?=(?:an? |the )?(?:exponential|normal|uniform|binomial|poisson))/i;
/** Units that may follow a number in a word problem. */
export const UNITS =
  /\b(?:minutes?|hours?|seconds?|days?|weeks?|months?|years?|cm|mm|kg|grams?|pounds?|inches|feet|points?|dollars?|customers?|calls?|people|per (?:minute|hour|day|week|year)|waiting|wait|lasts?|lasting|takes?|taking)\b/g;

/** Uniform X ~ U(a, b) or "uniform(ly distributed) on/between a and b". */
function readUniform(q: string): TopicReading | null {
  const sc = new Scanner(q);
  sc.take(CONTEXT);
  const u =
    sc.take(new RegExp(`(?:\\b[xy]\\s*(?:~|∼)\\s*)?\\b(?:u|unif|uniform)\\s*\\(\\s*${N}\\s*,\\s*${N}\\s*\\)`, 'i')) ??
    sc.take(
      new RegExp(
        `\\b(?:a |the )?(?:continuous )?uniform(?:ly distributed)?(?: distribution| random variable)? (?:on|over|between|from)\\s*\\[?\\s*${N}\\s*(?:,|and|to)\\s*${N}\\s*\\]?`,
        'i',
      ),
    );
  if (!u) return null;
  const ev = takeEvent(sc);
  if (!ev || !new Scanner(sc.rest.replace(UNITS, ' ')).done(/\b(?:distributed|continuous|interval|random variable)\b/g))
    return null;
  const [a, b] = [clean(u[1]), clean(u[2])];
  return R('uniform', { a, b, event: ev }, `${eventLatex(ev)},\\ X \\sim U(${a}, ${b})`, `${eventText(ev)}, X ~ U(${a}, ${b})`);
}

/** Exponential with a rate (λ) or a mean (1/λ). */
function readExponential(q: string): TopicReading | null {
  const sc = new Scanner(q);
  sc.take(CONTEXT);
  const e = sc.take(
    new RegExp(`(?:\\b[xy]\\s*(?:~|∼)\\s*)?\\b(?:exp|expo|exponential)\\s*\\(\\s*(?:λ\\s*=\\s*)?${N}\\s*\\)`, 'i'),
  );
  let rate: number | null;
  if (e) rate = Number(e[1]);
  else {
    if (!sc.take(/\b(?:an? |the )?exponential(?:ly distributed)?(?: distribution| random variable)?\b/i)) return null;
    const r = num(sc, 'λ|lambda|rate|decay rate|m');
    const m = r === null ? num(sc, 'mean|average|μ|mu|expected value') : null;
    rate = r !== null ? Number(r) : m !== null ? 1 / Number(m) : null;
  }
  const ev = takeEvent(sc);
  if (rate === null || !ev || !new Scanner(sc.rest.replace(UNITS, ' ')).done(/\b(?:distributed|parameter|random variable)\b/g))
    return null;
  return R(
    'exponential',
    { rate, event: ev },
    `${eventLatex(ev)},\\ X \\sim \\text{Exp}(\\lambda = ${rate})`,
    `${eventText(ev)}, X ~ Exp(${rate})`,
  );
}

/** Expected value of a discrete distribution: a values list and a probabilities list. */
function readExpected(q: string): TopicReading | null {
  const sc = new Scanner(q);
  if (
    !sc.take(
      /\b(?:the )?(?:expected value|expectation|e\s*\(\s*x\s*\)|mean)(?: of (?:x|the (?:random variable|distribution|discrete random variable)))?(?![a-z])/i,
    )
  )
    return null;
  const ps = sc.take(
    new RegExp(
      `\\b(?:with |and )?(?:the )?(?:respective )?probabilit(?:y|ies)\\s*(?:of|are|is|:|=)?\\s*(${listSrc(1, NUM_OR_FRAC.replace(/\\s\*/g, ''))})`,
      'i',
    ),
  );
  if (!ps) return null;
  sc.take(/\b(?:x )?(?:takes(?: the)? values?|values?|outcomes?|x)\s*(?:are|is|:|=)?(?=\s*[-\d.{[(])/i);
  const xs = sc.take(new RegExp(listSrc(1)));
  if (!xs) return null;
  const vals = parseList(xs[0]);
  const probs = parseList(ps[1]);
  if (!vals || !probs || vals.length !== probs.length || !sc.done(/\b(?:respectively|random variable|discrete|takes?|x)\b/g))
    return null;
  const v = vals.map(fracText);
  const p = probs.map(fracText);
  return R(
    'expected-value',
    { values: v, probs: p },
    `E(X),\\ x = ${v.join(', ')};\\ P = ${p.join(', ')}`,
    `E(X) for x = ${v.join(', ')}, P = ${p.join(', ')}`,
  );
}

/** Sample statistics of an inference question: mean, sd (σ known or s), n, successes x. */
function takeSample(sc: Scanner): { mean?: string; sd?: string; sigmaKnown: boolean; n?: string; x?: string; phat?: string } {
  const mean = num(sc, 'x̄|x-bar|xbar|\\\\bar\\{x\\}|sample mean|mean');
  let sigmaKnown = false;
  let sd = num(sc, 'σ|sigma|population standard deviation|known standard deviation');
  if (sd) sigmaKnown = true;
  else sd = num(sc, 'sample standard deviation|standard deviation|s|sd|s\\.d\\.');
  const phat = num(sc, 'p̂|p-hat|phat|\\\\hat\\{p\\}|sample proportion');
  const succ = sc.take(
    new RegExp(
      `\\b(\\d+) (?:successes|out of|of the|yes answers|favorable)\\s*(?:out of|in|of)?\\s*(\\d+)(?: (?:trials|people|students|adults|voters|respondents|observations|surveyed))?`,
      'i',
    ),
  );
  const x = succ ? succ[1] : num(sc, 'x|successes');
  const n = succ ? succ[2] : num(sc, 'n|sample size|sample of size|sample of');
  return {
    mean: mean ?? undefined,
    sd: sd ?? undefined,
    sigmaKnown,
    n: n ?? undefined,
    x: x ?? undefined,
    phat: phat ?? undefined,
  };
}

/** Confidence intervals for a mean or a proportion. */
function readInterval(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const ci = sc.take(
    new RegExp(
      `\\b${N}\\s*%\\s*(?:confidence interval|ci)\\b|\\b(?:confidence interval|ci)\\s*(?:at|with|of)?\\s*(?:a )?(?:confidence level )?(?:of )?${N}\\s*%`,
      'i',
    ),
  );
  if (!ci) return null;
  const c = Number(ci[1] ?? ci[2]) / 100;
  const prop = sc.take(/\b(?:for |of )?(?:a |the )?(?:population )?proportion\b/i);
  sc.take(/\b(?:for |of )?(?:a |the )?(?:population )?(?:mean|μ|mu)(?![a-z])(?!\s*(?:=|is|of)?\s*[-\d.])/i);
  const s = takeSample(sc);
  if (
    !sc.done(
      /\b(?:construct|population|normal|normally|known|unknown|sample|size|people|students|observations|randomly|selected|given|level|confidence)\b/g,
    )
  )
    return null;
  if (prop || s.phat || (s.x && !s.mean)) {
    const n = Number(s.n);
    const x = s.x !== undefined ? Number(s.x) : s.phat !== undefined ? Number(s.phat) * n : NaN;
    if (!Number.isFinite(x) || !Number.isInteger(n)) return null;
    return R(
      'ci-proportion',
      { x, n, c },
      `${dec100(c)}\\%\\ \\text{CI for } p,\\ \\hat{p} = \\frac{${x}}{${n}}`,
      `${dec100(c)}% CI for p, x = ${x}, n = ${n}`,
    );
  }
  if (!s.mean || !s.sd || !s.n) return null;
  const useT = !s.sigmaKnown;
  return R(
    'ci-mean',
    { mean: s.mean, sd: s.sd, n: Number(s.n), c, useT },
    `${dec100(c)}\\%\\ \\text{CI for } \\mu,\\ \\bar{x} = ${s.mean},\\ ${useT ? 's' : '\\sigma'} = ${s.sd},\\ n = ${s.n}`,
    `${dec100(c)}% CI for mu (${useT ? 't' : 'z'}), mean ${s.mean}, sd ${s.sd}, n ${s.n}`,
  );
}
const dec100 = (c: number): string => String(Math.round(c * 10000) / 100);

/** One-sample tests: hypotheses H0/Ha on μ or p, the sample, α (default 0.05). */
function readTest(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const h0 = sc.take(new RegExp(`\\bh_?\\{?0\\}?\\s*:\\s*(μ|mu|p)\\s*(?:=|≥|>=|≤|<=)\\s*${N}`, 'i'));
  if (!h0) return null;
  const ha = sc.take(
    new RegExp(
      `\\b(?:h_?\\{?[a1]\\}?|versus|vs\\.?|against)\\s*:?\\s*(?:h_?\\{?[a1]\\}?\\s*:\\s*)?(μ|mu|p)\\s*(<|>|≠|!=|=/=|<>|\\\\ne)\\s*${N}`,
      'i',
    ),
  );
  if (!ha) return null;
  const tail = ha[2] === '<' ? '<' : ha[2] === '>' ? '>' : '!=';
  const alpha = Number(
    num(sc, 'α|alpha|significance level|level of significance') ??
      (sc.take(/\b(?:at )?(?:the )?(\d+(?:\.\d+)?)\s*% (?:significance )?level\b/i)?.[1] ?? '').replace(/^(.+)$/, (m) =>
        String(Number(m) / 100),
      ) ??
      NaN,
  );
  sc.take(/\b(?:the )?test statistic(?: and (?:the )?p-value)?|\b(?:the )?p-value(?: and (?:the )?test statistic)?/i);
  sc.take(/\b(?:test|perform a (?:hypothesis )?test|hypothesis test|one-sample|z-test|t-test|test the claim)\b/gi);
  const s = takeSample(sc);
  if (
    !sc.done(
      /\b(?:test|hypothesis|null|alternative|claim|population|known|unknown|sample|size|level|significance|trials|results?|at|decision|conclusion)\b/g,
    )
  )
    return null;
  const a = Number.isFinite(alpha) && alpha > 0 ? alpha : 0.05;
  if (/^p$/i.test(h0[1])) {
    const n = Number(s.n);
    const x = s.x !== undefined ? Number(s.x) : s.phat !== undefined ? Number(s.phat) * n : NaN;
    if (!Number.isFinite(x) || !Number.isInteger(n)) return null;
    return R(
      'test-proportion',
      { x, n, p0: Number(clean(h0[2])), tail, alpha: a },
      `H_0: p = ${clean(h0[2])},\\ H_a: p ${tail === '!=' ? '\\ne' : tail} ${clean(h0[2])},\\ \\hat{p} = \\frac{${x}}{${n}},\\ \\alpha = ${a}`,
      `test p0 = ${clean(h0[2])} (${tail}), x = ${x}, n = ${n}, alpha = ${a}`,
    );
  }
  if (!s.mean || !s.sd || !s.n) return null;
  const useT = !s.sigmaKnown;
  return R(
    'test-mean',
    { mean: s.mean, mu0: clean(h0[2]), sd: s.sd, n: Number(s.n), tail, alpha: a, useT },
    `H_0: \\mu = ${clean(h0[2])},\\ H_a: \\mu ${tail === '!=' ? '\\ne' : tail} ${clean(h0[2])},\\ \\bar{x} = ${s.mean},\\ ${useT ? 's' : '\\sigma'} = ${s.sd},\\ n = ${s.n},\\ \\alpha = ${a}`,
    `${useT ? 't' : 'z'} test mu0 = ${clean(h0[2])} (${tail}), mean ${s.mean}, sd ${s.sd}, n ${s.n}, alpha ${a}`,
  );
}

/** Reads an inference/continuous-distribution/expected-value question; null when none accounts for all of it. */
export function readInference(question: string): TopicReading | null {
  const q = tidy(question);
  if (q.length > 800) return null;
  return readTest(q) ?? readInterval(q) ?? readUniform(q) ?? readExponential(q) ?? readExpected(q);
}
