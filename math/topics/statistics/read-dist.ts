/**
 * Reader of distribution questions (English router wording): binomial ("X ~ B(10, 0.3), find P(X <= 2)",
 * `binompdf(10, 0.3, 4)`, "probability of exactly 3 successes in 10 trials with p = 0.2", "mean of a binomial
 * distribution with n = 20 and p = 0.4"), Poisson (`poissonpdf(3, 2)`, "Poisson distribution with λ = 3, P(X = 2)"),
 * normal (`normalcdf(-1, 1)`, "P(Z < 1.96)", "normal distribution with mean 100 and standard deviation 15, find
 * P(X > 130)", `invNorm(0.95)`, "90th percentile of ..."), z-scores ("z-score of 85 with mean 70 and standard
 * deviation 10"). Null unless the whole question is accounted for.
 */
import type { TopicReading } from '../types';
import { NUM, NUM_OR_FRAC, Scanner, tidy } from './shared';
import { takeEvent, eventLatex, eventText, type RvEvent } from './events';
import { CONTEXT, UNITS } from './read-inference';

const N = `(${NUM})`;
const NF = `(${NUM_OR_FRAC})`;
const clean = (s: string): string => s.replace(/−/g, '-').replace(/\s+/g, '');
const SEP = '\\s*(?:of|is|=|:|equal to|equals)?\\s*';

function takeNum(sc: Scanner, names: string): string | null {
  const m = sc.take(new RegExp(`(?<![a-z])(?:${names})${SEP}${N}(?!\\d|\\.\\d)`, 'i'));
  return m ? clean(m[1]) : null;
}
const takeMean = (sc: Scanner) => takeNum(sc, 'population mean|mean|μ|mu|average');
const takeSd = (sc: Scanner) =>
  takeNum(sc, 'population standard deviation|standard deviation|std\\.? ?dev\\.?|s\\.d\\.|sd|σ|sigma');

const reading = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'statistics',
  task,
  params,
  inputLatex,
  inputText,
});

/** Binomial: TI notation, `B(n, p)`, or the word "binomial"/"trials" with n and p. */
function readBinomial(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const ti = sc.take(new RegExp(`\\bbinom(pdf|cdf)\\s*\\(\\s*(\\d+)\\s*,\\s*${NF}\\s*,\\s*(\\d+)\\s*\\)`, 'i'));
  let n: string | null;
  let p: string | null;
  let ev: RvEvent | null;
  if (ti) {
    [n, p] = [ti[2], clean(ti[3])];
    ev = ti[1].toLowerCase() === 'pdf' ? { eq: ti[4] } : { hi: ti[4] };
  } else {
    const b = sc.take(
      new RegExp(
        `(?:\\b[xy]\\s*(?:~|∼|is distributed as)\\s*)?\\b(?:b|bin|binomial)\\s*\\(\\s*(?:n\\s*=\\s*)?(\\d+)\\s*,\\s*(?:p\\s*=\\s*)?${NF}\\s*\\)`,
        'i',
      ),
    );
    if (b) [n, p] = [b[1], clean(b[2])];
    else {
      const word = sc.take(/\b(?:a |the )?binomial(?: distribution| random variable| experiment| setting)?\b/i);
      const trials = sc.take(/\b(\d+) (?:independent )?(?:bernoulli )?trials\b/i);
      const nn = trials ? trials[1] : sc.take(/\bn\s*=\s*(\d+)/i)?.[1];
      const pp = sc.take(
        new RegExp(`\\b(?:p|probability of (?:a )?success(?: (?:on|in) each trial)?)\\s*(?:=|is|of)?\\s*${NF}`, 'i'),
      );
      if (!(word || trials) || !nn || !pp) return null;
      [n, p] = [nn, clean(pp[1])];
    }
    sc.take(/\b(?:x )?(?:successes|success)\b/i);
    const mom = sc.take(/\b(mean|expected value|variance|standard deviation)\b/i);
    if (mom) {
      if (!sc.done(/\bin\b/g)) return null;
      const which = /mean|expected/i.test(mom[1]) ? 'mean' : /variance/i.test(mom[1]) ? 'variance' : 'sd';
      return reading(
        'binomial-moments',
        { n: Number(n), p, which },
        `${which}\\ \\text{of}\\ B(${n}, ${p})`,
        `${which} of B(${n}, ${p})`,
      );
    }
    ev = takeEvent(sc);
    sc.take(/\b(?:successes|success)\b/i);
  }
  if (!ev || !sc.done(/\b(?:in|trials|distributed|binomially|random variable|x)\b/g)) return null;
  return reading(
    'binomial',
    { n: Number(n), p, event: ev },
    `${eventLatex(ev)},\\ X \\sim B(${n}, ${p})`,
    `${eventText(ev)}, X ~ B(${n}, ${p})`,
  );
}

