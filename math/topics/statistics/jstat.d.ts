/**
 * Minimal types for the parts of jStat 1.9 (https://github.com/jstat/jstat, MIT) the statistics and probability
 * topics use: distribution functions and a few descriptive statistics on plain number arrays.
 */
declare module 'jstat' {
  interface ContinuousDist {
    pdf(x: number, ...params: number[]): number;
    cdf(x: number, ...params: number[]): number;
    inv(p: number, ...params: number[]): number;
    mean(...params: number[]): number;
    variance(...params: number[]): number;
  }
  interface DiscreteDist {
    pdf(k: number, ...params: number[]): number;
    cdf(k: number, ...params: number[]): number;
  }
  interface JStatStatic {
    normal: ContinuousDist;
    studentt: ContinuousDist;
    uniform: ContinuousDist;
    exponential: ContinuousDist;
    binomial: DiscreteDist;
    poisson: DiscreteDist;
    mean(xs: number[]): number;
    median(xs: number[]): number;
    mode(xs: number[]): number | number[];
    range(xs: number[]): number;
    variance(xs: number[], sample?: boolean): number;
    stdev(xs: number[], sample?: boolean): number;
    sum(xs: number[]): number;
    combination(n: number, k: number): number;
    permutation(n: number, k: number): number;
    factorial(n: number): number;
    normalci(value: number, alpha: number, sd: number, n: number): [number, number];
    tci(value: number, alpha: number, sd: number, n: number): [number, number];
    zscore(value: number, mean: number, sd: number): number;
    ztest(z: number, sides: number): number;
    ttest(t: number, n: number, sides: number): number;
  }
  const jStat: JStatStatic;
  export default jStat;
}
