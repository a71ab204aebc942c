// Lighthouse's CPU throttling calibrated to this machine, as Lighthouse documents it (docs/throttling.md,
// "Calibrating the CPU slowdown"): its slowdown is relative to the host, so `npm run perf` measures the
// host's benchmarkIndex once with Lighthouse's own benchmark (the function Lighthouse runs in the page
// for the report's "CPU/Memory Power") and sets throttling.cpuSlowdownMultiplier from it, by the mapping
// of Lighthouse's CPU slowdown calculator (lighthouse-cpu-throttling-calculator.vercel.app, which the
// document links), so that a mid-tier phone is emulated on a slow or a fast (or a busy) machine alike.
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Benchmark runs (~1 s each); the median is taken, the machine being shared. */
const BENCHMARK_RUNS = 3;

/**
 * The calculator's multiplier for a benchmarkIndex: piecewise linear through 150 → 1x, 800 → 2x,
 * 1300 → 3x, then 1x more per 233 (1533 → 4x, Lighthouse's default, meant for a high-end desktop).
 * Below 150 the host cannot emulate the target phone: 1x, and `tooSlow`.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return { multiplier: 3 + (benchmarkIndex - 1300) / 233, tooSlow: false };
  if (benchmarkIndex >= 800) return { multiplier: 2 + (benchmarkIndex - 800) / 500, tooSlow: false };
  if (benchmarkIndex >= 150) return { multiplier: 1 + (benchmarkIndex - 150) / 650, tooSlow: false };
  return { multiplier: 1, tooSlow: true };
}

/**
 * The host's benchmarkIndex, measured in a page of `browser` (playwright-core's Chromium, the binary
 * Lighthouse drives): the median of a few runs of Lighthouse's computeBenchmarkIndex, and each run.
 */
export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const runs = [];
    for (let i = 0; i < BENCHMARK_RUNS; i += 1) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const sorted = [...runs].sort((a, b) => a - b);
    return { benchmarkIndex: sorted[Math.floor(sorted.length / 2)], runs };
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's flags for one run of `npm run perf` or the floor (scripts/perf-floor/): mobile, its
 * simulated mobile network, the CPU slowdown calibrated to this machine, the report as JSON.
 */
export function lighthouseFlags({ port, cpuSlowdownMultiplier, onlyCategories }) {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    onlyCategories,
  };
}
