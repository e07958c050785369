/**
 * The graph: function-plot (d3) draws the functions with zoom, pan and a trace readout; roots,
 * extrema and intersections are marked and listed; a list of points `(1, 3), (2, 7)` (a sequence's terms,
 * the solutions of an equation) is drawn as dots in its own colour, and the view widens to show them.
 * Function input through the formula editor.
 * Chosen library: function-plot — explicit and implicit curves, points, zoom/pan and a tip out of
 * the box, small (d3 modules), MIT; see docs/graph.md.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { autorun } from 'mobx';
import { useTranslation } from 'react-i18next';
import { Button, Callout, HTMLTable, Spinner, Switch, Tag } from '@blueprintjs/core';
import * as functionPlotModule from 'function-plot';
import type FunctionPlotDefault from 'function-plot';

/** function-plot ships CommonJS with `exports.default`; bundlers wrap it differently. */
const functionPlot = ((m: unknown): typeof FunctionPlotDefault => {
  let f = m as { default?: unknown };
  while (typeof f !== 'function' && f && 'default' in f) f = f.default as { default?: unknown };
  return f as unknown as typeof FunctionPlotDefault;
})(functionPlotModule);
import { describeAnswerGraph, describeAnswerGraphEntry, FormulaEditor, IEvents, useService } from '@lemma/sdk';
import type { GraphStore } from '../state/GraphStore';
import { contourLines } from '@lemma/math';
import { compile, compile2 } from '../shared/analysis';
import { graphMath } from '../state/graphMath';
import { arrowMarkers, specPlot, type SpecPlot } from './specPlot';

const fmt = (v: number) => (Math.abs(v) < 1e-9 ? '0' : Number(v.toPrecision(6)).toString());

