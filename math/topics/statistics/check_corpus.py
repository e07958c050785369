#!/usr/bin/env python3
"""Checks the expected answers of the statistics and probability corpora with SymPy (1.14), independently of the
TypeScript solver: every question of math/topics/statistics/corpus.ts and math/topics/probability/corpus.ts has its own
SymPy computation here (keyed by the question text), and the script compares it with the item's `expect`.

Run: python3 math/topics/statistics/check_corpus.py   (exit status 1 when an expectation is wrong or unchecked)
"""
import os
import re
import sys
from itertools import product

from sympy import Rational as Q, binomial, factorial, sqrt, exp, nsimplify, sympify, Symbol, nsolve, N, erf
from sympy.stats import Normal, Binomial, StudentT, P, cdf, E as Ex, Uniform, Exponential, Die
from sympy.stats import FiniteRV

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def items(path):
    """(q, lang, task, expect) tuples read from a corpus.ts file."""
    src = open(path, encoding='utf-8').read()
    pat = re.compile(r"\{ q: (['\"])(.*?)\1,(?: lang: '([^']+)',)? task: '([^']+)', expect: '([^']*)'")
    return [(m.group(2).replace("\\'", "'"), m.group(3), m.group(4), m.group(5)) for m in pat.finditer(src)]


def data(*xs):
    return [nsimplify(x) for x in xs]


def mean(xs):
    return sum(xs) / len(xs)


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def var(xs, sample=True):
    m = mean(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - (1 if sample else 0))


def halves(xs):
    s = sorted(xs)
    h = len(s) // 2
    return s[:h], s[len(s) - h:]


def fx(x, places=4):
    return f"{float(x):.{places}f}"


def modes(xs):
    c = {x: xs.count(x) for x in xs}
    top = max(c.values())
    if all(v == top for v in c.values()):
        return 'no mode'
    return ', '.join(str(k) for k in sorted(k for k, v in c.items() if v == top))


Z = Normal('Z', 0, 1)


def Phi(z):
    return (1 + erf(nsimplify(z) / sqrt(2))) / 2


def inv_norm(p):
    z = Symbol('z')
    return nsolve(Phi(z) - nsimplify(p), z, 1 if p > 0.5 else -1, prec=30)


def t_crit(c, df):
    t = Symbol('t')
    T = StudentT('T', df)
    return nsolve(cdf(T)(t) - (1 - (1 - nsimplify(c)) / 2), t, 2, prec=30)


def t_cdf(x, df):
    return N(cdf(StudentT('T', df))(nsimplify(x)), 30)


def ci_mean(m, s, n, c, use_t):
    crit = t_crit(c, n - 1) if use_t else inv_norm(1 - (1 - c) / 2)
    e = crit * nsimplify(s) / sqrt(n)
    return f"({fx(m - e)}, {fx(m + e)})"


def ci_prop(x, n, c):
    ph = Q(x, n) if isinstance(x, int) else nsimplify(x)
    e = inv_norm(1 - (1 - c) / 2) * sqrt(ph * (1 - ph) / n)
    return f"({fx(ph - e)}, {fx(ph + e)})"


def test_text(sym, stat, p, alpha):
    return f"{sym} = {fx(stat)}; p-value = {fx(p)}; {'reject H0' if p < alpha else 'fail to reject H0'}"


def enum_prob(space, pred):
    outs = list(space)
    return Q(sum(1 for o in outs if pred(o)), len(outs))


DECK = [(r, s) for s in 'HDCS' for r in range(1, 14)]
B = Binomial('B', 10, Q(3, 10))

