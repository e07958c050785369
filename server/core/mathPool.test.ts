import { afterAll, describe, expect, it } from 'vitest';
import { createMathPool } from './mathPool';

const pool = createMathPool(2);
afterAll(() => pool.close());

describe('math worker pool', () => {
  it('computes in worker threads with the engine', async () => {
    const r = await pool.compute({ model: 'DERIVATIVE', input: 'x^3 - 3x' }, 2000);
    expect(r.simplifyResultText.replace(/\s|\*/g, '')).toBe('3x^2-3');
    expect(r.verified).toBe(true);
  });

  it('runs several jobs at once and answers each its own', async () => {
    const inputs = Array.from({ length: 6 }, (_, i) => `${i} * ${i}`);
    const rs = await Promise.all(inputs.map((input) => pool.compute({ model: 'CALCULATION', input }, 2000)));
    expect(rs.map((r) => r.simplifyResultText)).toEqual(['0', '1', '4', '9', '16', '25']);
  });

  it('turns engine errors into MathErrors with their code', async () => {
    await expect(pool.compute({ model: 'CALCULATION', input: 'x^^^' }, 2000)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
