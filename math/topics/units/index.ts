/**
 * The `units` topic (issue #21): unit conversions (length, area, volume, mass, time, speed, temperature) with mathjs
 * units and the unit carried in the answer; percent (what percent, the whole from a percent, percent change), discount,
 * tax and tips, simple and compound interest; ratios, proportions and unit rates; clock time and durations.
 */
import type { Topic, TopicReading } from '../types';
import { taskOf, type Solver } from '../geometry/dispatch';
import { readConvert, solveConvert, verifyConvert } from './convert';
import { readInterest, readPercent, solvePercent, verifyPercent } from './percent';
import { readRatio, solveRatio, verifyRatio } from './ratio';
import { readTime, solveTime, verifyTime } from './time';

const PERCENT: Solver = [solvePercent, verifyPercent];
const RATIO: Solver = [solveRatio, verifyRatio];
const TIME: Solver = [solveTime, verifyTime];
const TASKS: Record<string, Solver> = {
  convert: [solveConvert, verifyConvert],
  'what-percent': PERCENT,
  'percent-whole': PERCENT,
  'percent-change': PERCENT,
  discount: PERCENT,
  tax: PERCENT,
  'simple-interest': PERCENT,
  'compound-interest': PERCENT,
  ratio: RATIO,
  proportion: RATIO,
  'unit-rate': RATIO,
  'time-shift': TIME,
  elapsed: TIME,
};

const task = (r: TopicReading): Solver => taskOf('units', TASKS, r);
const readAll = (q: string): TopicReading | null =>
  readConvert(q) ?? readTime(q) ?? readPercent(q) ?? readInterest(q) ?? readRatio(q);

export const units: Topic = {
  id: 'units',
  level: 1,
  examples: [
    '3 ft in inches',
    'convert 60 mph to km/h',
    'what percent of 80 is 12',
    'What is 45 minutes after 11:30 AM?',
    'simplify the ratio 12:18',
  ],
  read: (q) => {
    // textbook layout: an instruction sentence without numbers, then the exercise ("Find the sale price. A $80 shirt ...")
    // only a pure instruction is dropped: "Find the original price." carries the question and is kept
    const exercise = q.replace(
      /^(?:find|calculate|compute|determine|convert|evaluate|work out|answer)(?: the (?:answer|percent|percentage|sale price|final price|total|result|value|time|interest|simple interest|compound interest|ratio|unit rate))?\s*[.:]\s+(?=\S)/i,
      '',
    );
    return readAll(q) ?? (exercise !== q ? readAll(exercise) : null);
  },
  solve: (r, b) => task(r)[0](r, b),
  verify: (r, a) => task(r)[1](r, a),
};
