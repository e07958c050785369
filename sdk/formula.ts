/** The formula editor, loaded on first use (MathLive is large): render it inside <Suspense>. */
import { lazy } from 'react';

export const FormulaEditor = lazy(() => import('./components/FormulaEditor').then((m) => ({ default: m.FormulaEditor })));
