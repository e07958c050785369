/**
 * Corpus of the `probability` topic: counting notations and phrasings, coins, dice, cards, urns and events, plus other
 * languages. Expected answers are recomputed with SymPy by ../statistics/check_corpus.py. Sources: classic textbook
 * exercises in the style of OpenStax College Algebra 2e §13.5–13.7 and Introductory Statistics 2e ch. 3 (CC BY 4.0),
 * written for this corpus unless marked.
 */
import type { TopicCorpusItem } from '../corpus';

const W = 'written for the Lemma corpus (CC0), OpenStax College Algebra 2e §13.5–13.7 / Introductory Statistics 2e ch. 3 style';
const ISSUE = 'issue #21 (the questions students typed)';

export const CORPUS: TopicCorpusItem[] = [
  // combinations
  { q: '9 choose 4', task: 'combinations', expect: '126', source: ISSUE },
  { q: 'C(9,4)', task: 'combinations', expect: '126', source: W },
  { q: '9C4', task: 'combinations', expect: '126', source: W },
  { q: 'nCr(9,4)', task: 'combinations', expect: '126', source: W },
  { q: 'What is 10 choose 3?', task: 'combinations', expect: '120', source: W },
  { q: 'how many ways to choose 4 from 9', task: 'combinations', expect: '126', source: W },
  { q: 'How many ways can 3 people be chosen from 10 people?', task: 'combinations', expect: '120', source: W },
  { q: 'C(52, 5)', task: 'combinations', expect: '2598960', source: W },
  // permutations
  { q: 'P(6,2)', task: 'permutations', expect: '30', source: W },
  { q: '6P2', task: 'permutations', expect: '30', source: W },
  { q: 'nPr(10, 3)', task: 'permutations', expect: '720', source: W },
  // arrangements
  { q: 'how many ways to arrange 6 books', task: 'arrangements', expect: '720', source: ISSUE },
  { q: 'How many ways can 6 books be arranged on a shelf?', task: 'arrangements', expect: '720', source: W },
  { q: 'In how many ways can 5 students line up?', task: 'arrangements', expect: '120', source: W },
  { q: '7 factorial', task: 'factorial', expect: '5040', source: W },
  { q: 'arrangements of the letters of MISSISSIPPI', task: 'word-arrangements', expect: '34650', source: W },
  { q: 'How many distinct arrangements of the letters in BANANA?', task: 'word-arrangements', expect: '60', source: W },
  { q: 'how many ways can a committee of 3 be chosen from 8 people', task: 'combinations', expect: '56', source: W },
  { q: 'How many committees of 4 can be formed from 12 people?', task: 'combinations', expect: '495', source: W },
  { q: 'In how many ways can 4 books be selected from 10?', task: 'combinations', expect: '210', source: W },
  { q: 'How many 5-card hands are possible from a standard deck?', task: 'combinations', expect: '2598960', source: W },
  { q: 'the number of combinations of 10 items taken 2 at a time', task: 'combinations', expect: '45', source: W },
  { q: '10C0', task: 'combinations', expect: '1', source: W },
  { q: 'nPr(5,3)', task: 'permutations', expect: '60', source: W },
  { q: '5P3', task: 'permutations', expect: '60', source: W },
  { q: 'permutations of 5 taken 3 at a time', task: 'permutations', expect: '60', source: W },
  { q: 'Find the number of permutations of 8 objects taken 3 at a time', task: 'permutations', expect: '336', source: W },
  { q: 'What is 6!', task: 'factorial', expect: '720', source: W },
  { q: 'how many ways to arrange the letters in the word APPLE', task: 'word-arrangements', expect: '60', source: W },
  { q: 'how many ways can the letters of the word MATH be arranged', task: 'word-arrangements', expect: '24', source: W },
  // coins
  { q: 'probability of two heads in three coin tosses', task: 'coins', expect: '3/8', source: ISSUE },
  { q: 'What is the probability of getting exactly 2 heads when 3 coins are tossed?', task: 'coins', expect: '3/8', source: W },
  { q: 'probability of at least one head in 4 tosses', task: 'coins', expect: '15/16', source: W },
  { q: 'If you flip a coin 5 times, what is the probability of getting all heads?', task: 'coins', expect: '1/32', source: W },
  // dice
  { q: 'probability of a sum of 7 with two dice', task: 'dice', expect: '1/6', source: W },
  { q: 'What is the probability of rolling a sum of 8 when two dice are rolled?', task: 'dice', expect: '5/36', source: W },
  { q: 'probability of rolling a 6', task: 'dice', expect: '1/6', source: W },
  { q: 'probability of at least one 6 in 4 rolls', task: 'dice', expect: '671/1296', source: W },
  { q: 'probability of rolling doubles with two dice', task: 'dice', expect: '1/6', source: W },
  { q: 'probability of rolling an even number on a die', task: 'dice', expect: '1/2', source: W },
  // cards
  { q: 'probability of drawing an ace from a standard deck of 52 cards', task: 'cards', expect: '1/13', source: W },
  { q: 'What is the probability of drawing a red king from a deck of cards?', task: 'cards', expect: '1/26', source: W },
  { q: 'probability of drawing two aces without replacement from a standard deck of cards', task: 'cards', expect: '1/221', source: W },
  { q: 'probability of drawing a heart or a king from a deck of cards', task: 'cards', expect: '4/13', source: W },
  { q: 'probability of drawing two aces with replacement from a standard deck of cards', task: 'cards', expect: '1/169', source: W },
  // urns
  { q: 'A bag contains 5 red and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?', task: 'urn', expect: '5/14', source: W },
  { q: 'A bag has 4 red and 6 green balls. One ball is drawn. Probability of a green ball?', task: 'urn', expect: '3/5', source: W },
  // events
  { q: 'P(A) = 0.3, P(B) = 0.5, P(A and B) = 0.1, find P(A or B)', task: 'events', expect: '7/10', source: W },
  { q: 'P(A and B) = 0.2, P(B) = 0.5, find P(A|B)', task: 'events', expect: '2/5', source: W },
  { q: 'P(A) = 0.35, find P(not A)', task: 'events', expect: '13/20', source: W },
  { q: 'A and B are independent, P(A) = 0.3, P(B) = 0.4, find P(A and B)', task: 'events', expect: '3/25', source: W },
  { q: 'P(A) = 0.4, P(B) = 0.5, P(A and B) = 0.2. Are A and B independent?', task: 'events', expect: 'true', source: W },
  { q: 'P(A) = 0.3, P(B) = 0.5, P(A and B) = 0.2. Are A and B independent?', task: 'events', expect: 'false', source: W },
  { q: 'What is the probability of rolling a number greater than 4 on a die?', task: 'dice', expect: '1/3', source: W },
  { q: 'Two dice are rolled. What is the probability that the sum is greater than 9?', task: 'dice', expect: '1/6', source: W },
  { q: 'what is the probability of getting a sum of 10 when rolling two dice', task: 'dice', expect: '1/12', source: W },
  { q: 'probability of getting a sum less than 5 with two dice', task: 'dice', expect: '1/6', source: W },
  { q: 'A coin is tossed 4 times. What is the probability of getting exactly 3 tails?', task: 'coins', expect: '1/4', source: W },
  { q: 'What is the probability of getting heads when flipping a coin?', task: 'coins', expect: '1/2', source: W },
  { q: 'probability of getting at least 2 heads in 5 coin flips', task: 'coins', expect: '13/16', source: W },
  { q: 'probability of at most 1 head in 4 tosses', task: 'coins', expect: '5/16', source: W },
  { q: 'A card is drawn from a standard deck. What is the probability that it is a queen?', task: 'cards', expect: '1/13', source: W },
  { q: 'probability of drawing a face card from a deck of cards', task: 'cards', expect: '3/13', source: W },
  { q: 'Two cards are drawn without replacement from a standard deck. What is the probability that both are hearts?', task: 'cards', expect: '1/17', source: W },
  { q: 'probability of drawing a heart then a king without replacement', task: 'cards', expect: '1/52', source: W },
  { q: 'What is the probability of drawing a king and then a queen without replacement from a standard deck?', task: 'cards', expect: '4/663', source: W },
  { q: 'A jar contains 3 red, 5 green and 2 blue marbles. One marble is drawn at random. What is the probability it is green?', task: 'urn', expect: '1/2', source: W },
  { q: 'An urn has 6 white and 4 black balls. Two balls are drawn with replacement. What is the probability that both are black?', task: 'urn', expect: '4/25', source: W },
  { q: 'A bag contains 4 red and 6 blue balls. Two balls are drawn without replacement. Find the probability of one red and one blue.', task: 'urn', expect: '8/15', source: W },
  { q: 'If P(A) = 0.6 and P(B) = 0.3 and A and B are independent, find P(A and B)', task: 'events', expect: '9/50', source: W },
  { q: 'P(A) = 1/3, P(B) = 1/4, A and B are mutually exclusive. Find P(A or B)', task: 'events', expect: '7/12', source: W },
  { q: 'Find P(B|A) if P(A) = 0.5 and P(A and B) = 0.2', task: 'events', expect: '2/5', source: W },
  // other languages
  { q: '9 sobre 4', lang: 'es', task: 'combinations', expect: '126', source: W },
  { q: 'combinaciones de 9 tomados de 4 en 4', lang: 'es', task: 'combinations', expect: '126', source: W },
  { q: '9 über 4', lang: 'de', task: 'combinations', expect: '126', source: W },
  { q: 'Wahrscheinlichkeit für 2 Köpfe bei 3 Münzwürfen', lang: 'de', task: 'coins', expect: '3/8', source: W },
  { q: 'probabilité d\'obtenir une somme de 7 avec deux dés', lang: 'fr', task: 'dice', expect: '1/6', source: W },
  { q: 'combinaisons de 4 parmi 9', lang: 'fr', task: 'combinations', expect: '126', source: W },
  { q: 'число сочетаний из 9 по 4', lang: 'ru', task: 'combinations', expect: '126', source: W },
  { q: '从9个中选4个的组合数', lang: 'zh-CN', task: 'combinations', expect: '126', source: W },
];
