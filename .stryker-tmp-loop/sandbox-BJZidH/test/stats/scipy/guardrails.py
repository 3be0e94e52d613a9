"""Reference values for test/stats/guardrails.test.ts (scipy 1.17.1). Run: python3 test/stats/scipy/guardrails.py"""
import numpy as np, scipy.stats as s
from scipy.optimize import brentq, minimize_scalar
D, a = 0.05, 0.05
def floor_t(n, K, v0, margin=D, m=0.0, lower=True):
    se = np.sqrt(v0 / n); q = s.t.ppf(1 - a, n - 1)
    p = s.t.sf((m + margin) / se, n - 1) if lower else s.t.cdf((m - margin) / se, n - 1)
    return p, (m - q * se if lower else m + q * se), s.t.ppf(1 - a / 2, n - 1) * se
# all-pass: every d_i = 0, variance floor D(1 - D)/K
for n, K in [(12, 2), (12, 3), (20, 3), (2, 2), (12, 6)]:
    print("allpass", n, K, [repr(v) for v in floor_t(n, K, D * (1 - D) / K)])
# repeatedCalls all zero, Poisson floor 0.5/K
print("rc zero 12x3", [repr(v) for v in floor_t(12, 3, 0.5 / 3, margin=0.5, lower=False)])
# one baseline failure in 12x3 (d = +1/3 once): s^2 = 1/108 < floor 0.0475/3
d = np.r_[1 / 3, np.zeros(11)]
print("one baseline fail var", repr(d.var(ddof=1)), [repr(v) for v in floor_t(12, 3, D * (1 - D) / 3, m=d.mean())])
# spread above the floor: plain paired t
d2 = np.array([1, 0, -1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 0, -1, 0, 1]) / 3
r = s.ttest_1samp(d2, -D, alternative='greater'); ci = s.ttest_1samp(d2, 0).confidence_interval(0.95)
print("spread", repr(d2.var(ddof=1)), repr(r.pvalue), repr(ci.low), repr(ci.high))
# Tango with no discordant case: N > z^2 (1 - D)/D
print("tango N*", repr(s.norm.ppf(1 - a) ** 2 * (1 - D) / D), "p(51)", repr(s.norm.sf(np.sqrt(51 * D / (1 - D)))), "p(52)", repr(s.norm.sf(np.sqrt(52 * D / (1 - D)))))
# Tango's restricted MLE, found independently of its closed form: the root of the score equation of the
# multinomial log-likelihood n12 log(p21 + d0) + n21 log(p21) + n11+22 log(1 - 2 p21 - d0) in p21.
def rmle_var(n12, n21, N, d0):
    score = lambda p: (n12 / (p + d0) if n12 else 0) + (n21 / p if n21 else 0) - 2 * (N - n12 - n21) / (1 - 2 * p - d0)
    lo = max(0, -d0) + 1e-15; hi = (1 - d0) / 2 - 1e-15
    p21 = brentq(score, lo, hi, xtol=1e-15) if n21 or n12 else max(0, -d0)
    return 2 * p21 + d0 * (1 - d0)
print("tango null var 3,5,40 d0=-0.2", repr(rmle_var(3, 5, 40, -0.2)))
print("tango null var 6,2,50 d0=-0.05", repr(rmle_var(6, 2, 50, -0.05)))
print("tango null var 0,0,30 d0=-0.05", repr(rmle_var(0, 0, 30, -0.05)))
# Nam-type sample size, z: n = (z_a sqrt(V0) + z_b sqrt(V1))^2 / D^2
za, zb = s.norm.ppf(1 - a), s.norm.ppf(0.8)
print("ni z V0=.0475 V1=0", repr((za * np.sqrt(0.0475)) ** 2 / D ** 2))
print("ni z V0=V1=.08", repr((za + zb) ** 2 * 0.08 / D ** 2))
# t version: smallest n >= 2 with n >= (t_{1-a,n-1} sqrt(V0) + t_{.8,n-1} sqrt(V1))^2 / D^2
def ni_t(V0, V1, margin=D):
    n = 2
    while n < ((s.t.ppf(1 - a, n - 1) * np.sqrt(V0) + s.t.ppf(0.8, n - 1) * np.sqrt(V1)) / margin) ** 2: n += 1
    return n
print("ni t floor K=3", ni_t(0.0475 / 3, 0), "K=2", ni_t(0.0475 / 2, 0), "K=6", ni_t(0.0475 / 6, 0), "V0=V1=.08", ni_t(0.08, 0.08), "V0=.05,V1=.02", ni_t(0.05, 0.02))
# smallest margin with 12 cases x 3 trials all agreeing: t_{.95,11} sqrt(m(1-m)/(3*12)) = m
print("smallest margin 12x3", repr(brentq(lambda m: s.t.ppf(0.95, 11) * np.sqrt(m * (1 - m) / 36) - m, 1e-6, 0.5)))
# floor: min over pi_C of pi_C(1-pi_C) + (pi_C+D)(1-pi_C-D) on [0, 1-D]
r = minimize_scalar(lambda pc: pc * (1 - pc) + (pc + D) * (1 - pc - D), bounds=(0, 1 - D), method='bounded')
print("floor min interior search", repr(r.fun), "endpoints", repr(D * (1 - D)))
# Tango sizing at a share of discordant cases psi = 4/60 (no change: p12 = p21 = psi/2), Nam (1997)
psi = 4 / 60; V0 = rmle_var(2, 2, 60, -D); print("tango V0 psi=4/60", repr(V0), "n", repr((za * np.sqrt(V0) + zb * np.sqrt(psi)) ** 2 / D ** 2))
# sizing the spread data: Miller components (within-case var ddof=1 averaged; omega2 = var(d) - sB/K - sC/K, floored at 0)
Dd = [1, 0, -1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 0, -1, 0, 1]
B = [[1, 1, 0] for _ in Dd]; C = [[1] * (2 + x) + [0] * (1 - x) for x in Dd]
sB = np.mean([np.var(b, ddof=1) for b in B]); sC = np.mean([np.var(c, ddof=1) for c in C])
dd = np.array([np.mean(c) - np.mean(b) for b, c in zip(B, C)]); om = max(0, dd.var(ddof=1) - sB / 3 - sC / 3)
V1 = lambda K: om + sB / K + sC / K
print("spread components", repr(om), repr(sB), repr(sC), "n K=3", ni_t(max(V1(3), 0.0475 / 3), V1(3)), "n K=6", ni_t(max(V1(6), 0.0475 / 6), V1(6)))
print("tango p (2,2,60)", repr(s.norm.sf(60 * D / np.sqrt(60 * rmle_var(2, 2, 60, -D)))))
