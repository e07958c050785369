/**
 * The graph draws answers' specs (issue #22): a direction field's segments with the solution, a vector field's arrows,
 * the region between two curves, labelled points — and says what it shows in its accessible name.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import { encodeGraphSpec, type GraphSpec } from '@lemma/math';
import graph from '../index';

async function plot(functions: { expression: string }[]) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = await renderPluginView(graph, { route: '/app/graph-calculator' });
  expect(await screen.findByRole('heading', { name: 'Graph' }, { timeout: 15000 })).toBeTruthy();
  await act(() => view.kernel.plugins.runCommand('graph:plot', { functions }, { kind: 'page', route: 'app/graph-calculator' }));
  return screen.getByTestId('graph-canvas');
}

const spec = (s: GraphSpec) => ({ expression: encodeGraphSpec(s) });

describe('GraphView with answer specs', () => {
  it('a direction field: segments of slope f on the grid, the solution, and the name says what it is', async () => {
    const canvas = await plot([{ expression: 'x + 2*exp(-x) - 1' }, spec({ kind: 'slope-field', f: 'x - y', through: [0, 1] })]);
    await waitFor(() =>
      expect(canvas.getAttribute('aria-label')).toBe(
        'Graph: y = x + 2·exp(−x) − 1; Direction field of y′ = x − y with the solution through (0, 1)',
      ),
    );
    // one path per segment (function-plot `points` polylines) besides the curve: far more than the two entries
    await waitFor(() => expect(canvas.querySelectorAll('path.line').length).toBeGreaterThan(60));
    expect(screen.getAllByTestId('graph-function')).toHaveLength(2);
    expect(screen.getByText('Direction field of y′ = x − y with the solution through (0, 1)')).toBeTruthy();
    // the first render loads the engine's modules: slow on a loaded machine
  }, 30_000);

  it('a gradient field: arrows (vector data with a marker) and the hint on length and colour', async () => {
    const canvas = await plot([spec({ kind: 'vector-field', p: '2*x', q: '2*y', potential: 'x^2 + y^2' })]);
    await waitFor(() => expect(canvas.querySelectorAll('path[marker-end]').length).toBeGreaterThan(40));
    // each arrowhead is one of the six coloured markers, and they exist in the chart
    const heads = new Set([...canvas.querySelectorAll('path[marker-end]')].map((p) => p.getAttribute('marker-end')));
    for (const h of heads) expect(canvas.querySelector(h!.slice(4, -1))).not.toBeNull();
    expect(heads.size).toBeGreaterThan(2);
    expect(screen.getByTestId('field-hint').textContent).toBe('Arrow length and colour grow with |F|.');
    expect(canvas.getAttribute('aria-label')).toContain('Gradient field ∇f = (2x, 2y) of f = x² + y² with its level curves');
  });

  it('the region between two curves is shaded and labelled points carry their role', async () => {
    const canvas = await plot([
      { expression: 'x' },
      { expression: 'x^2' },
      spec({ kind: 'area', f: 'x', g: 'x^2', a: 0, b: 1 }),
      spec({ kind: 'points', role: 'critical', points: [[0.5, 0.25]] }),
    ]);
    await waitFor(() => expect(canvas.querySelector('path.lemma-graph-area')).toBeTruthy());
    expect(canvas.querySelector('path.lemma-graph-area')!.getAttribute('d')).toMatch(/^M.*Z$/);
    await waitFor(() =>
      expect([...canvas.querySelectorAll('text.fn-text')].map((t) => t.textContent)).toEqual(['Critical point']),
    );
    expect(canvas.getAttribute('aria-label')).toContain('Region between y = x and y = x² for 0 ≤ x ≤ 1');
    expect(canvas.getAttribute('aria-label')).toContain('Critical point: (0.5, 0.25)');
  });

  it('an equation in x and y is traced without eval (the CSP forbids it): polylines on the circle', async () => {
    const canvas = await plot([{ expression: 'x^2 + y^2 = 9' }]);
    await waitFor(() => expect(canvas.querySelectorAll('path.line').length).toBeGreaterThan(0));
    expect(screen.queryByText('The graph could not be drawn.')).toBeNull();
  });
});
