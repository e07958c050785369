/**
 * Comparison stories (kind `times-as-many`): "Tom has 3 times as many apples as Ann", "5 more / fewer … than",
 * "2 more than 3 times as many … as", with a total ("together they have 24") or one person's count given, and the
 * question for one person or for the total; ratios with a total ("the ratio of boys to girls is 3:5 … 40 students").
 * Kind `ages`: "Ann is 3 times as old as Ben", "4 years older than", "in 5 years … will be twice as old as",
 * "5 years ago … was", "the sum of their ages is 30", "Ben is 6 years old", "how old is Ann".
 * Method: OpenStax Prealgebra 2e §3.1 and Elementary Algebra 2e §3.1 (CC BY 4.0).
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME } from './vocab';
import { planReading, type Quantity } from './plan';
import { letters, twoFactPlan, type Fact } from './two';

const HAVE =
  'has|had|have|owns|owned|collected|collects|picked|picks|earned|earns|saved|saves|scored|scores|sold|sells|reads|read|' +
  'baked|bakes|caught|catches|made|makes|won|wins|bought|buys|got|gets|keeps|kept|grew|grows|found|finds|ate|eats|wrote|writes';
const HAVE_BASE =
  'have|own|collect|pick|earn|save|score|sell|read|bake|catch|make|win|buy|get|keep|grow|find|eat|write|has|had|collected|picked|earned|saved|scored|sold|baked|caught|made|won|bought|got|kept|grew|found|ate|wrote';
const WHO = `((?:(?:his|her|their|the) )?${NAME})`;
const NOT = '(?!(?:in|all|together|altogether|combined|total)\\b)';
const NOUN = `((?:${NOT}${NAME} )?${NOT}${NAME})`;
const ALL = '(?:together|altogether|in total|in all|combined|between them)';

/** Reads a comparison story with a total or a known count; null unless every part of it is accounted for. */
export function readTimesAsMany(question: string): TopicReading | null {
  const s = new Story(question);
  const rel = s.take(
    new RegExp(
      `\\b${WHO} (?:${HAVE}) (?:(${NUM}) (more|fewer|less) than )?(${NUM}) times as (?:many|much) (?:${NOUN} )?as ${WHO}(?: (?:does|did|has|had|do))?\\b`,
    ),
  );
  const rel2 = rel
    ? null
    : s.take(
        new RegExp(`\\b${WHO} (?:${HAVE}) (${NUM}) (more|fewer|less) (?:${NOUN} )?than ${WHO}(?: (?:does|did|has|had|do))?\\b`),
      );
  if (!rel && !rel2) return null;
  const [X, Y, noun0] = rel ? [rel[1], rel[6], rel[5]] : [rel2![1], rel2![5], rel2![4]];
  if (X === Y) return null;
  const [x, y] = letters(X, Y);
  let xOfY: string;
  if (rel) {
    const k = n(rel[4]);
    xOfY = rel[2] ? `${k}*${y} ${rel[3] === 'more' ? '+' : '-'} ${n(rel[2])}` : `${k}*${y}`;
  } else xOfY = `${y} ${rel2![3] === 'more' ? '+' : '-'} ${n(rel2![2])}`;
  const facts: Fact[] = [{ cond: `${x} = ${xOfY}`, x: xOfY }];
  let noun = noun0;
  const both = `(?:they|${esc(X)} and ${esc(Y)}|${esc(Y)} and ${esc(X)}|the 2 of them|both of them)`;
  const total =
    s.take(new RegExp(`\\b${ALL},? ${both} (?:${HAVE}) (?:a total of )?(${NUM})(?: ${NOUN})?\\b`)) ??
    s.take(new RegExp(`\\b${both} (?:${HAVE}) (?:a total of )?(${NUM})(?: ${NOUN})?(?: ${ALL})?\\b`)) ??
    s.take(new RegExp(`\\bthe total(?: number)?(?: of ${NOUN})? is (${NUM})\\b`));
  if (total) {
    const tv = total[1] && /^\d/.test(total[1]) ? total[1] : total[2];
    const tn = total[1] && /^\d/.test(total[1]) ? total[2] : total[1];
    if (!tv) return null;
    noun ??= tn;
    if (tn && noun && tn !== noun) return null;
    facts.push({ cond: `${x} + ${y} = ${n(tv)}` });
  } else {
    const known = s.take(new RegExp(`\\b(${esc(X)}|${esc(Y)}) (?:${HAVE}) (${NUM})(?: ${NOUN})?\\b`));
    if (!known) return null;
    if (known[3] && noun && known[3] !== noun) return null;
    noun ??= known[3];
    facts.push(
      known[1] === Y ? { cond: `${y} = ${n(known[2])}`, y: n(known[2]) } : { cond: `${x} = ${n(known[2])}`, xv: n(known[2]) },
    );
  }
  const q1 = s.take(
    new RegExp(`\\bhow (?:many|much)(?: ${NOUN})? (?:does|did|do|will) (${esc(X)}|${esc(Y)}) (?:${HAVE_BASE})(?: now)?\\b`),
  );
  const q2 = q1
    ? null
    : s.take(new RegExp(`\\bhow (?:many|much)(?: ${NOUN})? (?:do|did|does|will) ${both} (?:${HAVE_BASE}) ${ALL}\\b`));
  if (!q1 && !q2) return null;
  const qNoun = (q1 ?? q2)![1];
  if (qNoun && noun && qNoun !== noun) return null;
  noun ??= qNoun;
  s.name(X, Y, noun);
  if (!s.done()) return null;
  const unit = noun ?? '';
  const qx: Quantity = { v: x, what: `${possessive(X)} ${noun ?? 'number'}`, unit, count: true };
  const qy: Quantity = { v: y, what: `${possessive(Y)} ${noun ?? 'number'}`, unit, count: true };
  const askTotal = !!q2;
  if (askTotal && total) return null;
  const plan = twoFactPlan('times-as-many', qx, qy, facts, askTotal ? [] : [q1![2] === X ? x : y]);
  if (!plan) return null;
  if (askTotal) {
    const [u, o] = plan.quantities;
    const z = ['z', 'w', 'q'].find((l) => l !== x && l !== y)!;
    plan.quantities.push({ v: z, what: `the total ${noun ?? 'number'}`, unit, count: true, expr: `${u.v} + ${o.expr}` });
    plan.conditions.push(`${z} = ${x} + ${y}`);
    plan.ask = [z];
  }
  return planReading(plan);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const possessive = (who: string) => `${who.replace(/^(?:his|her|their) /, 'the ')}'s`;

/** Reads a ratio with a total: "the ratio of boys to girls is 3:5. there are 40 students. how many girls are there". */
export function readRatioTotal(question: string): TopicReading | null {
  const s = new Story(question);
  const r = s.take(
    new RegExp(`\\bthe ratio of ${NOUN} to ${NOUN}(?: (?:in|at|on) (?:a|the) ${NAME})? is (${NUM})(?: ?: ?| to )(${NUM})\\b`),
  );
  if (!r) return null;
  const [A, B] = [r[1], r[2]];
  const tot =
    s.take(new RegExp(`\\bthere are (${NUM}) ${NOUN}(?: (?:in|at|on) (?:all|total|the ${NAME}|a ${NAME}))?\\b`)) ??
    s.take(new RegExp(`\\b(?:the|a) ${NAME} has (${NUM}) ${NOUN}(?: in all| in total)?\\b`));
  if (!tot) return null;
  const total = /^\d/.test(tot[1]) ? tot[1] : tot[2];
  const q = s.take(new RegExp(`\\bhow many ${NOUN} are (?:there|in the ${NAME}|at the ${NAME})\\b`));
  if (!q || (q[1] !== A && q[1] !== B)) return null;
  s.name(A, B, ...tot.slice(1).filter((w) => w && !/^\d/.test(w)));
  if (!s.done(['in', 'all', 'total', 'class', 'school', 'group', 'club', 'team'])) return null;
  const [a, b] = letters(A, B);
  const [p, qq] = [n(r[3]), n(r[4])];
  const totNoun = /^\d/.test(tot[1]) ? tot[2] : tot[3];
  // "there are 40 boys": one of the two counts is given, not the total
  const given = totNoun === A ? a : totNoun === B ? b : null;
  if (given && q[1] === totNoun) return null;
  const quantities: Quantity[] = [
    { v: 'k', what: 'the common multiplier of the ratio', unit: '' },
    { v: a, what: `the number of ${A}`, unit: A, count: true, expr: `${p}*k` },
    { v: b, what: `the number of ${B}`, unit: B, count: true, expr: `${qq}*k` },
  ];
  return planReading({
    kind: 'times-as-many',
    quantities,
    equation: given ? `${given === a ? p : qq}*k = ${n(total)}` : `${p}*k + ${qq}*k = ${n(total)}`,
    conditions: [`${qq}*${a} = ${p}*${b}`, given ? `${given} = ${n(total)}` : `${a} + ${b} = ${n(total)}`, `${a} = ${p}*k`],
    ask: [q[1] === A ? a : b],
  });
}

const OLD = 'years? old';

/** Reads an age story (see the module comment); null unless every part of it is accounted for. */
export function readAges(question: string): TopicReading | null {
  const s = new Story(question);
  if (!/\b(?:old|older|younger|ages?)\b/.test(s.text)) return null;
  const facts: { cond: (x: string, y: string) => string; x?: (y: string) => string; y?: string; xv?: string }[] = [];
  const names: string[] = [];
  const who = (w: string) => {
    if (!names.includes(w)) names.push(w);
    return names.indexOf(w);
  };
  const v = (i: number, x: string, y: string) => (i === 0 ? x : y);
  // present: "X is k times as old as Y", "X is d years older/younger than Y"
  for (let m = s.take(new RegExp(`\\b${WHO} is (${NUM}) times as old as ${WHO}(?: is)?\\b`)); m; m = null) {
    const [i, j, k] = [who(m[1]), who(m[3]), n(m[2])];
    facts.push({ cond: (x, y) => `${v(i, x, y)} = ${k}*${v(j, x, y)}`, x: (y: string) => (i === 0 ? `${k}*${y}` : `${y}/${k}`) });
  }
  for (let m = s.take(new RegExp(`\\b${WHO} is (${NUM}) years? (older|younger) than ${WHO}(?: is)?\\b`)); m; m = null) {
    const [i, j, d, sg] = [who(m[1]), who(m[4]), n(m[2]), m[3] === 'older' ? '+' : '-'];
    const back = sg === '+' ? '-' : '+';
    facts.push({
      cond: (x, y) => `${v(i, x, y)} = ${v(j, x, y)} ${sg} ${d}`,
      x: (y: string) => `${y} ${i === 0 ? sg : back} ${d}`,
    });
  }
  // future / past: "in m years X will be k times as old as Y (will be)", "m years ago X was k times as old as Y (was)"
  const shift = s.take(
    new RegExp(
      `\\b(?:in (${NUM}) years(?: from now|' time)?,? ${WHO} will be|(${NUM}) years ago,? ${WHO} was) (${NUM}) times as old as ${WHO}(?: (will be|was|is(?: now)?))?\\b`,
    ),
  );
  if (shift) {
    const m0 = shift[1] ? `+ ${n(shift[1])}` : `- ${n(shift[3])}`;
    const [i, j, k] = [who(shift[2] ?? shift[4]), who(shift[6]), n(shift[5])];
    // "… as Ben is now": Ben's age is today's, not shifted
    const now = /^is/.test(shift[7] ?? '');
    facts.push({ cond: (x, y) => `${v(i, x, y)} ${m0} = ${k}*${now ? v(j, x, y) : `(${v(j, x, y)} ${m0})`}` });
  }
  const sum = s.take(
    /\b(?:the sum of their (?:present )?ages is|their (?:present )?ages add up to|together they are|their combined age is) (\d+(?:\.\d+)?)(?: years(?: old)?)?\b/,
  );
  if (sum) facts.push({ cond: (x, y) => `${x} + ${y} = ${n(sum[1])}`, x: (y: string) => `${n(sum[1])} - ${y}` });
  const known = s.take(new RegExp(`\\b${WHO} is (${NUM}) ${OLD}(?: now)?\\b`));
  if (known) {
    const i = who(known[1]);
    facts.push({ cond: (x, y) => `${v(i, x, y)} = ${n(known[2])}`, ...(i === 0 ? { xv: n(known[2]) } : { y: n(known[2]) }) });
  }
  const q =
    s.take(new RegExp(`\\bhow old (?:is|was) ${WHO}(?: now| today)?\\b`)) ??
    s.take(new RegExp(`\\bwhat is ${WHO}'s (?:present |current )?age(?: now)?\\b`));
  if (!q || names.length !== 2 || !names.includes(q[1])) return null;
  s.name(...names);
  if (!s.done(['years', 'year', 'old', 'now', 'today', 'present', 'currently'])) return null;
  const [x, y] = letters(names[0], names[1]);
  const qx: Quantity = { v: x, what: `${possessive(names[0])} age now in years`, unit: 'years' };
  const qy: Quantity = { v: y, what: `${possessive(names[1])} age now in years`, unit: 'years' };
  const built: Fact[] = facts.map((f) => ({
    cond: f.cond(x, y),
    ...(f.x ? { x: f.x(y) } : {}),
    ...(f.y ? { y: f.y } : {}),
    ...(f.xv ? { xv: f.xv } : {}),
  }));
  const plan = twoFactPlan('ages', qx, qy, built, [q[1] === names[0] ? x : y]);
  return plan ? planReading(plan) : null;
}