STATS = {
    'mean of 3, 5, 7, 9': mean(data(3, 5, 7, 9)),
    'mean(3,5,7)': mean(data(3, 5, 7)),
    'Find the mean. 2, 4, 4, 5, 7': mean(data(2, 4, 4, 5, 7)),
    'What is the average of 12, 15, 18 and 21?': mean(data(12, 15, 18, 21)),
    'mean(1.5, 2.5, 3.25)': mean(data('1.5', '2.5', '3.25')),
    'Calculate the arithmetic mean of the data set: 10, 20, 30, 40, 50': mean(data(10, 20, 30, 40, 50)),
    'median of 4, 8, 1, 9': median(data(4, 8, 1, 9)),
    'Find the median. 7, 3, 9, 1, 5': median(data(7, 3, 9, 1, 5)),
    'What is the median of 1, 1, 2, 6, 6, 9?': median(data(1, 1, 2, 6, 6, 9)),
    'median(2.5, 3.5, 1)': median(data('2.5', '3.5', 1)),
    'mode of 1, 2, 2, 3, 4': modes(data(1, 2, 2, 3, 4)),
    'Find the mode. 5, 7, 5, 9, 7, 1': modes(data(5, 7, 5, 9, 7, 1)),
    'What is the mode of 1, 2, 3?': modes(data(1, 2, 3)),
    'range of 3, 9, 2.5': max(data(3, 9, '2.5')) - min(data(3, 9, '2.5')),
    'Find the range of the data: 12, 45, 7, 30': 45 - 7,
    'mean, median and mode of 1, 2, 2, 9': f"mean = {mean(data(1, 2, 2, 9))}; median = {median(data(1, 2, 2, 9))}; mode = {modes(data(1, 2, 2, 9))}",
    'IQR of 1, 3, 5, 7, 9, 11, 13': median(halves(data(1, 3, 5, 7, 9, 11, 13))[1]) - median(halves(data(1, 3, 5, 7, 9, 11, 13))[0]),
    'What is the interquartile range of 2, 4, 6, 8, 10, 12?': median(halves(data(2, 4, 6, 8, 10, 12))[1]) - median(halves(data(2, 4, 6, 8, 10, 12))[0]),
    'first quartile of 1, 2, 3, 4, 5, 6, 7, 8': median(halves(data(*range(1, 9)))[0]),
    'five-number summary of 6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49': (lambda d: f"min = {min(d)}; Q1 = {median(halves(d)[0])}; median = {median(d)}; Q3 = {median(halves(d)[1])}; max = {max(d)}")(data(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49)),
    'sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9': sqrt(var(data(2, 4, 4, 4, 5, 5, 7, 9))),
    'population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9': sqrt(var(data(2, 4, 4, 4, 5, 5, 7, 9), False)),
    'What is the population variance of 2, 4, 4, 4, 5, 5, 7, 9?': var(data(2, 4, 4, 4, 5, 5, 7, 9), False),
    'var(1, 2, 3, 4)': var(data(1, 2, 3, 4)),
    'Find the standard deviation. 1, 2, 3, 4': sqrt(var(data(1, 2, 3, 4))),
    'sample variance of 10, 12, 14': var(data(10, 12, 14)),
    'weighted mean of 80, 90, 70 with weights 2, 3, 5': Q(80 * 2 + 90 * 3 + 70 * 5, 10),
    'Find the weighted average of 3, 4 with weights 1, 3': Q(3 + 12, 4),
    'Compute the mean of the sample 7, 4, 9, 8, 2, 3, 2': mean(data(7, 4, 9, 8, 2, 3, 2)),
    'median of 7, 4, 9, 8, 2, 3, 2': median(data(7, 4, 9, 8, 2, 3, 2)),
    'What is the sample standard deviation of 7, 4, 9, 8, 2, 3, 2?': sqrt(var(data(7, 4, 9, 8, 2, 3, 2))),
    'mean of {2, 3, 30, 14, -1}': mean(data(2, 3, 30, 14, -1)),
    'Find the median of {1, 2, 3, 4, 6, 10}': median(data(1, 2, 3, 4, 6, 10)),
    'What are the modes of {1, 2, 2, 3, 3, 4}?': modes(data(1, 2, 2, 3, 3, 4)),
    'mode of 10, 10, 10, 11, 11, 11, 12, 12, 12, 13, 13': modes(data(10, 10, 10, 11, 11, 11, 12, 12, 12, 13, 13)),
    'range of {9, 15, -2}': 15 - (-2),
    'Find the mean. 23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16': mean(data(23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16)),
    'median of 23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16': median(data(23, 17, 16, 12, 28, 20, 16, 17, 28, 20, 21, 31, 16, 16, 28, 12, 13, 33, 30, 13, 31, 24, 23, 29, 26, 33, 18, 32, 11, 13, 22, 34, 16)),
    'Find the mean, median, and mode of 29 37 37 37 37 39 39 41 42 43 44 45 46 47 49 51 51 52 53 59': (lambda d: f'mean = {mean(d)}; median = {median(d)}; mode = {modes(d)}')(data(29, 37, 37, 37, 37, 39, 39, 41, 42, 43, 44, 45, 46, 47, 49, 51, 51, 52, 53, 59)),
    'P(X <= 2) for X ~ B(10, 0.3)': P(B <= 2),
    'binompdf(10, 0.5, 3)': binomial(10, 3) / Q(2) ** 10,
    'What is the probability of exactly 3 successes in 10 trials with p = 0.2?': binomial(10, 3) * Q(1, 5) ** 3 * Q(4, 5) ** 7,
    'binomcdf(5, 1/2, 2)': P(Binomial('D', 5, Q(1, 2)) <= 2),
    'mean of a binomial distribution with n = 20 and p = 0.4': Ex(Binomial('F', 20, Q(2, 5))),
    'poissonpdf(3, 2)': fx(exp(-3) * 3 ** 2 / factorial(2)),
    'Poisson distribution with λ = 3, P(X >= 2)': fx(1 - exp(-3) * (1 + 3)),
    'P(Z < 1.96)': fx(N(P(Z < Q(196, 100)))),
    'P(-1 < Z < 1)': fx(N(P((Z > -1) & (Z < 1)))),
    'normalcdf(85, 115, 100, 15)': fx(N(P((Z > -1) & (Z < 1)))),
    'A normal distribution has mean 100 and standard deviation 15. Find P(X > 130)': fx(N(P(Normal('X', 100, 15) > 130))),
    'X ~ N(50, 10^2). Find P(X < 65)': fx(N(P(Normal('Y', 50, 10) < 65))),
    'X ~ N(μ = 50, σ = 10). Find P(X < 65)': fx(N(P(Normal('Y', 50, 10) < 65))),
    'invNorm(0.95)': fx(inv_norm(0.95)),
    '90th percentile of a normal distribution with mean 100 and standard deviation 15': fx(100 + 15 * inv_norm(0.9)),
    'z-score of 85 with mean 70 and standard deviation 10': Q(85 - 70, 10),
    'Find the z-score for x = 62, μ = 70, σ = 4': Q(62 - 70, 4),
    'The scores are 70, 85, 90, 65, 80. Find the mean.': mean(data(70, 85, 90, 65, 80)),
    'Find the mean, median, and mode of the following data: 3, 7, 7, 2, 9': f"mean = {mean(data(3, 7, 7, 2, 9))}; median = {median(data(3, 7, 7, 2, 9))}; mode = {modes(data(3, 7, 7, 2, 9))}",
    'Calculate the population standard deviation for 6, 2, 3, 1': sqrt(var(data(6, 2, 3, 1), False)),
    'What is the sample variance of the data 4, 6, 8, 10?': var(data(4, 6, 8, 10)),
    'Find Q1 and Q3 for 2, 5, 7, 9, 12, 15, 18': (lambda d: f"Q1 = {median(halves(d)[0])}; Q3 = {median(halves(d)[1])}")(data(2, 5, 7, 9, 12, 15, 18)),
    'find the quartiles of 1, 2, 3, 4, 5, 6, 7, 8': (lambda d: f"Q1 = {median(halves(d)[0])}; Q2 = {median(d)}; Q3 = {median(halves(d)[1])}")(data(*range(1, 9))),
    'Find the range and the interquartile range of 3, 5, 8, 10, 14, 20': (lambda d: f"range = {max(d) - min(d)}; IQR = {median(halves(d)[1]) - median(halves(d)[0])}")(data(3, 5, 8, 10, 14, 20)),
    'mean of -2, 4, 0.5': mean(data(-2, 4, '0.5')),
    'mode of 4, 4, 5, 5, 6': modes(data(4, 4, 5, 5, 6)),
    'what is the standard deviation of the numbers 4, 8, 15, 16, 23, 42': sqrt(var(data(4, 8, 15, 16, 23, 42))),
    'P(X < 2) if X ~ Poisson(4)': fx(exp(-4) * (1 + 4)),
    'X ~ Bin(8, 0.25). Find P(X >= 2)': P(Binomial('G', 8, Q(1, 4)) >= 2),
    'P(X=3) binomial n=5 p=0.5': binomial(5, 3) / Q(2) ** 5,
    'Find P(X > 2) where X is binomial with n = 6 and p = 0.4': P(Binomial('H', 6, Q(2, 5)) > 2),
    'If X is normally distributed with mean 70 and standard deviation 8, what is the probability that X is less than 60?': fx(N(P(Normal('X2', 70, 8) < 60))),
    'Given a normal distribution with μ = 50 and σ = 5, find P(45 < X < 55)': fx(N(P((Z > -1) & (Z < 1)))),
    'Find the probability that a standard normal variable is between -1.96 and 1.96': fx(N(P((Z > Q(-196, 100)) & (Z < Q(196, 100))))),
    'P(Z > 2.33)': fx(N(P(Z > Q(233, 100)))),
    'Find the z-score such that the area to the left is 0.975': fx(inv_norm(0.975)),
    'What z-score corresponds to the 90th percentile?': fx(inv_norm(0.9)),
    'The mean is 100 and the standard deviation is 15. What is the z-score of 130?': Q(130 - 100, 15),
    'compute the z score for a value of 120 with mean 100 and sd 15': Q(120 - 100, 15),
    'X is uniformly distributed on [0, 20]. Find P(X > 15)': P(Uniform('U2', 0, 20) > 15),
    'X ~ U(1, 5). P(2 < X < 4)': P((Uniform('U3', 1, 5) > 2) & (Uniform('U3', 1, 5) < 4)),
    'The waiting time is uniformly distributed between 0 and 15 minutes. Find the probability of waiting less than 6 minutes': P(Uniform('U4', 0, 15) < 6),
    'The time between arrivals is exponential with a mean of 10 minutes. Find P(X < 5)': fx(N(P(Exponential('E3', Q(1, 10)) < 5))),
    'exponential distribution with λ = 0.2, find P(X > 10)': fx(N(P(Exponential('E4', Q(1, 5)) > 10))),
    'The lifetime of a battery is exponentially distributed with a mean of 5 years. What is the probability that it lasts more than 8 years?': fx(N(P(Exponential('E5', Q(1, 5)) > 8))),
    'Find the expected value: x = 10, 20, 30 with probabilities 0.5, 0.3, 0.2': Ex(FiniteRV('W3', {10: Q(1, 2), 20: Q(3, 10), 30: Q(1, 5)})),
    'E(X) for values 0, 1, 2, 3 with probabilities 0.1, 0.3, 0.4, 0.2': Ex(FiniteRV('W4', {0: Q(1, 10), 1: Q(3, 10), 2: Q(2, 5), 3: Q(1, 5)})),
    'Find a 95% confidence interval for the mean if x̄ = 72, σ = 6, n = 50': ci_mean(72, 6, 50, Q(95, 100), False),
    'Construct a 99% confidence interval for μ with sample mean 15.2, sample standard deviation 2.1, n = 25': ci_mean(Q(152, 10), Q(21, 10), 25, Q(99, 100), True),
    '90% confidence interval for the population proportion: 120 out of 400': ci_prop(120, 400, Q(9, 10)),
    'Find a 95% confidence interval for a proportion with p̂ = 0.3 and n = 500': ci_prop(150, 500, Q(95, 100)),
    'H0: μ = 20, Ha: μ ≠ 20, x̄ = 21.5, σ = 4, n = 64, α = 0.05': test_text('z', Q(3), 2 * (1 - N(Phi(3), 30)), 0.05),
    'Test H0: p = 0.4 vs Ha: p > 0.4 with 90 successes out of 200 at the 5% level': (lambda z: test_text('z', z, 1 - N(Phi(z), 30), 0.05))(N((Q(90, 200) - Q(2, 5)) / sqrt(Q(2, 5) * Q(3, 5) / 200), 30)),
    'H0: μ = 12, Ha: μ > 12, x̄ = 12.8, s = 2, n = 16, α = 0.05': test_text('t', Q(8, 5), 1 - t_cdf(Q(8, 5), 15), 0.05),
    'The heights of adult men are normally distributed with a mean of 70 inches and a standard deviation of 3 inches. What proportion are taller than 76 inches?': fx(N(P(Normal('H1', 70, 3) > 76))),
    'Test scores are normally distributed with a mean of 500 and a standard deviation of 100. What is the probability that a score is between 400 and 650?': fx(N(P((Normal('H2', 500, 100) > 400) & (Normal('H2', 500, 100) < 650)))),
    'IQ scores are normally distributed with mean 100 and standard deviation 15. Find the probability that a randomly selected person has an IQ above 130.': fx(N(P(Normal('H3', 100, 15) > 130))),
    'What is the critical value z* for 95% confidence?': fx(inv_norm(0.975)),
    'z critical value for 90% confidence': fx(inv_norm(0.95)),
    't critical value for 95% confidence with 10 degrees of freedom': fx(t_crit(Q(95, 100), 10)),
    'Find t* for a 99% confidence interval with df = 24': fx(t_crit(Q(99, 100), 24)),
    'Find the test statistic and p-value: H0: μ = 50, Ha: μ > 50, x̄ = 52, σ = 5, n = 25': test_text('z', Q(2), 1 - N(Phi(2), 30), 0.05),
    'X ~ U(0, 10), find P(X < 3)': P(Uniform('U', 0, 10) < 3),
    'X is uniformly distributed between 2 and 8. Find P(3 < X < 5)': P((Uniform('V', 2, 8) > 3) & (Uniform('V', 2, 8) < 5)),
    'exponential distribution with mean 2, P(X > 3)': fx(N(P(Exponential('E1', Q(1, 2)) > 3))),
    'X ~ Exp(0.5), P(X < 2)': fx(N(P(Exponential('E2', Q(1, 2)) < 2))),
    'expected value of X with values 1, 2, 3 and probabilities 0.2, 0.5, 0.3': Ex(FiniteRV('W', {1: Q(1, 5), 2: Q(1, 2), 3: Q(3, 10)})),
    'Find E(X) if x = 0, 1, 2 with probabilities 1/4, 1/2, 1/4': Ex(FiniteRV('W2', {0: Q(1, 4), 1: Q(1, 2), 2: Q(1, 4)})),
    '95% confidence interval for the mean with x̄ = 50, s = 8, n = 36': ci_mean(50, 8, 36, Q(95, 100), True),
    'Construct a 90% confidence interval for the population mean: sample mean 23.5, σ = 4, n = 40': ci_mean(Q(47, 2), 4, 40, Q(9, 10), False),
    '95% confidence interval for a proportion with 45 successes out of 100': ci_prop(45, 100, Q(95, 100)),
    '99% confidence interval for the proportion, p̂ = 0.6, n = 200': ci_prop(120, 200, Q(99, 100)),
    'test H0: μ = 50 against Ha: μ > 50 with x̄ = 52, σ = 5, n = 25 at α = 0.05': test_text('z', Q(2), 1 - N(Phi(2), 30), 0.05),
    'H0: p = 0.5, Ha: p ≠ 0.5, 60 successes in 100 trials': test_text('z', Q(2), 2 * (1 - N(Phi(2), 30)), 0.05),
    'H0: μ = 100, Ha: μ < 100, x̄ = 97, s = 10, n = 30, α = 0.01': test_text('t', N(-3 / (10 / sqrt(30)), 30), t_cdf(N(-3 / (10 / sqrt(30)), 30), 29), 0.01),
}

