import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { definePlugin, type CommandContext } from '@lemma/sdk';
import { renderPluginView } from '@lemma/testing';
import calculator from '../index';
import { ICalculator } from '../tokens';

/** A stand-in for the graph plugin: only its `graph:plot` command, recording what it receives. */
function fakeGraph() {
  const plot = vi.fn((_ctx: CommandContext, _args?: unknown) => {});
  return {
    plot,
    plugin: definePlugin({
      id: 'graph',
      hasLocales: false,
      contributes: { commands: [{ id: 'graph:plot', label: 'graph:plot', run: plot }] },
    }),
  };
}

const result = {
  inputLatex: '2+3',
  simplifyResult: '5',
  simplifyResultText: '5',
  calcResult: '5',
  calcResultText: '5',
  steps: [],
  verified: true,
  exact: true,
};

describe('CalculatorPage', () => {
  it('opens on the calculation mode with its tabs, an empty history, and Calculate disabled until there is input', async () => {
    const view = await renderPluginView(calculator, {
      route: '/app/calculator',
      session: 'member',
      http: { 'GET /calculator-history/get': { entries: [], hasMore: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Calculator' })).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/app/calculator/calculation'));
    for (const name of ['Calculate', 'Solve', 'Derivative', 'Definite integral', 'Indefinite integral'])
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(await screen.findByText('Your calculations will appear here.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Calculate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the Variable field in the derivative mode, and the checked result of Calculate with a Plot action when the graph is on', async () => {
    const graph = fakeGraph();
    const view = await renderPluginView(calculator, {
      route: '/app/calculator/derivative',
      plugins: [graph.plugin],
      http: {
        'GET /calculator-history/get': { entries: [], hasMore: false },
        'POST /calculator/compute': result,
        'POST /calculator-history/set': (req: { body: object }) => ({ id: 1, ...req.body }),
      },
    });
    expect(await screen.findByLabelText('Variable')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Calculate' }));
    await waitFor(() => expect(view.location()).toBe('/app/calculator/calculation'));
    expect(screen.queryByLabelText('Variable')).toBeNull();

    act(() => view.kernel.context('calculator').get(ICalculator).set('input', '2+3'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Checked')).toBeTruthy();
    expect(view.server.callsTo('POST /calculator/compute')[0]?.body).toMatchObject({ input: '2+3' });
    fireEvent.click(screen.getByRole('button', { name: 'Plot' }));
    // The page's Plot runs calculator:plot, which hands the functions on with where it came from: a page.
    await waitFor(() => expect(graph.plot).toHaveBeenCalledOnce());
    const [ctx, args] = graph.plot.mock.calls[0]!;
    expect(ctx.from).toEqual({ kind: 'page', route: 'app/calculator/*' });
    expect(args).toEqual({ functions: expect.any(Array) });
  });

  it('has no Plot action when no plugin can plot', async () => {
    const view = await renderPluginView(calculator, {
      route: '/app/calculator/calculation',
      http: { 'GET /calculator-history/get': { entries: [], hasMore: false }, 'POST /calculator/compute': result },
    });
    await screen.findByRole('heading', { name: 'Calculator' });
    act(() => view.kernel.context('calculator').get(ICalculator).set('input', '2+3'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Checked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plot' })).toBeNull();
  });
});
