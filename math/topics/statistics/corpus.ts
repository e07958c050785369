/**
 * Corpus of the `statistics` topic: problems in the notation, words and question phrasings students type, plus other
 * languages. Expected answers are recomputed with SymPy by ./check_corpus.py (run `python3 math/topics/statistics/check_corpus.py`).
 * Sources: data sets written for this corpus in the style of OpenStax Introductory Statistics 2e (CC BY 4.0) §2.3–2.7,
 * §4.3, §6.1–6.2 ("written"), or taken from that book where marked "OpenStax".
 */
import type { TopicCorpusItem } from '../corpus';

const W = 'written for the Lemma corpus (CC0), OpenStax Introductory Statistics 2e style';
const OS = 'OpenStax Introductory Statistics 2e (CC BY 4.0)';

export const CORPUS: TopicCorpusItem[] = [
  // mean
  { q: 'mean of 3, 5, 7, 9', task: 'mean', expect: '6', source: W },
  { q: 'Find the mean. 2, 4, 4, 5, 7', task: 'mean', expect: '22/5', source: W },
  { q: 'What is the average of 12, 15, 18 and 21?', task: 'mean', expect: '33/2', source: W },
  { q: 'mean(1.5, 2.5, 3.25)', task: 'mean', expect: '29/12', source: W },
  { q: 'Calculate the arithmetic mean of the data set: 10, 20, 30, 40, 50', task: 'mean', expect: '30', source: W },
  // median
  { q: 'median of 4, 8, 1, 9', task: 'median', expect: '6', source: W },
  { q: 'Find the median. 7, 3, 9, 1, 5', task: 'median', expect: '5', source: W },
  { q: 'What is the median of 1, 1, 2, 6, 6, 9?', task: 'median', expect: '4', source: W },
  { q: 'median(2.5, 3.5, 1)', task: 'median', expect: '5/2', source: W },
  // mode
  { q: 'mode of 1, 2, 2, 3, 4', task: 'mode', expect: '2', source: W },
  { q: 'Find the mode. 5, 7, 5, 9, 7, 1', task: 'mode', expect: '5, 7', source: W },
  { q: 'What is the mode of 1, 2, 3?', task: 'mode', expect: 'no mode', source: W },
  // range
  { q: 'range of 3, 9, 2.5', task: 'range', expect: '13/2', source: W },
  { q: 'Find the range of the data: 12, 45, 7, 30', task: 'range', expect: '38', source: W },
  // several measures
  { q: 'mean, median and mode of 1, 2, 2, 9', task: 'summary', expect: 'mean = 7/2; median = 2; mode = 2', source: W },
  // quartiles, IQR, five-number summary
  { q: 'IQR of 1, 3, 5, 7, 9, 11, 13', task: 'iqr', expect: '8', source: W },
  { q: 'What is the interquartile range of 2, 4, 6, 8, 10, 12?', task: 'iqr', expect: '6', source: W },
  { q: 'first quartile of 1, 2, 3, 4, 5, 6, 7, 8', task: 'q1', expect: '5/2', source: W },
  {
    q: 'five-number summary of 6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49',
    task: 'five-number',
    expect: 'min = 6; Q1 = 15; median = 40; Q3 = 43; max = 49',
    source: `${OS} (the data of the quartile example, Moore-McCabe method)`,
  },
  // variance and standard deviation
  { q: 'sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', task: 'sd', expect: '4*sqrt(14)/7', source: W },
  { q: 'population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', task: 'sd', expect: '2', source: W },
  { q: 'What is the population variance of 2, 4, 4, 4, 5, 5, 7, 9?', task: 'variance', expect: '4', source: W },
  { q: 'var(1, 2, 3, 4)', task: 'variance', expect: '5/3', source: W },
  { q: 'Find the standard deviation. 1, 2, 3, 4', task: 'sd', expect: 'sqrt(15)/3', source: W },
  { q: 'sample variance of 10, 12, 14', task: 'variance', expect: '4', source: W },
  // weighted mean
  { q: 'weighted mean of 80, 90, 70 with weights 2, 3, 5', task: 'weighted-mean', expect: '78', source: W },
  { q: 'Find the weighted average of 3, 4 with weights 1, 3', task: 'weighted-mean', expect: '15/4', source: W },
  { q: 'The scores are 70, 85, 90, 65, 80. Find the mean.', task: 'mean', expect: '78', source: W },
  {
    q: 'Find the mean, median, and mode of the following data: 3, 7, 7, 2, 9',
    task: 'summary',
    expect: 'mean = 28/5; median = 7; mode = 7',
    source: W,
  },
  { q: 'Calculate the population standard deviation for 6, 2, 3, 1', task: 'sd', expect: 'sqrt(14)/2', source: W },
  { q: 'What is the sample variance of the data 4, 6, 8, 10?', task: 'variance', expect: '20/3', source: W },
  { q: 'Find Q1 and Q3 for 2, 5, 7, 9, 12, 15, 18', task: 'summary', expect: 'Q1 = 5; Q3 = 15', source: W },
  { q: 'find the quartiles of 1, 2, 3, 4, 5, 6, 7, 8', task: 'quartiles', expect: 'Q1 = 5/2; Q2 = 9/2; Q3 = 13/2', source: W },
  {
    q: 'Find the range and the interquartile range of 3, 5, 8, 10, 14, 20',
    task: 'summary',
    expect: 'range = 17; IQR = 9',
    source: W,
  },
  { q: 'mean of -2, 4, 0.5', task: 'mean', expect: '5/6', source: W },
  { q: 'mode of 4, 4, 5, 5, 6', task: 'mode', expect: '4, 5', source: W },
  { q: 'what is the standard deviation of the numbers 4, 8, 15, 16, 23, 42', task: 'sd', expect: 'sqrt(182)', source: W },
  // data sets from public worked examples (not written for this corpus; the questions are rephrased)
  {
    q: 'Compute the mean of the sample 7, 4, 9, 8, 2, 3, 2',
    task: 'mean',
    expect: '5',
    source:
      'https://www.numerade.com/ask/question/45-the-following-set-of-data-is-from-a-sample-of-n7-with-7-4-9-8-2-3-2-g-compute-the-mean-median-and-mode-h-compute-the-range-variance-standard-deviation-and-coefficient-of-variation-i-describe-the-sh/ (data set)',
  },
  {
    q: 'median of 7, 4, 9, 8, 2, 3, 2',
    task: 'median',
    expect: '4',
    source:
      'https://www.numerade.com/ask/question/45-the-following-set-of-data-is-from-a-sample-of-n7-with-7-4-9-8-2-3-2-g-compute-the-mean-median-and-mode-h-compute-the-range-variance-standard-deviation-and-coefficient-of-variation-i-describe-the-sh/ (data set)',
  },
  {
    q: 'What is the sample standard deviation of 7, 4, 9, 8, 2, 3, 2?',
    task: 'sd',
    expect: 'sqrt(78)/3',
    source:
      'https://www.numerade.com/ask/question/45-the-following-set-of-data-is-from-a-sample-of-n7-with-7-4-9-8-2-3-2-g-compute-the-mean-median-and-mode-h-compute-the-range-variance-standard-deviation-and-coefficient-of-variation-i-describe-the-sh/ (data set)',
  },
  {
    q: 'mean of {2, 3, 30, 14, -1}',
    task: 'mean',
    expect: '48/5',
    source: 'http://www.sparknotes.com/math/algebra1/graphingdata/section1/ (examples)',
  },
  {
    q: 'Find the median of {1, 2, 3, 4, 6, 10}',
    task: 'median',
    expect: '7/2',
    source: 'http://www.sparknotes.com/math/algebra1/graphingdata/section1/ (examples)',
  },
  {
    q: 'What are the modes of {1, 2, 2, 3, 3, 4}?',
    task: 'mode',
    expect: '2, 3',
    source: 'http://www.sparknotes.com/math/algebra1/graphingdata/section1/ (examples)',
  },
  {
    q: 'mode of 10, 10, 10, 11, 11, 11, 12, 12, 12, 13, 13',
    task: 'mode',
    expect: '10, 11, 12',
    source: 'http://www.sparknotes.com/math/algebra1/graphingdata/section1/ (examples)',
  },
  {
    q: 'range of {9, 15, -2}',
    task: 'range',
    expect: '17',
    source: 'http://www.sparknotes.com/math/algebra1/graphingdata/section1/ (examples)',
  },
  {
    q: 'Find the mean. 23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16',
    task: 'mean',
    expect: '722/33',
    source:
      'https://solvely.ai/homework/648591706-the-data-set-below-contains-the-number-of-partners-in-a-cohort-of-rising-accounting-firms (data set; its worked answer 691/33 is a miscount — SymPy: 722/33)',
  },
  {
    q: 'median of 23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16',
    task: 'median',
    expect: '21',
    source:
      'https://solvely.ai/homework/648591706-the-data-set-below-contains-the-number-of-partners-in-a-cohort-of-rising-accounting-firms (data set; its worked answer 22 comes from a mis-sorted list — SymPy: 21)',
  },
  {
    q: 'Find the mean, median, and mode of 29 37 37 37 37 39 39 41 42 43 44 45 46 47 49 51 51 52 53 59',
    task: 'summary',
    expect: 'mean = 439/10; median = 87/2; mode = 37',
    source: 'https://wizedu.com/questions/82314/find-the-mean-median-and-mode-of-the-following (data set)',
  },
  // binomial
  { q: 'P(X <= 2) for X ~ B(10, 0.3)', task: 'binomial', expect: '0.3827827864', source: W },
  { q: 'binompdf(10, 0.5, 3)', task: 'binomial', expect: '0.1171875', source: W },
  {
    q: 'What is the probability of exactly 3 successes in 10 trials with p = 0.2?',
    task: 'binomial',
    expect: '0.201326592',
    source: W,
  },
  { q: 'binomcdf(5, 1/2, 2)', task: 'binomial', expect: '1/2', source: W },
  { q: 'mean of a binomial distribution with n = 20 and p = 0.4', task: 'binomial-moments', expect: '8', source: W },
  { q: 'probability of getting 2 heads in 3 tosses of a biased coin with p = 0.6', task: 'binomial', expect: '0.432', source: W },
  {
    q: 'A biased coin with P(heads) = 0.7 is tossed 4 times. What is the probability of exactly 3 heads?',
    task: 'binomial',
    expect: '0.4116',
    source: W,
  },
  {
    q: 'A biased coin with probability of heads 1/3 is flipped 3 times. Find the probability of at least one tail.',
    task: 'binomial',
    expect: '26/27',
    source: W,
  },
  // Poisson
  { q: 'poissonpdf(3, 2)', task: 'poisson', expect: '0.2240', source: W },
  { q: 'Poisson distribution with λ = 3, P(X >= 2)', task: 'poisson', expect: '0.8009', source: W },
  // normal
  { q: 'P(Z < 1.96)', task: 'normal', expect: '0.9750', source: W },
  { q: 'P(-1 < Z < 1)', task: 'normal', expect: '0.6827', source: W },
  { q: 'normalcdf(85, 115, 100, 15)', task: 'normal', expect: '0.6827', source: W },
  {
    q: 'A normal distribution has mean 100 and standard deviation 15. Find P(X > 130)',
    task: 'normal',
    expect: '0.0228',
    source: W,
  },
  { q: 'X ~ N(50, 10^2). Find P(X < 65)', task: 'normal', expect: '0.9332', source: W },
  {
    q: 'X ~ N(μ = 50, σ = 10). Find P(X < 65)',
    task: 'normal',
    expect: '0.9332',
    source: `${OS} notation X ~ N(μ, σ), written with the names`,
  },
  { q: 'invNorm(0.95)', task: 'normal-inverse', expect: '1.6449', source: W },
  {
    q: '90th percentile of a normal distribution with mean 100 and standard deviation 15',
    task: 'normal-inverse',
    expect: '119.2233',
    source: W,
  },
  { q: 'z-score of 85 with mean 70 and standard deviation 10', task: 'z-score', expect: '3/2', source: W },
  { q: 'Find the z-score for x = 62, μ = 70, σ = 4', task: 'z-score', expect: '-2', source: W },
  { q: 'P(X < 2) if X ~ Poisson(4)', task: 'poisson', expect: '0.0916', source: W },
  { q: 'X ~ Bin(8, 0.25). Find P(X >= 2)', task: 'binomial', expect: '0.6329193115234375', source: W },
  { q: 'P(X=3) binomial n=5 p=0.5', task: 'binomial', expect: '0.3125', source: W },
  { q: 'Find P(X > 2) where X is binomial with n = 6 and p = 0.4', task: 'binomial', expect: '0.45568', source: W },
  {
    q: 'If X is normally distributed with mean 70 and standard deviation 8, what is the probability that X is less than 60?',
    task: 'normal',
    expect: '0.1056',
    source: W,
  },
  { q: 'Given a normal distribution with μ = 50 and σ = 5, find P(45 < X < 55)', task: 'normal', expect: '0.6827', source: W },
  {
    q: 'Find the probability that a standard normal variable is between -1.96 and 1.96',
    task: 'normal',
    expect: '0.9500',
    source: W,
  },
  { q: 'P(Z > 2.33)', task: 'normal', expect: '0.0099', source: W },
  { q: 'Find the z-score such that the area to the left is 0.975', task: 'normal-inverse', expect: '1.9600', source: W },
  { q: 'What z-score corresponds to the 90th percentile?', task: 'normal-inverse', expect: '1.2816', source: W },
  { q: 'The mean is 100 and the standard deviation is 15. What is the z-score of 130?', task: 'z-score', expect: '2', source: W },
  { q: 'compute the z score for a value of 120 with mean 100 and sd 15', task: 'z-score', expect: '4/3', source: W },
  // uniform, exponential, expected value
  { q: 'X ~ U(0, 10), find P(X < 3)', task: 'uniform', expect: '3/10', source: W },
  { q: 'X is uniformly distributed between 2 and 8. Find P(3 < X < 5)', task: 'uniform', expect: '1/3', source: W },
  { q: 'exponential distribution with mean 2, P(X > 3)', task: 'exponential', expect: '0.2231', source: W },
  { q: 'X ~ Exp(0.5), P(X < 2)', task: 'exponential', expect: '0.6321', source: W },
  {
    q: 'expected value of X with values 1, 2, 3 and probabilities 0.2, 0.5, 0.3',
    task: 'expected-value',
    expect: '21/10',
    source: W,
  },
  { q: 'Find E(X) if x = 0, 1, 2 with probabilities 1/4, 1/2, 1/4', task: 'expected-value', expect: '1', source: W },
  // confidence intervals
  {
    q: '95% confidence interval for the mean with x̄ = 50, s = 8, n = 36',
    task: 'ci-mean',
    expect: '(47.2932, 52.7068)',
    source: W,
  },
  {
    q: 'Construct a 90% confidence interval for the population mean: sample mean 23.5, σ = 4, n = 40',
    task: 'ci-mean',
    expect: '(22.4597, 24.5403)',
    source: W,
  },
  {
    q: '95% confidence interval for a proportion with 45 successes out of 100',
    task: 'ci-proportion',
    expect: '(0.3525, 0.5475)',
    source: W,
  },
  {
    q: '99% confidence interval for the proportion, p̂ = 0.6, n = 200',
    task: 'ci-proportion',
    expect: '(0.5108, 0.6892)',
    source: W,
  },
  // critical values
  { q: 'What is the critical value z* for 95% confidence?', task: 'normal-inverse', expect: '1.9600', source: W },
  { q: 'z critical value for 90% confidence', task: 'normal-inverse', expect: '1.6449', source: W },
  { q: 't critical value for 95% confidence with 10 degrees of freedom', task: 't-critical', expect: '2.2281', source: W },
  { q: 'Find t* for a 99% confidence interval with df = 24', task: 't-critical', expect: '2.7969', source: W },
  {
    q: 'Find the test statistic and p-value: H0: μ = 50, Ha: μ > 50, x̄ = 52, σ = 5, n = 25',
    task: 'test-mean',
    expect: 'z = 2.0000; p-value = 0.0228; reject H0',
    source: W,
  },
  // hypothesis tests
  {
    q: 'test H0: μ = 50 against Ha: μ > 50 with x̄ = 52, σ = 5, n = 25 at α = 0.05',
    task: 'test-mean',
    expect: 'z = 2.0000; p-value = 0.0228; reject H0',
    source: W,
  },
  {
    q: 'H0: p = 0.5, Ha: p ≠ 0.5, 60 successes in 100 trials',
    task: 'test-proportion',
    expect: 'z = 2.0000; p-value = 0.0455; reject H0',
    source: W,
  },
  {
    q: 'H0: μ = 100, Ha: μ < 100, x̄ = 97, s = 10, n = 30, α = 0.01',
    task: 'test-mean',
    expect: 't = -1.6432; p-value = 0.0556; fail to reject H0',
    source: W,
  },
  { q: 'X is uniformly distributed on [0, 20]. Find P(X > 15)', task: 'uniform', expect: '1/4', source: W },
  { q: 'X ~ U(1, 5). P(2 < X < 4)', task: 'uniform', expect: '1/2', source: W },
  {
    q: 'The waiting time is uniformly distributed between 0 and 15 minutes. Find the probability of waiting less than 6 minutes',
    task: 'uniform',
    expect: '2/5',
    source: W,
  },
  {
    q: 'The time between arrivals is exponential with a mean of 10 minutes. Find P(X < 5)',
    task: 'exponential',
    expect: '0.3935',
    source: W,
  },
  { q: 'exponential distribution with λ = 0.2, find P(X > 10)', task: 'exponential', expect: '0.1353', source: W },
  {
    q: 'The lifetime of a battery is exponentially distributed with a mean of 5 years. What is the probability that it lasts more than 8 years?',
    task: 'exponential',
    expect: '0.2019',
    source: W,
  },
  {
    q: 'Find the expected value: x = 10, 20, 30 with probabilities 0.5, 0.3, 0.2',
    task: 'expected-value',
    expect: '17',
    source: W,
  },
  { q: 'E(X) for values 0, 1, 2, 3 with probabilities 0.1, 0.3, 0.4, 0.2', task: 'expected-value', expect: '17/10', source: W },
  {
    q: 'Find a 95% confidence interval for the mean if x̄ = 72, σ = 6, n = 50',
    task: 'ci-mean',
    expect: '(70.3369, 73.6631)',
    source: W,
  },
  {
    q: 'Construct a 99% confidence interval for μ with sample mean 15.2, sample standard deviation 2.1, n = 25',
    task: 'ci-mean',
    expect: '(14.0253, 16.3747)',
    source: W,
  },
  {
    q: '90% confidence interval for the population proportion: 120 out of 400',
    task: 'ci-proportion',
    expect: '(0.2623, 0.3377)',
    source: W,
  },
  {
    q: 'Find a 95% confidence interval for a proportion with p̂ = 0.3 and n = 500',
    task: 'ci-proportion',
    expect: '(0.2598, 0.3402)',
    source: W,
  },
  {
    q: 'H0: μ = 20, Ha: μ ≠ 20, x̄ = 21.5, σ = 4, n = 64, α = 0.05',
    task: 'test-mean',
    expect: 'z = 3.0000; p-value = 0.0027; reject H0',
    source: W,
  },
  {
    q: 'Test H0: p = 0.4 vs Ha: p > 0.4 with 90 successes out of 200 at the 5% level',
    task: 'test-proportion',
    expect: 'z = 1.4434; p-value = 0.0745; fail to reject H0',
    source: W,
  },
  {
    q: 'H0: μ = 12, Ha: μ > 12, x̄ = 12.8, s = 2, n = 16, α = 0.05',
    task: 'test-mean',
    expect: 't = 1.6000; p-value = 0.0652; fail to reject H0',
    source: W,
  },
  {
    q: 'The heights of adult men are normally distributed with a mean of 70 inches and a standard deviation of 3 inches. What proportion are taller than 76 inches?',
    task: 'normal',
    expect: '0.0228',
    source: W,
  },
  {
    q: 'Test scores are normally distributed with a mean of 500 and a standard deviation of 100. What is the probability that a score is between 400 and 650?',
    task: 'normal',
    expect: '0.7745',
    source: W,
  },
  {
    q: 'IQ scores are normally distributed with mean 100 and standard deviation 15. Find the probability that a randomly selected person has an IQ above 130.',
    task: 'normal',
    expect: '0.0228',
    source: W,
  },
  // other languages
  { q: 'media de 3, 5, 7, 9', lang: 'es', task: 'mean', expect: '6', source: W },
  { q: 'mediana de 4, 8, 1, 9', lang: 'es', task: 'median', expect: '6', source: W },
  { q: 'Mittelwert von 3, 5, 7, 9', lang: 'de', task: 'mean', expect: '6', source: W },
  { q: 'Median von 7, 3, 9, 1, 5', lang: 'de', task: 'median', expect: '5', source: W },
  { q: 'moyenne de 2, 4, 4, 5, 7', lang: 'fr', task: 'mean', expect: '22/5', source: W },
  { q: 'écart type de 1, 2, 3, 4', lang: 'fr', task: 'sd', expect: 'sqrt(15)/3', source: W },
  { q: 'среднее 3, 5, 7, 9', lang: 'ru', task: 'mean', expect: '6', source: W },
  { q: '3, 5, 7, 9 的平均数', lang: 'zh-CN', task: 'mean', expect: '6', source: W },
  { q: 'Calcola la media di 3, 5, 7', lang: 'it', task: 'mean', expect: '5', source: W },
  { q: 'Qual é a mediana de 4, 8, 1, 9?', lang: 'pt', task: 'median', expect: '6', source: W },
  { q: 'Bereken het gemiddelde van 3, 5, 7', lang: 'nl', task: 'mean', expect: '5', source: W },
  { q: '3, 5, 7 sayılarının ortalaması', lang: 'tr', task: 'mean', expect: '5', source: W },
  { q: '3, 5, 7 の平均値を求めよ', lang: 'ja', task: 'mean', expect: '5', source: W },
  { q: '4, 8, 1, 9의 중앙값', lang: 'ko', task: 'median', expect: '6', source: W },
  { q: 'الوسط الحسابي للأعداد 3, 5, 7', lang: 'ar', task: 'mean', expect: '5', source: W },
  { q: '3, 5, 7 का माध्य ज्ञात कीजिए', lang: 'hi', task: 'mean', expect: '5', source: W },
  { q: '1, 2, 3, 4 的標準差', lang: 'zh-TW', task: 'sd', expect: 'sqrt(15)/3', source: W },
  { q: 'varianza muestral de 1, 2, 3, 4', lang: 'es', task: 'variance', expect: '5/3', source: W },
  { q: 'Interquartilsabstand von 1, 3, 5, 7, 9, 11, 13', lang: 'de', task: 'iqr', expect: '8', source: W },
  { q: 'Hitung rata-rata dari 3, 5, 7', lang: 'id', task: 'mean', expect: '5', source: W },
  { q: 'медіана 4, 8, 1, 9', lang: 'uk', task: 'median', expect: '6', source: W },
  { q: 'Beräkna medelvärdet av 3, 5, 7', lang: 'sv', task: 'mean', expect: '5', source: W },
];
