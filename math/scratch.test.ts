import { test } from 'vitest';
import { parse } from './parse';
import { integrateIndefinite } from './integrate';
import { limit } from './limit';
import { toText } from './print';
test('scratch', () => {
  const r = integrateIndefinite(parse('1/(x^2+1)^2'), 'x');
  console.log(r.method, r.antiderivative && toText(r.antiderivative), JSON.stringify(r.antiderivative, (_, v) => typeof v === 'bigint' ? v.toString() : v).slice(0, 600));
  const L = limit(r.antiderivative!, 'x', parse('inf'));
  console.log(L.value && toText(L.value), L.method, L.exact, L.steps.steps.map((s) => s.rule));
});
