/**
 * The CPU slowdown that makes the measuring host stand for the slow phone Lighthouse's mobile
 * preset means. The preset slows the CPU 4×, which is calibrated for a host of benchmarkIndex 1600
 * (Lighthouse's own measure of the machine, taken at the start of every run); on a shared machine
 * the index moves with the load, so each run is scaled by its own: 4 × benchmarkIndex / 1600.
 */
export const PRESET_SLOWDOWN = 4;
const PRESET_HOST_INDEX = 1600;

/**
 * The CPU slowdown for a host of `benchmarkIndex`: 4 × index / 1600, rounded to a tenth. At least
 * 1: a host slower than the phone is measured as it is, never sped up.
 */
export function slowdownFor(benchmarkIndex: number): number {
  const scaled = (PRESET_SLOWDOWN * benchmarkIndex) / PRESET_HOST_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}
