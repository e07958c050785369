/**
 * Math rendering components: `MathText` (one LaTeX formula), `MarkdownMath` (Markdown with $…$
 * math), `StepList` (numbered solution steps with translated rule sentences). Formulas are MathML
 * drawn by the browser when the converter knows them; the rest loads MathLive on first use, so
 * render these inside <Suspense> (see ./components/MathView.tsx).
 */
export { MathText, MarkdownMath, StepList, type StepView } from './components/MathView';
