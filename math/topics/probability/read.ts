/**
 * Reader of counting and probability questions (English router wording). Counting: `9 choose 4`, `C(9,4)`, `9C4`,
 * `nCr(9,4)`, `P(6,2)`, `6P2`, `\binom{9}{4}`, "how many ways to choose 4 from 9", "how many ways to arrange 6 books",
 * "arrangements of the letters of MISSISSIPPI", `5!`, "5 factorial". Chance: coins ("probability of two heads in three
 * coin tosses"), dice ("probability of a sum of 7 with two dice", "at least one 6 in 4 rolls"), cards ("probability of
 * drawing an ace", "two aces without replacement"), urns ("a bag has 5 red and 3 blue marbles, two are drawn without
 * replacement, probability both are red") and events ("P(A) = 0.3, P(B) = 0.5, P(A and B) = 0.1, find P(A or B)").
 * Null unless the whole question is accounted for.
 */
import type { TopicReading } from '../types';
import { Scanner, tidy, NUM_OR_FRAC, frac, fracText } from '../statistics/shared';
import { takeEvent, eventLatex, eventText, type RvEvent } from '../statistics/events';
import { DECK, fits, type CardSpec, type DiceTarget, type EventGiven, type EventTarget } from './chance';
import { readExpectedGame } from './expected';

const WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  twice: '2 times',
  thrice: '3 times',
};
/** Number words one…twelve as digits ("two heads in three tosses" → "2 heads in 3 tosses"); "a pair of dice" → "2 dice". */
function digits(q: string): string {
  return q
    .replace(/\ba pair of dice\b/gi, '2 dice')
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twice|thrice)\b/gi,
      (w) => WORDS[w.toLowerCase()],
    );
}
const R = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'probability',
  task,
  params,
  inputLatex,
  inputText,
});
const PROB_WORDS =
  /\b(?:probability|chance|odds|likelihood)(?: (?:that|of|to))?\b|\b(?:getting|get|gets|rolling|roll|rolled|drawing|draw|drawn|picking|pick|picked|selecting|select|selected|choosing|obtaining|showing|shows|land(?:s|ing)?|comes? up|turn(?:s|ing)? up|will|both|each|at random|randomly|fair|single|standard|ordinary|one|once|time|times|from|out|on|at|or|by|you|i|we)\b/g;

