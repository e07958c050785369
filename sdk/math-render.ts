/**
 * Math rendering components, loaded on first use (MathLive's markup converter is large): render
 * them inside <Suspense>. `MathText` (one LaTeX formula), `MarkdownMath` (Markdown with $…$ math),
 * `StepList` (numbered solution steps with translated rule sentences).
 */
import { lazy } from 'react';

const load = () => import('./components/MathRender');
export const MathText = lazy(() => load().then((m) => ({ default: m.MathText })));
export const MarkdownMath = lazy(() => load().then((m) => ({ default: m.MarkdownMath })));
export const StepList = lazy(() => load().then((m) => ({ default: m.StepList })));
export type { StepView } from './components/MathRender';
