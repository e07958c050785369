/**
 * What function-plot draws for an answer's graph spec (math/graph/spec.ts): a direction field as short segments
 * (`points` polylines) with a few members of the solution family and the initial point, a vector field as arrows
 * (`vector` data, colour by |F|) with the potential's level curves (`points` polylines), labelled points (`scatter` dots and
 * `text` labels). The region between two curves is no function-plot datum (it fills only down to y = 0): its polygon
 * is returned for the view to shade, as it shades inequalities.
 */
import {
  areaPolygon,
  contourLines,
  fieldArrows,
  FAMILY_CONSTANTS,
  levelValues,
  magnitudeColor,
  slopeSegments,
  type PlotWindow,
} from '@lemma/math';
import type { AnswerGraphSpec } from '@lemma/sdk';
import { compile, compile2 } from '../shared/analysis';

/** What the view draws for one spec: function-plot data, and polygons (the plane's coordinates) to shade. */
export interface SpecPlot {
  data: object[];
  polygons: { points: [number, number][]; color: string }[];
}

/** The id prefix of the arrowheads of a vector field, one per colour step 0…5 of |F| (see {@link arrowMarkers}). */
export const ARROW_MARKER = 'lemma-arrow';

/**
 * Adds the arrowheads of vector fields to a chart's SVG (once): six markers coloured as the arrows' six magnitude steps
 * (function-plot colours the shaft only; its one marker is grey).
 */
export function arrowMarkers(svg: SVGSVGElement): void {
  if (svg.querySelector(`#${ARROW_MARKER}-0`)) return;
  const NS = 'http://www.w3.org/2000/svg';
  const defs = svg.appendChild(document.createElementNS(NS, 'defs'));
  for (let k = 0; k <= 5; k++) {
    const m = defs.appendChild(document.createElementNS(NS, 'marker'));
    for (const [a, v] of Object.entries({
      id: `${ARROW_MARKER}-${k}`,
      viewBox: '0 -5 10 10',
      refX: '9',
      markerWidth: '4',
      markerHeight: '4',
      orient: 'auto',
    }))
      m.setAttribute(a, v);
    const path = m.appendChild(document.createElementNS(NS, 'path'));
    path.setAttribute('d', 'M0,-5L10,0L0,5Z');
    path.setAttribute('fill', magnitudeColor(k / 5));
  }
}

/**
 * The function-plot data of a spec in the visible window.
 * @param size the plot's width and height in pixels (the grid's cells are about square on screen)
 * @param label translated label of a point role (`graph:marks.<role>`)
 */
export function specPlot(
  spec: AnswerGraphSpec,
  color: string,
  w: PlotWindow,
  size: { width: number; height: number },
  label: (role: string) => string,
): SpecPlot {
  const aspect = size.height / size.width;
  const cols = Math.max(11, Math.min(21, Math.round(size.width / 34)));
  const data: object[] = [];
  const polygons: SpecPlot['polygons'] = [];
  const seg = (points: [number, number][], c: string, attr: object) =>
    data.push({ fnType: 'points', graphType: 'polyline', points, color: c, skipTip: true, attr });
  switch (spec.kind) {
    case 'slope-field': {
      for (const s of slopeSegments(compile2(spec.f), w, { cols, aspect }))
        seg(
          [
            [s.x1, s.y1],
            [s.x2, s.y2],
          ],
          color,
          { 'stroke-width': 1.4, 'stroke-opacity': 0.75 },
        );
      if (spec.family) {
        const fam = compile2(spec.family.replace(/\bC\b/g, 'y'));
        for (const C of FAMILY_CONSTANTS.slice(0, 5))
          data.push({
            fn: (scope: { x: number }) => fam(scope.x, C),
            graphType: 'polyline',
            sampler: 'builtIn',
            color: '#0072B2',
            nSamples: 300,
            attr: { 'stroke-width': 1.6, 'stroke-opacity': 0.7 },
          });
      }
      if (spec.through)
        data.push({ fnType: 'points', graphType: 'scatter', points: [spec.through], color: '#0072B2', attr: { r: 5 } });
      break;
    }
    case 'vector-field': {
      const [P, Q] = [compile2(spec.p), compile2(spec.q)];
      for (const a of fieldArrows(P, Q, w, { cols: Math.max(7, cols - 4), aspect }))
        data.push({
          fnType: 'vector',
          graphType: 'polyline',
          offset: [a.x, a.y],
          vector: [a.dx, a.dy],
          color: magnitudeColor(Math.round(a.relative * 5) / 5),
          skipTip: true,
          // an arrowhead in the arrow's colour (function-plot's own marker is grey): see arrowMarkers
          attr: { 'stroke-width': 2, 'marker-end': `url(#${ARROW_MARKER}-${Math.round(a.relative * 5)})` },
        });
      // level curves traced here (function-plot's implicit curves compile strings with eval, which the CSP forbids)
      if (spec.potential) {
        const f = compile2(spec.potential);
        for (const c of levelValues(f, w))
          for (const line of contourLines(f, w, c))
            data.push({
              fnType: 'points',
              graphType: 'polyline',
              points: line,
              color: '#009E73',
              skipTip: true,
              attr: { 'stroke-width': 1.5 },
            });
      }
      if (spec.at) data.push({ fnType: 'points', graphType: 'scatter', points: [spec.at], color: '#1c2127', attr: { r: 5 } });
      break;
    }
    case 'area':
      polygons.push({ points: areaPolygon(compile(spec.f), compile(spec.g), spec.a, spec.b, 300), color });
      break;
    case 'points':
      data.push({ fnType: 'points', graphType: 'scatter', points: spec.points, color, attr: { r: 6 } });
      for (const [x, y] of spec.points)
        data.push({
          graphType: 'text',
          location: [x, y],
          text: label(spec.role),
          // dark text with a white halo, beside the dot (function-plot would brighten the datum's colour)
          attr: {
            fill: '#1c2127',
            dx: 9,
            dy: -9,
            'font-size': 13,
            'paint-order': 'stroke',
            stroke: '#ffffff',
            'stroke-width': 3,
          },
        });
      break;
  }
  return { data, polygons };
}