/** Counting notations and phrasings. */
function readCounting(q: string): TopicReading | null {
  const n2 = (re: RegExp, kind: 'nCr' | 'nPr', swap = false, deckSize?: number): TopicReading | null => {
    const m = re.exec(q);
    if (!m) return null;
    const [n, r] = deckSize ? [deckSize, Number(m[1])] : swap ? [Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2])];
    const task = kind === 'nCr' ? 'combinations' : 'permutations';
    return R(
      task,
      { n, r },
      kind === 'nCr' ? `\\binom{${n}}{${r}}` : `P(${n}, ${r})`,
      kind === 'nCr' ? `C(${n}, ${r})` : `P(${n}, ${r})`,
    );
  };
  const pre = "^(?:(?:find|calculate|compute|evaluate|what is|what's)\\s+)?(?:the value of\\s+)?";
  return (
    n2(new RegExp(`${pre}(\\d+) choose (\\d+)$`, 'i'), 'nCr') ??
    n2(new RegExp(`${pre}(?:c|ncr|comb|combinations?|binomial)\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)$`, 'i'), 'nCr') ??
    n2(new RegExp(`${pre}_?\\{?(\\d+)\\}?\\s*c\\s*_?\\{?(\\d+)\\}?$`, 'i'), 'nCr') ??
    n2(new RegExp(`${pre}\\\\binom\\{(\\d+)\\}\\{(\\d+)\\}$`, 'i'), 'nCr') ??
    n2(new RegExp(`${pre}(?:p|npr|perm|permutations?)\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)$`, 'i'), 'nPr') ??
    n2(new RegExp(`${pre}_?\\{?(\\d+)\\}?\\s*p\\s*_?\\{?(\\d+)\\}?$`, 'i'), 'nPr') ??
    n2(
      /^(?:in )?how many (?:ways|different ways|combinations|committees|groups|teams|subsets|selections) (?:are there |can (?:you|we|one|i) )?(?:to )?(?:choose|select|pick|form)? ?(\d+)(?: \w+)? (?:be (?:chosen|selected|formed) )?(?:from|out of|of|among) (?:a (?:group|set|class|team) of )?(\d+)(?: \w+)?$/i,
      'nCr',
      true,
    ) ??
    n2(
      /^(?:(?:find|what is|what are|calculate|compute) )?(?:the )?(?:number of )?(?:combinations|ways to choose) of (\d+)(?: \w+)? taken (\d+) at a time$/i,
      'nCr',
    ) ??
    n2(
      /^(?:(?:find|what is|what are|calculate|compute) )?(?:the )?(?:number of )?permutations of (\d+)(?: \w+)? taken (\d+) at a time$/i,
      'nPr',
    ) ??
    n2(
      /^(?:in )?how many (?:different )?(?:ways|committees|teams|groups|subsets|hands|samples|selections) (?:can|could) (?:a|an|the) (?:\w+ )?(?:committee|team|group|subset|hand|sample|selection|set|panel) of (\d+)(?: \w+)? be (?:chosen|selected|formed|picked|made|drawn) (?:from|out of|among) (?:a (?:group|set|class|team) of )?(\d+)(?: \w+)?$/i,
      'nCr',
      true,
    ) ??
    n2(
      /^(?:in )?how many (?:different )?(?:committees|teams|groups|subsets|hands|samples|selections) of (\d+)(?: \w+)? (?:can|could) be (?:chosen|selected|formed|picked|made|drawn) (?:from|out of|among) (?:a (?:group|set|class|team) of )?(\d+)(?: \w+)?$/i,
      'nCr',
      true,
    ) ??
    n2(
      /^(?:in )?how many (?:different )?(\d+)-card hands (?:are (?:possible|there)|can be (?:dealt|drawn|made|formed))(?: from a (?:standard )?(?:deck(?: of 52 (?:playing )?cards)?|52-card deck))?()$/i,
      'nCr',
      true,
      52,
    ) ??
    n2(
      /^(?:in )?how many (?:ways|different ways) (?:can (?:you|we|one|i) )?(?:to )?arrange (\d+)(?: \w+)? (?:from|out of|of) (\d+)(?: \w+)?$/i,
      'nPr',
      true,
    ) ??
    n2(
      /^(?:in )?how many (?:different )?(?:ways|groups|committees|teams) can (\d+)(?: \w+)? be (?:chosen|selected|picked|formed) (?:from|out of|among) (?:a (?:group|set|class|team) of )?(\d+)(?: \w+)?$/i,
      'nCr',
      true,
    ) ??
    readLineUp(q) ??
    readArrangements(q)
  );
}

/** "How many ways can 6 books be arranged (on a shelf)", "… can 5 students line up". */
function readLineUp(q: string): TopicReading | null {
  const m =
    /^(?:in )?how many (?:different )?(?:ways|orders) can (\d+) (?:different |distinct )?\w+ (?:be (?:arranged|ordered|lined up|seated)|line up|sit|stand)(?: (?:in a (?:row|line)|on a shelf|in order))?$/i.exec(
      q,
    );
  return m ? R('arrangements', { n: Number(m[1]) }, `${m[1]}!`, `${m[1]}!`) : null;
}

