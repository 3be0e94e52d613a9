/**
 * Proves half 2 of suites/coding.yaml's cases (see prove.ts). The suite is split over two
 * files so that each stays near the time budget of one test file and vitest runs both halves
 * on its two workers.
 */
// @ts-nocheck

import { proveCases, suiteCaseIds } from "./prove.ts";

const ids = suiteCaseIds("coding");
const half = Math.ceil(ids.length / 2);

proveCases(ids.slice(half));
