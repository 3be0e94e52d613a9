import { runAaCalibration, runCoverage } from "./src/stats/calibration.ts";
let t=Date.now();
console.log(runAaCalibration({ reps: 1000, seed: 1 }), Date.now()-t); t=Date.now();
console.log(runAaCalibration({ reps: 1000, seed: 7, data: { pass: "flaky" } }), Date.now()-t); t=Date.now();
console.log(runCoverage({ reps: 1000, seed: 2 }), Date.now()-t);
