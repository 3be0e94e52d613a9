import { signFlipTest } from "./src/stats/sign-flip.ts";
import { createRng } from "./src/stats/rng.ts";
console.log(signFlipTest([6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]));
// brute force compare
const rng = createRng(9);
function brute(d:number[]){const n=d.length;const obs=d.reduce((a,b)=>a+b,0);let A=0,G=0,L=0;for(let m=0;m<(1<<n);m++){let s=0;for(let i=0;i<n;i++)s+=(m>>i)&1?-d[i]!:d[i]!;if(Math.abs(s)>=Math.abs(obs)-1e-9)A++;if(s>=obs-1e-9)G++;if(s<=obs+1e-9)L++;}return [A/(1<<n),G/(1<<n),L/(1<<n)];}
for (let k=0;k<200;k++){const n=1+Math.floor(rng()*12);const d=Array.from({length:n},()=>Math.round((rng()-0.4)*10));const r=signFlipTest(d);const b=brute(d);if(Math.abs(r.pTwoSided-b[0]!)>1e-12||Math.abs(r.pGreater-b[1]!)>1e-12||Math.abs(r.pLess-b[2]!)>1e-12){console.log("MISMATCH",d,r,b);break;}}
const d = Array.from({length:20},(_,i)=>Math.sin(i*7.3));
let t=performance.now(); for (let i=0;i<200;i++) signFlipTest(d); console.log("exact20", (performance.now()-t)/200);
const d30 = Array.from({length:30},(_,i)=>Math.sin(i*7.3));
t=performance.now(); for (let i=0;i<20;i++) signFlipTest(d30,{rng}); console.log("mc30", (performance.now()-t)/20);
console.log(signFlipTest(d30,{rng, draws: 200000}), signFlipTest(d30,{exactUpTo:30}));
