/**
 * The formula editor. The component itself is light; MathLive (large) and the keyboard panel load
 * when first needed (see ./components/FormulaEditor.tsx). Render it inside <Suspense>, as its
 * keyboard panel suspends while it loads.
 */
export { FormulaEditor } from './components/FormulaEditor';
