"""Reference values for test/stats/reference-vectors.test.ts (scipy 1.17.1). Run: python3 test/stats/scipy/vectors.py"""
import numpy as np, scipy.stats as s
from scipy.stats import multivariate_normal as mvn
np.set_printoptions(precision=17)
g1=[0.7,-1.6,-0.2,-1.2,-0.1,3.4,3.7,0.8,0.0,2.0]; g2=[1.9,0.8,1.1,0.1,-0.1,4.4,5.5,1.6,4.6,3.4]
r=s.ttest_rel(g1,g2); ci=r.confidence_interval(0.95); print("sleep", repr(r.statistic), r.df, repr(r.pvalue), repr(ci.low), repr(ci.high))
darwin=[6,8,14,16,23,24,28,29,41,-48,49,56,60,-67,75]
print("darwin exact", repr(s.wilcoxon(darwin,method='exact').pvalue), repr(s.wilcoxon(darwin,method='exact',alternative='greater').pvalue))
print("darwin asym", repr(s.wilcoxon(darwin,method='asymptotic').pvalue), repr(s.wilcoxon(darwin,method='asymptotic',correction=True).pvalue))
t=[1,2,2,3,-1,0,4,5]
print("ties", repr(s.wilcoxon(t,method='asymptotic',correction=True).pvalue), repr(s.wilcoxon(t,method='asymptotic').pvalue), repr(s.wilcoxon(t).pvalue), repr(s.wilcoxon(t,zero_method='pratt',method='asymptotic',correction=True).pvalue))
print("pcap", repr(s.wilcoxon([1,2,-3],method='exact').pvalue))
x=[1.83,0.50,1.62,2.48,1.68,1.88,1.55,3.06,1.30]; y=[0.878,0.647,0.598,2.05,1.06,1.29,1.06,3.14,1.29]
d=np.round(np.subtract(x,y),10)
print("hw", list(d), repr(s.wilcoxon(d,method='exact').pvalue), repr(s.wilcoxon(d,method='exact',alternative='greater').pvalue))
pt=s.permutation_test((darwin,), lambda a: np.sum(a), permutation_type='samples', n_resamples=np.inf, alternative='two-sided')
pg=s.permutation_test((darwin,), lambda a: np.sum(a), permutation_type='samples', n_resamples=np.inf, alternative='greater')
print("signflip darwin", repr(pt.pvalue), repr(pg.pvalue))
B=[0.12,0.50,0.033,0.9,0.21,0.075,0.31,1.4,0.066,0.27,0.18,0.045]
C=[0.10,0.41,0.035,0.62,0.19,0.06,0.33,1.05,0.05,0.25,0.15,0.047]
st=lambda b,c,axis=-1: np.log(np.sum(c,axis=axis)/np.sum(b,axis=axis))
pr=s.permutation_test((B,C), st, permutation_type='samples', n_resamples=np.inf, alternative='two-sided', vectorized=True)
pl=s.permutation_test((B,C), st, permutation_type='samples', n_resamples=np.inf, alternative='less', vectorized=True)
print("ratio signflip", repr(pr.pvalue), repr(pl.pvalue))
bn=s.binom
def mc(b,c):
    m=b+c;k=min(b,c); ex=min(1,2*bn.cdf(k,m,.5)); mid=ex-bn.pmf(k,m,.5)
    return ex, mid, s.chi2.sf((b-c)**2/m,1), s.chi2.sf((abs(b-c)-1)**2/m,1)
print("mcnemar 1,7", [repr(v) for v in mc(1,7)])
print("mcnemar 150,86", [repr(v) for v in mc(150,86)])
print("mcnemar cavo 16,6", [repr(v) for v in mc(16,6)])
bt=s.binomtest(682,925,0.75); print("binom", repr(bt.pvalue), bt.proportion_ci(method='wilson'))
print("binom 3/20 vs .5", repr(s.binomtest(3,20,0.5).pvalue), "7/40 .25", repr(s.binomtest(7,40,0.25).pvalue), "30/40 .25", repr(s.binomtest(30,40,0.25).pvalue))
z=lambda p: s.norm.ppf(p)
print("miller n", repr((z(.975)+z(.8))**2*(1/9)/0.03**2))
for K in (1,10): print("miller mde K",K, repr((z(.975)+z(.8))*np.sqrt((1/9+(1/6)/K+(1/6)/K)/198)))
for tt in (0.2,0.4,0.6,0.8,1.0): print("spend",tt, repr(2-2*s.norm.cdf(z(.975)/np.sqrt(tt))), repr(0.05*np.log(1+(np.e-1)*tt)))
