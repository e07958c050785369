/**
 * Reading of the `complex` topic: arithmetic in a + bi form (notation "(3 + 2i)(2 - i)", words "multiply 3 + 2i and
 * 2 - i", "subtract 1 - 4i from 3 + 2i"), powers ("i^23", "(1+i)^8"), √ of a negative number, modulus ("|3 - 4i|",
 * "modulus of 3 + 4i"), argument, polar / trigonometric / exponential form, rectangular form of a polar number,
 * conjugate, and the n-th roots ("cube roots of 8", "4th roots of unity", "all complex solutions of z^3 = -8").
 * A reading is returned only when the whole question is accounted for and the math is made of numbers and `i` only
 * (`i` as a variable — "differentiate 4i^2 + i with respect to i" — is never read here).
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import type { Expr } from '../../ast';
import type { TopicReading } from '../types';
import { evalC } from './cnum';

/** An English number word or ordinal for the root index. */
const ORDINAL: Record<string, number> = {
  square: 2,
  second: 2,
  cube: 3,
  cubic: 3,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  twelfth: 12,
};

const LEAD =
  /^(?:(?:find|compute|calculate|evaluate|determine|give|what is|what's|what are|state|write|express|simplify|convert|change|rewrite|perform the (?:indicated )?operations?(?: and simplify)?|show)\b[:,]?\s*)?(?:(?:all|each of) )?(?:the )?/;
const STANDARD_FORM =
  /(?:[,.;]?\s*(?:and )?(?:write|express|give|leave|put|present)?\s*(?:(?:the|your) (?:answer|result) )?(?:in|into|to) (?:the )?(?:standard|rectangular|cartesian|algebraic|a ?\+ ?bi|a ?\+ ?ib) form)$/;
const COMPLEX_WORDS = /^(?:the )?(?:complex (?:number|expression) )?/;

/** Words for the arithmetic operations: [pattern, engine template]. */
const WORD_OPS: [RegExp, (a: string, b: string) => string][] = [
  [/^(?:add|(?:the )?sum of) (.+?) (?:and|to|plus) (.+)$/, (a, b) => `(${a})+(${b})`],
  [/^subtract (.+?) from (.+)$/, (a, b) => `(${b})-(${a})`],
  [/^(?:subtract|(?:the )?difference of|(?:the )?difference between) (.+?) (?:and|minus) (.+)$/, (a, b) => `(${a})-(${b})`],
  [/^(?:multiply|(?:the )?product of) (.+?) (?:and|by|times) (.+)$/, (a, b) => `(${a})*(${b})`],
  [/^(?:divide|(?:the )?quotient of) (.+?) (?:by|and) (.+)$/, (a, b) => `(${a})/(${b})`],
];

/** The engine expression of a complex-number expression, or null when it is not one (variables, words). */
export function complexExpr(src: string): Expr | null {
  // "cos pi/4", "sin 120°" without parentheses mean cos(π/4), sin(120°) (never cos(π)/4)
  const s = src
    .trim()
    .replace(/^z\s*=\s*/, '')
    .replace(
      /\b(cos|sin)\s+((?:\d+(?:\.\d+)?\s*\*?\s*)?(?:pi|π)?(?:\s*\/\s*\d+)?\s*°?)(?![\w*/^.(])/g,
      (m, f: string, a: string) => (a.trim() ? `${f}(${a.trim()})` : m),
    );
  // anything else after cos/sin without parentheses is ambiguous: not read
  if (/\b(?:cos|sin)\s+[^(\s]/.test(s)) return null;
  if (!s || /[a-z]{2,}/.test(s.replace(/\b(?:sqrt|pi|cos|sin|abs|cis|e)\b/g, ''))) return null;
  if (/[=<>!]/.test(s)) return null;
  let e: Expr;
  try {
    e = parse(
      s.replace(/\bcis\s*\(([^()]+)\)/g, '(cos($1) + i*sin($1))').replace(/\bcis\s*(\d+(?:\.\d+)?°)/g, '(cos($1) + i*sin($1))'),
    );
  } catch {
    return null;
  }
  return evalC(e) ? e : null;
}

/** True when the expression really involves i (or a √ of a negative number). */
function hasImaginary(e: Expr): boolean {
  const v = evalC(e);
  return !!v && (v.im.text !== '0' || /\bi\b/.test(toText(e)) || /sqrt\(-/.test(toText(e)));
}

const reading = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'complex',
  task,
  params,
  inputLatex,
  inputText,
});

/** A reading of the number `src` for a one-number task (modulus, argument, conjugate, polar...). */
function numberTask(task: string, src: string, latex: (z: string) => string, text: (z: string) => string): TopicReading | null {
  const e = complexExpr(src.replace(COMPLEX_WORDS, ''));
  if (!e) return null;
  const z = { latex: toLatex(e), text: toText(e) };
  return reading(task, { z: z.text }, latex(z.latex), text(z.text));
}

/** Reads arithmetic ("(3 + 2i)(2 - i)", "multiply 3+2i by 2-i", "i^23", "sqrt(-16)"); null otherwise. */
function readArithmetic(q: string): TopicReading | null {
  let s = q
    .replace(STANDARD_FORM, '')
    .replace(/,?\s*(?:using|by|with) de moivre'?s? (?:theorem|formula)$/, '')
    .replace(LEAD, '')
    .trim();
  for (const [re, tpl] of WORD_OPS) {
    const m = re.exec(s);
    if (m) {
      s = tpl(m[1]!, m[2]!);
      break;
    }
  }
  s = s.replace(/^(?:divide|add|subtract|multiply|simplify)\s+(?=[\d(.|i-])/, '');
  const e = complexExpr(s);
  if (!e || !hasImaginary(e)) return null;
  const task =
    e.k === 'pow' && /^-?\d+$/.test(toText(e.args[1]))
      ? 'power'
      : /\b(?:cos|sin|cis)\b|e\^/.test(s)
        ? 'rectangular'
        : 'arithmetic';
  return reading(task, { expr: toText(e) }, toLatex(e), toText(e));
}

/** Reads "modulus of 3 + 4i", "|3 - 4i|", "abs(3+4i)", "absolute value of ...". */
function readModulus(q: string): TopicReading | null {
  const s = q.replace(LEAD, '');
  const m =
    /^(?:modulus|absolute value|magnitude|norm|abs|length)(?: of)? (.+)$/.exec(s) ??
    /^\|([^|]+)\|$/.exec(s) ??
    /^abs\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(s);
  if (!m) return null;
  const r = numberTask(
    'modulus',
    m[1]!,
    (z) => `\\left|${z}\\right|`,
    (z) => `abs(${z})`,
  );
  return r && hasImaginary(parse(String(r.params.z))) ? r : null;
}

/** Reads "argument of 1 + i", "arg(1+i)", "the angle of 1 + i in degrees". */
function readArgument(q: string): TopicReading | null {
  const s = q.replace(LEAD, '');
  const deg = /\s*(?:,\s*)?in degrees$/.test(s);
  const t = s.replace(/\s*(?:,\s*)?in (?:degrees|radians)$/, '');
  const m = /^(?:principal )?(?:argument|arg|phase|angle)(?: of)? (.+)$/.exec(t) ?? /^arg\s*\((.+)\)$/.exec(t);
  if (!m) return null;
  const r = numberTask(
    'argument',
    m[1]!.replace(/^\((.+)\)$/, '$1'),
    (z) => `\\arg\\left(${z}\\right)`,
    (z) => `arg(${z})`,
  );
  if (r && deg) r.params.degrees = true;
  return r;
}

/** Reads "write 1 + i in polar form", "trigonometric form of 1 + i", "convert 1+i to exponential form". */
function readPolar(q: string): TopicReading | null {
  const s = q.replace(LEAD, '');
  const m =
    /^(?:convert |change |put |rewrite |represent )?(.+?) (?:in|into|to|using) (?:the )?(polar|trigonometric|trig|exponential|euler|modulus-argument) form$/.exec(
      s,
    ) ?? /^(polar|trigonometric|trig|exponential|euler) form of (.+)$/.exec(s);
  if (!m) return null;
  const [src, kind] = /form of/.test(m[0]) && !/ form$/.test(m[0]) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  const form = /exponential|euler/.test(kind) ? 'exponential' : 'polar';
  const r = numberTask(
    'polar',
    src,
    (z) => z,
    (z) => `polar(${z})`,
  );
  if (!r) return null;
  r.params.form = form;
  return r;
}

/** Reads "conjugate of 2 - 5i", "complex conjugate of ...", "conj(2-5i)". */
function readConjugate(q: string): TopicReading | null {
  const s = q.replace(LEAD, '');
  const m = /^(?:complex )?conjugate of (.+)$/.exec(s) ?? /^(?:conj|conjugate)\s*\((.+)\)$/.exec(s);
  return m
    ? numberTask(
        'conjugate',
        m[1]!,
        (z) => `\\overline{${z}}`,
        (z) => `conj(${z})`,
      )
    : null;
}

/**
 * Reads the n-th roots: "cube roots of 8", "the 4th roots of 16i", "fourth roots of unity", "roots of unity: z^4 = 1",
 * "find all complex solutions of z^3 = -8", "solve z^3 = -8 over the complex numbers".
 */
function readRoots(q: string): TopicReading | null {
  const s = q.replace(LEAD, '').replace(/^complex /, '');
  let n: number | undefined;
  let c: string | undefined;
  const m =
    /^(square|cube|cubic|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|(\d+)(?:st|nd|rd|th)?|n-?th) (?:complex )?roots of (.+)$/.exec(
      s,
    );
  if (m) {
    n = m[2] ? Number(m[2]) : ORDINAL[m[1]!];
    c = m[3]!.trim() === 'unity' ? '1' : m[3]!;
  }
  const eq =
    /^(?:roots of unity[:,]?\s*|(?:all )?(?:complex |the complex )?(?:solutions|roots|zeros) (?:of|to)\s*|solve\s*)?([a-z])\s*\^\s*(\d+)\s*(=|\+|-)\s*(.+?)(?:\s*=\s*0)?(?:,?\s*(?:in|over) (?:the )?(?:complex numbers|set of complex numbers|c))?$/.exec(
      s,
    );
  if (!m && eq && eq[1] !== 'i' && /roots of unity|solutions|roots|zeros|complex/.test(s)) {
    n = Number(eq[2]);
    c = eq[3] === '=' ? eq[4]! : `-(${eq[4]})`;
    if (eq[3] === '=' && /=\s*0$/.test(s) && /=.*=/.test(s)) return null;
    if (eq[3] !== '=' && !/=\s*0\s*(?:,|$|in|over)/.test(s)) return null;
  }
  if (!n || c === undefined || n < 2 || n > 24) return null;
  const e = complexExpr(c);
  if (!e) return null;
  const v = evalC(e)!;
  if (v.re.text === '0' && v.im.text === '0') return null;
  const z = toText(e);
  return reading('roots', { n, c: z }, `z^{${n}} = ${toLatex(e)}`, `roots(z^${n} = ${z})`);
}

/** The complex topic's reader: the first task that accounts for the whole question. */
export function readComplex(question: string): TopicReading | null {
  const q = question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[−–]/g, '-')
    .replace(/[?.!]+$/, '')
    .trim();
  if (/\b(?:differentiate|derivative|integrate|integral|limit|with respect to|vectors?)\b/.test(q)) return null;
  return readRoots(q) ?? readModulus(q) ?? readArgument(q) ?? readPolar(q) ?? readConjugate(q) ?? readArithmetic(q);
}