/** Poisson: `poissonpdf(λ, k)`, `poissoncdf(λ, k)`, or "Poisson" with λ / mean. */
function readPoisson(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const ti = sc.take(new RegExp(`\\bpoisson(pdf|cdf)\\s*\\(\\s*${N}\\s*,\\s*(\\d+)\\s*\\)`, 'i'));
  let lam: string | null;
  let ev: RvEvent | null;
  if (ti) {
    lam = clean(ti[2]);
    ev = ti[1].toLowerCase() === 'pdf' ? { eq: ti[3] } : { hi: ti[3] };
  } else {
    const po = sc.take(new RegExp(`(?:\\b[xy]\\s*(?:~|∼)\\s*)?\\b(?:poisson|po|pois)\\s*\\(\\s*(?:λ\\s*=\\s*)?${N}\\s*\\)`, 'i'));
    if (!po && !sc.take(/\b(?:a |the )?poisson(?: distribution| random variable| process)?\b/i)) return null;
    lam = po ? clean(po[1]) : takeNum(sc, 'λ|lambda|mean|average|rate|μ|mu');
    ev = takeEvent(sc);
  }
  if (!lam || !ev || !sc.done(/\b(?:distributed|random variable|occurrences?|events?|per \w+|x)\b/g)) return null;
  return reading(
    'poisson',
    { lambda: lam, event: ev },
    `${eventLatex(ev)},\\ X \\sim \\text{Poisson}(${lam})`,
    `${eventText(ev)}, X ~ Poisson(${lam})`,
  );
}

/** Normal parameters in `N(μ, σ)` / `N(μ, σ^2)` or words; standard normal when Z is used or "standard normal" is said. */
function takeNormalParams(sc: Scanner): { mu: string; sigma: string } | null {
  const nn = sc.take(
    new RegExp(
      `(?:\\b[xy]\\s*(?:~|∼)\\s*)?\\bn\\s*\\(\\s*(?:(?:μ|mu)\\s*=\\s*)?${N}\\s*,\\s*((?:σ|sigma)\\s*=\\s*)?${N}(\\s*\\^\\s*2|²)?\\s*\\)`,
      'i',
    ),
  );
  // N(a, b) is N(μ, σ) in some books (OpenStax) and N(μ, σ²) in others: read only N(μ, σ^2) with the square written
  // or N(μ, σ = b); a bare N(a, b) is left unread rather than guessed.
  if (nn) return nn[2] || nn[4] ? { mu: clean(nn[1]), sigma: clean(nn[3]) } : null;
  const std = sc.take(/\b(?:the |a )?standard normal(?: distribution| random variable| variable| curve| table)?\b/i);
  const word = sc.take(/\b(?:a |the )?normal(?:ly distributed)?(?: distribution| random variable| population| curve)?\b/i);
  const mu = takeMean(sc);
  const sigma =
    takeSd(sc) ??
    (() => {
      const v = takeNum(sc, 'variance|σ\\^2|σ²');
      return v ? String(Math.sqrt(Number(v))) : null;
    })();
  if (mu && sigma) return { mu, sigma };
  if (std || (!word && !mu && !sigma)) return mu || sigma ? null : { mu: '0', sigma: '1' };
  return null;
}

