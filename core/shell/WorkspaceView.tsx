/**
 * The tiled workspace (`/app/workspace`): panels contributed by plugins as react-mosaic tiles that a
 * student opens, splits, drags, resizes and closes. The layout lives in IWorkspace, which saves it
 * (versioned) locally and on the server, so it comes back after a reload and on another device.
 */
import { lazy, useMemo, useState, type ComponentType } from 'react';
import { Mosaic, MosaicWindow, RemoveButton, ExpandButton, type MosaicNode } from 'react-mosaic-component';
import { Button, ButtonGroup, NonIdealState, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { IAuth, IPlugins, IWorkspace, useService, type ViewInfo } from '@lemma/sdk';
import { allowed } from '../services/plugins';
import { ViewHost } from './ViewHost';
import { useViewport } from './AppShell';
import { leaves } from '../services/workspace';

const tileOf = (panelId: string): ViewInfo => ({ kind: 'tile', panelId });

/** A tile's content: the panel's component inside its plugin's scope, as a `tile` view. */
function Tile({ id, components }: { id: string; components: Map<string, { pluginId: string; C: ComponentType }> }) {
  const entry = components.get(id);
  return (
    <div className="lemma-panel" data-panel={id}>
      {entry ? (
        <ViewHost pluginId={entry.pluginId} kind="tile" panelId={id}>
          <entry.C />
        </ViewHost>
      ) : null}
    </div>
  );
}

const PanelToolbar = observer(function PanelToolbar({ panelId }: { panelId: string }) {
  const plugins = useService(IPlugins);
  const auth = useService(IAuth);
  const { t } = useTranslation();
  const actions = plugins.toolbarActions
    .filter((a) => a.target === `panel:${panelId}`)
    .map((a) => plugins.command(a.command))
    .filter((c) => c && allowed(c.access, auth));
  return (
    <>
      {actions.map((c) => (
        <Button
          key={c!.id}
          variant="minimal"
          size="small"
          icon={(c!.icon as IconName) ?? 'application'}
          title={t(c!.label)}
          aria-label={t(c!.label)}
          onClick={() => void plugins.runCommand(c!.id, { panelId }, tileOf(panelId))}
        />
      ))}
    </>
  );
});

/** Layout presets offered when their panels exist (issue 5): calculator + graph, tutor + calculator + graph. */
export function presetsFor(panelIds: readonly string[]): { id: string; layout: MosaicNode<string> }[] {
  const has = (id: string) => panelIds.includes(id);
  const out: { id: string; layout: MosaicNode<string> }[] = [];
  if (has('calculator') && has('graph'))
    out.push({
      id: 'calculator-graph',
      layout: { type: 'split', direction: 'row', children: ['calculator', 'graph'], splitPercentages: [45, 55] },
    });
  if (has('tutor') && has('calculator') && has('graph'))
    out.push({
      id: 'tutor-calculator-graph',
      layout: {
        type: 'split',
        direction: 'row',
        children: ['tutor', { type: 'split', direction: 'column', children: ['calculator', 'graph'] }],
        splitPercentages: [45, 55],
      },
    });
  return out;
}

/** Phones (< 600 px): tiles become tabs, one panel at a time. */
const TabbedWorkspace = observer(function TabbedWorkspace({
  components,
  titleOf,
}: {
  components: Map<string, { pluginId: string; C: ComponentType }>;
  titleOf: (id: string) => string;
}) {
  const workspace = useService(IWorkspace);
  const open = leaves(workspace.layout);
  const [active, setActive] = useState<string | null>(null);
  const current = active && open.includes(active) ? active : open[0];
  if (!current) return null;
  return (
    <div className="lemma-workspace-tabs">
      <Tabs id="workspace-tabs" selectedTabId={current} onChange={(id) => setActive(String(id))}>
        {open.map((id) => (
          <Tab key={id} id={id} title={titleOf(id)} />
        ))}
      </Tabs>
      <Tile id={current} components={components} />
    </div>
  );
});

export default observer(function WorkspaceView() {
  const workspace = useService(IWorkspace);
  const plugins = useService(IPlugins);
  const { t } = useTranslation('common');
  const panels = plugins.panels;
  const vp = useViewport();
  const presets = presetsFor(panels.map((p) => p.id));
  const components = useMemo(() => new Map(panels.map((p) => [p.id, { pluginId: p.pluginId, C: lazy(p.component) }])), [panels]);
  const titleOf = (id: string) => t(panels.find((p) => p.id === id)?.title ?? id);

  return (
    <div className="lemma-workspace">
      <div className="lemma-workspace-bar" role="toolbar" aria-label={t('workspace.open')}>
        <span className="lemma-muted">{t('workspace.open')}</span>
        <ButtonGroup>
          {panels.map((p) => (
            <Button
              key={p.id}
              icon={(p.icon as IconName) ?? 'application'}
              text={t(p.title)}
              active={workspace.isOpen(p.id)}
              onClick={() => (workspace.isOpen(p.id) ? workspace.close(p.id) : workspace.open(p.id))}
            />
          ))}
        </ButtonGroup>
        <span className="lemma-workspace-presets">
          {presets.map((p) => (
            <Button
              key={p.id}
              variant="outlined"
              size="small"
              icon="page-layout"
              text={t(`workspace.presets.${p.id}`)}
              onClick={() => workspace.setLayout(p.layout)}
            />
          ))}
          <Button
            variant="minimal"
            size="small"
            icon="reset"
            text={t('workspace.reset')}
            onClick={() => workspace.setLayout(null)}
            disabled={!workspace.layout}
          />
        </span>
      </div>
      {vp === 'mobile' ? (
        workspace.layout ? (
          <TabbedWorkspace components={components} titleOf={titleOf} />
        ) : (
          <NonIdealState icon="grid-view" title={t('workspace.emptyTitle')} description={t('workspace.emptyText')} />
        )
      ) : (
        <div className="lemma-workspace-mosaic">
          <Mosaic<string>
            blueprintNamespace="bp6"
            className="mosaic-blueprint-theme"
            value={workspace.layout}
            onChange={(node) => workspace.setLayout(node)}
            zeroStateView={
              <NonIdealState icon="grid-view" title={t('workspace.emptyTitle')} description={t('workspace.emptyText')} />
            }
            renderTile={(id, path) => {
              return (
                <MosaicWindow<string>
                  path={path}
                  title={titleOf(id)}
                  toolbarControls={[
                    <PanelToolbar key="actions" panelId={id} />,
                    <ExpandButton key="expand" />,
                    <RemoveButton key="remove" />,
                  ]}
                >
                  <Tile id={id} components={components} />
                </MosaicWindow>
              );
            }}
          />
        </div>
      )}
    </div>
  );
});
