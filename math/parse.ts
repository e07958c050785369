/**
 * One parser for plain student text and MathLive LaTeX.
 *
 * Plain text: `2x+3=7`, `x^2 sin x`, `sqrt(2)/2`, `3/4 + 5/6`, `15% of 80`, `×`, `÷`, `·`, `√`, `π`, `∞`, `²`,
 * implicit multiplication (`2x`, `3(x+1)`, `(x+1)(x-1)`, `2pi`), `|x|`, `log_2(8)`, `d/dx x^2`, systems
 * separated by `,` `;` or new lines. LaTeX: `\frac`, `\dfrac`, `\sqrt[n]{}`, `\cdot`, `\times`, `\div`,
 * `\left( \right)`, `\sin` ... `\arctan`, `\ln`, `\log_{b}`, `\pi`, `\infty`, `\le`, `\ge`, `\ne`,
 * `\frac{d}{dx}`, `\frac{d^2}{dx^2}`, `\int_a^b f\,dx`, `\lim_{x\to a^+}`, `\operatorname{}`, `\mathrm{}`.
 *
 * Errors: throws {@link ParseError} (code VALIDATION_ERROR) with `detail.reason`, `detail.position`
 * (0-based offset into the input) and `detail.token`.
 */
import { ParseError } from './errors';
import { Expr, num, sym, add, mul, pow, sub, neg, div, fn, rel, RelOp, HALF } from './ast';
import { DEFAULT_BUDGET } from './budget';
import { SPECIAL_FUNCTION_NAMES } from './special';
import { GREEK_LETTERS, LATEX_FUNCTIONS, TEXT_FUNCTIONS } from './names';

type TokType = 'num' | 'id' | 'cmd' | 'op' | 'end';
interface Tok {
  t: TokType;
  v: string;
  pos: number;
}

/** Plain-text function spellings → canonical names (the shared table of math/names.ts). */
const FUNC_ALIASES = TEXT_FUNCTIONS;
/** Special-function names: case-sensitive and only a whole letter run (`Si(x)` but not `si`, `xSi`, `lim`). */
const SPECIAL_NAMES = new Set<string>([...SPECIAL_FUNCTION_NAMES, 'fresnels', 'fresnelc']);
const CONST_WORDS: Record<string, string> = { pi: 'pi', inf: 'inf', infinity: 'inf', infty: 'inf', oo: 'inf' };
const GREEK = [...GREEK_LETTERS, 'varphi', 'vartheta'];
/** Words for infinity: read only as a whole letter run ("oo" in "foo" or "boot" is not ∞). */
const INF_WORDS = new Set(['inf', 'infinity', 'infty', 'oo']);
const WORDS = [
  ...Object.keys(FUNC_ALIASES).filter((w) => !SPECIAL_NAMES.has(w)),
  ...Object.keys(CONST_WORDS).filter((w) => !INF_WORDS.has(w)),
  ...GREEK,
  'of',
  'and',
  'dx',
].sort((a, b) => b.length - a.length);

