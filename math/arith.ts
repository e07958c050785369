/**
 * Step-by-step arithmetic for CALCULATION: innermost operation first (order of operations), fractions
 * through a common denominator and reduction, percent of a number, powers, radicals, exact trig values.
 */
import { Expr, Num, num, isNum, qadd, qmul, qdiv, bgcd, symbols } from './ast';
import { simplify, mkFn } from './simplify';
import { toLatex } from './print';
import { StepLog } from './steps';
import { tick } from './budget';

function lcm(a: bigint, b: bigint) {
  return (a * b) / bgcd(a, b);
}
const rawFrac = (n: bigint, d: bigint): Expr => (d === 1n ? num(n) : { k: 'div', args: [num(n), num(d)] });
const isN = (e: Expr): e is Num => e.k === 'num';

/** Reduce one innermost operation; returns the new tree (and logs a step) or null when nothing is left. */
function reduceOnce(root: Expr, log: StepLog): Expr | null {
  let done = false;
  const show = (e: Expr) => toLatex(e);
  const rec = (e: Expr, replace: (n: Expr) => Expr): Expr => {
    if (done || e.k === 'num' || e.k === 'sym') return e;
    const args = e.args.map((a, i) => rec(a, (n) => replace({ ...e, args: e.args.map((b, j) => (j === i ? n : b)) } as Expr)));
    if (done) return { ...e, args } as Expr;
    const cur = { ...e, args } as Expr;
    if (cur.k === 'fn' && cur.name !== 'percent' && !args.every(isN) && args.every((a) => symbols(a).size === 0)) {
      const s = safe(() => simplify(cur));
      if (s && !(s.k === 'fn' && s.name === cur.name)) {
        log.add(
          ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sec', 'csc', 'cot'].includes(cur.name)
            ? 'exact-trig-value'
            : 'evaluate-arithmetic',
          show(root),
          show(replace(s)),
          { op: cur.name },
        );
        done = true;
        return s;
      }
    }
    if (!args.every(isN)) return cur;
    const ns = args as Num[];
    let out: Expr | null;
    const wrap = (n: Expr) => replace(n);
    switch (cur.k) {
      case 'neg':
        out = num(-ns[0].n, ns[0].d);
        break;
      case 'add':
      case 'sub': {
        const terms = cur.k === 'sub' ? [ns[0], { ...(num(-ns[1].n, ns[1].d) as Num), dec: ns[1].dec }] : ns;
        if (terms.some((t) => t.dec) && terms.every((t) => t.dec || t.d === 1n)) {
          out = { ...terms.reduce((s, t) => qadd(s, t), num(0) as Num), dec: true };
          log.add('evaluate-arithmetic', show(root), show(wrap(out)), { op: cur.k === 'sub' ? 'subtraction' : 'addition' });
          done = true;
          return out;
        }
        const dens = terms.map((t) => t.d);
        const L = dens.reduce(lcm, 1n);
        if (L !== 1n && dens.some((d) => d !== L)) {
          const rewritten: Expr = {
            k: cur.k,
            args: (cur.k === 'sub' ? ns : terms).map((t) => rawFrac(t.n * (L / t.d), L)),
          } as Expr;
          log.add('common-denominator', show(root), show(wrap(rewritten)), { lcd: String(L) }, [
            show(
              wrap(
                rawFrac(
                  terms.reduce((s, t) => s + t.n, 0n),
                  terms.reduce((s, t) => s + t.d, 0n),
                ),
              ),
            ),
          ]);
          const sumN = terms.reduce((s, t) => s + t.n * (L / t.d), 0n);
          const unreduced = rawFrac(sumN, L);
          const r1 = wrap(unreduced);
          log.add('add-fractions', show(wrap(rewritten)), show(r1));
          const g = bgcd(sumN, L);
          if (g !== 1n) {
            out = num(sumN, L);
            log.add('reduce-fraction', show(r1), show(wrap(out)), { gcd: String(g) });
            done = true;
            return out;
          }
          out = num(sumN, L);
          done = true;
          return out;
        }
        out = terms.reduce((s, t) => qadd(s, t), num(0) as Num);
        if (ns.some((t) => t.dec)) out = { ...(out as Num), dec: true };
        log.add('evaluate-arithmetic', show(root), show(wrap(out)), { op: cur.k === 'sub' ? 'subtraction' : 'addition' });
        done = true;
        return out;
      }
      case 'mul': {
        out = ns.reduce((s, t) => qmul(s, t), num(1) as Num);
        if (ns.some((t) => t.dec)) out = { ...(out as Num), dec: true };
        log.add(
          ns.some((t) => t.d !== 1n && !t.dec) ? 'multiply-fractions' : 'evaluate-arithmetic',
          show(root),
          show(wrap(out)),
          { op: 'multiplication' },
        );
        done = true;
        return out;
      }
      case 'div': {
        if (ns[1].n === 0n) return cur;
        const q = qdiv(ns[0], ns[1]);
        if (ns[0].d === 1n && ns[1].d === 1n) {
          const g = bgcd(ns[0].n, ns[1].n);
          if (q.d === 1n) log.add('evaluate-arithmetic', show(root), show(wrap(q)), { op: 'division' });
          else if (g !== 1n) log.add('reduce-fraction', show(root), show(wrap(q)), { gcd: String(g < 0n ? -g : g) });
        } else log.add('divide-fractions', show(root), show(wrap(q)));
        out = q;
        done = true;
        return out;
      }
      case 'pow': {
        const s = safe(() => simplify(cur));
        if (!s) return cur;
        if (isNum(ns[1]) && ns[1].d === 1n)
          log.add('evaluate-power', show(root), show(wrap(s)), undefined, [show(wrap(qmul(ns[0], ns[1])))]);
        else log.add('simplify-radical', show(root), show(wrap(s)));
        if (!isN(s)) {
          done = true;
          return s;
        }
        out = s;
        done = true;
        return out;
      }
      case 'fn': {
        if (cur.name === 'percent') {
          log.add(
            'percent-of',
            show(root),
            show(wrap({ k: 'div', args: [ns[0].d === 1n ? num(ns[0].n) : ns[0], num(100)] })),
            { p: toLatex(ns[0]) },
            [show(wrap({ k: 'div', args: [ns[0], num(10)] })), show(wrap(ns[0]))],
          );
          done = true;
          return { k: 'div', args: [ns[0], num(100)] } as Expr;
        }
        const s = safe(() => simplify(mkFn(cur.name, ns)));
        if (s && (isN(s) || s.k !== 'fn')) {
          log.add(
            ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sec', 'csc', 'cot'].includes(cur.name)
              ? 'exact-trig-value'
              : cur.name === 'deg'
                ? 'convert-degrees'
                : 'evaluate-arithmetic',
            show(root),
            show(wrap(s)),
            { op: cur.name },
          );
          done = true;
          return s;
        }
        return cur;
      }
      default:
        return cur;
    }
    if (out) {
      done = true;
      return out;
    }
    return cur;
  };
  const r = rec(root, (n) => n);
  return done ? r : null;
}
function safe<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** Steps for evaluating a numeric expression (no variables). */
export function arithmeticSteps(e: Expr): StepLog {
  const log = new StepLog();
  let cur = e;
  for (let i = 0; i < 40; i++) {
    tick();
    const before = log.steps.length;
    const next = reduceOnce(cur, log);
    if (!next) break;
    // a reduction that produced no visible change still counts; stop if no progress at all
    if (toLatex(next) === toLatex(cur) && log.steps.length === before) {
      cur = next;
      continue;
    }
    cur = next;
  }
  const fin = safe(() => simplify(e));
  const sameNumber = fin && fin.k === 'num' && cur.k === 'num' && fin.n === cur.n && fin.d === cur.d;
  if (fin && !sameNumber && toLatex(fin) !== toLatex(cur)) {
    const radicalBelow = /\\frac\{[^{}]*\}\{[^{}]*\\sqrt/.test(toLatex(cur)) || /\\frac\{1\}\{\\sqrt/.test(toLatex(cur));
    log.add(radicalBelow ? 'rationalize-denominator' : 'simplify', toLatex(cur), toLatex(fin));
  }
  return log;
}
