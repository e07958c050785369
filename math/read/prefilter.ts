/**
 * A cheap test that tells when a reading pattern cannot match, so that the reader does not run (and V8 does not
 * compile) thousands of vocabulary regexes for each question: the phrase tables of 18 languages hold several thousand
 * patterns, and trying them all on a question no topic reads cost ~0.3 s warm and several seconds cold (each regex is
 * compiled on its first use).
 *
 * {@link requiredLiterals} reads a pattern's source and returns literal strings of which at least one occurs in every
 * text the pattern matches — a conservative answer: `null` when it cannot tell, never a literal the match could lack.
 * The caller keeps the pattern only when `text.toLowerCase()` includes one of them (the patterns are case-insensitive).
 * Source of the syntax handled: ECMAScript RegExp pattern grammar (ECMA-262 §22.2.1): alternatives, groups and
 * lookarounds, character classes, escapes and quantifiers.
 */

/** Alternatives of which one must occur in a match (lower case), or null when unknown. */
type Req = string[] | null;

/** Escapes after `\` that stand for a set of characters or a position, never for themselves. */
const CLASS_ESCAPES = new Set([...'dDsSwWbBpPkux0123456789cfnrtv']);

/**
 * A literal character whose case-insensitive matches all lower-case to the same string (so `includes` on lower-cased
 * text finds every match): letters like "ı", "ſ" or the Kelvin sign, whose case mappings leave their class, are not.
 */
function plainChar(c: string): boolean {
  const l = c.toLowerCase();
  return l.length === c.length && l.toUpperCase().toLowerCase() === l && !/[ςσ]/.test(l);
}

/** The candidate with the longest shortest alternative (the most selective), or null. */
function better(a: Req, b: Req): Req {
  if (!a) return b;
  if (!b) return a;
  const min = (r: string[]) => Math.min(...r.map((s) => s.length));
  return min(b) > min(a) || (min(b) === min(a) && b.length < a.length) ? b : a;
}

class PatternReader {
  private i = 0;
  constructor(private readonly s: string) {}

  /** Alternatives up to `)` or the end: one of each alternative's requirements; null if any alternative has none. */
  alternation(): Req {
    const alts: Req[] = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    if (alts.length === 1) return alts[0]!;
    if (alts.some((a) => !a)) return null;
    return [...new Set(alts.flat() as string[])];
  }

  /** One alternative: the best of its required literal runs and required groups. */
  private sequence(): Req {
    let best: Req = null;
    let run = '';
    const flush = () => {
      if (run) best = better(best, [run]);
      run = '';
    };
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const item = this.item();
      const min = this.quantifier();
      if (item.kind === 'char') {
        if (min === 0) flush();
        else {
          run += item.char;
          if (min > 1) flush(); // "ab+c" matches "abbc": "ab" is required, "abc" is not
        }
      } else {
        flush();
        if (item.kind === 'group' && min > 0) best = better(best, item.req);
      }
    }
    flush();
    return best;
  }

  /** `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (and a lazy `?` after them): the minimum count, 1 when none. */
  private quantifier(): number {
    const c = this.s[this.i];
    if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.s.slice(this.i));
      if (!m) return 1; // a literal "{"
      this.i += m[0].length;
      if (this.s[this.i] === '?') this.i++;
      const n = Number(m[1]);
      return n === 0 ? 0 : m[2] || n > 1 ? 2 : 1;
    }
    if (c !== '?' && c !== '*' && c !== '+') return 1;
    this.i++;
    if (this.s[this.i] === '?') this.i++; // lazy
    return c === '+' ? 2 : 0; // one or more: required, but its literal run must end here
  }

  private item(): { kind: 'char'; char: string } | { kind: 'group'; req: Req } | { kind: 'other' } {
    const c = this.s[this.i++]!;
    if (c === '\\') {
      const e = this.s[this.i++] ?? '';
      if (!CLASS_ESCAPES.has(e)) return plainChar(e) ? { kind: 'char', char: e.toLowerCase() } : { kind: 'other' };
      if ((e === 'p' || e === 'P' || e === 'u' || e === 'k') && /[{<]/.test(this.s[this.i] ?? '')) {
        const close = this.s.indexOf(this.s[this.i] === '{' ? '}' : '>', this.i);
        this.i = close < 0 ? this.s.length : close + 1;
      } else if (e === 'u') this.i += 4;
      else if (e === 'x') this.i += 2;
      else if (e === 'c') this.i += 1;
      return { kind: 'other' };
    }
    if (c === '[') {
      while (this.i < this.s.length && this.s[this.i] !== ']') this.i += this.s[this.i] === '\\' ? 2 : 1;
      this.i++;
      return { kind: 'other' };
    }
    if (c === '(') {
      let look = false;
      if (this.s[this.i] === '?') {
        const head = this.s.slice(this.i, this.i + 3);
        look = head.startsWith('?=') || head.startsWith('?!') || head === '?<=' || head === '?<!';
        if (head.startsWith('?:')) this.i += 2;
        else if (look) this.i += head.startsWith('?<') ? 3 : 2;
        else if (head.startsWith('?<')) this.i = this.s.indexOf('>', this.i) + 1;
      }
      const req = this.alternation();
      this.i++; // ")"
      return look ? { kind: 'other' } : { kind: 'group', req };
    }
    if (c === '.' || c === '^' || c === '$') return { kind: 'other' };
    // a whole code point (with the u flag a quantifier applies to both halves of a surrogate pair)
    const cp = String.fromCodePoint(this.s.codePointAt(this.i - 1)!);
    this.i += cp.length - 1;
    return plainChar(cp) ? { kind: 'char', char: cp.toLowerCase() } : { kind: 'other' };
  }
}

/**
 * Literal strings (lower case) of which every match of `source` contains at least one, or null when the pattern
 * gives no usable literal (e.g. `\d+`, a one-letter word, an alternation with a branch of no literal).
 * @param source a RegExp source (ECMAScript syntax; the `u` and `i` flags assumed)
 * @param minLength shortest literal worth testing (2: one character prunes almost nothing)
 */
export function requiredLiterals(source: string, minLength = 2): string[] | null {
  let req: Req;
  try {
    req = new PatternReader(source).alternation();
  } catch {
    return null;
  }
  if (!req || !req.length || req.some((r) => r.length < minLength)) return null;
  return req;
}

/** Whether `lowerText` (already lower-cased) may match a pattern with these required literals (null: always). */
export function mayMatch(lowerText: string, literals: readonly string[] | null): boolean {
  return !literals || literals.some((l) => lowerText.includes(l));
}