/** Levenshtein distance (for the nearest known function name). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** The known function name nearest to `name` (edit distance; the shorter name on a tie). */
export function nearestFunctionName(name: string): string {
  const lower = name.toLowerCase();
  let best = 'sqrt',
    bestD = Infinity;
  for (const k of Object.keys(FUNC_ALIASES)) {
    const d = editDistance(lower, k);
    if (d < bestD || (d === bestD && k.length < best.length)) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/**
 * Split a run of letters into known words (function names, π, Greek letters) and single letters (a product of
 * variables: `xy` is x·y, `xsin` is x·sin). ∞ words only as the whole run. A run of three or more letters with a vowel
 * written directly before "(" that does not end in a known function ("foo(x)", "boot(2)", "abc(x)") is an unknown
 * function name, not a product of letters: VALIDATION_ERROR, detail.reason 'unknown-function', detail.suggestion the
 * nearest known name.
 */
function splitLetterRun(run: string, pos: number, before: string): Tok[] {
  const lower = run.toLowerCase();
  if (INF_WORDS.has(lower)) return [{ t: 'id', v: 'inf', pos }];
  if (SPECIAL_NAMES.has(run)) return [{ t: 'id', v: run, pos }];
  const out: Tok[] = [];
  let p = 0,
    singles = false;
  while (p < run.length) {
    const rest = lower.slice(p);
    const w = WORDS.find((w) => rest.startsWith(w));
    if (w && w !== 'dx') {
      out.push({ t: 'id', v: w, pos: pos + p });
      p += w.length;
    } else {
      out.push({ t: 'id', v: run[p], pos: pos + p });
      p += 1;
      singles = true;
    }
  }
  const last = out[out.length - 1].v;
  if (before === '(' && singles && run.length >= 3 && /[aeiou]/i.test(run) && !FUNC_ALIASES[last]) {
    const suggestion = nearestFunctionName(run);
    throw new ParseError(`Unknown function "${run}" — did you mean "${suggestion}"?`, {
      reason: 'unknown-function',
      position: pos,
      token: run,
      suggestion,
    });
  }
  return out;
}

const UNICODE: Record<string, string> = {
  '×': '*',
  '·': '*',
  '∙': '*',
  '⋅': '*',
  '÷': '/',
  '−': '-',
  '–': '-',
  '—': '-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '²': '^2',
  '³': '^3',
  '¹': '^1',
  '⁴': '^4',
  '½': '(1/2)',
  '∕': '/',
  '：': ':',
  '（': '(',
  '）': ')',
  '＝': '=',
};

/** root(x, n) / nthroot(x, n): x^(1/n); anything but two arguments is a VALIDATION_ERROR ('root-arguments'). */
function nthRoot(arg: Expr, pos: number): Expr {
  if (arg.k !== 'list' || arg.args.length !== 2)
    err('root-arguments', 'root needs two arguments: root(x, n) is the n-th root of x', pos, 'root', 'root(x, n)');
  return pow(arg.args[0], div(num(1), arg.args[1]));
}

function err(reason: string, message: string, pos: number, token?: string, expected?: string): never {
  throw new ParseError(message, { reason, position: pos, token, expected });
}

/** One-character symbols read as a whole token: π, ∞, √, ∛ as names, → and ° as operators. */
const SYMBOL_TOKENS: Record<string, ['id' | 'op', string]> = {
  π: ['id', 'pi'],
  '∞': ['id', 'inf'],
  '√': ['id', 'sqrt'],
  '∛': ['id', 'cbrt'],
  '→': ['op', '->'],
  '°': ['op', '°'],
};

/** Splits plain text or LaTeX into tokens (numbers, names, LaTeX commands, operators) ending with an 'end' token. */
export function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (UNICODE[c]) {
      const rep = UNICODE[c];
      // re-tokenize the replacement at this position
      for (const t of tokenize(rep).slice(0, -1)) out.push({ ...t, pos: i });
      i++;
      continue;
    }
    const symbol = SYMBOL_TOKENS[c];
    if (symbol) {
      out.push({ t: symbol[0], v: symbol[1], pos: i });
      i++;
      continue;
    }
    if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < n && /[0-9]/.test(src[j])) j++;
      if (src[j] === '.' && /[0-9]/.test(src[j + 1] ?? '')) {
        j++;
        while (j < n && /[0-9]/.test(src[j])) j++;
      } else if (src[j] === '.' && j === i) err('invalid-character', `Unexpected "." at ${i}`, i, '.');
      if (j === i) err('invalid-character', `Unexpected "${c}" at ${i}`, i, c);
      out.push({ t: 'num', v: src.slice(i, j), pos: i });
      i = j;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      let j = i;
      while (j < n && /[A-Za-z]/.test(src[j])) j++;
      out.push(...splitLetterRun(src.slice(i, j), i, src[j] ?? ''));
      i = j;
      continue;
    }
    if (c === '\\') {
      let j = i + 1;
      if (/[A-Za-z]/.test(src[j] ?? '')) {
        while (j < n && /[A-Za-z]/.test(src[j])) j++;
      } else j++;
      out.push({ t: 'cmd', v: src.slice(i + 1, j), pos: i });
      i = j;
      continue;
    }
    const two = src.slice(i, i + 2);
    if (['<=', '>=', '!=', '->', '**', '=>', '=<'].includes(two)) {
      const v = two === '**' ? '^' : two === '=<' ? '<=' : two === '=>' ? '>=' : two;
      out.push({ t: 'op', v, pos: i });
      i += 2;
      continue;
    }
    if ("+-*/^()[]{}|,;=<>!%_':&".includes(c)) {
      out.push({ t: 'op', v: c, pos: i });
      i++;
      continue;
    }
    if (c === '\n') {
      i++;
      continue;
    }
    err('invalid-character', `Unexpected character "${c}" at position ${i}`, i, c);
  }
  out.push({ t: 'end', v: '', pos: n });
  return out;
}