/** n! / "n factorial", "arrange n books", "arrangements of the letters of WORD". */
function readArrangements(q: string): TopicReading | null {
  let m =
    /^(?:(?:find|calculate|compute|evaluate|what is|what's) )?(?:the value of )?(\d+) ?(?:!|factorial)$/i.exec(q) ??
    /^(?:what is )?(?:the )?factorial of (\d+)$/i.exec(q);
  if (m) return R('factorial', { n: Number(m[1]) }, `${m[1]}!`, `${m[1]}!`);
  m =
    /^(?:(?:in )?how many (?:different |distinct )?(?:ways|orders|arrangements) (?:are there |can (?:you|we|one|i) )?(?:to )?(?:arrange|order|line up|seat|sort|be arranged|be ordered|be lined up|be seated|of)?|(?:find )?(?:the )?number of (?:ways to arrange|arrangements of|orderings of))\s*(\d+) (?:different |distinct )?(\w+)(?: (?:in a (?:row|line)|on a shelf|be (?:arranged|ordered|lined up)(?: (?:in a (?:row|line)|on a shelf))?|be arranged(?: in a (?:row|line)| on a shelf)?|be lined up|be seated(?: in a row)?|be ordered|around|arranged))*$/i.exec(
      q,
    );
  if (m && !/^letters?$/i.test(m[2])) return R('arrangements', { n: Number(m[1]) }, `${m[1]}!`, `${m[1]}!`);
  m =
    /^(?:(?:find )?(?:the )?(?:number of )?|(?:in )?how many )(?:different |distinct |unique )?(?:ways|arrangements|permutations|words|orderings)(?: can)?(?: (?:to|you|we|one|i))?(?: (?:arrange|make|form|be (?:made|formed)))?(?: (?:of|from|with|using))? (?:all )?(?:the )?letters (?:of|in) (?:the word )?["“']?([a-z]{2,30})["”']?(?: be arranged| can be made| are there)?$/i.exec(
      q,
    );
  if (m)
    return R(
      'word-arrangements',
      { word: m[1].toUpperCase() },
      `\\text{arrangements of ${m[1].toUpperCase()}}`,
      `arrangements of ${m[1].toUpperCase()}`,
    );
  return null;
}

/** Coin tosses: number of tosses and the event on the number of heads (or tails). */
function readCoins(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const biased = sc.take(
    new RegExp(
      `\\b(?:of |with |for )?(?:a |an |the )?(?:biased|unfair|weighted|loaded) coin(?: (?:with|where|that lands heads with|for which|whose))?(?: (?:p\\s*\\(\\s*(?:h|heads)\\s*\\)|p|(?:a )?probability(?: of (?:heads|landing heads|a head))?))?\\s*(?:=|of|is)?\\s*(${NUM_OR_FRAC})`,
      'i',
    ),
  );
  const t =
    (biased ? sc.take(/\b(?:is |are )?(?:tossed|flipped|thrown) (\d+) times\b/i) : null) ??
    sc.take(/\b(\d+) (?:fair )?(?:coin )?(?:tosses|flips|throws)(?: of (?:a|one) (?:fair )?coin)?\b/i) ??
    sc.take(/\b(?:toss(?:ing|ed)?|flip(?:ping|ped)?|throw(?:ing|n)?) (?:a|one) (?:fair )?coin (\d+) times\b/i) ??
    sc.take(/\b(?:a|one) (?:fair )?coin is (?:tossed|flipped|thrown) (\d+) times\b/i) ??
    sc.take(/\b(\d+) (?:fair )?coins (?:are )?(?:tossed|flipped|thrown)\b/i) ??
    sc.take(/\b(?:toss(?:ing|ed)?|flip(?:ping|ped)?|throw(?:ing|n)?) (\d+) (?:fair )?coins\b/i) ??
    sc.take(
      /\b(?:when |if )?(?:a|one) (?:fair )?coin is (?:tossed|flipped)()|\b(?:toss(?:ing)?|flip(?:ping)?) (?:a|one) (?:fair )?coin()/i,
    );
  if (!t) return null;
  const n = Number(t[1] || t[2] || 1);
  let side: string;
  let ev: RvEvent | null;
  const w = sc.take(
    /\b(?:(exactly|at least|at most|more than|fewer than|less than|no more than) )?(\d+|no|all|only) (heads?|tails?)\b/i,
  );
  if (w) {
    side = /^t/i.test(w[3]) ? 'tails' : 'heads';
    const k = w[2].toLowerCase() === 'no' ? '0' : /all|only/i.test(w[2]) ? String(n) : w[2];
    const sc2 = new Scanner(`${w[1] ?? 'exactly'} ${k}`);
    ev = takeEvent(sc2);
  } else {
    const one = sc.take(/\b(?:an? )?(heads?|tails?)\b/i);
    if (!one || n !== 1) return null;
    side = /^t/i.test(one[1]) ? 'tails' : 'heads';
    ev = { eq: '1' };
  }
  if (!ev || !sc.done(PROB_WORDS) || !/probab|chance|likel/i.test(q)) return null;
  if (biased) {
    // a biased coin is a binomial experiment: n tosses, p = P(heads) (or 1 − p for tails)
    const ph = frac(biased[1].replace(/\s+/g, ''));
    if (ph.compare(0) < 0 || ph.compare(1) > 0) return null;
    const p = side === 'tails' ? fracText(frac(1).sub(ph)) : biased[1].replace(/\s+/g, '');
    return {
      topic: 'statistics',
      task: 'binomial',
      params: { n, p, event: ev },
      inputLatex: `${eventLatex(ev)},\\ X \\sim B(${n}, ${p})`,
      inputText: `${eventText(ev)}, X ~ B(${n}, ${p})`,
    };
  }
  return R(
    'coins',
    { n, event: ev, side },
    `${eventLatex(ev, `\\text{${side}}`)},\\ ${n}\\ \\text{coin tosses}`,
    `P(${side}: ${JSON.stringify(ev)}) in ${n} tosses`,
  );
}

/** Dice: number of dice / rolls and the target (sum, a face or face set counted, doubles). */
function readDice(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const d =
    sc.take(/\b(?:with |when |if )?(\d+) (?:fair )?(?:six-sided |6-sided )?dice(?: are)?(?: (?:rolled|thrown|tossed))?\b/i) ??
    sc.take(
      /\b(?:roll(?:ing|ed)?|throw(?:ing|n)?|toss(?:ing|ed)?) (?:a|one) (?:fair )?(?:six-sided |6-sided )?(?:die|dice) (\d+) times\b/i,
    ) ??
    sc.take(/\b(?:a|one) (?:fair )?(?:six-sided |6-sided )?die is (?:rolled|thrown|tossed) (\d+) times\b/i) ??
    sc.take(/\b(?:in |with )?(\d+) (?:rolls|throws|tosses)(?: of (?:a|one) (?:fair )?(?:six-sided |6-sided )?die)?\b/i) ??
    sc.take(
      /\b(?:on |with |when rolling |rolling |roll )?(?:a|one) (?:fair )?(?:six-sided |6-sided |single )?(?:die|dice)( is rolled)?\b/i,
    ) ??
    (/\b(?:roll|rolling|rolls)\b/i.test(q) && !/\b(?:dice|die|rolls)\b/i.test(q) ? ([''] as unknown as RegExpExecArray) : null);
  if (!d) return null;
  const m = Number(/^\d+$/.test(d[1] ?? '') ? d[1] : 1);
  const together = /\bdice\b/i.test(d[0]) && m > 1; // "two dice" thrown together (a face or the sum?) vs "4 rolls" of one die
  let t: DiceTarget | null = null;
  let label = '';
  const sum = sc.take(
    /\b(?:a |the )?(?:sum|total)(?: of (?:the )?(?:numbers|dice|faces|two dice|dots|points|numbers showing|dots showing|numbers rolled))?(?: (?:is|being|of|equal to|equals))?\b/i,
  );
  if (sum) {
    const ev =
      takeEvent(sc) ??
      (() => {
        const x = sc.take(/^\s*(\d+)\b|\b(?:of|is) (\d+)\b/);
        return x ? { eq: x[1] ?? x[2] } : null;
      })() ??
      (() => {
        const x = sc.take(/\s(\d+)\b/);
        return x ? { eq: x[1] } : null;
      })();
    if (ev) {
      t = { kind: 'sum', event: ev };
      label = eventLatex(ev, 'S');
    }
  } else if (sc.take(/\b(?:a )?doubles?\b/i)) {
    t = { kind: 'doubles' };
    label = '\\text{doubles}';
  } else {
    const face = faceTarget(sc, m, together);
    if (face) {
      t = face;
      label = eventLatex(face.event, `\\#\\{${face.faces.join(',')}\\}`);
    }
  }
  if (!t || !sc.done(PROB_WORDS) || !/probab|chance|likel/i.test(q)) return null;
  return R('dice', { m, sides: 6, target: t }, `${label},\\ ${m}\\ \\text{dice}`, `dice(${m}) ${JSON.stringify(t)}`);
}

/** Faces asked for ("a 6", "an even number", "a number greater than 4", "at least one 6", "two sixes"). */
function faceTarget(sc: Scanner, m: number, together = false): Extract<DiceTarget, { kind: 'count' }> | null {
  const FACE: Record<string, number> = { ones: 1, twos: 2, threes: 3, fours: 4, fives: 5, sixes: 6, six: 6 };
  const cnt = sc.take(
    /\b(?:(exactly|at least|at most|no more than) )?(\d+|no|a|an|one) ?(?:(\d)s?|(ones|twos|threes|fours|fives|sixes|six)|(even|odd|prime) numbers?|numbers? (greater|less|more|bigger|smaller) than (\d)|(?:a )?numbers? (\d) or (higher|more|less|lower))\b/i,
  );
  if (!cnt) return null;
  const face = cnt[3]
    ? [Number(cnt[3])]
    : cnt[4]
      ? [FACE[cnt[4].toLowerCase()]]
      : cnt[5]
        ? ({ even: [2, 4, 6], odd: [1, 3, 5], prime: [2, 3, 5] } as Record<string, number[]>)[cnt[5].toLowerCase()]
        : cnt[6]
          ? [1, 2, 3, 4, 5, 6].filter((f) => (/greater|more|bigger/i.test(cnt[6]) ? f > Number(cnt[7]) : f < Number(cnt[7])))
          : [1, 2, 3, 4, 5, 6].filter((f) => (/higher|more/i.test(cnt[9]) ? f >= Number(cnt[8]) : f <= Number(cnt[8])));
  if (!face.length || face.some((f) => f < 1 || f > 6)) return null;
  const k = /^(?:a|an|one)$/i.test(cnt[2]) ? 1 : cnt[2].toLowerCase() === 'no' ? 0 : Number(cnt[2]);
  const qual = (cnt[1] ?? '').toLowerCase();
  let event: RvEvent =
    qual === 'at least'
      ? { lo: String(k) }
      : qual === 'at most' || qual === 'no more than'
        ? { hi: String(k) }
        : { eq: String(k) };
  if (!qual && k === 1 && /^(?:a|an|one)$/i.test(cnt[2]) && m > 1) {
    if (together) return null; // "a 6 with two dice": a face or the sum? not guessed
    event = { lo: '1' }; // "a 6 in 4 rolls" = at least one
  }
  if (!qual && m === 1) event = { eq: '1' };
  return { kind: 'count', faces: face, event };
}

const RANKS: Record<string, number> = {
  ace: 1,
  aces: 1,
  king: 13,
  kings: 13,
  queen: 12,
  queens: 12,
  jack: 11,
  jacks: 11,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
/** One card category ("an ace", "a red king", "the ace of spades", "a face card", "a heart or a king"). */
function cardSpec(s: string): CardSpec | null {
  const parts = s.split(/\s+or\s+/i);
  if (parts.length > 2) return null;
  const one = (p: string): CardSpec | null => {
    const m =
      /^(?:an? |the )?(red |black )?(?:(ace|king|queen|jack|\d+|two|three|four|five|six|seven|eight|nine|ten)s?|(face)|(hearts?|diamonds?|clubs?|spades?))?(?: ?cards?)?(?: of (hearts|diamonds|clubs|spades))?$/i.exec(
        p.trim(),
      );
    if (!m || !(m[1] || m[2] || m[3] || m[4] || m[5])) return null;
    const spec: CardSpec = {};
    if (m[1]) spec.color = m[1].trim().toLowerCase() as 'red' | 'black';
    if (m[2]) spec.rank = /^\d+$/.test(m[2]) ? Number(m[2]) : RANKS[m[2].toLowerCase()];
    if (m[3]) spec.face = true;
    const suit = m[4] ?? m[5];
    if (suit) spec.suit = suit.toLowerCase().replace(/s?$/, 's') as CardSpec['suit'];
    if (spec.rank !== undefined && (spec.rank < 1 || spec.rank > 13)) return null;
    return spec;
  };
  const a = one(parts[0]);
  if (!a) return null;
  if (parts.length === 1) return a;
  const b = one(parts[1]);
  return b ? { ...a, or: b } : null;
}

/** Cards: one draw or successive draws, with or without replacement. */
function readCards(q: string): TopicReading | null {
  const sc = new Scanner(q);
  if (
    !sc.take(
      /\b(?:from )?(?:a |the )?(?:well[- ]shuffled |shuffled )?(?:standard |ordinary |regular )?(?:deck|pack) of (?:52 )?(?:playing )?cards\b|\b(?:from )?(?:a |the )?(?:well[- ]shuffled |shuffled )?(?:standard |ordinary |regular )?52[- ]card deck\b|\b(?:from )?(?:a |the )?(?:well[- ]shuffled |shuffled )?(?:standard|ordinary|regular) (?:deck|pack)\b/i,
    ) &&
    !/\b(?:cards?|aces?|kings?|queens?|jacks?|hearts?|spades?|clubs?|diamonds?)\b/i.test(q)
  )
    return null;
  const rep =
    sc.take(/\b(with|without) replacement\b/i) ??
    sc.take(/\b(?:(?:and )?(?:the )?(?:first )?card is (not )?(?:replaced|put back|returned))\b/i);
  const replace = rep ? (rep[1] ? rep[1].toLowerCase() === 'with' : !rep[2]) : false;
  sc.take(/\b(?:a card|one card|(?:2|two) cards|(?:3|three) cards) (?:is |are )?(?:drawn|picked|selected|dealt)\b/i);
  const two = sc.take(
    /\b(?:(?:2|two|both)(?: are| of them are| cards are)? (aces|kings|queens|jacks|hearts|diamonds|clubs|spades|red cards|black cards|face cards)|(?:an? |the )((?:red |black )?(?:ace|king|queen|jack|face card|heart|diamond|club|spade|\d+|(?<=(?:red|black) )card)(?: card)?(?: of (?:hearts|diamonds|clubs|spades))?),? (?:and )?then (?:an? |the )((?:red |black )?(?:ace|king|queen|jack|face card|heart|diamond|club|spade|\d+|(?<=(?:red|black) )card)(?: card)?(?: of (?:hearts|diamonds|clubs|spades))?))(?= |$)/i,
  );
  let specs: CardSpec[] | null = null;
  if (two && two[1]) {
    const s = cardSpec(`a ${two[1].replace(/s$/, '').replace(/ cards?$/, ' card')}`);
    specs = s ? [s, s] : null;
  } else if (two && two[2] && two[3]) {
    const a = cardSpec(two[2]);
    const b = cardSpec(two[3]);
    specs = a && b ? [a, b] : null;
  } else {
    const one = sc.take(
      /\b(?:an? |the )(red |black )?(?:ace|king|queen|jack|face card|heart|diamond|club|spade|card|\d+)(?:s)?(?: card)?(?: of (?:hearts|diamonds|clubs|spades))?(?: or (?:an? |the )?(?:red |black )?(?:ace|king|queen|jack|face card|heart|diamond|club|spade|\d+)(?: card)?(?: of (?:hearts|diamonds|clubs|spades))?)?/i,
    );
    const s = one ? cardSpec(one[0].trim()) : null;
    specs = s ? [s] : null;
  }
  if (
    !specs ||
    !sc.done(
      /\b(?:in a row|successively|cards?|deck|first|second|then|drawn|are|is)\b|\b(?:probability|chance|odds)(?: (?:that|of|to))?\b|\b(?:drawing|draw|picking|pick|selecting|getting|dealt|randomly|at random|both|from)\b/gi,
    )
  )
    return null;
  // successive categories must be equal or disjoint (the product rule is then exact)
  for (let i = 1; i < specs.length && !replace && specs.length > 2; i++) {
    const a = DECK.filter((c) => fits(c, specs![0]));
    const b = DECK.filter((c) => fits(c, specs![i]));
    const same = a.length === b.length && a.every((c) => b.includes(c));
    if (!same && a.some((c) => b.includes(c))) return null;
  }
  return R(
    'cards',
    { specs, replace },
    `P(\\text{${specs.length} draw${specs.length > 1 ? 's' : ''}${specs.length > 1 ? (replace ? ', with replacement' : ', without replacement') : ''}})`,
    `cards ${JSON.stringify(specs)} ${replace ? 'with' : 'without'} replacement`,
  );
}

const COLORS = 'red|blue|green|yellow|white|black|orange|purple|pink|brown|gr[ae]y';
/** Urns: "a bag contains 5 red and 3 blue marbles ... 2 are drawn without replacement ... both red". */
function readUrn(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const box = sc.take(
    new RegExp(
      `\\b(?:an? |the )?(?:bag|box|urn|jar|bowl|drawer)\\s*(?:contains|has|holds|with)\\s*((?:\\d+ (?:${COLORS})(?: (?:marbles|balls|beads|chips|candies|socks))?(?:,? (?:and )?)?)+)`,
      'i',
    ),
  );
  if (!box) return null;
  const balls: Record<string, number> = {};
  for (const m of box[1].matchAll(new RegExp(`(\\d+) (${COLORS})`, 'gi')))
    balls[m[2].toLowerCase()] = (balls[m[2].toLowerCase()] ?? 0) + Number(m[1]);
  if (Object.keys(balls).length < 2) return null;
  const rep = sc.take(/\b(with|without) replacement\b/i);
  const replace = rep ? rep[1].toLowerCase() === 'with' : false;
  const dr = sc.take(
    /\b(\d+|a|one) (?:marbles?|balls?|beads?|chips?|candies|candy|socks?)?\s*(?:is |are )?(?:drawn|picked|selected|taken|chosen|removed)\b|\b(?:draw|pick|select|take|choose)(?:s|ing)? (\d+|a|one) (?:marbles?|balls?|beads?|chips?|candies|socks?)\b/i,
  );
  const want: Record<string, number> = {};
  const ITEM = `(?:an? |one |\\d+ )(?:${COLORS})(?: (?:marbles?|balls?|beads?|chips?|candies|candy|socks?))?`;
  const c = new RegExp(
    `\\b(?:both|all(?: of them)?|(?:they )?are (?:both|all)) (?:are )?(${COLORS})\\b|\\b${ITEM}(?:,? (?:and then|and|then|followed by) ${ITEM})*\\b`,
    'i',
  );
  const firstSecond = new RegExp(
    `\\bthe first (?:one |marble |ball )?is (${COLORS})(?:,? and the second (?:one |marble |ball )?is (${COLORS}))(?:,? and the third (?:one |marble |ball )?is (${COLORS}))?`,
    'i',
  );
  const fs = sc.take(firstSecond);
  const alo = fs
    ? null
    : sc.take(
        new RegExp(
          `\\bat least (?:one|1) (?:of them )?(?:is |will be )?(?:an? )?(${COLORS})\\b|\\bat least (?:one|1) (?:marble|ball|bead|chip|candy|sock) (?:is |will be )?(${COLORS})\\b`,
          'i',
        ),
      );
  if (alo) {
    const color = (alo[1] ?? alo[2]).toLowerCase();
    const kk = dr ? Number(/^\d+$/.test(dr[1] ?? dr[2]) ? (dr[1] ?? dr[2]) : 1) : 0;
    if (
      !(color in balls) ||
      kk < 2 ||
      !sc.done(
        /\b(?:marbles?|balls?|beads?|chips?|candies|socks?|at random|randomly|probability|chance|they|are|is|drawn|selected|picked|chosen|it|them|drawing|picking|getting)\b/gi,
      )
    )
      return null;
    return R(
      'urn',
      { balls, draws: kk, want: {}, replace, atLeastOne: color },
      `P(\\text{at least one ${color}})`,
      `urn ${JSON.stringify(balls)} draw ${kk} ${replace ? 'with' : 'without'} replacement: at least one ${color}`,
    );
  }
  sc.take(/\bexactly(?= \d)/i);
  const w = fs
    ? null
    : (sc.take(c) ??
      sc.take(new RegExp(`\\b(?:it|the (?:marble|ball|bead|chip|candy|sock)) (?:is|will be) ()(${COLORS})\\b`, 'i')));
  let order: string[] | undefined;
  if (fs) order = [fs[1], fs[2], fs[3]].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  else if (!w) return null;
  else if (w[1] !== undefined && w[2] !== undefined && w[1] === '') want[w[2].toLowerCase()] = 0;
  else if (w[1]) want[w[1].toLowerCase()] = 0;
  else {
    const seq = [...w[0].matchAll(new RegExp(`(an?|one|\\d+) (${COLORS})`, 'gi'))].flatMap(
      (m) => new Array(/^\d+$/.test(m[1]) ? Number(m[1]) : 1).fill(m[2].toLowerCase()) as string[],
    );
    if (/\b(?:then|followed by)\b/i.test(w[0])) order = seq;
    else for (const x of seq) want[x] = (want[x] ?? 0) + 1;
  }
  if (order) for (const x of order) want[x] = (want[x] ?? 0) + 1;
  const wanted = Object.values(want).reduce((s, x) => s + x, 0);
  const k = dr ? Number(/^\d+$/.test(dr[1] ?? dr[2]) ? (dr[1] ?? dr[2]) : 1) : Math.max(1, wanted);
  for (const x of Object.keys(want)) if (want[x] === 0) want[x] = k; // "both are red", "it is green": every draw
  const got = Object.values(want).reduce((s, x) => s + x, 0);
  // fewer asked for than drawn only with counts in digits ("2 red" of 3 drawn = exactly 2 red), never "a red" of 2 drawn
  const digitsOnly = !!w && !/\b(?:an?|one)\b/i.test(w[0]);
  if (got > k || (got < k && !(digitsOnly && !order)) || Object.keys(want).some((x) => !(x in balls))) return null;
  if (
    !sc.done(
      /\b(?:marbles?|balls?|beads?|chips?|candies|socks?|one|at random|randomly|probability|chance|they|both|are|is|drawn|selected|picked|chosen|in|it|them|drawing|picking|selecting|getting)\b/gi,
    )
  )
    return null;
  const wantL = order
    ? order.map((x) => `\\text{${x}}`).join(',\\ ')
    : Object.entries(want)
        .map(([x, n]) => `${n}\\ \\text{${x}}`)
        .join(',\\ ');
  return R(
    'urn',
    { balls, draws: k, want, replace, ...(order ? { order } : {}) },
    `P(${wantL})`,
    `urn ${JSON.stringify(balls)} draw ${k} ${replace ? 'with' : 'without'} replacement: ${JSON.stringify(order ?? want)}`,
  );
}

/** Events given by probabilities. */
function readEvents(q: string): TopicReading | null {
  const sc = new Scanner(q);
  const P = `(${NUM_OR_FRAC})`;
  const g: EventGiven = {};
  const pairs: [keyof EventGiven, string][] = [
    ['ab', '(?:a and b|a ∩ b|a\\s*\\\\cap\\s*b|ab|b and a|a ?& ?b)'],
    ['aOrB', '(?:a or b|a ∪ b|a\\s*\\\\cup\\s*b)'],
    ['a', 'a'],
    ['b', 'b'],
  ];
  for (const [k, pat] of pairs) {
    const m = sc.take(new RegExp(`\\bp\\s*\\(\\s*${pat}\\s*\\)\\s*=\\s*${P}`, 'i'));
    if (m) (g as Record<string, string>)[k] = m[1].replace(/\s+/g, '');
  }
  if (!g.a && !g.b && !g.ab) return null;
  if (sc.take(/\b(?:a and b |the events )?are independent(?: events)?\b/i)) g.independent = true;
  if (sc.take(/\b(?:a and b |the events )?are mutually exclusive(?: events)?\b|\bdisjoint\b/i)) g.exclusive = true;
  const T: [EventTarget, RegExp][] = [
    ['independent?', /\b(?:are|is) (?:a and b|the events|they) independent(?: events)?\b|\bindependent\?/i],
    ['not-a', /\bp\s*\(\s*(?:not a|a'|a\^c|a\^\{c\}|ā|a complement)\s*\)/i],
    ['not-b', /\bp\s*\(\s*(?:not b|b'|b\^c|b\^\{c\}|b complement)\s*\)/i],
    ['a-or-b', /\bp\s*\(\s*(?:a or b|a ∪ b|a\s*\\cup\s*b)\s*\)/i],
    ['a-and-b', /\bp\s*\(\s*(?:a and b|a ∩ b|a\s*\\cap\s*b)\s*\)/i],
    ['a-given-b', /\bp\s*\(\s*a\s*(?:\||\\mid|given)\s*b\s*\)/i],
    ['b-given-a', /\bp\s*\(\s*b\s*(?:\||\\mid|given)\s*a\s*\)/i],
  ];
  for (const [target, re] of T) {
    if (sc.take(re)) {
      if (!sc.done(/\b(?:events?|if|given that|suppose|are|b)\b/g)) return null;
      const given = Object.entries(g)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ');
      return R('events', { given: g, target }, `${target}\\ (${given})`, `${target} given ${given}`);
    }
  }
  return null;
}

/** Reads a counting or probability question; null when no reader accounts for all of it. */
export function readProbability(question: string): TopicReading | null {
  const raw = tidy(question);
  if (raw.length > 600) return null;
  const q = digits(raw);
  return (
    readCounting(raw) ??
    readCounting(q) ??
    readEvents(raw) ??
    readExpectedGame(q) ??
    readCoins(q) ??
    readDice(q) ??
    readCards(q) ??
    readUrn(q)
  );
}