two_dice = list(product(range(1, 7), repeat=2))
PROB = {
    'how many ways can a committee of 3 be chosen from 8 people': binomial(8, 3),
    'How many committees of 4 can be formed from 12 people?': binomial(12, 4),
    'In how many ways can 4 books be selected from 10?': binomial(10, 4),
    'How many 5-card hands are possible from a standard deck?': binomial(52, 5),
    'the number of combinations of 10 items taken 2 at a time': binomial(10, 2),
    '10C0': binomial(10, 0),
    'nPr(5,3)': factorial(5) / factorial(2), '5P3': factorial(5) / factorial(2), 'permutations of 5 taken 3 at a time': factorial(5) / factorial(2),
    'Find the number of permutations of 8 objects taken 3 at a time': factorial(8) / factorial(5),
    'What is 6!': factorial(6),
    'how many ways to arrange the letters in the word APPLE': factorial(5) / factorial(2),
    'how many ways can the letters of the word MATH be arranged': factorial(4),
    'What is the probability of rolling a number greater than 4 on a die?': enum_prob(range(1, 7), lambda f: f > 4),
    'Two dice are rolled. What is the probability that the sum is greater than 9?': enum_prob(two_dice, lambda o: sum(o) > 9),
    'what is the probability of getting a sum of 10 when rolling two dice': enum_prob(two_dice, lambda o: sum(o) == 10),
    'probability of getting a sum less than 5 with two dice': enum_prob(two_dice, lambda o: sum(o) < 5),
    'A coin is tossed 4 times. What is the probability of getting exactly 3 tails?': enum_prob(product('HT', repeat=4), lambda o: o.count('T') == 3),
    'What is the probability of getting heads when flipping a coin?': Q(1, 2),
    'probability of getting at least 2 heads in 5 coin flips': enum_prob(product('HT', repeat=5), lambda o: o.count('H') >= 2),
    'probability of at most 1 head in 4 tosses': enum_prob(product('HT', repeat=4), lambda o: o.count('H') <= 1),
    'A card is drawn from a standard deck. What is the probability that it is a queen?': enum_prob(DECK, lambda c: c[0] == 12),
    'probability of drawing a face card from a deck of cards': enum_prob(DECK, lambda c: c[0] >= 11),
    'Two cards are drawn without replacement from a standard deck. What is the probability that both are hearts?': enum_prob(((a, b) for a in DECK for b in DECK if a != b), lambda o: o[0][1] == 'H' and o[1][1] == 'H'),
    'probability of drawing a heart then a king without replacement': enum_prob(((a, b) for a in DECK for b in DECK if a != b), lambda o: o[0][1] == 'H' and o[1][0] == 13),
    'What is the probability of drawing a king and then a queen without replacement from a standard deck?': enum_prob(((a, b) for a in DECK for b in DECK if a != b), lambda o: o[0][0] == 13 and o[1][0] == 12),
    'A jar contains 3 red, 5 green and 2 blue marbles. One marble is drawn at random. What is the probability it is green?': Q(5, 10),
    'An urn has 6 white and 4 black balls. Two balls are drawn with replacement. What is the probability that both are black?': Q(4, 10) ** 2,
    'A bag contains 4 red and 6 blue balls. Two balls are drawn without replacement. Find the probability of one red and one blue.': binomial(4, 1) * binomial(6, 1) / binomial(10, 2),
    'If P(A) = 0.6 and P(B) = 0.3 and A and B are independent, find P(A and B)': Q(6, 10) * Q(3, 10),
    'P(A) = 1/3, P(B) = 1/4, A and B are mutually exclusive. Find P(A or B)': Q(1, 3) + Q(1, 4),
    'Find P(B|A) if P(A) = 0.5 and P(A and B) = 0.2': Q(2, 10) / Q(1, 2),
    'A bag has 3 red and 2 blue marbles. What is the probability of drawing a red marble and then a blue marble without replacement?': Q(3, 5) * Q(2, 4),
    'A bag has 3 red and 2 blue marbles. Two marbles are drawn. What is the probability that the first is red and the second is blue?': Q(3, 5) * Q(2, 4),
    'A bag has 3 red and 2 blue marbles. Two marbles are drawn with replacement. What is the probability of a red then a blue?': Q(3, 5) * Q(2, 5),
    'probability of getting 2 heads in 3 tosses of a biased coin with p = 0.6': binomial(3, 2) * Q(3, 5) ** 2 * Q(2, 5),
    'A biased coin with P(heads) = 0.7 is tossed 4 times. What is the probability of exactly 3 heads?': binomial(4, 3) * Q(7, 10) ** 3 * Q(3, 10),
    'A biased coin with probability of heads 1/3 is flipped 3 times. Find the probability of at least one tail.': 1 - Q(1, 3) ** 3,
    'A bag contains 5 red and 3 blue marbles. Three marbles are drawn without replacement. What is the probability of exactly 2 red?': binomial(5, 2) * binomial(3, 1) / binomial(8, 3),
    'A bag contains 5 red and 3 blue marbles. Three marbles are drawn with replacement. What is the probability of 2 red?': binomial(3, 2) * Q(5, 8) ** 2 * Q(3, 8),
    'A bag contains 5 red and 3 blue marbles. Four marbles are drawn without replacement. Probability of 2 red and 2 blue?': binomial(5, 2) * binomial(3, 2) / binomial(8, 4),
    'A bag contains 5 red and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that at least one is red?': 1 - binomial(3, 2) / binomial(8, 2),
    'A box has 2 white and 8 black balls. 3 balls are drawn. Find the probability that at least one ball is white.': 1 - binomial(8, 3) / binomial(10, 3),
    'A box has 2 white and 8 black balls. 3 balls are drawn with replacement. Find the probability that at least one is white.': 1 - Q(8, 10) ** 3,
    'If 2 dice are rolled, find the probability that the sum of the dots is greater than 8': enum_prob(two_dice, lambda o: sum(o) > 8),
    'If 2 dice are rolled, what is the probability that the sum is 2?': enum_prob(two_dice, lambda o: sum(o) == 2),
    'Two dice are rolled once. What is the probability that the sum is at most 5?': enum_prob(two_dice, lambda o: sum(o) <= 5),
    'Two dice are rolled. What is the probability of rolling a sum greater than or equal to 10?': enum_prob(two_dice, lambda o: sum(o) >= 10),
    'A jar has 3 black marbles and 5 red marbles. Two marbles are picked without replacement. What is the probability of one red and one black?': binomial(5, 1) * binomial(3, 1) / binomial(8, 2),
    '9 choose 4': binomial(9, 4), 'C(9,4)': binomial(9, 4), '9C4': binomial(9, 4), 'nCr(9,4)': binomial(9, 4),
    'What is 10 choose 3?': binomial(10, 3), 'how many ways to choose 4 from 9': binomial(9, 4),
    'How many ways can 3 people be chosen from 10 people?': binomial(10, 3), 'C(52, 5)': binomial(52, 5),
    'P(6,2)': factorial(6) / factorial(4), '6P2': factorial(6) / factorial(4), 'nPr(10, 3)': factorial(10) / factorial(7),
    'how many ways to arrange 6 books': factorial(6), 'How many ways can 6 books be arranged on a shelf?': factorial(6),
    'In how many ways can 5 students line up?': factorial(5), '7 factorial': factorial(7),
    'arrangements of the letters of MISSISSIPPI': factorial(11) / (factorial(4) * factorial(4) * factorial(2)),
    'How many distinct arrangements of the letters in BANANA?': factorial(6) / (factorial(3) * factorial(2)),
    'probability of two heads in three coin tosses': enum_prob(product('HT', repeat=3), lambda o: o.count('H') == 2),
    'What is the probability of getting exactly 2 heads when 3 coins are tossed?': enum_prob(product('HT', repeat=3), lambda o: o.count('H') == 2),
    'probability of at least one head in 4 tosses': enum_prob(product('HT', repeat=4), lambda o: 'H' in o),
    'If you flip a coin 5 times, what is the probability of getting all heads?': enum_prob(product('HT', repeat=5), lambda o: o.count('H') == 5),
    'probability of a sum of 7 with two dice': enum_prob(two_dice, lambda o: sum(o) == 7),
    'What is the probability of rolling a sum of 8 when two dice are rolled?': enum_prob(two_dice, lambda o: sum(o) == 8),
    'probability of rolling a 6': enum_prob(range(1, 7), lambda f: f == 6),
    'probability of at least one 6 in 4 rolls': 1 - Q(5, 6) ** 4,
    'probability of rolling doubles with two dice': enum_prob(two_dice, lambda o: o[0] == o[1]),
    'probability of rolling an even number on a die': enum_prob(range(1, 7), lambda f: f % 2 == 0),
    'probability of drawing an ace from a standard deck of 52 cards': enum_prob(DECK, lambda c: c[0] == 1),
    'What is the probability of drawing a red king from a deck of cards?': enum_prob(DECK, lambda c: c[0] == 13 and c[1] in 'HD'),
    'probability of drawing two aces without replacement from a standard deck of cards': enum_prob(((a, b) for a in DECK for b in DECK if a != b), lambda o: o[0][0] == 1 and o[1][0] == 1),
    'probability of drawing a heart or a king from a deck of cards': enum_prob(DECK, lambda c: c[1] == 'H' or c[0] == 13),
    'probability of drawing two aces with replacement from a standard deck of cards': Q(4, 52) ** 2,
    'A bag contains 5 red and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?': binomial(5, 2) / binomial(8, 2),
    'A bag has 4 red and 6 green balls. One ball is drawn. Probability of a green ball?': Q(6, 10),
    'P(A) = 0.3, P(B) = 0.5, P(A and B) = 0.1, find P(A or B)': Q(3, 10) + Q(1, 2) - Q(1, 10),
    'P(A and B) = 0.2, P(B) = 0.5, find P(A|B)': Q(2, 10) / Q(1, 2),
    'P(A) = 0.35, find P(not A)': 1 - Q(35, 100),
    'A and B are independent, P(A) = 0.3, P(B) = 0.4, find P(A and B)': Q(3, 10) * Q(4, 10),
    'P(A) = 0.4, P(B) = 0.5, P(A and B) = 0.2. Are A and B independent?': 'true' if Q(4, 10) * Q(1, 2) == Q(2, 10) else 'false',
    'P(A) = 0.3, P(B) = 0.5, P(A and B) = 0.2. Are A and B independent?': 'true' if Q(3, 10) * Q(1, 2) == Q(2, 10) else 'false',
}

