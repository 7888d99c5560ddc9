/**
 * How fast the measuring host is, in Lighthouse's own unit, and the CPU slowdown that makes it
 * stand for the slow phone Lighthouse's mobile preset means. The preset slows the CPU 4×, which is
 * calibrated for a host of benchmarkIndex 1600; on a shared machine the index moves with the load,
 * so the slowdown is worked out again before every run: 4 × benchmarkIndex / 1600.
 */
import type { Browser } from "puppeteer-core";

const PRESET_SLOWDOWN = 4;
const PRESET_HOST_INDEX = 1600;

/**
 * Lighthouse's computeBenchmarkIndex (the page function it runs at the start of every gather: a
 * string-building and an array-copying loop, ~1 s), run in a blank tab of the measuring Chromium.
 */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    return Math.round(Number(index));
  } finally {
    await page.close();
  }
}

/**
 * The CPU slowdown for a host of `benchmarkIndex`: 4 × index / 1600, rounded to a tenth. At least
 * 1: a host slower than the phone is measured as it is, never sped up.
 */
export function slowdownFor(benchmarkIndex: number): number {
  const scaled = (PRESET_SLOWDOWN * benchmarkIndex) / PRESET_HOST_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}
