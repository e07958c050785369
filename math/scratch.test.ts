import { test } from 'vitest';
import { answerQuestion } from './router';
test('scratch', () => {
  for (const q of ['solve e^x = 3 e^20', 'solve x^2 = 10^14', 'solve 2^x = 3^40', 'solve x e^x = 1000', 'solve x^3 - 1000000 x = 0']) {
    try { const r = answerQuestion(q); console.log(q, '|', r.status, r.simplifyResultText, '| ver', r.verified, r.exact); } catch (e) { console.log(q, 'ERR', (e as any).message); }
  }
});
