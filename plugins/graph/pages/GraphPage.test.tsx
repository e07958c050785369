import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { IWorkspace } from '@lemma/sdk';
import { renderPluginView } from '@lemma/testing';
import graph from '../index';

const parabola = { functions: [{ expression: 'x^2 - 1' }] };

describe('GraphPage', () => {
  it('starts empty with a hint, then lists plotted functions with their roots', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderPluginView(graph, { route: '/app/graph-calculator' });
    // The page's first render loads the math engine's modules (the view brings them): give it time.
    expect(await screen.findByRole('heading', { name: 'Graph' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('Add a function like x^3 - 3x, or an equation like x^2 + y^2 = 9.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Graph of 0 functions' })).toBeTruthy();

    await act(() => view.kernel.plugins.runCommand('graph:plot', parabola, { kind: 'page', route: 'app/graph-calculator' }));
    expect(await screen.findByRole('img', { name: 'Graph of 1 function' })).toBeTruthy();
    expect(screen.getAllByTestId('graph-function')).toHaveLength(1);
    const points = within(screen.getByTestId('key-points'));
    expect(points.getAllByText('Root')).toHaveLength(2);
    // the first render loads the engine's modules: slow on a loaded machine (a CI running beside other work)
  }, 30_000);
});

describe('graph:plot', () => {
  it('run from a workspace tile opens the graph tile and stays in place; run from a page opens the graph page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderPluginView(graph, { panel: 'graph' });
    const workspace = view.kernel.context('graph').get(IWorkspace);
    expect(workspace.isOpen('graph')).toBe(false);
    await act(() => view.kernel.plugins.runCommand('graph:plot', parabola, { kind: 'tile', panelId: 'calculator' }));
    expect(workspace.isOpen('graph')).toBe(true);
    expect(view.location()).toBe('/');
    expect(await screen.findByRole('img', { name: 'Graph of 1 function' })).toBeTruthy();

    await act(() =>
      view.kernel.plugins.runCommand(
        'graph:plot',
        { functions: [{ expression: 'x' }] },
        { kind: 'page', route: 'app/calculator/*' },
      ),
    );
    await waitFor(() => expect(view.location()).toBe('/app/graph-calculator'));
  });
});
