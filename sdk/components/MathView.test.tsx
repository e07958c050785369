import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MathText } from './MathView';

describe('MathText', () => {
  it('lets a long inline formula wrap after its relations (a step on a phone), and keeps a display formula whole', () => {
    const latex = 'f^{(0)}(0) = 1,\\ f^{(1)}(0) = 0,\\ f^{(2)}(0) = -1,\\ f^{(3)}(0) = 0';
    const inline = render(<MathText latex={latex} />).container;
    expect(inline.querySelectorAll('math').length).toBeGreaterThan(1);
    expect(inline.querySelectorAll('wbr').length).toBe(inline.querySelectorAll('math').length - 1);
    const display = render(<MathText latex={latex} display />).container;
    expect(display.querySelectorAll('math')).toHaveLength(1);
    expect(render(<MathText latex="x = 2" />).container.querySelectorAll('math')).toHaveLength(1);
  });
});
