"""Reference values for the tie tests in test/stats/wilcoxon-ties.test.ts (scipy 1.17.1).

Run: python3 test/stats/scipy/wilcoxon_ties.py

Per-case baseline means b_i (cents, as doubles) and candidate means c_i = b_i * num / den, with
the ratio num/den drawn from a few fractions, so many cases share a ratio exactly. As doubles,
c_i / b_i comes out equal to the fraction or one or two units in the last place off it, so the
log ratios log(c_i / b_i) of equal fractions differ in their last bits ("noisy"). "exact" are the
logs of the reduced fractions themselves (math.log(float(Fraction))), identical for equal
fractions (|log f| taken from max(f, 1/f), so log(2/3) and log(3/2) tie in magnitude as they do
exactly): the values an exact (rational) computation ranks. The test feeds the noisy values
to wilcoxonSignedRank and expects scipy's p on the exact ones; scipy on the noisy values shows
what ranking them as distinct gives.
"""
import math
import random
from fractions import Fraction

import numpy as np
import scipy
import scipy.stats as st

FRACTIONS = [Fraction(1, 2), Fraction(2, 3), Fraction(3, 4), Fraction(4, 5), Fraction(9, 10),
             Fraction(11, 10), Fraction(5, 4), Fraction(3, 2), Fraction(1, 1), Fraction(7, 10)]


def exact_log(f):
    """log f as a double that is the same for every f with the same |log f|: log(2/3) = -log(3/2)
    exactly, but math.log(2/3) and -math.log(3/2) differ in the last bit, so the magnitude is
    always taken from the fraction >= 1."""
    if f == 1:
        return 0.0
    return math.log(float(f)) if f > 1 else -math.log(float(1 / f))


def dataset(n, seed):
    rng = random.Random(seed)
    b, c, noisy, exact = [], [], [], []
    for _ in range(n):
        bi = rng.randint(3, 400) / 100  # USD per trial, e.g. 0.37
        f = rng.choice(FRACTIONS)
        ci = bi * f.numerator / f.denominator
        b.append(bi)
        c.append(ci)
        noisy.append(math.log(ci / bi))
        exact.append(exact_log(f))
    return b, c, noisy, exact


def show(name, xs):
    print(f"const {name} = [{', '.join(repr(x) for x in xs)}];")


print("// scipy", scipy.__version__)
for label, n, seed in (("LARGE", 60, 24), ("SMALL", 12, 7)):
    b, c, noisy, exact = dataset(n, seed)
    distinct_noisy = len(set(abs(x) for x in noisy if x != 0))
    distinct_exact = len(set(abs(x) for x in exact if x != 0))
    print(f"// {label}: {n} cases, distinct |log ratio|: noisy {distinct_noisy}, exact {distinct_exact}")
    show(f"{label}_B", b)
    show(f"{label}_C", c)
    show(f"{label}_NOISY", noisy)
    if n > 50:
        for alt in ("two-sided", "less", "greater"):
            pe = st.wilcoxon(exact, correction=True, method="asymptotic", alternative=alt).pvalue
            pn = st.wilcoxon(noisy, correction=True, method="asymptotic", alternative=alt).pvalue
            print(f"// scipy.stats.wilcoxon({label}_EXACT, correction=True, method='asymptotic', alternative='{alt}').pvalue = {float(pe)!r}")
            print(f"// scipy.stats.wilcoxon({label}_NOISY, correction=True, method='asymptotic', alternative='{alt}').pvalue = {float(pn)!r}")
    else:
        pm = st.PermutationMethod(n_resamples=np.inf)
        for alt in ("two-sided", "less"):
            pe = st.wilcoxon(exact, method=pm, alternative=alt).pvalue
            pn = st.wilcoxon(noisy, method=pm, alternative=alt).pvalue
            print(f"// scipy.stats.wilcoxon({label}_EXACT, method=scipy.stats.PermutationMethod(n_resamples=np.inf), alternative='{alt}').pvalue = {float(pe)!r}")
            print(f"// scipy.stats.wilcoxon({label}_NOISY, method=scipy.stats.PermutationMethod(n_resamples=np.inf), alternative='{alt}').pvalue = {float(pn)!r}")
