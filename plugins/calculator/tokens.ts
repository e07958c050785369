/** What other plugins may use from the calculator. */
import { createToken } from '@lemma/sdk';
import type { CalculatorStore } from './state/CalculatorStore';

export const ICalculator = createToken<CalculatorStore>('calculator.store');
