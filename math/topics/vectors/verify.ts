/**
 * Independent checks of the `vectors` topic in floating point with mathjs (norm, dot, cross, acos, matrices), not the
 * engine's exact components: the magnitude² also equals v·v exactly; the cross product is orthogonal to both factors;
 * a unit vector has norm 1 and points the same way; a projection leaves u − proj orthogonal to v; components give back
 * the magnitude and the angle; parallel/orthogonal verdicts by |u·v| = |u||v| and u·v = 0.
 */
import { acos, add, cross, dot, multiply, norm } from 'mathjs';
import type { TopicAnswer, TopicReading } from '../types';
import { exact, near } from '../geometry/util';
import { vNum } from './vec';
import { vectorsOf } from './solve';

/** The numeric components of a `<a, b, c>` answer text (via the engine's evaluator, one component at a time). */
function parseVec(text: string): number[] {
  const m = /^<(.+)>$/.exec(text);
  if (!m) throw new Error(`not a vector: ${text}`);
  return m[1]!.split(', ').map((c) => exact(c).value);
}
const sameVec = (a: number[], b: number[]): boolean => a.length === b.length && a.every((x, i) => near(x, b[i]!));
const value = (a: TopicAnswer): number => exact(a.text.replace(/°$/, '')).value;

/** Checks a vectors-topic answer by an independent method (see the module comment). */
export function verifyVectors(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'components') {
    const w = parseVec(a.text);
    const th = (Number(r.params.deg) * Math.PI) / 180;
    return (
      near(norm(w) as number, Number(r.params.r)) &&
      near(Math.cos(th) * Number(r.params.r), w[0]!) &&
      near(Math.sin(th) * Number(r.params.r), w[1]!)
    );
  }
  if (r.task === 'combination') {
    const terms = r.params.terms as { c: string; v: string[] }[];
    const want = terms
      .map(
        (t) =>
          multiply(
            exact(t.c).value,
            t.v.map((x) => exact(x).value),
          ) as number[],
      )
      .reduce((s, w) => add(s, w) as number[]);
    return sameVec(want, parseVec(a.text));
  }
  const vs = vectorsOf(r).map(vNum);
  const [u, v] = vs as [number[], number[]];
  switch (r.task) {
    case 'magnitude':
      return (
        near(norm(u) as number, value(a)) &&
        exact(`(${a.text})^2`).text ===
          exact(
            vectorsOf(r)[0]!
              .map((c) => `(${c.text})^2`)
              .join('+'),
          ).text
      );
    case 'dot':
      return near(dot(u, v), value(a));
    case 'cross': {
      const w = parseVec(a.text);
      return sameVec(cross(u, v) as number[], w) && near(dot(w, u), 0) && near(dot(w, v), 0);
    }
    case 'angle': {
      const c = dot(u, v) / ((norm(u) as number) * (norm(v) as number));
      const want = acos(Math.max(-1, Math.min(1, c))) as number;
      return near(want, r.params.degrees && a.text.endsWith('°') ? (value(a) * Math.PI) / 180 : value(a), 1e-8);
    }
    case 'unit': {
      const w = parseVec(a.text);
      return near(norm(w) as number, 1) && near(dot(w, u), norm(u) as number);
    }
    case 'projection': {
      const w = parseVec(a.text);
      const k = dot(u, v) / dot(v, v);
      return sameVec(multiply(k, v) as number[], w) && near(dot(add(u, multiply(-1, w)) as number[], v), 0);
    }
    case 'direction': {
      const want = ((((Math.atan2(u[1]!, u[0]!) * 180) / Math.PI) % 360) + 360) % 360;
      const got = a.text.endsWith('°') ? Number(a.text.slice(0, -1)) : (exact(a.text).value * 180) / Math.PI;
      return Math.abs(got - want) < 1e-9 && got >= 0 && got < 360;
    }
    case 'scalar-projection':
      return near(dot(u, v) / (norm(v) as number), value(a));
    default:
      return verifyRelation(r.task, u, v, a);
  }
}

/** Parallel ⇔ |u·v| = |u||v| (Cauchy–Schwarz equality); orthogonal ⇔ u·v = 0. */
function verifyRelation(task: string, u: number[], v: number[], a: TopicAnswer): boolean {
  const par = near(Math.abs(dot(u, v)), (norm(u) as number) * (norm(v) as number));
  const ort = near(dot(u, v), 0);
  if (task === 'parallel') return a.value === par;
  if (task === 'orthogonal') return a.value === ort;
  if (task === 'relation')
    return a.text === (par && ort ? 'parallel and orthogonal' : par ? 'parallel' : ort ? 'orthogonal' : 'neither');
  return false;
}
