/**
 * Reader of descriptive-statistics questions (English router wording): "mean of 3, 5, 7", "Find the median. 4 8 1",
 * "What is the sample standard deviation of {2, 4, 4, 5}?", "mean, median and mode of 1, 2, 2, 9", `var(1,2,3)`,
 * "IQR of ...", "five-number summary of ...", "weighted mean of 80, 90 with weights 2, 3".
 * Returns null unless every word of the question is accounted for.
 */
import type { TopicReading } from '../types';
import type { Measure, Variant } from './describe';
import { Scanner, listSrc, parseList, fracText, tidy, type Fraction } from './shared';

/** Measure names, most specific first (each match is cut out before the next pattern runs). */
const MEASURES: [Measure, RegExp][] = [
  ['five-number', /\b(?:five|5)[- ]number summary\b/i],
  ['iqr', /\binter[- ]?quartile range\b|\biqr\b/i],
  ['q1', /\b(?:first|lower|1st) quartile\b|\bq_?1\b/i],
  ['q3', /\b(?:third|upper|3rd) quartile\b|\bq_?3\b/i],
  ['quartiles', /\bquartiles\b/i],
  ['weighted-mean', /\bweighted (?:arithmetic )?(?:mean|average)\b/i],
  ['sd', /\bstandard deviation\b|\bstd\.? ?dev\.?\b|\bstdev\b|\bstd\b|\bs\.d\.?(?![a-z])|\bsd\b/i],
  ['variance', /\bvariance\b|\bvar\b/i],
  ['mean', /\b(?:arithmetic )?(?:mean|average)\b/i],
  ['median', /\bmedian\b/i],
  ['mode', /\bmodes?\b/i],
  ['range', /\brange\b/i],
  ['min', /\b(?:minimum|min|smallest value)\b/i],
  ['max', /\b(?:maximum|max|largest value)\b/i],
];

const LATEX_NAME: Record<Measure, string> = {
  mean: '\\bar{x}',
  median: '\\operatorname{median}',
  mode: '\\operatorname{mode}',
  range: '\\operatorname{range}',
  min: '\\min',
  max: '\\max',
  q1: 'Q_1',
  q3: 'Q_3',
  quartiles: '\\operatorname{quartiles}',
  iqr: '\\operatorname{IQR}',
  variance: '\\operatorname{Var}',
  sd: '\\operatorname{SD}',
  'five-number': '\\operatorname{five-number\\ summary}',
  'weighted-mean': '\\bar{x}_w',
};

/** Finds the measure names in order of appearance and cuts them out. */
function takeMeasures(sc: Scanner): Measure[] {
  const found: { m: Measure; at: number }[] = [];
  for (const [m, re] of MEASURES) {
    const g = new RegExp(re.source, 'gi');
    let hit: RegExpExecArray | null;
    while ((hit = g.exec(sc.rest))) {
      if (!found.some((f) => f.m === m)) found.push({ m, at: hit.index });
      sc.rest = sc.rest.slice(0, hit.index) + ' '.repeat(hit[0].length) + sc.rest.slice(hit.index + hit[0].length);
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.m);
}

/** Reads a weighted mean: two lists, one introduced by "weights" / "frequencies". */
function readWeighted(sc: Scanner): TopicReading | null {
  const w = sc.take(
    new RegExp(`\\b(?:with |and )?(?:the )?(?:weights?|frequenc(?:y|ies))\\s*(?:of|are|is|:|=)?\\s*(${listSrc(1)})`, 'i'),
  );
  if (!w) return null;
  sc.take(/\b(?:values?|scores?|grades?|x)\s*(?:are|is|:|=)?(?=\s*[-\d.{[(])/i);
  const v = sc.take(new RegExp(listSrc(1)));
  if (!v) return null;
  const xs = parseList(v[0]);
  const ws = parseList(w[1]);
  if (!xs || !ws || xs.length !== ws.length || !sc.done()) return null;
  const s = (l: Fraction[]) => l.map(fracText);
  return {
    topic: 'statistics',
    task: 'weighted-mean',
    params: { values: s(xs), weights: s(ws) },
    inputLatex: `\\bar{x}_w\\left(${s(xs).join(', ')};\\ w = ${s(ws).join(', ')}\\right)`,
    inputText: `weighted mean(${s(xs).join(', ')}; weights ${s(ws).join(', ')})`,
  };
}

/** Reads a descriptive-statistics question; null when it is not one (or leaves words unexplained). */
export function readDescribe(question: string): TopicReading | null {
  const q = tidy(question);
  const sc = new Scanner(q);
  const measures = takeMeasures(sc);
  if (!measures.length) return null;
  if (measures.includes('weighted-mean')) return measures.length === 1 ? readWeighted(sc) : null;
  const pop = sc.take(/\b(?:for |of )?(?:the |a |an entire )?population\b/i);
  const smp = sc.take(/\b(?:for |of )?(?:the |a )?sample\b/i);
  if (pop && smp) return null;
  const variant: Variant = pop ? 'population' : 'sample';
  const lst = sc.take(new RegExp(`(?:\\bof\\b|:|=|\\.)?\\s*(${listSrc(2)})`, 'i'));
  if (!lst) return null;
  const xs = parseList(lst[1]);
  if (
    !xs ||
    !sc.done(
      /\b(?:numbers?|scores?|observations?|measurements?|ages?|heights?|weights?|marks?|grades?|times?|data points?|respectively)\b/g,
    )
  )
    return null;
  const vals = xs.map(fracText);
  const names = measures.map((m) => LATEX_NAME[m]).join(',\\ ');
  const qual = measures.some((m) => m === 'variance' || m === 'sd') ? ` (${variant})` : '';
  return {
    topic: 'statistics',
    task: measures.length === 1 ? measures[0] : 'summary',
    params: { measures, values: vals, variant, variantStated: Boolean(pop || smp) },
    inputLatex: `${names}\\left(${vals.join(', ')}\\right)${qual ? `\\ \\text{${qual.trim()}}` : ''}`,
    inputText: `${measures.join(', ')}${qual}(${vals.join(', ')})`,
  };
}
