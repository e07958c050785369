/** The drill as a page and as a tile, rendered by the plugin test harness with a fake /api. */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { definePlugin, type CommandContext } from '@lemma/sdk';
import { renderPluginView } from '@lemma/testing';
import fourOperations from '../index';
import { IFourOperations } from '../tokens';
import { answerOf } from '../shared/drill';

const http = {
  'GET /four-operations/round/best': {
    bests: [{ operations: ['add', 'subtract'], level: 'to10', correct: 6, total: 10, durationMs: 40_000, createdAt: 1 }],
  },
  'POST /four-operations/round/save': (req: { body: { problems: unknown[]; durationMs: number } }) => ({
    id: 1,
    correct: 8,
    total: req.body.problems.length,
    durationMs: req.body.durationMs,
  }),
};

/** A stand-in for the calculator plugin: only its `calculator:set` command, recording what it receives. */
function fakeCalculator() {
  const set = vi.fn((_ctx: CommandContext, _args?: unknown) => {});
  return {
    set,
    plugin: definePlugin({
      id: 'calculator',
      hasLocales: false,
      contributes: { commands: [{ id: 'calculator:set', label: 'calculator:title', run: set }] },
    }),
  };
}

// #region guide:view-test
describe('FourOperationsView as a page', () => {
  it('checks an answer on Enter: feedback, score and streak update, and the focus stays in the box', async () => {
    const view = await renderPluginView(fourOperations, { route: '/app/four-operations', http });
    expect(await screen.findByRole('heading', { name: 'Four operations' })).toBeTruthy();
    expect(await screen.findByText('6 / 10')).toBeTruthy(); // the best score, from GET /round/best
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    const store = view.kernel.context('four-operations').get(IFourOperations);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: String(answerOf(store.current!)) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toContain('Correct!');
    expect(screen.getByTestId('fo-score').textContent).toContain('1 / 1');
    expect(screen.getByTestId('fo-streak').textContent).toContain('1');
    expect(document.activeElement).toBe(box);

    const wrong = store.current!;
    fireEvent.change(box, { target: { value: String(answerOf(wrong) + 1) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toContain(`Not quite. The right answer:${wrong.a}`);
    expect(screen.getByTestId('fo-score').textContent).toContain('1 / 2');
    expect(screen.getByTestId('fo-streak').textContent).toContain('0');
  });
});
// #endregion

describe('FourOperationsView at the end of a round', () => {
  it('sends problems and answers (no score), shows the server’s score and the missed problems, and opens one in the calculator', async () => {
    const calc = fakeCalculator();
    const view = await renderPluginView(fourOperations, { route: '/app/four-operations', http, plugins: [calc.plugin] });
    await screen.findByRole('heading', { name: 'Four operations' });
    const store = view.kernel.context('four-operations').get(IFourOperations);
    act(() => store.start({ operations: ['multiply'], level: 'to100' }));
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    for (let i = 0; i < 10; i++) {
      fireEvent.change(box, { target: { value: String(answerOf(store.current!) + (i < 2 ? 1 : 0)) } });
      fireEvent.keyDown(box, { key: 'Enter' });
    }
    expect(await screen.findByText('8 out of 10 right')).toBeTruthy();
    const sent = view.server.callsTo('POST /four-operations/round/save')[0]!.body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['durationMs', 'level', 'operations', 'problems']);
    const missed = screen.getAllByTestId('fo-missed');
    expect(missed).toHaveLength(2);
    fireEvent.click(within(missed[0]!).getByRole('button', { name: 'Show in the calculator' }));
    await waitFor(() => expect(calc.set).toHaveBeenCalledOnce());
    const [ctx, args] = calc.set.mock.calls[0]!;
    expect(ctx.from).toEqual({ kind: 'page', route: 'app/four-operations' });
    expect(args).toEqual({ input: expect.stringMatching(/^\d+\*\d+$/) });
  });
});

describe('FourOperationsView as a tile', () => {
  it('shows the compact drill without settings, and its toolbar command starts a round with the arguments it is given', async () => {
    const view = await renderPluginView(fourOperations, { panel: 'four-operations', http });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    await act(() =>
      view.kernel.plugins.runCommand(
        'four-operations:new-round',
        { panelId: 'four-operations', level: 'to20', operations: ['divide'] },
        { kind: 'tile', panelId: 'four-operations' },
      ),
    );
    const store = view.kernel.context('four-operations').get(IFourOperations);
    expect(store.level).toBe('to20');
    expect(store.problems.every((p) => p.op === 'divide')).toBe(true);
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    expect(view.location()).toBe('/'); // from a tile it plays there: no navigation
  });
});
