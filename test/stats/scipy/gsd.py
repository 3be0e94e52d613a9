"""Group-sequential reference values for test/stats (scipy 1.17.1): crossing probabilities by
integrate.quad / dblquad of the score process, boundaries by optimize.brentq.
Run: python3 test/stats/scipy/gsd.py [alpha_per_side]   (0.025 default; 0.05 for sequentialPlan)"""
import numpy as np
from scipy import stats as s, integrate as I, optimize as O
N=s.norm
def p_continue2(b1,b2,t1,t2):
    # P(|Z1|<b1,|Z2|<b2), corr sqrt(t1/t2)
    r=np.sqrt(t1/t2); q=np.sqrt(1-r*r)
    f=lambda z: N.pdf(z)*(N.cdf((b2-r*z)/q)-N.cdf((-b2-r*z)/q))
    return I.quad(f,-b1,b1,epsabs=1e-14,epsrel=1e-13)[0]
def p_continue3(b,t):
    # score-scale recursion with exact 2-D integration
    t1,t2,t3=t; c1,c2,c3=[bk*np.sqrt(tk) for bk,tk in zip(b,t)]
    d2=t2-t1; d3=t3-t2
    def inner(s2,s1): return N.pdf(s1/np.sqrt(t1))/np.sqrt(t1)*N.pdf((s2-s1)/np.sqrt(d2))/np.sqrt(d2)*(N.cdf((c3-s2)/np.sqrt(d3))-N.cdf((-c3-s2)/np.sqrt(d3)))
    return I.dblquad(inner,-c1,c1,lambda s1:-c2,lambda s1:c2,epsabs=1e-13,epsrel=1e-12)[0]
print("peek2", repr(1-p_continue2(1.96,1.96,.5,1)))
print("peek3", repr(1-p_continue3([1.96]*3,[1/3,2/3,1])))
# LD OBF one-sided alpha .025 per side (gsDesign sfLDOF), 3 equal looks
import sys
a=float(sys.argv[1]) if len(sys.argv)>1 else 0.025  # one-sided level per side
sp=lambda t: 2-2*N.cdf(N.ppf(1-a/2)/np.sqrt(t))
t=[1/3,2/3,1]
b1=N.ppf(1-sp(t[0]))  # two-sided crossing 2*sp(t1) -> per side sp
P1=1-2*sp(t[0])
b2=O.brentq(lambda b: (P1-p_continue2(b1,b,t[0],t[1]))-2*(sp(t[1])-sp(t[0])),1,6,xtol=1e-12)
P2=p_continue2(b1,b2,t[0],t[1])
b3=O.brentq(lambda b: (P2-p_continue3([b1,b2,b],t))-2*(sp(t[2])-sp(t[1])),1,6,xtol=1e-11)
print("ldobf3", repr(b1),repr(b2),repr(b3))
# classic OBF 3 looks two-sided .05
tot=lambda C: 1-p_continue3([C/np.sqrt(x) for x in t],t)-0.05
C=O.brentq(tot,1.5,3,xtol=1e-11); print("obf3", [repr(C/np.sqrt(x)) for x in t])
# Pocock K=2
C2=O.brentq(lambda c: 1-p_continue2(c,c,.5,1)-0.05,1.5,3,xtol=1e-12); print("pocock2", repr(C2))
# unequal looks LD OBF two looks at t=0.3,1 alpha .025 per side
t1=0.3; bb1=N.ppf(1-sp(t1)); PP1=1-2*sp(t1)
bb2=O.brentq(lambda b:(PP1-p_continue2(bb1,b,t1,1))-2*(sp(1)-sp(t1)),1,6,xtol=1e-12); print("ld 0.3,1", repr(bb1), repr(bb2))
# issue 21: looks at 25%, 50%, 100% with Pocock and Hwang–Shih–DeCani spending (gsDesign sfLDPocock / sfHSD)
def ld_bounds(t, sp):
    b1=N.ppf(1-sp(t[0])); P1=1-2*sp(t[0])
    b2=O.brentq(lambda b:(P1-p_continue2(b1,b,t[0],t[1]))-2*(sp(t[1])-sp(t[0])),1,6,xtol=1e-12)
    P2=p_continue2(b1,b2,t[0],t[1])
    b3=O.brentq(lambda b:(P2-p_continue3([b1,b2,b],t))-2*(sp(t[2])-sp(t[1])),1,6,xtol=1e-11)
    return b1,b2,b3
tq=[0.25,0.5,1]
hsd=lambda g: (lambda t: a*(1-np.exp(-g*t))/(1-np.exp(-g))) if g!=0 else (lambda t: a*t)
print("pocock 25/50/100", *map(repr, ld_bounds(tq, lambda t: a*np.log(1+(np.e-1)*t))))
print("hsd-2 25/50/100", *map(repr, ld_bounds(tq, hsd(-2))))
print("hsd1 25/50/100", *map(repr, ld_bounds(tq, hsd(1))))
# conditional power under the current trend: norm.sf(b_K, loc=z*sqrt(t)+theta*(1-t), scale=sqrt(1-t)), theta = z/sqrt(t)
for z,t,bK in [(0.0,0.5,1.645),(0.8,0.5,1.7143),(1.5,0.25,1.7143),(-0.3,2/3,1.6948)]:
    print("cp", z, t, bK, repr(N.sf(bK, loc=z*np.sqrt(t)+z/np.sqrt(t)*(1-t), scale=np.sqrt(1-t))))
# futility boundary: the z where that conditional power equals gamma, by brentq
for t,bK,g in [(0.5,1.7143,0.1),(2/3,1.6948,0.2)]:
    print("fut", t, bK, g, repr(O.brentq(lambda z: N.sf(bK, loc=z/np.sqrt(t), scale=np.sqrt(1-t))-g, -5, 5, xtol=1e-13)))