# expected value of dice and coin games (H1): sympy.stats Die / Binomial expectations, the sums as sums of random variables
def dice_sum(m, s=6):
    return Ex(sum(Die(f'D{m}_{s}_{i}', s) for i in range(m)))


PROB.update({
    'expected value of a die': Ex(Die('Ea', 6)), 'expected value of rolling a fair die': Ex(Die('Eb', 6)),
    'What is the expected value when rolling a six-sided die?': Ex(Die('Ec', 6)), 'expected value of a fair 20-sided die': Ex(Die('Ed', 20)),
    'expected value of the sum of two dice': dice_sum(2), 'expected sum of 3 dice': dice_sum(3), 'expected value of the sum when a die is rolled 4 times': dice_sum(4),
    'expected number of heads in 10 coin tosses': Ex(Binomial('Ha', 10, Q(1, 2))), 'expected number of heads when a coin is tossed 7 times': Ex(Binomial('Hb', 7, Q(1, 2))),
    'mean of a die roll': Ex(Die('Ee', 6)), 'expected value of a d6': Ex(Die('Ef', 6)), 'expected value of a d20': Ex(Die('Eg', 20)),
    'What is the expected value of a fair 8-sided die?': Ex(Die('Eh', 8)), 'expected value of a 4-sided die': Ex(Die('Ei', 4)),
    'Find the expected value of the sum of 2 dice': dice_sum(2), 'expected total of 5 dice': dice_sum(5), 'What is the expected sum when 2 fair 4-sided dice are rolled?': dice_sum(2, 4),
    'expected value of the total of three dice': dice_sum(3), 'expected number of tails in 12 coin flips': Ex(Binomial('Hc', 12, Q(1, 2))),
    'What is the expected number of heads when flipping a coin 100 times?': Ex(Binomial('Hd', 100, Q(1, 2))), 'expected number of heads in 3 tosses of a coin': Ex(Binomial('He', 3, Q(1, 2))),
    'expected value of a single die roll': Ex(Die('Ej', 6)), 'expected value of the sum of 2 fair six-sided dice': dice_sum(2),
    'E(X) where X is the number shown on a fair die': Ex(Die('Ek', 6)), 'expected value of the sum of 4 dice': dice_sum(4), 'expected score on a 12-sided die': Ex(Die('El', 12)),
    'expected number of heads in 5 coin tosses': Ex(Binomial('Hf', 5, Q(1, 2))),
})

