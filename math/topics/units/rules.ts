/**
 * Step rules and knowledge points of the `units` topic (unit conversion, percent, money, interest, ratios, clock time),
 * merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and math/knowledge.ts. English source text with `{param}`
 * placeholders (the params are LaTeX); translations in ./i18n/<locale>.json. Methods as in OpenStax Prealgebra 2e
 * ch. 5–7 (CC BY 4.0).
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const UNITS_RULES = {
  'conversion-factor': { kp: 'units.conversion', grade: 2, en: 'Use the conversion factor {factor}.' },
  'multiply-by-factor': { kp: 'units.conversion', grade: 2, en: 'Multiply the quantity by the conversion factor: {eq}.' },
  'temperature-formula': {
    kp: 'units.temperature',
    grade: 2,
    en: 'Temperature scales have different zeros, so use the formula {formula}.',
  },
  'percent-of-whole': { kp: 'percent.part-whole', grade: 2, en: 'Divide the part by the whole and multiply by 100%: {eq}.' },
  'percent-equation': {
    kp: 'percent.part-whole',
    grade: 2,
    en: 'Write the percent equation {eq} and divide by the percent: {sol}.',
  },
  'percent-change-formula': { kp: 'percent.change', grade: 2, en: 'Percent change = (new − old) ÷ old × 100%: {eq}.' },
  'subtract-discount': { kp: 'percent.discount-tax', grade: 2, en: 'Subtract the discount from the original price: {eq}.' },
  'add-tax': { kp: 'percent.discount-tax', grade: 2, en: 'Add the tax (or tip) to the price: {eq}.' },
  'simple-interest-formula': { kp: 'percent.interest', grade: 2, en: 'Simple interest is principal × rate × time: {eq}.' },
  'add-interest': { kp: 'percent.interest', grade: 2, en: 'Add the interest to the principal: {eq}.' },
  'compound-interest-formula': { kp: 'percent.interest', grade: 3, en: 'Compound interest: A = P(1 + r/n)^(nt), so {eq}.' },
  'interest-from-amount': { kp: 'percent.interest', grade: 3, en: 'The interest is the final amount minus the principal: {eq}.' },
  'clear-ratio-decimals': { kp: 'ratios.simplify', grade: 2, en: 'Multiply every term by {k} to make them whole numbers.' },
  'simplify-ratio': { kp: 'ratios.simplify', grade: 2, en: 'Divide every term by their greatest common factor, {g}.' },
  'cross-multiply': { kp: 'ratios.proportions', grade: 2, en: 'In a proportion the cross products are equal: {eq}.' },
  'unit-rate-divide': { kp: 'ratios.unit-rate', grade: 2, en: 'Divide to find the amount for one unit: {eq}.' },
  'split-duration': { kp: 'time.clock', grade: 1, en: 'Write the duration in hours and minutes: {d}.' },
  'add-time': { kp: 'time.clock', grade: 1, en: 'Add the hours, then the minutes, carrying 60 minutes into an hour: {eq}.' },
  'subtract-time': {
    kp: 'time.clock',
    grade: 1,
    en: 'Subtract the hours, then the minutes, borrowing 60 minutes from an hour: {eq}.',
  },
  'elapsed-time': { kp: 'time.elapsed', grade: 1, en: 'Count the minutes from the start to the end: {eq}.' },
} as const satisfies TopicRules;

export const UNITS_KNOWLEDGE = {
  'units.conversion': 'Converting units',
  'units.temperature': 'Temperature scales',
  'percent.part-whole': 'Percent, part and whole',
  'percent.change': 'Percent increase and decrease',
  'percent.discount-tax': 'Discounts, tax and tips',
  'percent.interest': 'Simple and compound interest',
  'ratios.simplify': 'Simplifying ratios',
  'ratios.proportions': 'Proportions',
  'ratios.unit-rate': 'Unit rates',
  'time.clock': 'Telling and adding time',
  'time.elapsed': 'Elapsed time',
} as const satisfies TopicKnowledge;
