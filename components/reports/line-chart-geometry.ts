/**
 * A line chart's geometry, pure: the value axis with "nice" ticks, where each point goes and the
 * line through them, and which month labels fit a width. Horizontal positions are percentages of
 * the plot's width, so a drawing made on the server fits any screen without stretching its text;
 * vertical ones are pixels of a plot of known height.
 */

/** A value axis: its range and its ticks, from `min` to `max`, evenly spaced. */
export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** Tick steps are one of these times a power of ten (recharts' and most charts' choice). */
const STEP_MULTIPLES = [1, 2, 2.5, 5, 10, 20, 25, 50];

/** The range used when every value is zero: nothing to scale, so a small positive one. */
const EMPTY_RANGE_MAX = 100;

/** Away with float noise (0.1 × 3) and with -0, which Intl writes as "-0". */
function clean(value: number): number {
  return Number(value.toPrecision(12)) + 0;
}

/**
 * The axis for `values`: always through zero (money reads from nothing, and a negative net worth
 * shows below a zero line), on multiples of a nice step, 3 to 5 steps from the lowest tick to the
 * highest; of the steps that fit, the one that wastes the least room, then the one nearest 4 steps.
 */
export function niceAxis(values: readonly number[]): ValueAxis {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = EMPTY_RANGE_MAX;
  const magnitude = 10 ** Math.floor(Math.log10((high - low) / 4));
  let best: { first: number; last: number; step: number } | undefined;
  const span = (axis: { first: number; last: number; step: number }) => (axis.last - axis.first) * axis.step;
  for (const multiple of STEP_MULTIPLES) {
    const step = clean(multiple * magnitude);
    const candidate = { first: Math.floor(clean(low / step)), last: Math.ceil(clean(high / step)), step };
    const steps = candidate.last - candidate.first;
    if (steps < 3 || steps > 5) continue;
    const better =
      !best ||
      span(candidate) < span(best) ||
      (span(candidate) === span(best) && Math.abs(steps - 4) < Math.abs(best.last - best.first - 4));
    if (better) best = candidate;
  }
  // Some step of the list always gives 3 to 5: each is at most 2.5 times the one before.
  const { first, last, step } = best ?? { first: 0, last: 1, step: high - low };
  return {
    min: clean(first * step),
    max: clean(last * step),
    ticks: Array.from({ length: last - first + 1 }, (_, i) => clean((first + i) * step)),
  };
}

/** Where point `index` of `count` sits across the plot, in percent: the ends at 0 and 100, one alone in the middle. */
export function xPercent(index: number, count: number): number {
  return count <= 1 ? 50 : clean((index / (count - 1)) * 100);
}

/** Where `value` sits down a plot `height` pixels tall starting `top` pixels down. */
export function yPixel(value: number, axis: ValueAxis, top: number, height: number): number {
  return clean(top + ((axis.max - value) / (axis.max - axis.min)) * height);
}

/** The line through the points, in the plot's units (x in percent, y in pixels); none for a single point. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  if (points.length < 2) return "";
  return points.map((point, i) => `${i === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
}

/**
 * Every how many points a label goes, so that labels `minSpacing` pixels apart (a label's width
 * and its gap) fit a plot `plotWidth` pixels wide.
 */
export function labelStride(count: number, plotWidth: number, minSpacing: number): number {
  if (count <= 1 || plotWidth <= 0) return 1;
  return Math.max(1, Math.ceil((minSpacing * (count - 1)) / plotWidth));
}

/** Whether point `index` gets a label: counted back from the last, which always has one. */
export function labelShown(index: number, count: number, stride: number): boolean {
  return (count - 1 - index) % stride === 0;
}
