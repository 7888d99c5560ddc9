/**
 * How fast the measuring host is, in Lighthouse's own unit, and the CPU slowdown that makes it
 * stand for the slow phone Lighthouse's mobile preset means. The preset slows the CPU 4×, which is
 * calibrated for a host of benchmarkIndex 1600; on a shared machine the index moves with the load,
 * so the slowdown is worked out again before every run: 4 × benchmarkIndex / 1600.
 */
import type { Browser } from "puppeteer-core";

const PRESET_SLOWDOWN = 4;
const PRESET_HOST_INDEX = 1600;

/** How many times the index is taken before a run; the median is used. */
const SAMPLES = 5;

/**
 * Lighthouse's computeBenchmarkIndex (the page function it runs at the start of every gather: a
 * string-building and an array-copying loop, ~1 s), run in blank tabs of the measuring Chromium,
 * five times; the median. One reading swings widely on a shared 2-core VM (1336 to 2774 within a
 * minute), and a single high one slowed its run 6.5× where its neighbours got 4.5×: the median is
 * the host's speed, not one burst of it.
 */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  // Each reading in a blank tab of its own, as Lighthouse takes its one: a second run of the loop
  // in the same tab is already optimised by V8 and reads ~40% faster than the host is.
  const readings: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const page = await browser.newPage();
    try {
      readings.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    } finally {
      await page.close();
    }
  }
  return Math.round(medianOf(readings));
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The CPU slowdown for a host of `benchmarkIndex`: 4 × index / 1600, rounded to a tenth. At least
 * 1: a host slower than the phone is measured as it is, never sped up.
 */
export function slowdownFor(benchmarkIndex: number): number {
  const scaled = (PRESET_SLOWDOWN * benchmarkIndex) / PRESET_HOST_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}