const SPACING = new Set([
  ',',
  ';',
  '!',
  ':',
  ' ',
  'quad',
  'qquad',
  'thinspace',
  'medspace',
  'thickspace',
  'enspace',
  'displaystyle',
  'textstyle',
  'limits',
  'nolimits',
  'left',
  'right',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'big',
  'Big',
  'middle',
]);
/** LaTeX function commands → canonical names (the shared table of math/names.ts). */
const LATEX_FUNCS = LATEX_FUNCTIONS;
const LATEX_SYMS: Record<string, string> = {
  pi: 'pi',
  infty: 'inf',
  infin: 'inf',
  exponentialE: 'e',
  imaginaryI: 'i',
  theta: 'theta',
  alpha: 'alpha',
  beta: 'beta',
  gamma: 'gamma',
  phi: 'phi',
  varphi: 'phi',
  lambda: 'lambda',
  mu: 'mu',
  sigma: 'sigma',
  omega: 'omega',
  tau: 'tau',
  rho: 'rho',
  psi: 'psi',
  delta: 'delta',
  epsilon: 'epsilon',
  varepsilon: 'epsilon',
  eta: 'eta',
  xi: 'xi',
  zeta: 'zeta',
  kappa: 'kappa',
  nu: 'nu',
  chi: 'chi',
  vartheta: 'theta',
};
const LATEX_OPS: Record<string, string> = {
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  le: '<=',
  leq: '<=',
  ge: '>=',
  geq: '>=',
  ne: '!=',
  neq: '!=',
  lt: '<',
  gt: '>',
  to: '->',
  rightarrow: '->',
  longrightarrow: '->',
  lbrace: '{',
  rbrace: '}',
  lvert: '|',
  rvert: '|',
  vert: '|',
  mid: '|',
  lparen: '(',
  rparen: ')',
  lbrack: '[',
  rbrack: ']',
  leqslant: '<=',
  geqslant: '>=',
  circ: '°',
  degree: '°',
  '{': '(',
  '}': ')',
  '%': '%',
  approx: '=',
  cdotp: '*',
  colon: ':',
};

class Parser {
  toks: Tok[];
  i = 0;
  depth = 0;
  absDepth = 0;
  intVars: number = 0;
  constructor(
    toks: Tok[],
    readonly src: string,
    readonly maxDepth: number,
  ) {
    // normalize LaTeX spacing and operator commands; turn \mathrm{d}, \operatorname{name} into plain ids
    const out: Tok[] = [];
    for (let k = 0; k < toks.length; k++) {
      const t = toks[k];
      if (t.t === 'cmd' && SPACING.has(t.v)) continue;
      if (t.t === 'cmd' && LATEX_OPS[t.v]) {
        out.push({ t: 'op', v: LATEX_OPS[t.v], pos: t.pos });
        continue;
      }
      if (
        t.t === 'cmd' &&
        ['mathrm', 'operatorname', 'text', 'mathit', 'textrm', 'mathbf', 'operatorname*'].includes(t.v) &&
        toks[k + 1]?.v === '{'
      ) {
        // collect letters up to }
        let j = k + 2;
        let word = '';
        while (j < toks.length && toks[j].v !== '}') {
          word += toks[j].v;
          j++;
        }
        const w = word.trim();
        if (LATEX_FUNCS[w] !== undefined || FUNC_ALIASES[w]) out.push({ t: 'id', v: w, pos: t.pos });
        else if (w === 'd') out.push({ t: 'id', v: 'd', pos: t.pos });
        else if (w === 'e') out.push({ t: 'id', v: 'e', pos: t.pos });
        else if (/^[A-Za-z]+$/.test(w) && w.length > 1) out.push({ t: 'id', v: w, pos: t.pos });
        else for (const tt of tokenize(w).slice(0, -1)) out.push({ ...tt, pos: t.pos });
        k = j;
        continue;
      }
      if (t.t === 'cmd' && (t.v === 'differentialD' || t.v === 'dd')) {
        out.push({ t: 'id', v: 'd', pos: t.pos });
        continue;
      }
      if (t.t === 'cmd' && LATEX_SYMS[t.v]) {
        out.push({ t: 'id', v: LATEX_SYMS[t.v], pos: t.pos });
        continue;
      }
      if (t.t === 'cmd' && LATEX_FUNCS[t.v]) {
        out.push({ t: 'id', v: t.v, pos: t.pos });
        continue;
      }
      out.push(t);
    }
    this.toks = out;
  }
  get peek(): Tok {
    return this.toks[this.i];
  }
  at(k: number): Tok {
    return this.toks[Math.min(this.i + k, this.toks.length - 1)];
  }
  next(): Tok {
    return this.toks[this.i++];
  }
  isOp(v: string, k = 0) {
    const t = this.at(k);
    return t.t === 'op' && t.v === v;
  }
  /** The token k ahead goes on with the term before it (a letter, a number, an opening bracket or a power). */
  continuesTerm(k: number): boolean {
    const t = this.at(k);
    return t.t === 'id' || t.t === 'num' || (t.t === 'op' && ['(', '^', '{', '['].includes(t.v));
  }
  expect(v: string): Tok {
    const t = this.peek;
    if (t.t === 'op' && t.v === v) return this.next();
    if (t.t === 'end') err('unexpected-end', `Expected "${v}" but the input ended`, t.pos, undefined, v);
    if (v === ')' || v === '}' || v === ']')
      err('unbalanced-parentheses', `Expected "${v}" at position ${t.pos} but found "${t.v}"`, t.pos, t.v, v);
    err('unexpected-token', `Expected "${v}" at position ${t.pos} but found "${t.v}"`, t.pos, t.v, v);
  }
  enter() {
    if (++this.depth > this.maxDepth)
      err('too-deep', `Expression nested deeper than ${this.maxDepth} levels`, this.peek.pos, this.peek.v);
  }
  leave() {
    this.depth--;
  }

