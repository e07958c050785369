import { describe, expect, test } from 'vitest';
import { handleWorkerMessage } from './worker';

describe('worker protocol', () => {
  test('results and errors are plain serializable data', () => {
    const ok = handleWorkerMessage({ id: 1, kind: 'compute', request: { model: 'FUNCTION_SOLVE', input: '2x+3=11' } });
    expect(ok.ok && ok.result.solutions).toEqual(['4']);
    expect(() => structuredClone(ok)).not.toThrow();
    const bad = handleWorkerMessage({ id: 2, kind: 'compute', request: { model: 'CALCULATION', input: 'x^^^' } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.errorCode).toBe('VALIDATION_ERROR');
    expect(!bad.ok && bad.error.detail.position).toBe(2);
    const q = handleWorkerMessage({ id: 3, kind: 'question', question: 'derivative of x^3' });
    expect(q.ok && q.result.simplifyResultText).toBe('3*x^2');
  });
});
