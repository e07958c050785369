/**
 * LaTeX to MathML for the formulas Lemma writes itself (issue #13, first-visit weight): the math
 * engine's steps and answers, Ask's examples, rule sentences. Browsers draw MathML natively
 * (MathML Core: Chromium 109+, Firefox, Safari), so showing a formula needs neither MathLive's
 * converter (~90 kB brotli) nor its KaTeX fonts. The converter knows a fixed subset of LaTeX — the
 * commands listed in the tables below, `\frac`, `\sqrt`, `\left…\right`, accents, `\text`-like
 * commands, big operators with limits, matrices/cases/aligned/array environments — and returns
 * `null` for anything else (an unknown command, `\hline`, a `%` comment, unbalanced braces), in
 * which case the caller falls back to MathLive (sdk/components/MathRender.tsx). All text of the
 * input is escaped, so the result is safe to insert as HTML.
 *
 * Output shapes follow MathML Core (https://www.w3.org/TR/mathml-core/) and TeX's conventions as
 * Temml and MathLive render them: letters are `<mi>` (italic), digit runs `<mn>`, operators `<mo>`
 * (spacing from the browser's operator dictionary), `\sin` and friends upright with a thin space.
 */

/** Thrown inside the parser for anything outside the subset; `latexToMathml` turns it into `null`. */
class Unsupported extends Error {}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const mi = (s: string, normal = false) => `<mi${normal && [...s].length === 1 ? ' mathvariant="normal"' : ''}>${esc(s)}</mi>`;
const mo = (s: string, attrs = '') => `<mo${attrs}>${esc(s)}</mo>`;
const mrow = (parts: readonly string[]) => (parts.length === 1 ? parts[0]! : `<mrow>${parts.join('')}</mrow>`);
const space = (em: number) => `<mspace width="${em}em"></mspace>`;