  parseTop(): Expr {
    if (this.peek.t === 'end') err('empty-input', 'The input is empty', 0);
    const items: Expr[] = [this.parseRelation()];
    while (this.isOp(',') || this.isOp(';') || (this.peek.t === 'id' && this.peek.v === 'and') || this.isOp('&')) {
      this.next();
      if ((this.peek.t as TokType) === 'end') break;
      items.push(this.parseRelation());
    }
    const t = this.peek;
    if (t.t !== 'end') {
      if (t.v === ')' || t.v === '}' || t.v === ']')
        err('unbalanced-parentheses', `Unmatched "${t.v}" at position ${t.pos}`, t.pos, t.v);
      err('unexpected-token', `Unexpected "${t.v}" at position ${t.pos}`, t.pos, t.v);
    }
    return items.length === 1 ? items[0] : { k: 'list', args: items };
  }
  parseRelation(): Expr {
    let left = this.parseAdditive();
    const RELS = ['=', '<', '>', '<=', '>=', '!='];
    // chains like 1 < x < 3 become a list of two relations
    const rels: Expr[] = [];
    while (this.peek.t === 'op' && RELS.includes(this.peek.v)) {
      const op = this.next().v as RelOp;
      if ((this.peek.t as TokType) === 'end')
        err('unexpected-end', `The input ended after "${op}"`, this.peek.pos, undefined, 'expression');
      const right = this.parseAdditive();
      rels.push(rel(op, left, right));
      left = right;
    }
    if (rels.length === 0) return left;
    return rels.length === 1 ? rels[0] : { k: 'list', args: rels };
  }
  parseAdditive(): Expr {
    this.enter();
    const terms: Expr[] = [];
    const first = this.parseSigned();
    let acc = first;
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.next().v;
      if (this.peek.t === 'end') err('unexpected-end', `The input ended after "${op}"`, this.peek.pos, undefined, 'expression');
      const rhs = this.parseSigned();
      if (op === '+') acc = acc.k === 'add' && terms.length ? acc : acc;
      acc = op === '+' ? (acc.k === 'add' ? { k: 'add', args: [...acc.args, rhs] } : add(acc, rhs)) : sub(acc, rhs);
    }
    this.leave();
    return acc;
  }
  parseSigned(): Expr {
    if (this.isOp('-')) {
      this.next();
      return neg(this.parseSigned());
    }
    if (this.isOp('+')) {
      this.next();
      return this.parseSigned();
    }
    return this.parseMultiplicative();
  }
  startsPrimary(t: Tok): boolean {
    if (t.t === 'num' || t.t === 'id') {
      if (t.t === 'id' && (t.v === 'and' || t.v === 'of')) return false;
      if (t.t === 'id' && t.v === 'd' && this.intVars > 0) {
        const nx = this.toks[this.toks.indexOf(t) + 1];
        if (nx && nx.t === 'id' && nx.v.length === 1) return false; // differential
      }
      return true;
    }
    if (t.t === 'cmd')
      return ['frac', 'dfrac', 'tfrac', 'sqrt', 'int', 'lim', 'sum', 'binom', 'cfrac', 'exp'].includes(t.v) || !!LATEX_FUNCS[t.v];
    if (t.t === 'op') return t.v === '(' || t.v === '[' || t.v === '{' || (t.v === '|' && this.absDepth === 0);
    return false;
  }
  parseMultiplicative(): Expr {
    this.enter();
    let acc = this.parsePower();
    for (;;) {
      const t = this.peek;
      if (t.t === 'op' && (t.v === '*' || t.v === '/')) {
        this.next();
        if (this.peek.t === 'end')
          err('unexpected-end', `The input ended after "${t.v}"`, this.peek.pos, undefined, 'expression');
        const rhs = this.isOp('-') ? (this.next(), neg(this.parsePower())) : this.parsePower();
        acc = t.v === '*' ? (acc.k === 'mul' ? { k: 'mul', args: [...acc.args, rhs] } : mul(acc, rhs)) : div(acc, rhs);
        continue;
      }
      if (t.t === 'id' && t.v === 'of') {
        this.next();
        const rhs = this.parsePower();
        acc = mul(acc, rhs);
        continue;
      }
      if (this.startsPrimary(t)) {
        const rhs = this.parsePower();
        acc = acc.k === 'mul' ? { k: 'mul', args: [...acc.args, rhs] } : mul(acc, rhs);
        continue;
      }
      break;
    }
    this.leave();
    return acc;
  }
  parsePower(): Expr {
    this.enter();
    let base = this.parsePostfix(this.parsePrimary());
    const dirMark =
      ((this.isOp('+', 1) || this.isOp('-', 1)) && (this.isOp('}', 2) || this.at(2).t === 'end' || this.at(2).t === 'cmd')) ||
      (this.isOp('{', 1) && (this.isOp('+', 2) || this.isOp('-', 2)) && this.isOp('}', 3));
    if (this.isOp('^') && !dirMark) {
      this.next();
      let ex: Expr;
      if (this.isOp('{')) ex = this.parseGroup('{', '}');
      else if (this.isOp('-')) {
        this.next();
        ex = neg(this.parsePower());
      } else if (this.isOp('+')) {
        this.next();
        ex = this.parsePower();
      } else if (this.peek.t === 'end') err('unexpected-end', 'The input ended after "^"', this.peek.pos, undefined, 'exponent');
      else if (this.peek.t === 'num' && this.isLatexMode()) ex = this.singleDigit();
      else ex = this.parsePower();
      base = this.parsePostfix(pow(base, ex));
    }
    this.leave();
    return base;
  }
  isLatexMode() {
    return /\\/.test(this.src);
  }
  singleDigit(): Expr {
    // LaTeX x^23 means x^{2}3; keep whole number in plain text
    const t = this.next();
    if (t.v.length > 1 && !t.v.includes('.')) {
      this.toks.splice(this.i, 0, { t: 'num', v: t.v.slice(1), pos: t.pos + 1 });
      return num(BigInt(t.v[0]));
    }
    return parseNumber(t.v);
  }
  parsePostfix(e: Expr): Expr {
    for (;;) {
      if (this.isOp('°')) {
        this.next();
        e = fn('deg', e);
        continue;
      }
      if (this.isOp('^') && this.isOp('°', 1)) {
        this.next();
        this.next();
        e = fn('deg', e);
        continue;
      }
      if (this.isOp('^') && this.isOp('{', 1) && this.isOp('°', 2) && this.isOp('}', 3)) {
        this.i += 4;
        e = fn('deg', e);
        continue;
      }
      // `37^o`: a raised letter o after a number is the degree sign typed on a keyboard (books print 37°); a number
      // raised to a variable named o would be read as a product otherwise never written this way
      if (e.k === 'num' && this.isOp('^') && this.at(1).t === 'id' && this.at(1).v === 'o' && !this.continuesTerm(2)) {
        this.i += 2;
        e = fn('deg', e);
        continue;
      }
      if (this.isOp('!')) {
        this.next();
        e = fn('fact', e);
        continue;
      }
      if (this.isOp('%')) {
        this.next();
        e = fn('percent', e);
        continue;
      }
      if (this.peek.t === 'cmd' && this.peek.v === '%') {
        this.next();
        e = fn('percent', e);
        continue;
      }
      break;
    }
    return e;
  }
  parseGroup(open: string, close: string): Expr {
    const o = this.expect(open);
    if (this.isOp(close)) err('empty-group', `Empty "${open}${close}" at position ${o.pos}`, o.pos, open + close);
    const saveAbs = this.absDepth;
    this.absDepth = 0;
    const e = this.parseRelationOrList(close);
    this.absDepth = saveAbs;
    if (this.peek.t === 'end')
      err('unbalanced-parentheses', `Missing "${close}" for "${open}" opened at position ${o.pos}`, o.pos, open, close);
    this.expect(close);
    return e;
  }
  parseRelationOrList(close: string): Expr {
    const first = this.parseRelation();
    if (close === ')' && this.isOp(',')) {
      const items = [first];
      while (this.isOp(',')) {
        this.next();
        items.push(this.parseRelation());
      }
      return { k: 'list', args: items };
    }
    return first;
  }
  /** A brace group `{...}` or a single token (LaTeX argument). */
  parseArg(): Expr {
    if (this.isOp('{')) return this.parseGroup('{', '}');
    const t = this.peek;
    if (t.t === 'num') {
      this.next();
      return t.v.length > 1 && this.isLatexMode() ? (this.i--, this.singleDigit()) : parseNumber(t.v);
    }
    if (t.t === 'end') err('unexpected-end', 'The input ended where an argument was expected', t.pos, undefined, 'argument');
    return this.parsePrimary();
  }
  parsePrimary(): Expr {
    this.enter();
    const r = this.parsePrimaryInner();
    this.leave();
    return r;
  }
  parsePrimaryInner(): Expr {
    const t = this.peek;
    if (t.t === 'end')
      err('unexpected-end', 'The input ended where a number or expression was expected', t.pos, undefined, 'expression');
    if (t.t === 'num') {
      this.next();
      return parseNumber(t.v);
    }
    if (t.t === 'op') {
      if (t.v === '(') return this.parseGroup('(', ')');
      if (t.v === '[') return this.parseGroup('[', ']');
      if (t.v === '{') return this.parseGroup('{', '}');
      if (t.v === '|') {
        this.next();
        this.absDepth++;
        const save = this.absDepth;
        const e = this.parseAdditive();
        this.absDepth = save - 1;
        if (!this.isOp('|'))
          err('unbalanced-parentheses', `Missing closing "|" for the one at position ${t.pos}`, t.pos, '|', '|');
        this.next();
        return fn('abs', e);
      }
      if (t.v === '-') {
        this.next();
        return neg(this.parsePower());
      }
      err('unexpected-token', `Unexpected "${t.v}" at position ${t.pos}`, t.pos, t.v, 'expression');
    }
    if (t.t === 'cmd') return this.parseCommand();
    // identifiers
    this.next();
    const v = t.v;
    if (v === 'd' && this.isOp('/') && this.at(1).t === 'id' && this.at(1).v === 'd' && this.at(2).t === 'id') {
      // d/dx expr
      this.next();
      this.next();
      const variable = this.next().v;
      const body = this.parseMultiplicative();
      return { k: 'deriv', args: [body], v: variable, order: 1 };
    }
    if (CONST_WORDS[v]) return sym(CONST_WORDS[v]);
    if (FUNC_ALIASES[v] || LATEX_FUNCS[v]) return this.parseFunctionCall(FUNC_ALIASES[v] ?? LATEX_FUNCS[v], t.pos);
    if (v === 'of' || v === 'and') err('unexpected-token', `Unexpected "${v}" at position ${t.pos}`, t.pos, v, 'expression');
    // subscript: x_1, x_{12}
    if (this.isOp('_')) {
      this.next();
      let subName = '';
      if (this.isOp('{')) {
        this.next();
        while (!this.isOp('}') && this.peek.t !== 'end') subName += this.next().v;
        this.expect('}');
      } else subName = this.next().v;
      return sym(`${v}_${subName}`);
    }
    return sym(v);
  }
  parseFunctionCall(name: string, pos: number): Expr {
    let power: Expr | null = null;
    let base: Expr | null = null;
    if (name === 'log' && this.isOp('_')) {
      this.next();
      base = this.parseArg();
    }
    if (this.isOp('^')) {
      this.next();
      power = this.isOp('{')
        ? this.parseGroup('{', '}')
        : this.isOp('-')
          ? (this.next(), neg(this.parsePrimary()))
          : this.parsePrimary();
    }
    // sqrt[n]{x} / sqrt[n](x) in plain text: the n-th root
    const index = name === 'sqrt' && this.isOp('[') ? this.parseGroup('[', ']') : null;
    let arg: Expr;
    if (this.isOp('(')) {
      arg = this.parseGroup('(', ')');
    } else if (this.isOp('{')) {
      arg = this.parseGroup('{', '}');
    } else if (this.peek.t === 'end') {
      err('unexpected-end', `The function "${name}" has no argument`, pos, name, 'argument');
    } else {
      // implicit argument: a product of simple factors, stopping before another function
      arg = this.parseImplicitArg();
    }
    let out: Expr;
    const isInverse = power && power.k === 'neg' && power.args[0].k === 'num' && power.args[0].n === 1n && power.args[0].d === 1n;
    if (isInverse && ['sin', 'cos', 'tan', 'cot', 'sec', 'csc'].includes(name)) {
      out = fn('a' + name, arg);
      power = null;
    } else if (name === 'sqrt' && index) out = pow(arg, div(num(1), index));
    else if (name === 'sqrt') out = pow(arg, HALF);
    else if (name === 'root') out = nthRoot(arg, pos);
    else if (name === 'cbrt') out = pow(arg, num(1, 3));
    else if (name === 'exp') out = pow(sym('e'), arg);
    else if (name === 'sech') out = pow(fn('cosh', arg), num(-1));
    else if (name === 'csch') out = pow(fn('sinh', arg), num(-1));
    else if (name === 'coth') out = div(fn('cosh', arg), fn('sinh', arg));
    else if (name === 'log' && base) out = fn('log', arg, base);
    else if (arg.k === 'list' && name === 'log' && arg.args.length === 2) out = fn('log', arg.args[0], arg.args[1]);
    else out = fn(name, arg);
    return power ? pow(out, power) : out;
  }
  parseImplicitArg(): Expr {
    let acc = this.isOp('-') ? (this.next(), neg(this.parseSimpleFactor())) : this.parseSimpleFactor();
    for (;;) {
      const t = this.peek;
      if (
        t.t === 'num' ||
        (t.t === 'id' &&
          !FUNC_ALIASES[t.v] &&
          !LATEX_FUNCS[t.v] &&
          t.v !== 'and' &&
          t.v !== 'of' &&
          !(t.v === 'd' && this.intVars > 0))
      ) {
        acc = mul(acc, this.parseSimpleFactor());
        continue;
      }
      if (t.t === 'cmd' && LATEX_SYMS[t.v]) {
        acc = mul(acc, this.parseSimpleFactor());
        continue;
      }
      break;
    }
    return acc;
  }
  parseSimpleFactor(): Expr {
    const t = this.peek;
    if (t.t === 'id' && (FUNC_ALIASES[t.v] || LATEX_FUNCS[t.v])) return this.parsePower();
    let b = this.parsePrimary();
    if (this.isOp('^')) {
      this.next();
      const ex = this.isOp('{')
        ? this.parseGroup('{', '}')
        : this.isOp('-')
          ? (this.next(), neg(this.parsePrimary()))
          : this.parsePrimary();
      b = pow(b, ex);
    }
    return this.parsePostfix(b);
  }
  parseCommand(): Expr {
    const t = this.next();
    switch (t.v) {
      case 'frac':
      case 'dfrac':
      case 'tfrac':
      case 'cfrac': {
        // derivative operator \frac{d}{dx} or \frac{d^n}{dx^n}
        const save = this.i;
        const d = this.tryDerivOperator();
        if (d) return d;
        this.i = save;
        const a = this.parseArg();
        const b = this.parseArg();
        return div(a, b);
      }
      case 'sqrt': {
        if (this.isOp('[')) {
          const idx = this.parseGroup('[', ']');
          const a = this.parseArg();
          return pow(a, div(num(1), idx));
        }
        return pow(this.parseArg(), HALF);
      }
      case 'exp': {
        return this.parseFunctionCall('exp', t.pos);
      }
      case 'int':
        return this.parseIntegral(t.pos);
      case 'lim':
        return this.parseLimit(t.pos);
      case 'binom': {
        const a = this.parseArg();
        const b = this.parseArg();
        return fn('binom', a, b);
      }
      default:
        if (LATEX_FUNCS[t.v]) return this.parseFunctionCall(LATEX_FUNCS[t.v], t.pos);
        err('unknown-command', `Unknown LaTeX command "\\${t.v}" at position ${t.pos}`, t.pos, '\\' + t.v);
    }
  }
  tryDerivOperator(): Expr | null {
    // expects {d}{dx} | {d^2}{dx^2} | {\mathrm{d}}{\mathrm{d}x}
    if (!this.isOp('{')) return null;
    let k = 1;
    if (!(this.at(k).t === 'id' && this.at(k).v === 'd')) return null;
    k++;
    let order = 1;
    if (this.at(k).t === 'op' && this.at(k).v === '^') {
      k++;
      const o = this.at(k).v === '{' ? this.at(k + 1) : this.at(k);
      if (o.t !== 'num') return null;
      order = Number(o.v);
      k += this.at(k).v === '{' ? 3 : 1;
    }
    if (!(this.at(k).t === 'op' && this.at(k).v === '}')) return null;
    k++;
    if (!(this.at(k).t === 'op' && this.at(k).v === '{')) return null;
    k++;
    if (!(this.at(k).t === 'id' && this.at(k).v === 'd')) return null;
    k++;
    const vt = this.at(k);
    if (vt.t !== 'id') return null;
    k++;
    if (this.at(k).t === 'op' && this.at(k).v === '^') {
      k += this.at(k + 1).v === '{' ? 4 : 2;
    }
    if (!(this.at(k).t === 'op' && this.at(k).v === '}')) return null;
    this.i += k + 1;
    if (this.peek.t === 'end')
      err('unexpected-end', 'Nothing to differentiate after d/dx', this.peek.pos, undefined, 'expression');
    const body = this.parseAdditive();
    return { k: 'deriv', args: [body], v: vt.v, order };
  }
  parseScript(): Expr {
    // after _ or ^ : a brace group or a single token (with sign)
    if (this.isOp('{')) return this.parseGroup('{', '}');
    if (this.isOp('-')) {
      this.next();
      return neg(this.parseScript());
    }
    const t = this.peek;
    if (t.t === 'num') return this.isLatexMode() ? this.singleDigit() : (this.next(), parseNumber(t.v));
    return this.parsePrimary();
  }
  parseIntegral(pos: number): Expr {
    let lo: Expr | null = null,
      hi: Expr | null = null;
    for (let r = 0; r < 2; r++) {
      if (this.isOp('_')) {
        this.next();
        lo = this.parseScript();
      } else if (this.isOp('^')) {
        this.next();
        hi = this.parseScript();
      }
    }
    if ((lo === null) !== (hi === null)) err('missing-bound', 'An integral needs both bounds or none', pos, '\\int');
    this.intVars++;
    if (this.peek.t === 'end') err('unexpected-end', 'Nothing to integrate', this.peek.pos, undefined, 'integrand');
    let body: Expr;
    if (this.peek.t === 'id' && this.peek.v === 'd' && this.at(1).t === 'id') body = num(1);
    else body = this.parseAdditive();
    this.intVars--;
    let v = 'x';
    if (this.peek.t === 'id' && this.peek.v === 'd' && this.at(1).t === 'id') {
      this.next();
      v = this.next().v;
    } else if ((this.peek.t as TokType) === 'end' || this.isOp(')') || this.isOp('}')) {
      /* dx omitted */
    } else err('unexpected-token', `Expected "dx" at position ${this.peek.pos}`, this.peek.pos, this.peek.v, 'dx');
    // body of the form f/dx -> "\frac{1}{x}dx" handled as usual; body may end in d x inside a frac: \int \frac{dx}{x}
    if (lo && hi) return { k: 'int', args: [body, lo, hi], v };
    return { k: 'int', args: [body], v };
  }
  parseLimit(pos: number): Expr {
    if (!this.isOp('_')) err('missing-limit-point', 'A limit needs a subscript like x \\to 0', pos, '\\lim', '_');
    this.next();
    const open = this.isOp('{');
    if (open) this.next();
    const vt = this.next();
    if (vt.t !== 'id') err('unexpected-token', `Expected a variable at position ${vt.pos}`, vt.pos, vt.v, 'variable');
    this.expect('->');
    const point = this.parseSigned();
    let dir: '+' | '-' | undefined;
    if (point.k === 'pow' && (point.args[1].k === 'sym' || point.args[1].k === 'num')) {
      // 0^+ parsed as pow(0, +)? handled below
    }
    if (this.isOp('^')) {
      this.next();
      const s = this.next();
      if (s.v === '+' || s.v === '-') dir = s.v as '+' | '-';
      else if (s.v === '{') {
        const s2 = this.next();
        dir = s2.v as '+' | '-';
        this.expect('}');
      }
    }
    if (this.isOp('+') && this.at(1).v === '}') {
      this.next();
      dir = '+';
    }
    if (this.isOp('-') && this.at(1).v === '}') {
      this.next();
      dir = '-';
    }
    if (open) this.expect('}');
    if (this.peek.t === 'end') err('unexpected-end', 'Nothing to take the limit of', this.peek.pos, undefined, 'expression');
    const body = this.parseAdditive();
    return { k: 'lim', args: [body, point], v: vt.v, dir };
  }
}

