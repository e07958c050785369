/**
 * The `series` topic (issue #22, "Series"): convergence of infinite series with the test named (divergence, geometric,
 * p-series, ratio, limit comparison, integral, alternating series; absolute or conditional), sums of the standard
 * and telescoping series, radius and interval of convergence of power series. Checked by partial sums and a scan of the
 * ratio, never by the tests themselves.
 */
import type { Topic } from '../types';
import { readSeries } from './read';
import { solveSeries, termRatio } from './solve';
import { verifySeries } from './verify';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { contains } from '../../ast';

export const series: Topic = {
  id: 'series',
  level: 4,
  examples: [
    'does the series sum 1/n^2 converge',
    'sum of 1/(n(n+1)) from n=1 to infinity',
    'radius of convergence of sum x^n/n!',
  ],
  read(q) {
    const r = readSeries(q);
    if (!r || r.task !== 'sum') return r;
    // a geometric series' sum is the sequences topic's (it shows a/(1 − r))
    const ratio = termRatio(simplify(parse(String(r.params.term))), String(r.params.v));
    return contains(ratio, String(r.params.v)) ? r : null;
  },
  solve: solveSeries,
  verify: verifySeries,
};
