// The start-up modules are asked for in tasks of their own, after this entry's evaluation and a few
// shared modules per task (mf/start-up-shares.ts): the federation runtime's work for them would
// otherwise run in one long task (docs/performance.md, issue #29).
import { startInStages } from './mf/start-up-shares';

startInStages(() => import('./bootstrap'));
