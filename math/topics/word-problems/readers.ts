/** The readers of every kind of story, in the order they are tried (the first that accounts for the story wins). */
import type { TopicReading } from '../types';
import { readMotion } from './motion';
import { readAges, readRatioTotal, readTimesAsMany } from './compare';
import { readConsecutive, readSumDifference } from './numbers';
import { readMixture, readUnitRate, readWork } from './rates';
import { readInterestStory, readPercentChange, readPercentOf, readPriceChange } from './money';
import { readConversionStory, readShape } from './measure';
import { readChange } from './change';
import { readCounts } from './counts';

export const READERS: ((q: string) => TopicReading | null)[] = [
  readMotion,
  readTimesAsMany,
  readRatioTotal,
  readAges,
  readSumDifference,
  readConsecutive,
  readWork,
  readMixture,
  readUnitRate,
  readPriceChange,
  readPercentOf,
  readPercentChange,
  readInterestStory,
  readShape,
  readConversionStory,
  readChange,
  readCounts,
];
