"""Reference boundaries of eval ab --sequential's default design (issue 21 item 5), scipy 1.17.1:
Hwang–Shih–DeCani spending γ = −1 (gsDesign sfHSD), alpha 0.05 per side, two-sided symmetric
boundaries. Two looks: crossing probabilities by integrate.quad; three looks: the trivariate
normal rectangle probability by stats.multivariate_normal.cdf(lower_limit=…) (Genz's method);
boundaries by optimize.brentq.
Run: python3 test/stats/scipy/gsd_default.py"""
import numpy as np
from scipy import stats as s, integrate as I, optimize as O
N = s.norm
a = 0.05
hsd = lambda g: (lambda t: a * (1 - np.exp(-g * t)) / (1 - np.exp(-g)))
def cont(b, t):
    # P(|Z_k| < b_k for every k), Corr(Z_j, Z_k) = sqrt(t_j / t_k)
    k = len(t)
    if k == 1: return 1 - 2 * N.sf(b[0])
    if k == 2:
        r = np.sqrt(t[0] / t[1]); q = np.sqrt(1 - r * r)
        f = lambda z: N.pdf(z) * (N.cdf((b[1] - r * z) / q) - N.cdf((-b[1] - r * z) / q))
        return I.quad(f, -b[0], b[0], epsabs=1e-14, epsrel=1e-13)[0]
    cov = np.array([[np.sqrt(min(x, y) / max(x, y)) for y in t] for x in t])
    mvn = s.multivariate_normal(np.zeros(k), cov, abseps=1e-11, releps=1e-11, maxpts=10_000_000)
    return mvn.cdf(np.array(b), lower_limit=-np.array(b))
def bounds(t, sp):
    out = [N.isf(sp(t[0]))]
    for k in range(1, len(t)):
        prev = cont(out, t[:k])
        target = 2 * (sp(t[k]) - sp(t[k - 1]))
        out.append(O.brentq(lambda x: (prev - cont(out + [x], t[:k + 1])) - target, 1, 6, xtol=1e-10))
    return out
for name, t in [("50/75/100", [0.5, 0.75, 1]), ("67/100", [2 / 3, 1]), ("50/100", [0.5, 1])]:
    print("hsd-1", name, *map(repr, bounds(t, hsd(-1))))
