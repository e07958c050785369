/**
 * Percent and money stories: kind `percent` — a discount, sales tax or tip on a price (the final price, the amount
 * itself, or the original price from the final one), a percent of a group ("40% of the 30 students are girls"), and
 * percent change ("went from $20 to $25"); kind `interest` — simple interest I = P·r·t (the interest, the balance, or
 * the principal from the interest). Methods: OpenStax Prealgebra 2e §6.2–6.4 (CC BY 4.0).
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME } from './vocab';
import { planReading, type Plan } from './plan';

const ITEM = `(?:(?:new|pair of|winter|used|leather) )?(${NAME})`;
const BUY =
  'leaves|left|gives|gave|pays|paid|buys|bought|buy|wants to buy|orders|ordered|pays for|paid for|purchases|purchased|finds|found|sees|saw|has|had|picks out|picked out|chooses|chose';
const GLUE = (
  'price priced cost costs costing original regular normal marked sale store shop sells selling sold on at for of with a an the ' +
  'she he they we you i pay pays paid will does did how much total final new after before including includes plus discount ' +
  'discounted off tax sales tip leaves left leave bill meal dinner lunch restaurant what was is were amount money spend spent ' +
  'it item gives give offers offer reduced reduction there charged charges'
).split(' ');

/** Reads a discount / tax / tip story (forwards or backwards); null unless every part is accounted for. */
export function readPriceChange(question: string): TopicReading | null {
  const s = new Story(question);
  const pct = s.takeAll(new RegExp(`(${NUM})%`));
  const prices = s.takeAll(new RegExp(`\\$(${NUM})`));
  if (pct.length !== 1 || prices.length !== 1) return null;
  const has = (re: RegExp) => re.test(s.text);
  const disc = has(/\b(?:off|discount|discounted|sale|reduced|reduction|markdown)\b/),
    tax = has(/\btax\b/),
    tip = has(/\b(?:tip|gratuity)\b/);
  if (Number(disc) + Number(tax) + Number(tip) !== 1) return null;
  const kind = disc ? 'discount' : tax ? 'tax' : 'tip';
  // the percent must BE the discount / tax / tip ("60% of the original price" is another problem)
  const PC = '\\d+(?:\\.\\d+)?%';
  const attached = {
    discount: `${PC} off|${PC} discount|discount(?:ed)? (?:of |by |at )?${PC}|${PC} (?:markdown|reduction)|(?:reduced|marked down) (?:by )?${PC}`,
    tax: `${PC} (?:sales )?tax|tax (?:rate )?(?:is|of) ${PC}`,
    tip: `${PC} tip|tip (?:of|is) ${PC}|${PC} of the (?:total )?bill as (?:her|his|their|my|your|a) tip`,
  }[kind];
  if (
    !new RegExp(`(?:${attached})`).test(s.text) ||
    new RegExp(`${PC} of the (?:(?:original|regular|marked|sale|total) )?price`).test(s.text)
  )
    return null;
  // backwards only when the ORIGINAL price is asked ("a 20% discount off the original price of $35" is forwards)
  const backwards =
    /\b(?:what (?:was|is) the (?:original|regular|marked|normal) price|what was the price(?: of the \w+)? before|(?:find|determine) the original price|how much (?:was|did) (?:it|the \w+) (?:cost )?(?:originally|before the (?:discount|sale|tax|tip))|what did (?:it|the \w+) cost (?:originally|before(?: the (?:discount|sale))?))\b/.test(
      s.text,
    );
  // a price stated AFTER the change ("after a 25% discount, a jacket costs $60") is only read backwards
  const after = /\bafter (?:a |the )?(?:\d+(?:\.\d+)?% )?(?:discount|tax|tip|markdown|sale)\b[^?]*?\$\d|\$\d+(?:\.\d+)? after\b/;
  if (!backwards && after.test(s.text)) return null;
  const amountOnly = new RegExp(
    `\\bhow much (?:is|was|will be|would be) the (?:discount|tax|tip|sales tax)\\b|\\bhow much (?:does|did|will|would) (?:she|he|they|you|i|we|${NAME}) save\\b|\\bhow much (?:tax|tip) (?:does|did|will|would|should) (?:she|he|they|you|i|we|${NAME}) (?:pay|leave|give)\\b|\\bwhat is the (?:amount of (?:the )?)?(?:discount|tax|tip|sales tax)\\b|\\bhow much (?:should|will|does|did|would) (?:she|he|they|you|i|we|${NAME}) leave(?: for the tip| as (?:a |the |her |his )?tip)?\\b|\\bhow much should the tip be\\b`,
  ).test(s.text);
  s.take(new RegExp(`\\b(${NAME}) (?:${BUY})\\b`))
    ?.slice(1)
    .forEach((w) => s.name(w));
  s.takeAll(new RegExp(`\\b(?:a|an|the|his|her|their|new) (?:\\| )?${ITEM}\\b`)).forEach((m) => s.name(m[1]));
  // a question must ask for one thing: the final price, the amount, or (backwards) the original price
  const forward =
    /\b(?:what (?:is|was|will be) the (?:sale|final|new|total|discounted|reduced) (?:price|cost|amount|bill)|what is the total(?: cost| bill)?|how much (?:does|did|will|would|should) (?:she|he|they|you|i|we|[a-z]+) (?:pay|spend)(?: in total| altogether)?|how much (?:is|was|will be) the (?:total|bill|final price)|(?:find|determine|calculate) the (?:sale|final|total) (?:price|cost))\b/;
  if (!backwards && !amountOnly && !forward.test(s.text)) return null;
  if (/\band the (?:sale|final|total|original) price\b|\bdiscount and\b/.test(s.text)) return null;
  if (!s.done(GLUE)) return null;
  const [p, P] = [n(pct[0][1]), n(prices[0][1])];
  const sign = kind === 'discount' ? '-' : '+';
  const what = { discount: 'discount', tax: 'tax', tip: 'tip' }[kind];
  let plan: Plan;
  if (backwards) {
    plan = {
      kind: 'percent',
      quantities: [{ v: 'p', what: 'the original price in dollars', unit: '', money: true }],
      equation: `p ${sign} ${p}/100*p = ${P}`,
      conditions: [`p ${sign} ${p}/100*p = ${P}`],
      ask: ['p'],
    };
  } else if (amountOnly) {
    plan = {
      kind: 'percent',
      quantities: [{ v: 'a', what: `the ${what} in dollars`, unit: '', money: true }],
      formula: `\\text{${what}} = \\text{rate} \\cdot \\text{price}`,
      equation: `a = ${p}/100*${P}`,
      conditions: [`a = ${p}/100*${P}`],
      ask: ['a'],
    };
  } else {
    plan = {
      kind: 'percent',
      quantities: [
        { v: 's', what: kind === 'discount' ? 'the sale price in dollars' : 'the total in dollars', unit: '', money: true },
        { v: 'a', what: `the ${what} in dollars`, unit: '', money: true, expr: `${p}/100*${P}` },
      ],
      formula: `\\text{${what}} = \\text{rate} \\cdot \\text{price}`,
      equation: `s = ${P} ${sign} ${p}/100*${P}`,
      conditions: [`a = ${p}/100*${P}`, `s = ${P} ${sign} a`],
      ask: ['s'],
    };
  }
  return planReading(plan);
}

