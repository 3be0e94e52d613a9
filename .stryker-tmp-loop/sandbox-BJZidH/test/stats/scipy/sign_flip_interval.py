"""Reference interval for test/stats/ratio-sign-flip-interval.test.ts (scipy 1.17.1).

Run: python3 test/stats/scipy/sign_flip_interval.py

The sign-flip interval of a ratio of paired totals theta = sum(C)/sum(B): the theta whose
two-sided sign-flip test of d_i = C_i - theta*B_i, i.e.
    scipy.stats.permutation_test((d,), np.sum, permutation_type='samples',
                                 n_resamples=np.inf, alternative='two-sided').pvalue
(exact over all 2^n sign patterns), is above alpha = 0.05. Each end is found by bisection from
theta_hat = sum(C)/sum(B) towards the smallest / largest per-case ratio, 80 halvings.
Printed as R = theta - 1.
"""
import numpy as np
import scipy
import scipy.stats as st

B = [0.12, 0.50, 0.033, 0.9, 0.21, 0.075, 0.31, 1.4, 0.066, 0.27]
C = [0.10, 0.41, 0.035, 0.62, 0.19, 0.06, 0.33, 1.05, 0.05, 0.25]


def p_at(theta):
    d = np.array(C) - theta * np.array(B)
    return st.permutation_test((d,), np.sum, permutation_type="samples", n_resamples=np.inf,
                               alternative="two-sided", vectorized=True).pvalue


def end(inside, outside, alpha=0.05):
    for _ in range(80):
        mid = (inside + outside) / 2
        if p_at(mid) > alpha:
            inside = mid
        else:
            outside = mid
    return inside


theta = sum(C) / sum(B)
ratios = [c / b for b, c in zip(B, C)]
lo, hi = end(theta, min(ratios)), end(theta, max(ratios))
print("scipy", scipy.__version__)
print("estimate", repr(theta - 1))
print("interval", repr(lo - 1), repr(hi - 1))
print("p at theta=1", repr(float(p_at(1.0))))