# other-language items: the same problem as an English one
SAME = {
    'valor esperado de un dado': 'expected value of a die', 'valor esperado de la suma de dos dados': 'expected value of the sum of two dice',
    'Erwartungswert eines Würfels': 'expected value of a die', 'Erwartungswert der Augensumme zweier Würfel': 'expected value of the sum of two dice',
    "espérance d'un dé": 'expected value of a die', 'espérance de la somme de deux dés': 'expected value of the sum of two dice',
    'математическое ожидание игральной кости': 'expected value of a die', 'математическое ожидание суммы двух игральных костей': 'expected value of the sum of two dice',
    '掷一个骰子的期望值': 'expected value of a die', '两个骰子点数之和的期望值': 'expected value of the sum of two dice',
    'media de 3, 5, 7, 9': 'mean of 3, 5, 7, 9', 'mediana de 4, 8, 1, 9': 'median of 4, 8, 1, 9', 'Mittelwert von 3, 5, 7, 9': 'mean of 3, 5, 7, 9',
    'Median von 7, 3, 9, 1, 5': 'Find the median. 7, 3, 9, 1, 5', 'moyenne de 2, 4, 4, 5, 7': 'Find the mean. 2, 4, 4, 5, 7',
    'écart type de 1, 2, 3, 4': 'Find the standard deviation. 1, 2, 3, 4', 'среднее 3, 5, 7, 9': 'mean of 3, 5, 7, 9', '3, 5, 7, 9 的平均数': 'mean of 3, 5, 7, 9',
    'Calcola la media di 3, 5, 7': 'mean(3,5,7)', 'Qual é a mediana de 4, 8, 1, 9?': 'median of 4, 8, 1, 9', 'Bereken het gemiddelde van 3, 5, 7': 'mean(3,5,7)',
    '3, 5, 7 sayılarının ortalaması': 'mean(3,5,7)', '3, 5, 7 の平均値を求めよ': 'mean(3,5,7)', '4, 8, 1, 9의 중앙값': 'median of 4, 8, 1, 9',
    'الوسط الحسابي للأعداد 3, 5, 7': 'mean(3,5,7)', '3, 5, 7 का माध्य ज्ञात कीजिए': 'mean(3,5,7)', '1, 2, 3, 4 的標準差': 'Find the standard deviation. 1, 2, 3, 4',
    'varianza muestral de 1, 2, 3, 4': 'var(1, 2, 3, 4)', 'Interquartilsabstand von 1, 3, 5, 7, 9, 11, 13': 'IQR of 1, 3, 5, 7, 9, 11, 13',
    'Hitung rata-rata dari 3, 5, 7': 'mean(3,5,7)', 'медіана 4, 8, 1, 9': 'median of 4, 8, 1, 9', 'Beräkna medelvärdet av 3, 5, 7': 'mean(3,5,7)',
    'combinazioni di 9 elementi a 4 a 4': '9 choose 4', 'combinação de 9 elementos tomados 4 a 4': '9 choose 4', '9 boven 4': '9 choose 4', "9'un 4'lü kombinasyonu": '9 choose 4',
    'kombinasi 4 dari 9': '9 choose 4', 'кількість комбінацій з 9 по 4': '9 choose 4', '9個から4個選ぶ組合せの数': '9 choose 4', '9개 중 4개를 고르는 조합의 수': '9 choose 4',
    '從9個中選4個的組合數': '9 choose 4', 'число размещений из 6 по 2': 'P(6,2)', 'arrangements de 2 parmi 6': 'P(6,2)', '¿Cuántas combinaciones de 9 elementos tomados de 4 en 4?': '9 choose 4',
    'Probabilità di ottenere 2 teste in 3 lanci di una moneta': 'probability of two heads in three coin tosses',
    'probabilidade de obter soma 7 com dois dados': 'probability of a sum of 7 with two dice',
    'kans op 2 keer kop bij 3 worpen': 'probability of two heads in three coin tosses',
    'Вероятность того, что выпадет 2 орла при 3 бросках монеты': 'probability of two heads in three coin tosses',
    '掷两个骰子，点数之和为7的概率': 'probability of a sum of 7 with two dice',
    'コインを3回投げて2回表が出る確率': 'probability of two heads in three coin tosses',
    '주사위 두 개를 던질 때 눈의 합이 7일 확률': 'probability of a sum of 7 with two dice',
    '9 sobre 4': '9 choose 4', 'combinaciones de 9 tomados de 4 en 4': '9 choose 4', '9 über 4': '9 choose 4',
    'Wahrscheinlichkeit für 2 Köpfe bei 3 Münzwürfen': 'probability of two heads in three coin tosses',
    "probabilité d'obtenir une somme de 7 avec deux dés": 'probability of a sum of 7 with two dice', 'combinaisons de 4 parmi 9': '9 choose 4',
    'число сочетаний из 9 по 4': '9 choose 4', '从9个中选4个的组合数': '9 choose 4',
}
REF = {**STATS, **PROB}


def as_text(v):
    """The engine's plain-text form of a SymPy value: integers, p/q, sqrt forms, or the string as given."""
    if isinstance(v, str):
        return v
    v = nsimplify(v) if not v.is_Float else v
    if v.is_Float:
        return str(v)
    return str(v).replace(' ', '').replace('**', '^')


def same(expect, ref):
    if isinstance(ref, str):
        return expect.replace(' ', '') == ref.replace(' ', '')
    try:
        e = sympify(expect.replace('^', '**'))
    except Exception:
        return False
    return abs(N(e - ref, 30)) < 1e-10


def main():
    bad = 0
    total = 0
    for path in (os.path.join(HERE, 'corpus.ts'), os.path.join(ROOT, 'probability', 'corpus.ts')):
        for q, lang, task, expect in items(path):
            total += 1
            key = SAME.get(q, q)
            if key not in REF:
                print(f'UNCHECKED {q!r}')
                bad += 1
                continue
            if not same(expect, REF[key]):
                print(f'WRONG {q!r}: expect {expect!r}, SymPy {as_text(REF[key])!r}')
                bad += 1
    print(f'{total - bad}/{total} expectations confirmed by SymPy')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
