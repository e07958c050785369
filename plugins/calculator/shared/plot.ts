/** Functions worth plotting from a calculator result: f for most models, f and f' for derivatives. */
import type { ComputeResult } from '@lemma/math';

export interface PlotFunction {
  expression: string;
  latex: string;
}

const hasVariable = (text: string, v: string) => new RegExp(`(^|[^A-Za-z])${v}([^A-Za-z]|$)`).test(text);

export function plotFunctions(
  r: Pick<ComputeResult, 'model' | 'inputText' | 'simplifyResultText' | 'inputLatex' | 'simplifyResult'>,
  variable = 'x',
): PlotFunction[] {
  const asX = (s: string) =>
    variable === 'x' ? s : s.replace(new RegExp(`(^|[^A-Za-z])${variable}(?=[^A-Za-z]|$)`, 'g'), '$1x');
  const out: PlotFunction[] = [];
  if (r.model === 'FUNCTION_SOLVE') {
    for (const side of r.inputText.split('='))
      if (hasVariable(side, variable)) out.push({ expression: asX(side.trim()), latex: asX(side.trim()) });
    return out;
  }
  if (hasVariable(r.inputText, variable) && !/[<>=]/.test(r.inputText))
    out.push({ expression: asX(r.inputText), latex: r.inputLatex });
  if (r.model === 'DERIVATIVE' && hasVariable(r.simplifyResultText, variable))
    out.push({ expression: asX(r.simplifyResultText), latex: r.simplifyResult });
  return out;
}