/** Normal probabilities: `normalcdf(lo, hi[, μ, σ])`, `P(Z < 1.96)`, "normal with mean … and sd …, P(X > a)". */
function readNormal(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const ti = sc.take(new RegExp(`\\bnormalcdf\\s*\\(\\s*${N}\\s*,\\s*${N}\\s*(?:,\\s*${N}\\s*,\\s*${N}\\s*)?\\)`, 'i'));
  let params: { mu: string; sigma: string } | null;
  let ev: RvEvent | null;
  if (ti) {
    params = { mu: ti[3] ? clean(ti[3]) : '0', sigma: ti[4] ? clean(ti[4]) : '1' };
    const big = (s: string) => Math.abs(Number(s)) >= 1e9;
    ev = { ...(big(ti[1]) ? {} : { lo: clean(ti[1]) }), ...(big(ti[2]) ? {} : { hi: clean(ti[2]) }) };
  } else {
    const usesZ = /\bp\s*\(\s*(?:[-\d.]+\s*[<≤]=?\s*)?z\b/i.test(q);
    sc.take(CONTEXT);
    ev = takeEvent(sc);
    params = takeNormalParams(sc);
    if (params && params.mu === '0' && params.sigma === '1' && !usesZ && !/standard normal/i.test(q)) return null;
  }
  if (
    !params ||
    !ev ||
    !new Scanner(sc.rest.replace(UNITS, ' ')).done(/\b(?:distributed|normally|bell|z|x|random variable|approximately)\b/g)
  )
    return null;
  const v = params.mu === '0' && params.sigma === '1' ? 'Z' : 'X';
  return reading(
    'normal',
    { ...params, event: ev },
    `${eventLatex(ev, v)},\\ ${v} \\sim N(${params.mu}, ${params.sigma}^2)`,
    `${eventText(ev, v)}, ${v} ~ N(${params.mu}, ${params.sigma}^2)`,
  );
}

/** Inverse normal: `invNorm(p[, μ, σ])`, "z such that P(Z < z) = 0.95", "90th percentile of N(…)". */
function readInverse(q: string): TopicReading | null {
  const sc = new Scanner(q);
  let p: number | null;
  let params: { mu: string; sigma: string } | null;
  const ti = sc.take(new RegExp(`\\binv(?:erse)? ?norm(?:al)?\\s*\\(\\s*${N}\\s*(?:,\\s*${N}\\s*,\\s*${N}\\s*)?\\)`, 'i'));
  if (ti) {
    p = Number(ti[1]);
    params = { mu: ti[2] ? clean(ti[2]) : '0', sigma: ti[3] ? clean(ti[3]) : '1' };
  } else {
    const pc = sc.take(/\b(\d+(?:\.\d+)?)(?:st|nd|rd|th)? percentile\b/i);
    const zz = sc.take(
      new RegExp(
        `\\b(?:the )?(?:value of )?z(?:[- ]score| value)?\\s*(?:such that|so that|for which|with|if|where)?\\s*p\\s*\\(\\s*z\\s*(<|≤|<=|>|≥|>=)\\s*z\\s*\\)\\s*=\\s*${N}`,
        'i',
      ),
    );
    const area =
      !pc && !zz
        ? sc.take(
            new RegExp(
              `\\b(?:the )?(?:area|probability) (?:to the |on the )?(left|right|below|above)(?: of (?:it|z))?\\s*(?:is|=|equals|of)\\s*${N}`,
              'i',
            ),
          )
        : null;
    if (pc) p = Number(pc[1]) / 100;
    else if (zz) p = /[>≥]/.test(zz[1]) ? 1 - Number(zz[2]) : Number(zz[2]);
    else if (area) p = /right|above/i.test(area[1]) ? 1 - Number(area[2]) : Number(area[2]);
    else return null;
    sc.take(/\b(?:the )?(?:z[- ]score|z value)\b/i);
    params = takeNormalParams(sc);
  }
  if (p === null || !params || !sc.done(/\b(?:distributed|normally|z|cutoff|score|such|so|corresponds? to|has|with)\b/g))
    return null;
  return reading(
    'normal-inverse',
    { p, ...params },
    `\\Phi^{-1}(${p}),\\ N(${params.mu}, ${params.sigma}^2)`,
    `invNorm(${p}, ${params.mu}, ${params.sigma})`,
  );
}

/** z-score: "z-score of 85 with mean 70 and standard deviation 10", "z-score for x = 85, μ = 70, σ = 10". */
function readZScore(q: string): TopicReading | null {
  const sc = new Scanner(q);
  if (!sc.take(/\b(?:the )?(?:z[- ]?score|standard score|z[- ]value)\b/i)) return null;
  const mu = takeMean(sc);
  const sigma = takeSd(sc);
  const x =
    sc.take(new RegExp(`(?:\\b(?:of|for|x\\s*=|value|score|observation)\\s*(?:of|=)?\\s*)${N}(?!\\d|\\.\\d)`, 'i')) ??
    sc.take(new RegExp(`\\s${N}(?!\\d|\\.\\d)`));
  if (!mu || !sigma || !x || !sc.done()) return null;
  const xv = clean(x[1]);
  return reading(
    'z-score',
    { x: xv, mu, sigma },
    `z = \\frac{${xv} - ${mu}}{${sigma}}`,
    `z-score of ${xv}, mean ${mu}, sd ${sigma}`,
  );
}

/** Critical values: "z* for 95% confidence" (normal inverse at 1 − α/2), "t* for 95% confidence with 10 degrees of freedom". */
function readCritical(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const kind = sc.take(
    /\b(?:the )?(?:(z|t)(?:\*|-star| star)?[- ]?(?:critical value|critical)|critical value(?: of)? (z|t)(?:\*|-star)?|critical (z|t)(?:[- ]value|\*)?|critical value|(z|t)(?:\*|-star))(?![a-z])/i,
  );
  if (!kind) return null;
  const c = sc.take(new RegExp(`\\b(?:for |at |with )?(?:a )?${N}\\s*%\\s*(?:confidence(?: level| interval)?|ci)\\b`, 'i'));
  const df = sc.take(/\b(?:with |and )?(\d+) (?:degrees of freedom|df)\b|\bdf\s*=\s*(\d+)/i);
  const letter = (kind[1] ?? kind[2] ?? kind[3] ?? kind[4] ?? (df ? 't' : 'z')).toLowerCase();
  if (!c || !sc.done(/\b(?:two-sided|two-tailed)\b/g)) return null;
  const conf = Number(c[1]) / 100;
  if (!(conf > 0 && conf < 1)) return null;
  if (letter === 'z') {
    if (df) return null;
    const p = 1 - (1 - conf) / 2;
    return reading(
      'normal-inverse',
      { p: Number(p.toPrecision(12)), mu: '0', sigma: '1' },
      `z^*,\\ ${c[1]}\\%\\ \\text{confidence}`,
      `z* for ${c[1]}% confidence`,
    );
  }
  const d = Number(df?.[1] ?? df?.[2]);
  if (!Number.isInteger(d) || d < 1 || d > 100000) return null;
  return reading(
    't-critical',
    { c: conf, df: d },
    `t^*_{${d}},\\ ${c[1]}\\%\\ \\text{confidence}`,
    `t* for ${c[1]}% confidence, df ${d}`,
  );
}

/** Reads a distribution question; null when none of the readers accounts for all of it. */
export function readDistribution(question: string): TopicReading | null {
  const q = tidy(question);
  if (q.length > 600) return null;
  return readCritical(q) ?? readZScore(q) ?? readInverse(q) ?? readBinomial(q) ?? readPoisson(q) ?? readNormal(q);
}