/** What the region shading needs from a function-plot chart: its scales. */
interface PlotLike {
  meta: { xScale: { domain(): number[]; (v: number): number }; yScale: { domain(): number[]; (v: number): number } };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A polygon (the plane's coordinates) as an SVG path in the chart's pixels. */
const polygonPath = (plot: PlotLike, pts: readonly [number, number][]) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${plot.meta.xScale(x)} ${plot.meta.yScale(y)}`).join('') + 'Z';

/**
 * Shades the region of each inequality `y > f(x)` / `y < f(x)` in the visible window: a polygon from
 * the curve to the top (or bottom) edge, behind the curves in the chart's clipped content group; and the
 * regions between two curves of answers' area specs (`polygons`). Redrawn on zoom and pan.
 */
function shadeRegions(
  host: HTMLElement,
  plot: PlotLike,
  regions: readonly { expression: string; region?: 'above' | 'below'; color: string }[],
  polygons: SpecPlot['polygons'] = [],
) {
  const content = host.querySelector('g.content');
  if (!content) return;
  for (const old of content.querySelectorAll('path.lemma-graph-region')) old.remove();
  const [x0, x1] = plot.meta.xScale.domain() as [number, number];
  const [y0, y1] = plot.meta.yScale.domain() as [number, number];
  for (const r of regions) {
    const f = compile(r.expression);
    const edge = r.region === 'above' ? y1 : y0;
    const n = 400;
    let d = `M${plot.meta.xScale(x0)} ${plot.meta.yScale(edge)}`;
    for (let i = 0; i <= n; i++) {
      const x = x0 + ((x1 - x0) * i) / n;
      const y = f(x);
      // Where f is undefined the column belongs to neither side: the polygon runs along the edge.
      const yc = Number.isFinite(y) ? Math.max(y0, Math.min(y1, y)) : edge;
      d += `L${plot.meta.xScale(x)} ${plot.meta.yScale(yc)}`;
    }
    d += `L${plot.meta.xScale(x1)} ${plot.meta.yScale(edge)}Z`;
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('class', 'lemma-graph-region');
    path.setAttribute('d', d);
    path.setAttribute('fill', r.color);
    path.setAttribute('fill-opacity', '0.16');
    path.setAttribute('stroke', 'none');
    content.insertBefore(path, content.firstChild);
  }
  for (const p of polygons) {
    if (p.points.length < 3) continue;
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('class', 'lemma-graph-region lemma-graph-area');
    path.setAttribute('d', polygonPath(plot, p.points));
    path.setAttribute('fill', p.color);
    path.setAttribute('fill-opacity', '0.28');
    path.setAttribute('stroke', p.color);
    path.setAttribute('stroke-opacity', '0.5');
    content.insertBefore(path, content.firstChild);
  }
}

export const GraphView = observer(function GraphView({ store, compact }: { store: GraphStore; compact?: boolean }) {
  const { t } = useTranslation('graph');
  const events = useService(IEvents);
  const host = useRef<HTMLDivElement>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The view brings the engine the store reads and analyses with (the store is part of the app's start; the engine is not).
  useEffect(() => store.useMath(graphMath), [store]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const draw = () => {
      const width = Math.max(240, el.clientWidth);
      const height = Math.max(220, Math.min(560, compact ? el.clientHeight || 300 : Math.round(width * 0.62)));
      const data: object[] = [];
      const polygons: SpecPlot['polygons'] = [];
      // the visible window (function-plot's default y range when none is set: the x range's span scaled, around 0)
      const [x0, x1] = store.xDomain;
      const half = ((x1 - x0) * height) / width / 2;
      const visible = { x: store.xDomain, y: store.yDomain ?? ([-half, half] as [number, number]) };
      for (const f of store.functions) {
        if (!f.visible) continue;
        // an answer's spec (a direction or vector field, a region, labelled points): what specPlot makes of it
        if (f.spec) {
          const sp = specPlot(f.spec, f.color, visible, { width, height }, (role) => t(`marks.${role}`));
          data.push(...sp.data);
          polygons.push(...sp.polygons);
        }
        // a list of points (a sequence's terms, an equation's solutions): dots in the entry's colour
        else if (f.points)
          data.push({ fnType: 'points', graphType: 'scatter', points: f.points, color: f.color, attr: { r: 5 } });
        // an equation in x and y: its curve traced here (function-plot's implicit curves compile strings with eval,
        // which the Content Security Policy forbids)
        else if (f.implicit)
          for (const line of contourLines(compile2(f.expression), visible, 0, 160, Math.round((160 * height) / width)))
            data.push({
              fnType: 'points',
              graphType: 'polyline',
              points: line,
              color: f.color,
              skipTip: true,
              attr: { 'stroke-width': 2 },
            });
        else {
          const g = compile(f.expression);
          // A strict inequality's boundary is not part of the region: drawn dashed.
          data.push({
            fn: (scope: { x: number }) => g(scope.x),
            graphType: 'polyline',
            sampler: 'builtIn',
            color: f.color,
            nSamples: 600,
            ...(f.strict ? { attr: { 'stroke-dasharray': '7,5' } } : {}),
          });
        }
      }
      const pts = store.keyPoints;
      if (pts.length)
        data.push({
          fnType: 'points',
          graphType: 'scatter',
          points: pts.map((p) => [p.x, p.y]),
          color: '#1c2127',
          attr: { r: 4 },
        });
      el.innerHTML = '';
      try {
        const plot = functionPlot({
          target: el,
          width,
          height,
          grid: true,
          xAxis: { label: 'x', domain: store.xDomain },
          yAxis: { label: 'y', ...(store.yDomain ? { domain: store.yDomain } : {}) },
          tip: { xLine: true, yLine: true },
          data: data as never,
        });
        const svg = el.querySelector('svg');
        if (svg && store.functions.some((f) => f.visible && f.spec?.kind === 'vector-field')) arrowMarkers(svg);
        const shade = () =>
          shadeRegions(
            el,
            plot as unknown as PlotLike,
            store.functions.filter((f) => f.visible && f.region),
            polygons,
          );
        shade();
        plot.on('zoom', () => {
          shade();
          const d = plot.meta.xScale.domain() as [number, number];
          const dy = plot.meta.yScale.domain() as [number, number];
          clearTimeout((el as unknown as { _t?: number })._t);
          (el as unknown as { _t?: number })._t = window.setTimeout(() => store.setDomain([d[0], d[1]], [dy[0], dy[1]]), 250);
        });
        plot.root.on('click', (ev: MouseEvent) => {
          const mx = plot.meta.xScale.invert(ev.offsetX - (plot.meta.margin?.left ?? 0));
          const first = store.functions.find((f) => f.visible && !f.implicit && !f.points && !f.spec);
          if (!first || !Number.isFinite(mx)) return;
          const x = Number(mx.toPrecision(6));
          const y = compile(first.expression)(x);
          store.select({ x, y, expression: first.expression });
          events.emit('graph:point-selected', { x, y, expression: first.expression });
        });
      } catch (err) {
        console.error('graph', err);
        setError(t('errors.plot'));
      }
    };
    const dispose = autorun(draw);
    const ro = new ResizeObserver(() => draw());
    ro.observe(el);
    return () => {
      dispose();
      ro.disconnect();
    };
  }, [store, compact, events, t]);

  function add() {
    const r = store.add(input, input);
    if (r === 'ok') {
      setInput('');
      setError(null);
    } else setError(t(`errors.${r}`));
  }

  return (
    <div className={`lemma-graph ${compact ? 'is-compact' : ''}`}>
      <div className="lemma-graph-input">
        <Suspense fallback={<Spinner size={18} />}>
          <FormulaEditor value={input} onChange={setInput} onSubmit={add} label={t('input')} />
        </Suspense>
        <Button intent="primary" icon="add" text={t('add')} disabled={!input.trim()} onClick={add} />
      </div>
      {error ? (
        <Callout intent="warning" icon="warning-sign" className="lemma-graph-error">
          {error}
        </Callout>
      ) : null}
      <div className="lemma-graph-body">
        <div
          className="lemma-graph-canvas"
          ref={host}
          role="img"
          aria-label={
            store.functions.some((f) => f.spec)
              ? describeAnswerGraph(
                  store.functions.filter((f) => f.visible),
                  (k, p) => t(k, p ?? {}),
                )
              : t('canvasLabel', { count: store.functions.length })
          }
          data-testid="graph-canvas"
        />
        <aside className="lemma-graph-side">
          {store.functions.length === 0 ? <p className="lemma-muted">{t('empty')}</p> : null}
          <ul className="lemma-graph-fns">
            {store.functions.map((f) => (
              <li key={f.id} data-testid="graph-function">
                <span className="lemma-graph-swatch" style={{ background: f.color }} />
                <Switch
                  checked={f.visible}
                  onChange={() => store.toggle(f.id)}
                  aria-label={t('toggle')}
                  className="lemma-graph-toggle"
                />
                {f.spec ? (
                  // an answer's spec in words ("Direction field of y′ = x − y …"), wrapped rather than cut
                  <span className="lemma-graph-spec">{describeAnswerGraphEntry(f.expression, (k, p) => t(k, p ?? {}))}</span>
                ) : (
                  <code>
                    {f.points
                      ? f.expression
                      : f.implicit
                        ? `${f.expression} = 0`
                        : `y ${f.region ? `${f.region === 'above' ? '>' : '<'}${f.strict ? '' : '='}` : '='} ${f.expression}`}
                  </code>
                )}
                <Button variant="minimal" size="small" icon="cross" aria-label={t('remove')} onClick={() => store.remove(f.id)} />
              </li>
            ))}
          </ul>
          {store.functions.some((f) => f.visible && f.spec?.kind === 'vector-field') ? (
            <p className="lemma-muted" data-testid="field-hint">
              {t('spec.fieldHint')}
            </p>
          ) : null}
          {store.keyPoints.length ? (
            <HTMLTable compact className="lemma-graph-points" data-testid="key-points">
              <thead>
                <tr>
                  <th>{t('points.kind')}</th>
                  <th>x</th>
                  <th>y</th>
                </tr>
              </thead>
              <tbody>
                {store.keyPoints.map((p, i) => (
                  <tr key={i} data-kind={p.kind}>
                    <td>
                      <Tag minimal style={{ borderInlineStart: `3px solid ${p.color}` }}>
                        {t(`points.${p.kind}`)}
                      </Tag>
                    </td>
                    <td>{fmt(p.x)}</td>
                    <td>{fmt(p.y)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : null}
          {store.selected ? (
            <p className="lemma-muted" data-testid="trace">
              {t('selected', { x: fmt(store.selected.x), y: fmt(store.selected.y) })}
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  );
});