export function parseNumber(s: string): Expr {
  if (s.includes('.')) {
    const [a, b] = s.split('.');
    const d = 10n ** BigInt(b.length);
    return { ...(num(BigInt((a || '0') + b), d) as Extract<Expr, { k: 'num' }>), dec: true };
  }
  return num(BigInt(s));
}

export interface ParseOptions {
  maxLength?: number;
  maxDepth?: number;
}

/**
 * Parse plain text or LaTeX into an {@link Expr}. Relations (`=`, `<`, ...) become `rel` nodes, several
 * comma/semicolon/newline-separated items a `list`. Throws ParseError (VALIDATION_ERROR).
 */
export function parse(input: string, opts: ParseOptions = {}): Expr {
  const maxLength = opts.maxLength ?? DEFAULT_BUDGET.maxInputLength;
  const maxDepth = opts.maxDepth ?? DEFAULT_BUDGET.maxDepth;
  if (typeof input !== 'string') err('not-a-string', 'Input must be text', 0);
  if (input.length > maxLength)
    err('input-too-long', `Input is ${input.length} characters; the limit is ${maxLength}`, maxLength);
  let src = input
    .replace(/\\(begin|end)\{(cases|aligned|array|matrix|gathered|align\*?|eqnarray\*?)\}(\{[^}]*\})?/g, ' ')
    .replace(/\\(left|right)\./g, ' ')
    .replace(/\\left\\lbrace|\\left\\\{/g, ' ')
    .replace(/&/g, ' ')
    .replace(/\\\\/g, '\n')
    .replace(/\$/g, ' ')
    .replace(/\r/g, '');
  // thousands separators: 1,000,000 (a comma followed by exactly three digits)
  for (let k = 0; k < 4; k++) src = src.replace(/(\d),(\d{3})(?![\d.])/g, '$1$2');
  // systems written on several lines
  src = src.replace(/\n+/g, ' ; ').replace(/^\s*;\s*|\s*;\s*$/g, '');
  // plain "a^b^c" handled by the grammar; "x^^^" fails as unexpected "^"
  const toks = tokenize(src);
  // bracket depth precheck (fast, avoids deep recursion)
  let d = 0;
  for (const t of toks) {
    if (t.t === 'op' && (t.v === '(' || t.v === '[' || t.v === '{')) {
      d++;
      if (d > maxDepth) err('too-deep', `Expression nested deeper than ${maxDepth} levels`, t.pos, t.v);
    } else if (t.t === 'op' && (t.v === ')' || t.v === ']' || t.v === '}')) d--;
  }
  const p = new Parser(toks, src, maxDepth * 4);
  return p.parseTop();
}
