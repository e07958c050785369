import { describe, expect, it } from 'vitest';
import { describeAnswerGraph, describeAnswerGraphEntry, readAnswerGraph, speakableMath } from './answerGraph';

/** A translator that shows the key and its params, so the test sees what was asked for. */
const t = (k: string, p?: Record<string, unknown>) => `${k}${p ? JSON.stringify(p) : ''}`;

describe('answer graph descriptions', () => {
  it('says plain-text math as it reads', () => {
    expect(speakableMath('2*x^2 - y')).toBe('2x² − y');
    expect(speakableMath('x + 2*exp(-x) - 1')).toBe('x + 2·exp(−x) − 1');
    expect(speakableMath('-x*y^3')).toBe('−x·y³');
    expect(speakableMath('x^25')).toBe('x^25');
  });

  it('describes each kind with its key and params, and functions and points as they are', () => {
    expect(describeAnswerGraphEntry('{"kind":"slope-field","f":"x - y","through":[0,1]}', t)).toBe(
      'spec.slopeFieldThrough{"f":"x − y","point":"(0, 1)"}',
    );
    expect(describeAnswerGraphEntry('{"kind":"slope-field","f":"x","family":"x^2/2 + C"}', t)).toBe(
      'spec.slopeFieldFamily{"f":"x"}',
    );
    expect(describeAnswerGraphEntry('{"kind":"vector-field","p":"-y","q":"x"}', t)).toBe('spec.vectorField{"p":"−y","q":"x"}');
    expect(describeAnswerGraphEntry('{"kind":"points","role":"max","points":[[-1,2]]}', t)).toBe(
      'spec.points{"role":"marks.max","points":"(-1, 2)"}',
    );
    expect(describeAnswerGraphEntry('x^2', t)).toBe('spec.curve{"f":"x²"}');
    expect(describeAnswerGraphEntry('(1, 3), (2, 7)', t)).toBe('(1, 3), (2, 7)');
    expect(describeAnswerGraph([{ expression: 'x' }, { expression: 'x^3' }], t)).toBe(
      'spec.describe{"items":"spec.curve{\\"f\\":\\"x\\"}; spec.curve{\\"f\\":\\"x³\\"}"}',
    );
  });

  it('keeps only the fields of the kind', () => {
    expect(readAnswerGraph('{"kind":"area","f":"x","g":"0","a":0,"b":2,"extra":"<script>"}')).toEqual({
      kind: 'area',
      f: 'x',
      g: '0',
      a: 0,
      b: 2,
    });
  });
});
