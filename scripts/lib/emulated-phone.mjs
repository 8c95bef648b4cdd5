// Which phone a Lighthouse mobile run emulated: the host's speed (Lighthouse's benchmarkIndex)
// divided by the CPU slowdown. The budgets were set on 2026-11-25 with Lighthouse's 4× on a host of
// ~2 822, a phone of ~705 (scripts/perf.mjs, --cpu=calibrated). A fixed 4× on a faster host emulates
// a faster phone, so its TBT and performance pass more easily (docs/performance.md, 2026-11-27 16:08:
// 3 811 ÷ 4 ≈ 953, a phone 35 % faster, TBT 20–104 ms, against 148–312 ms calibrated).
export const REFERENCE_PHONE_INDEX = 705;

/** Farther from the reference than this, a run's verdicts are flagged. */
const TOLERANCE = 0.15;

/**
 * @param {number} benchmarkIndex the host's (median of the runs)
 * @param {number} cpuSlowdown the mobile CPU slowdown used
 * @returns {{ index: number, ratio: number, line: string, warning?: string }}
 */
export function emulatedPhone(benchmarkIndex, cpuSlowdown) {
  const index = benchmarkIndex / cpuSlowdown;
  const ratio = index / REFERENCE_PHONE_INDEX;
  const line = `Emulated phone: benchmarkIndex ~${Math.round(index)} (host ${Math.round(benchmarkIndex)} ÷ ${cpuSlowdown}×); the budgets' reference phone is ~${REFERENCE_PHONE_INDEX}`;
  if (!Number.isFinite(ratio) || Math.abs(ratio - 1) <= TOLERANCE) return { index, ratio, line };
  const faster = ratio > 1;
  const percent = Math.round(Math.abs(ratio - 1) * 100);
  const warning =
    `note: this run emulated a phone ${percent} % ${faster ? 'faster' : 'slower'} than the reference, so its TBT and ` +
    `performance ${faster ? 'pass more easily' : 'fail more easily'} than the budgets mean; --cpu=calibrated measures the reference phone`;
  return { index, ratio, line, warning };
}