/** Symbols written as `<mo>` (relations, binary operators, arrows, delimiters, dots). */
const OPERATORS: Record<string, string> = {
  cdot: '⋅',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  ast: '∗',
  star: '⋆',
  circ: '∘',
  bullet: '∙',
  oplus: '⊕',
  otimes: '⊗',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  lt: '<',
  gt: '>',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  simeq: '≃',
  cong: '≅',
  propto: '∝',
  ll: '≪',
  gg: '≫',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  gets: '←',
  Rightarrow: '⇒',
  Leftarrow: '⇐',
  Leftrightarrow: '⇔',
  leftrightarrow: '↔',
  mapsto: '↦',
  implies: '⟹',
  iff: '⟺',
  longrightarrow: '⟶',
  uparrow: '↑',
  downarrow: '↓',
  in: '∈',
  notin: '∉',
  ni: '∋',
  subset: '⊂',
  subseteq: '⊆',
  supset: '⊃',
  supseteq: '⊇',
  cup: '∪',
  cap: '∩',
  setminus: '∖',
  land: '∧',
  lor: '∨',
  wedge: '∧',
  vee: '∨',
  neg: '¬',
  lnot: '¬',
  forall: '∀',
  exists: '∃',
  perp: '⊥',
  parallel: '∥',
  mid: '∣',
  nmid: '∤',
  colon: ':',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  vdots: '⋮',
  ddots: '⋱',
  langle: '⟨',
  rangle: '⟩',
  lbrace: '{',
  rbrace: '}',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  vert: '|',
  Vert: '‖',
  lvert: '|',
  rvert: '|',
  lVert: '‖',
  rVert: '‖',
  angle: '∠',
  measuredangle: '∡',
  triangle: '△',
  therefore: '∴',
  because: '∵',
  prime: '′',
  backslash: '∖',
  intercal: '⊺',
  top: '⊤',
  bot: '⊥',
  frown: '⌢',
  smile: '⌣',
};
/** Symbols written as `<mi>` (Greek letters, constants). Upper-case Greek is upright. */
const IDENTIFIERS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ϵ',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'ϑ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  varpi: 'ϖ',
  rho: 'ρ',
  varrho: 'ϱ',
  sigma: 'σ',
  varsigma: 'ς',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'ϕ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
  infty: '∞',
  partial: '∂',
  nabla: '∇',
  emptyset: '∅',
  varnothing: '∅',
  ell: 'ℓ',
  hbar: 'ℏ',
  Re: 'ℜ',
  Im: 'ℑ',
  aleph: 'ℵ',
  degree: '°',
  imath: 'ı',
  jmath: 'ȷ',
};
/** Function names, upright, followed by a thin space unless a bracket follows. */
const FUNCTIONS = new Set(
  'sin cos tan sec csc cot arcsin arccos arctan arcsec arccsc arccot sinh cosh tanh coth sech csch ln log lg exp det gcd lcm arg deg dim ker hom Pr sgn'.split(
    ' ',
  ),
);
/** Function names whose subscript goes underneath (`\lim_{x\to 0}`). */
const LIMIT_FUNCTIONS = new Set(['lim', 'max', 'min', 'sup', 'inf', 'liminf', 'limsup', 'argmax', 'argmin']);
/** Big operators: the sum-like ones take limits above and below, integrals take scripts beside. */
const BIG_OPERATORS: Record<string, [string, boolean]> = {
  sum: ['∑', true],
  prod: ['∏', true],
  coprod: ['∐', true],
  bigcup: ['⋃', true],
  bigcap: ['⋂', true],
  bigoplus: ['⨁', true],
  bigotimes: ['⨂', true],
  int: ['∫', false],
  iint: ['∬', false],
  iiint: ['∭', false],
  oint: ['∮', false],
};
/** Accents over their argument. */
const ACCENTS: Record<string, string> = {
  hat: '^',
  widehat: '^',
  check: 'ˇ',
  tilde: '~',
  widetilde: '~',
  bar: '‾',
  dot: '˙',
  ddot: '¨',
  acute: '´',
  grave: '`',
  breve: '˘',
  vec: '→',
  overrightarrow: '→',
  overleftarrow: '←',
};
/** Spacing commands, in em. */
const SPACES: Record<string, number> = {
  ',': 0.1667,
  ':': 0.2222,
  '>': 0.2222,
  ';': 0.2778,
  ' ': 0.25,
  quad: 1,
  qquad: 2,
  enspace: 0.5,
  thinspace: 0.1667,
  '!': -0.1667,
  negthinspace: -0.1667,
};
/** Escaped single characters. */
const ESCAPED: Record<string, string> = { '{': '{', '}': '}', '%': '%', $: '$', '&': '&', '#': '#', _: '_', '|': '‖' };
/** Matrix-like environments: their delimiters. */
const MATRICES: Record<string, [string, string]> = {
  matrix: ['', ''],
  smallmatrix: ['', ''],
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['{', '}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
};
const DOUBLE_STRUCK: Record<string, string> = { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' };

/** A letter or digit in a Unicode "mathematical alphanumeric" style (bold, double-struck). */
function styled(ch: string, style: 'bold' | 'double'): string {
  const code = ch.codePointAt(0)!;
  const upper = code >= 65 && code <= 90;
  const lower = code >= 97 && code <= 122;
  const digit = code >= 48 && code <= 57;
  if (style === 'double') {
    if (DOUBLE_STRUCK[ch]) return DOUBLE_STRUCK[ch];
    if (upper) return String.fromCodePoint(0x1d538 + code - 65);
    if (lower) return String.fromCodePoint(0x1d552 + code - 97);
    return digit ? String.fromCodePoint(0x1d7d8 + code - 48) : ch;
  }
  if (upper) return String.fromCodePoint(0x1d400 + code - 65);
  if (lower) return String.fromCodePoint(0x1d41a + code - 97);
  return digit ? String.fromCodePoint(0x1d7ce + code - 48) : ch;
}

/** What ends a row: the end of input, a closing brace, `\right`, a cell (`&`) or row (`\\`) break, `\end`. */
type Stop = 'eof' | 'brace' | 'right' | 'cell';

/** A recursive-descent reader over the LaTeX source. Each method returns MathML. */
class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  /** The whole input as one row. */
  document(): string {
    const row = this.row('eof');
    if (this.i < this.s.length) throw new Unsupported(`stray ${this.s[this.i]}`);
    return mrow(row);
  }

  private skipSpace(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }
  private peekCommand(): string | null {
    const m = /^\\([a-zA-Z]+|.)/.exec(this.s.slice(this.i));
    return m ? m[1]! : null;
  }
  private readCommand(): string {
    const name = this.peekCommand();
    if (name === null) throw new Unsupported('backslash at end');
    this.i += name.length + 1;
    return name;
  }

  /** Atoms with their scripts until `stop`. */
  row(stop: Stop): string[] {
    const out: string[] = [];
    for (;;) {
      this.skipSpace();
      if (this.i >= this.s.length) {
        if (stop === 'eof' || stop === 'cell') return out;
        throw new Unsupported('unclosed group');
      }
      const c = this.s[this.i]!;
      if (c === '}') {
        if (stop === 'brace') return out;
        throw new Unsupported('stray }');
      }
      if (c === '&' || (c === '\\' && ['\\', 'end'].includes(this.peekCommand() ?? ''))) {
        if (stop === 'cell') return out;
        throw new Unsupported('alignment outside an environment');
      }
      if (c === '\\' && this.peekCommand() === 'right') {
        if (stop === 'right') return out;
        throw new Unsupported('\\right without \\left');
      }
      if (c === '\\' && ['displaystyle', 'textstyle'].includes(this.peekCommand()!)) {
        const display = this.readCommand() === 'displaystyle';
        const rest = this.row(stop);
        out.push(`<mrow displaystyle="${display}">${rest.join('')}</mrow>`);
        return out;
      }
      const item = this.scripted(c === '^' || c === '_' ? null : this.atom());
      out.push((c === '-' || c === '+') && unaryAfter(out.at(-1)) ? item.replace(/^<mo>/, '<mo form="prefix">') : item);
    }
  }

  /** An atom followed by `^`, `_` and primes. `base` null: a script with nothing before it. */
  private scripted(base: Atom | null): string {
    let sub: string | null = null;
    let sup: string | null = null;
    let primes = '';
    let under = base?.limits ?? false;
    for (;;) {
      this.skipSpace();
      const c = this.s[this.i];
      const cmd = c === '\\' ? this.peekCommand() : null;
      if (cmd === 'limits' || cmd === 'nolimits') {
        this.readCommand();
        under = cmd === 'limits';
      } else if (c === "'") {
        this.i++;
        primes += '′';
      } else if ((c === '^' && sup === null) || (c === '_' && sub === null)) {
        this.i++;
        const arg = this.argument();
        if (c === '^') sup = arg;
        else sub = arg;
      } else break;
    }
    const ml = base?.ml ?? '<mrow></mrow>';
    const after = base?.after ?? '';
    // y′, f″: the prime glyph is drawn raised already; as a superscript it would shrink to a speck in a text font
    if (primes && sub === null && sup === null) return `<mrow>${ml}${mo(primes, ' lspace="0em" rspace="0em"')}</mrow>${after}`;
    if (primes) sup = sup === null ? mo(primes) : `<mrow>${mo(primes)}${sup}</mrow>`;
    if (sub === null && sup === null) return ml + after;
    if (sub !== null && sup !== null)
      return `${under ? `<munderover>${ml}${sub}${sup}</munderover>` : `<msubsup>${ml}${sub}${sup}</msubsup>`}${after}`;
    if (sub !== null) return `${under ? `<munder>${ml}${sub}</munder>` : `<msub>${ml}${sub}</msub>`}${after}`;
    return `${under ? `<mover>${ml}${sup}</mover>` : `<msup>${ml}${sup}</msup>`}${after}`;
  }

  /** A script or command argument: a group, a command atom, or one character. */
  argument(): string {
    this.skipSpace();
    const c = this.s[this.i];
    if (c === undefined) throw new Unsupported('missing argument');
    if (c === '{') return this.group();
    if (c === '}' || c === '^' || c === '_' || c === '&') throw new Unsupported('missing argument');
    if (c === '\\') return this.atom().ml;
    this.i += c.length;
    return this.char(c);
  }

  /** `{…}` as one row. */
  group(): string {
    this.i++; // {
    const row = this.row('brace');
    this.i++; // }
    return row.length ? mrow(row) : '<mrow></mrow>';
  }

  /** A raw `{…}` argument (no math parsing), for `\text`, `\operatorname`, environment names. */
  rawGroup(): string {
    this.skipSpace();
    if (this.s[this.i] !== '{') throw new Unsupported('expected {');
    let depth = 0;
    const start = this.i + 1;
    for (; this.i < this.s.length; this.i++) {
      const c = this.s[this.i];
      if (c === '\\') this.i++;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return this.s.slice(start, this.i++);
    }
    throw new Unsupported('unclosed group');
  }

  private char(c: string): string {
    if (/\p{L}/u.test(c)) return mi(c);
    if (/\p{Nd}/u.test(c)) return `<mn>${c}</mn>`;
    if (c === '-') return mo('−');
    if (c === '*') return mo('∗');
    if (c === '/' || c === '.') return mo(c, ' lspace="0em" rspace="0em"');
    if (c === '~') return space(0.25);
    if (c === '%' || c === '#' || c === '\\') throw new Unsupported(c);
    return mo(c);
  }

  /** One atom: a number, a character, a group or a command. */
  private atom(): Atom {
    const c = this.s[this.i]!;
    if (c === '{') return { ml: this.group() };
    if (c === '\\') return this.command();
    const num = /^\d+(?:\.\d+)?/.exec(this.s.slice(this.i));
    if (num) {
      this.i += num[0].length;
      return { ml: `<mn>${num[0]}</mn>` };
    }
    const ch = String.fromCodePoint(this.s.codePointAt(this.i)!);
    this.i += ch.length;
    return { ml: this.char(ch) };
  }

  /** A command atom. */
  private command(): Atom {
    const name = this.readCommand();
    if (name in SPACES) return { ml: space(SPACES[name]!) };
    if (name in ESCAPED)
      return { ml: name === '{' || name === '}' || name === '|' ? mo(ESCAPED[name]!) : mi(ESCAPED[name]!, true) };
    if (name in OPERATORS) return { ml: mo(OPERATORS[name]!) };
    if (name in IDENTIFIERS) return { ml: mi(IDENTIFIERS[name]!, /^[A-Z]/.test(name)) };
    if (FUNCTIONS.has(name)) return { ml: mi(name), after: this.functionGap() };
    if (LIMIT_FUNCTIONS.has(name))
      return {
        ml: mi(name === 'liminf' ? 'lim inf' : name === 'limsup' ? 'lim sup' : name),
        limits: true,
        after: this.functionGap(),
      };
    if (name in BIG_OPERATORS) {
      const [sym, limits] = BIG_OPERATORS[name]!;
      return { ml: mo(sym, limits ? ' movablelimits="true"' : ''), limits, after: '' };
    }
    if (name in ACCENTS) return { ml: this.accent(name) };
    return this.structure(name);
  }

  /** TeX puts a thin space after an operator name unless an opening bracket follows. */
  private functionGap(): string {
    const rest = this.s.slice(this.i).replace(/^\s*(?:[_^](?:\{[^{}]*\}|\\?[a-zA-Z0-9]))*\s*/, '');
    return /^(\(|\[|\\left|\\\{|\{\s*\()/.test(rest) ? mo('⁡') : `${mo('⁡')}${space(0.1667)}`;
  }

  private accent(name: string): string {
    const base = this.argument();
    const mark = ACCENTS[name]!;
    const wide = name.startsWith('wide') || name.startsWith('over');
    const small = name === 'vec' ? ' style="font-size:0.75em"' : '';
    return `<mover accent="true">${base}${mo(mark, wide ? ' stretchy="true"' : ` stretchy="false"${small}`)}</mover>`;
  }

  /** Commands with arguments: fractions, roots, text, fonts, `\left`, environments and the rest. */
  private structure(name: string): Atom {
    switch (name) {
      case 'frac':
      case 'dfrac':
      case 'tfrac':
      case 'cfrac': {
        const num = this.argument();
        const den = this.argument();
        const frac = `<mfrac>${num}${den}</mfrac>`;
        return { ml: name === 'frac' || name === 'cfrac' ? frac : `<mrow displaystyle="${name === 'dfrac'}">${frac}</mrow>` };
      }
      case 'binom':
      case 'dbinom':
      case 'tbinom': {
        const n = this.argument();
        const k = this.argument();
        return { ml: `<mrow>${mo('(')}<mfrac linethickness="0">${n}${k}</mfrac>${mo(')')}</mrow>` };
      }
      case 'sqrt': {
        this.skipSpace();
        if (this.s[this.i] === '[') {
          const close = this.s.indexOf(']', this.i);
          if (close < 0) throw new Unsupported('unclosed [');
          const index = new Reader(this.s.slice(this.i + 1, close)).document();
          this.i = close + 1;
          return { ml: `<mroot>${this.argument()}${index}</mroot>` };
        }
        return { ml: `<msqrt>${this.argument()}</msqrt>` };
      }
      case 'left':
        return { ml: this.fenced() };
      case 'middle': {
        const d = this.delimiter();
        return { ml: d ? mo(d, ' fence="true" stretchy="true" lspace="0.05em" rspace="0.05em"') : '' };
      }
      case 'big':
      case 'Big':
      case 'bigg':
      case 'Bigg':
      case 'bigl':
      case 'bigr':
      case 'Bigl':
      case 'Bigr':
      case 'biggl':
      case 'biggr':
      case 'Biggl':
      case 'Biggr': {
        const size = name.startsWith('Bigg') ? 3 : name.startsWith('bigg') ? 2.4 : name.startsWith('Big') ? 1.8 : 1.2;
        const d = this.delimiter();
        return { ml: d ? mo(d, ` stretchy="true" minsize="${size}em" maxsize="${size}em"`) : '' };
      }
      case 'begin':
        return { ml: this.environment(this.rawGroup().trim()) };
      default:
        return this.textual(name);
    }
  }

  /** Text, fonts, `\operatorname`, `\not`, `\pmod`, `\overline`, `\boxed`, `\phantom`, `\overset`. */
  private textual(name: string): Atom {
    switch (name) {
      case 'text':
      case 'textrm':
      case 'textnormal':
      case 'mbox':
      case 'textup':
      case 'textit':
      case 'textbf':
      case 'emph': {
        const raw = this.rawGroup();
        if (/[\\$]/.test(raw.replace(/\\[{}%&#_ ]/g, ''))) throw new Unsupported('command inside \\text');
        const text = raw.replace(/\\([{}%&#_ ])/g, '$1');
        const style =
          name === 'textbf'
            ? ' style="font-weight:bold"'
            : name === 'textit' || name === 'emph'
              ? ' style="font-style:italic"'
              : '';
        return { ml: `<mtext${style}>${esc(text)}</mtext>` };
      }
      case 'operatorname':
      case 'mathrm': {
        const raw = this.rawGroup()
          .replace(/\\[,;: ]/g, ' ')
          .trim();
        if (!/^[\p{L}\p{Nd} ]*$/u.test(raw)) {
          if (name === 'operatorname') throw new Unsupported('operatorname with commands');
          return { ml: `<mrow>${raw ? new Reader(raw).document().replace(/<mi>/g, '<mi mathvariant="normal">') : ''}</mrow>` };
        }
        return name === 'operatorname' ? { ml: mi(raw, true), after: this.functionGap() } : { ml: mi(raw, true) };
      }
      case 'mathbf':
      case 'boldsymbol':
      case 'bm':
      case 'mathbb': {
        const raw = this.rawGroup().trim();
        if (!/^[A-Za-z0-9 ]*$/.test(raw)) throw new Unsupported(`\\${name} of a formula`);
        const style = name === 'mathbb' ? 'double' : 'bold';
        return {
          ml: mrow(
            [...raw.replace(/ /g, '')].map((ch) => (/\d/.test(ch) ? `<mn>${styled(ch, style)}</mn>` : mi(styled(ch, style)))),
          ),
        };
      }
      case 'mathit':
        return { ml: this.argument() };
      case 'mathcal': {
        // one script capital: the Laplace transform's \mathcal{L}
        const raw = this.rawGroup().trim();
        if (!/^[A-Z]$/.test(raw)) throw new Unsupported('\\mathcal of a formula');
        return { ml: `<mi mathvariant="script">${raw}</mi>` };
      }
      case 'not': {
        this.skipSpace();
        const next = this.s[this.i] === '\\' ? OPERATORS[this.readCommand()] : this.s[this.i++];
        if (!next) throw new Unsupported('\\not of this');
        return { ml: mo(next === '=' ? '≠' : next === '∈' ? '∉' : `${next}\u0338`) };
      }
      case 'pmod': {
        const arg = this.argument();
        return { ml: `${space(1)}<mrow>${mo('(')}${mi('mod')}${space(0.3333)}${arg}${mo(')')}</mrow>` };
      }
      case 'bmod':
      case 'mod':
        return { ml: mo('mod', ' lspace="0.2222em" rspace="0.2222em"') };
      case 'overline':
      case 'underline':
        return { ml: `<mrow class="lemma-math-${name}">${this.argument()}</mrow>` };
      case 'boxed':
        return { ml: `<mrow class="lemma-math-boxed">${this.argument()}</mrow>` };
      case 'phantom':
        return { ml: `<mphantom>${this.argument()}</mphantom>` };
      case 'overset':
      case 'stackrel':
      case 'underset': {
        const over = this.argument();
        const base = this.argument();
        return { ml: name === 'underset' ? `<munder>${base}${over}</munder>` : `<mover>${base}${over}</mover>` };
      }
      default:
        throw new Unsupported(`\\${name}`);
    }
  }

  /** The delimiter after `\left`, `\right`, `\big`: a character or a command; `.` is none (''). */
  private delimiter(): string {
    this.skipSpace();
    if (this.s[this.i] === '\\') {
      const name = this.readCommand();
      const d = name in ESCAPED ? ESCAPED[name]! : OPERATORS[name];
      if (!d) throw new Unsupported(`delimiter \\${name}`);
      return d;
    }
    const c = this.s[this.i++];
    if (!c || !'()[]|./<>'.includes(c)) throw new Unsupported(`delimiter ${c}`);
    return c === '.' ? '' : c === '<' ? '⟨' : c === '>' ? '⟩' : c;
  }

  /**
   * `\left( … \middle| … \right)` with stretchy fences. Around something taller than a line (a fraction, a table, a
   * sum with limits) the fences are marked `lemma-fence`: the stylesheet gives them a math font, in which they stretch.
   */
  private fenced(): string {
    const open = this.delimiter();
    const inner = this.row('right');
    this.readCommand(); // \right: row('right') stops only there
    const close = this.delimiter();
    const tall = /<(?:mfrac|mtable|munderover|msqrt|mroot)[ >]/.test(inner.join('')) ? ' class="lemma-fence"' : '';
    const parts: string[] = [];
    if (open) parts.push(mo(open, ` fence="true" form="prefix" stretchy="true"${tall}`));
    parts.push(...inner);
    if (close) parts.push(mo(close, ` fence="true" form="postfix" stretchy="true"${tall}`));
    return `<mrow>${parts.join('')}</mrow>`;
  }

  /** `\begin{name} … \end{name}`: a table, with the environment's delimiters and column alignment. */
  private environment(name: string): string {
    const bare = name.replace(/\*$/, '');
    let spec = '';
    if (bare === 'array') spec = this.rawGroup().replace(/\s/g, '');
    else if (!(bare in MATRICES) && !['cases', 'aligned', 'align', 'gathered', 'gather', 'split'].includes(bare))
      throw new Unsupported(`environment ${name}`);
    const rows = this.table(name);
    const cols = Math.max(...rows.map((r) => r.length));
    const align = (j: number): string => {
      if (bare === 'array') return { l: 'left', r: 'right', c: 'center' }[spec.replace(/\|/g, '')[j] ?? 'c'] ?? 'center';
      if (bare === 'cases') return 'left';
      if (['aligned', 'align', 'split'].includes(bare)) return j % 2 === 0 ? 'right' : 'left';
      return 'center';
    };
    const bars = new Set<number>();
    if (bare === 'array') {
      if (!/^[lcr|]+$/.test(spec)) throw new Unsupported(`array columns ${spec}`);
      let col = 0;
      for (const ch of spec) {
        if (ch === '|') bars.add(col);
        else col++;
      }
    }
    const relation = ['aligned', 'align', 'split'].includes(bare);
    const body = rows
      .map(
        (r) =>
          `<mtr>${Array.from({ length: cols }, (_, j) => {
            const cell = r[j] ?? '';
            const lead = relation && j % 2 === 1 ? '<mrow></mrow>' : '';
            const bar = bars.has(j) && j > 0 ? 'border-inline-start:1px solid;' : '';
            return `<mtd style="text-align:${align(j)};${bar}">${lead}${cell}</mtd>`;
          }).join('')}</mtr>`,
      )
      .join('');
    const small = bare === 'smallmatrix' ? ' displaystyle="false"' : '';
    const table = `<mtable${small}>${body}</mtable>`;
    const [l, r] = bare === 'cases' ? ['{', ''] : (MATRICES[bare] ?? ['', '']);
    if (!l && !r) return table;
    const fence = (d: string, form: string) => mo(d, ` fence="true" form="${form}" stretchy="true" class="lemma-fence"`);
    return `<mrow>${l ? fence(l, 'prefix') : ''}${table}${r ? fence(r, 'postfix') : ''}</mrow>`;
  }

  /** The cells of a table until `\end{name}`. */
  private table(name: string): string[][] {
    const rows: string[][] = [[]];
    for (;;) {
      const cell = this.row('cell');
      rows[rows.length - 1]!.push(mrow(cell.length ? cell : ['<mrow></mrow>']));
      if (this.i >= this.s.length) throw new Unsupported(`unclosed ${name}`);
      if (this.s[this.i] === '&') {
        this.i++;
        continue;
      }
      const cmd = this.readCommand();
      if (cmd === 'end') {
        if (this.rawGroup().trim() !== name) throw new Unsupported('mismatched \\end');
        break;
      }
      // `\\`, maybe with a spacing like [2pt]
      this.skipSpace();
      if (this.s[this.i] === '[') this.i = this.s.indexOf(']', this.i) + 1 || this.s.length;
      rows.push([]);
    }
    // A trailing `\\` leaves an empty last row.
    const last = rows[rows.length - 1]!;
    if (rows.length > 1 && last.length === 1 && last[0] === '<mrow></mrow>') rows.pop();
    return rows;
  }
}

/**
 * A sign after a relation, an operator or an opening fence is unary (`= −2`, `(−1`, `≤ +3`), as TeX sets it: written
 * `form="prefix"` so the browser's operator dictionary gives it no binary spacing. MathML Core infers the form only
 * from the position in the row (first, last, else infix). `prev`: the MathML of the item before, if any.
 */
function unaryAfter(prev: string | undefined): boolean {
  if (prev === undefined) return false; // first in its row: prefix already
  const m = /^<mo(?: [^>]*)?>([^<]*)<\/mo>$/.exec(prev);
  if (!m) return false;
  return !/form="postfix"/.test(prev) && !/^[)\]}⟩|‖!′]$/.test(m[1]!);
}

interface Atom {
  ml: string;
  /** Scripts go under/over (limits) rather than beside. */
  limits?: boolean;
  /** Markup after the scripts (the function-application gap after `\sin`). */
  after?: string;
}

const cache = new Map<string, string | null>();

/**
 * The MathML of a LaTeX formula, or `null` when it uses something outside the supported subset
 * (the caller then renders it with MathLive).
 * @param latex the formula, without `$` delimiters
 * @param display block (display style, centred by CSS) or inline
 * @returns a `<math>` element as HTML text, every input character escaped
 */
export function latexToMathml(latex: string, display = false): string | null {
  const key = `${display ? 'D' : 'I'}${latex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let out: string | null;
  try {
    const body = new Reader(latex).document();
    out = `<math${display ? ' display="block"' : ''}>${body}</math>`;
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    out = null;
  }
  if (cache.size > 2000) cache.clear();
  cache.set(key, out);
  return out;
}

/** Relations after which TeX may break an inline formula (The TeXbook, ch. 14). */
const BREAK_AFTER = new Set(['le', 'leq', 'ge', 'geq', 'ne', 'neq', 'approx', 'equiv', 'to', 'Rightarrow', 'implies', 'iff']);

/**
 * An inline formula cut after its top-level relations (`=`, `<`, `\le`, `\to`, …) and its top-level commas: where TeX
 * may break a line inside inline math. Nothing inside braces, `\left…\right` or an environment is cut. Short
 * formulas (30 characters or fewer) stay whole.
 */
export function inlineBreaks(tex: string): string[] {
  if (tex.length <= 30) return [tex];
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  const cut = (end: number) => {
    if (tex.slice(start, end).trim()) pieces.push(tex.slice(start, end));
    start = end;
  };
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i]!;
    if (c === '\\') {
      const name = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i))?.[1] ?? '';
      if (name === 'left' || name === 'begin') depth++;
      else if (name === 'right' || name === 'end') depth--;
      i += name.length;
      if (depth === 0 && BREAK_AFTER.has(name)) cut(i + 1);
      // "a = 1,\ b = 2": cut after the comma, the space goes with the next piece
      else if (depth === 0 && [',', ' ', ';', 'quad', 'qquad'].includes(name) && /,\s*$/.test(tex.slice(start, i - name.length)))
        cut(i - name.length);
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && (c === '=' || c === '<' || c === '>')) cut(i + 1);
  }
  cut(tex.length);
  return pieces.length ? pieces : [tex];
}

/**
 * An inline formula as MathML that a line may wrap: one `<math>` per piece of {@link inlineBreaks} (MathML Core
 * breaks no line inside a `<math>`; a long formula in a step's sentence ran off a phone's screen), or null.
 */
export function inlineMathml(tex: string): string | null {
  const pieces = inlineBreaks(tex).map((p) => latexToMathml(p, false));
  if (pieces.length > 1 && pieces.every((p) => p !== null)) return pieces.join('<wbr>');
  return latexToMathml(tex, false);
}

/**
 * Markdown syntax that needs the full renderer (`marked`, GFM): emphasis, code, escapes, links and
 * autolinks, HTML tags and entities, headings, lists, quotes, tables (a delimiter row), thematic
 * breaks, indented code, hard breaks. Lone `<`, `>`, `|`, `[` in prose are text in Markdown too.
 */
const MARKDOWN =
  /[*_`\\~@]|\]\(|\]\[|\[\^|<[A-Za-z/!?]|&(#?\w+);|https?:|www\.|^\s*(#|>|[-+]\s|\d+[.)]\s|\[[^\]]*\]:)|^\s*\|?\s*:?-+:?\s*\||^={2,}|^-{2,}|^( {4}|\t)| {2,}\n/m;

/**
 * Markdown with `$…$`/`$$…$$` math as HTML, for the plain-prose case only: paragraphs of text
 * without Markdown syntax, and math the converter knows. `null` otherwise (the caller renders with
 * marked and MathLive). The result matches what marked gives for such text (`<p>` per paragraph).
 */
export function simpleMarkdownToHtml(text: string): string | null {
  const parts: string[] = [];
  const withTokens = text
    .replace(/\$\$([\s\S]+?)\$\$/g, (_m, tex: string) => {
      const ml = latexToMathml(tex.trim(), true);
      return ml === null ? '\u0001' : `\u0000${parts.push(`<div class="lemma-math-display">${ml}</div>`) - 1}\u0000`;
    })
    .replace(/\$([^$\n]+?)\$/g, (_m, tex: string) => {
      const ml = inlineMathml(tex.trim());
      return ml === null ? '\u0001' : `\u0000${parts.push(ml) - 1}\u0000`;
    });
  if (withTokens.includes('\u0001') || withTokens.includes('$') || MARKDOWN.test(withTokens)) return null;
  const paragraphs = withTokens
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim());
  return paragraphs
    .map((p) => {
      const html = esc(p.trim().replace(/[ \t]*\n[ \t]*/g, '\n')).replace(
        /\u0000(\d+)\u0000/g,
        (_m, i: string) => parts[Number(i)]!,
      );
      // A display formula alone in its paragraph is a block, as marked leaves it.
      return /^<div class="lemma-math-display">[\s\S]*<\/div>$/.test(html) && html.indexOf('<div', 1) < 0
        ? html
        : `<p>${html}</p>`;
    })
    .join('');
}