/** "40% of the 30 students are girls. How many girls are there?" and "there are 30 students; 40% are girls". */
export function readPercentOf(question: string): TopicReading | null {
  const s = new Story(question);
  const group =
    s.take(new RegExp(`\\bthere (?:are|were) (${NUM}) (${NAME}(?: ${NAME})?)(?: (?:in|at|on) (?:a|an|the) (${NAME}))?\\b`)) ??
    s.take(new RegExp(`\\b(?:a|an|the) (${NAME}) has (${NUM}) (${NAME}(?: ${NAME})?)\\b`));
  if (!group) return null;
  const [total, noun, place] = /^\d/.test(group[1]) ? [group[1], group[2], group[3]] : [group[2], group[3], group[1]];
  const share = s.take(
    new RegExp(
      `\\b(${NUM})% of (?:them|the ${esc(noun)}|the ${esc(noun.split(' ').pop()!)}) (?:are|were|is|was|have|had|like|liked|play|played|own|owned) (${NAME}(?: ${NAME})?)\\b`,
    ),
  );
  if (!share) return null;
  const q = s.take(
    new RegExp(
      `\\bhow many (?:${esc(noun)} |of them )?(?:are|were|have|had|like|liked|play|played|own|owned) ${esc(share[2])}\\b|\\bhow many ${esc(share[2])} are there\\b`,
    ),
  );
  if (!q) return null;
  s.name(noun, place, share[2]);
  if (!s.done(['there', 'class', 'school', 'group'])) return null;
  const p = n(share[1]);
  return planReading({
    kind: 'percent',
    quantities: [{ v: 'k', what: `the number of ${share[2]}`, unit: share[2], count: true }],
    formula: '\\text{part} = \\text{percent} \\cdot \\text{whole}',
    equation: `k = ${p}/100*${n(total)}`,
    conditions: [`k = ${p}/100*${n(total)}`],
    ask: ['k'],
  });
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "The price of a book went from $20 to $25. What is the percent increase?" */
export function readPercentChange(question: string): TopicReading | null {
  const s = new Story(question);
  const m = s.take(
    new RegExp(
      `\\b(?:went|rose|increased|decreased|fell|dropped|grew|changed|was raised|was lowered|was reduced|was increased|went up|went down) from (\\$)?(${NUM}) to (\\$)?(${NUM})\\b`,
    ),
  );
  if (!m) return null;
  const q = s.take(
    /\b(?:what is|what was|find|by what) (?:the )?(?:percent|percentage) (increase|decrease|change|of (?:increase|decrease|change))\b|\bby what percent(?:age)? did (?:it|the \w+(?: \w+)?) (?:increase|decrease|rise|fall|drop|grow|change|go up|go down)\b/,
  );
  if (!q) return null;
  s.takeAll(new RegExp(`\\b(?:the|a|an|his|her|their|my) (${NAME})(?: of (?:a|an|the|his|her) (${NAME}))?\\b`)).forEach((x) =>
    s.name(x[1], x[2]),
  );
  if (
    !s.done([
      'price',
      'cost',
      'population',
      'value',
      'number',
      'salary',
      'rent',
      'town',
      'city',
      'its',
      'per',
      'year',
      'last',
      'this',
    ])
  )
    return null;
  const [a, b] = [n(m[2]), n(m[4])];
  if (Number(m[2]) === 0) return null;
  const up = Number(m[4]) >= Number(m[2]);
  if ((/increase/.test(q[0]) && !up) || (/decrease/.test(q[0]) && up)) return null;
  return planReading({
    kind: 'percent',
    quantities: [{ v: 'p', what: `the percent ${up ? 'increase' : 'decrease'}`, unit: '%' }],
    formula: '\\text{percent change} = \\frac{\\text{new} - \\text{old}}{\\text{old}} \\cdot 100\\%',
    equation: up ? `p = (${b} - ${a})/${a}*100` : `p = (${a} - ${b})/${a}*100`,
    conditions: [up ? `${a}*(1 + p/100) = ${b}` : `${a}*(1 - p/100) = ${b}`],
    ask: ['p'],
  });
}

/** Simple interest in a story: "Maria invests $2000 at 5% simple interest per year. How much interest in 3 years?" */
export function readInterestStory(question: string): TopicReading | null {
  const s = new Story(question);
  if (!/\binterest\b/.test(s.text) || /\bcompound/.test(s.text)) return null;
  const rate = s.take(
    new RegExp(
      `\\b(?:at |an? )?(?:annual |yearly )?(?:simple )?(?:interest )?(?:rate of )?(${NUM})%(?: (?:simple|annual|yearly))?(?: (?:simple|annual|yearly))?(?: interest)?(?: (?:rate|per year|a year|per annum|each year|annually))?(?![a-z])`,
    ),
  );
  const years = s.take(new RegExp(`\\b(?:for|in|after|over) (${NUM}) (years?|months?)\\b`));
  const money = s.takeAll(new RegExp(`\\$(${NUM})`));
  if (!rate || !years || money.length !== 1) return null;
  const t = /^month/.test(years[2]) ? `${n(years[1])}/12` : n(years[1]);
  const r = n(rate[1]);
  const P = n(money[0][1]);
  const wantsInterest =
    /\bhow much interest\b|\bwhat (?:is|was|will be) the (?:simple )?interest\b|\bfind the (?:simple )?interest\b/.test(s.text);
  const wantsTotal =
    /\bhow much (?:money )?will (?:she|he|they|you|there|it|\w+) (?:have|owe|be)\b|\bwhat (?:is|will be) the (?:total|balance|total amount|final amount|amount)\b|\bhow much (?:will|does|did) (?:she|he|they|you|\w+) (?:have to )?(?:repay|pay back|owe)\b|\bhow much will be in the account\b/.test(
      s.text,
    );
  const wantsPrincipal =
    /\bhow much (?:money )?(?:must|should|did|does) (?:she|he|they|you|\w+) (?:invest|deposit|put)\b|\bwhat (?:principal|amount) (?:must|should|was)\b/.test(
      s.text,
    ) && /\bearn|\binterest of\b|\bin interest\b/.test(s.text);
  if (Number(wantsInterest) + Number(wantsTotal) + Number(wantsPrincipal) !== 1) return null;
  s.take(
    /\bhow much (?:money )?(?:interest )?(?:will|does|did|must|should|would) (?:she|he|they|you|there|it|[a-z]+) (?:earn|pay|have|owe|be|invest|deposit|put|repay|pay back|have to repay)(?: in interest)?(?: in the account)?\b|\bwhat (?:is|was|will be) the (?:simple )?(?:interest|total|balance|total amount|final amount|amount)\b|\bfind the (?:simple )?interest\b|\bwhat (?:principal|amount) (?:must|should|was)\b/,
  );
  s.take(
    new RegExp(
      `\\b(${NAME}) (?:invests|invested|deposits|deposited|borrows|borrowed|puts|put|lends|lent|saves|saved|takes out|took out)\\b`,
    ),
  )
    ?.slice(1)
    .forEach((w) => s.name(w));
  const glue = (
    'invest invests invested deposit deposits deposited borrow borrows borrowed loan account bank savings pays paid pay earn earns earned ' +
    'interest simple rate per year annual yearly annually money in into a an the at for of is will be to have has repay back owe total balance much how ' +
    'she he they you it what earned principal amount invested be must should there end after put puts lend lends lent save saves saved takes took out'
  ).split(' ');
  if (!s.done(glue)) return null;
  const base = { kind: 'interest', formula: 'I = P \\cdot r \\cdot t' };
  if (wantsPrincipal)
    return planReading({
      ...base,
      quantities: [{ v: 'p', what: 'the principal in dollars', unit: '', money: true }],
      equation: `p*${r}/100*${t} = ${P}`,
      conditions: [`p*${r}/100*${t} = ${P}`],
      ask: ['p'],
    });
  if (wantsInterest)
    return planReading({
      ...base,
      quantities: [{ v: 'k', what: 'the interest in dollars', unit: '', money: true }],
      equation: `k = ${P}*${r}/100*${t}`,
      conditions: [`k = ${P}*${r}/100*${t}`],
      ask: ['k'],
    });
  return planReading({
    ...base,
    quantities: [
      { v: 'b', what: 'the balance in dollars', unit: '', money: true },
      { v: 'k', what: 'the interest in dollars', unit: '', money: true, expr: `${P}*${r}/100*${t}` },
    ],
    equation: `b = ${P} + ${P}*${r}/100*${t}`,
    conditions: [`k = ${P}*${r}/100*${t}`, `b = ${P} + k`],
    ask: ['b'],
  });
}
