"""BCa and percentile references for test/stats/reference-vectors.test.ts #25–26 (scipy 1.17.1, numpy 2.4)."""
import numpy as np, scipy.stats as s
from scipy.stats._resampling import _bca_interval
from scipy._lib._array_api import array_namespace
B=999
j=np.arange(B)
reps=0.7+0.1*s.norm.ppf((j+0.5)/B)+0.03*np.sin(j)**3
b=np.array([1,2,3,4,10.]); c=np.array([1,1,3,3,6.])
idx=np.arange(5)
stat=lambda i,axis=-1: np.sum(c[i],axis=axis)/np.sum(b[i],axis=axis)
xp=array_namespace(b)
a1,a2,a=_bca_interval((idx,),stat,-1,0.025,reps,None,xp)
print(repr(float(a1)),repr(float(a2)),repr(float(a)))
print(repr(np.percentile(reps,float(a1)*100)), repr(np.percentile(reps,float(a2)*100)))
print("pct", repr(np.percentile(reps,2.5)), repr(np.percentile(reps,97.5)))
