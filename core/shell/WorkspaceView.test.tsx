import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { definePlugin, IWorkspace, useRunCommand, useViewContext, type CommandContext } from '@lemma/sdk';
import { renderPluginView } from '@lemma/testing';

/** A panel that prints where it is shown and runs a command from inside its view. */
function Probe() {
  const view = useViewContext();
  const run = useRunCommand();
  return (
    <div>
      <output data-testid="view">{JSON.stringify(view)}</output>
      <button type="button" onClick={() => void run('probe:act')}>
        inside
      </button>
    </div>
  );
}

function probePlugin() {
  const act = vi.fn((_ctx: CommandContext, _args?: unknown) => {});
  const plugin = definePlugin({
    id: 'probe',
    hasLocales: false,
    contributes: {
      routes: [{ path: 'app/probe', page: async () => ({ default: Probe }) }],
      panels: [{ id: 'probe', title: 'probe', component: async () => ({ default: Probe }) }],
      commands: [{ id: 'probe:act', label: 'Act', icon: 'play', run: act }],
      toolbarActions: [{ command: 'probe:act', target: 'panel:probe' }],
    },
  });
  return { plugin, act };
}

describe('view context', () => {
  it('a workspace tile is a tile: its component and its toolbar actions see { kind: tile, panelId }', async () => {
    const probe = probePlugin();
    // The kernel's own workspace plugin is always there: open its page with the probe's panel in it.
    const view = await renderPluginView(probe.plugin, { route: '/app/workspace' });
    act(() => view.kernel.context('core').get(IWorkspace).open('probe'));
    // The first render loads the workspace page and its tiles' modules (lazy chunks): give it time on a busy machine.
    const probeView = await screen.findByTestId('view', {}, { timeout: 5000 });
    expect(JSON.parse(probeView.textContent!)).toEqual({ kind: 'tile', panelId: 'probe' });
    fireEvent.click(screen.getByRole('button', { name: 'inside' }));
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    await waitFor(() => expect(probe.act).toHaveBeenCalledTimes(2));
    expect(probe.act.mock.calls.map(([ctx]) => ctx.from)).toEqual([
      { kind: 'tile', panelId: 'probe' },
      { kind: 'tile', panelId: 'probe' },
    ]);
    expect(probe.act.mock.calls[1]![1]).toEqual({ panelId: 'probe' });
  });

  it('a routed page is a page, and a command run with no view gets from: null', async () => {
    const probe = probePlugin();
    const view = await renderPluginView(probe.plugin, { route: '/app/probe' });
    expect(JSON.parse((await screen.findByTestId('view')).textContent!)).toEqual({ kind: 'page', route: 'app/probe' });
    fireEvent.click(screen.getByRole('button', { name: 'inside' }));
    await act(() => view.kernel.plugins.runCommand('probe:act'));
    expect(probe.act.mock.calls.map(([ctx]) => ctx.from)).toEqual([{ kind: 'page', route: 'app/probe' }, null]);
  });
});
