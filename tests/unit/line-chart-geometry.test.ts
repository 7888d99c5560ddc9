import { describe, expect, it } from "vitest";
import {
  labelShown,
  labelStride,
  linePath,
  niceAxis,
  xPercent,
  yPixel,
} from "@/components/reports/line-chart-geometry";

/** A nice step: 1, 2, 2.5 or 5 times a power of ten. */
function isNiceStep(step: number): boolean {
  const magnitude = 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5].some((multiple) => Math.abs(step - multiple * magnitude) < 1e-9 * step);
}

function expectNiceAxis(values: number[]) {
  const axis = niceAxis(values);
  const steps = axis.ticks.slice(1).map((tick, i) => tick - axis.ticks[i]!);
  expect(axis.ticks[0]).toBe(axis.min);
  expect(axis.ticks.at(-1)).toBe(axis.max);
  expect(axis.ticks.length).toBeGreaterThanOrEqual(4);
  expect(axis.ticks.length).toBeLessThanOrEqual(6);
  for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 9);
  expect(isNiceStep(steps[0]!), `step ${steps[0]} of ${axis.ticks.join(", ")}`).toBe(true);
  for (const value of values) {
    expect(value).toBeGreaterThanOrEqual(axis.min);
    expect(value).toBeLessThanOrEqual(axis.max);
  }
  expect(axis.min).toBeLessThanOrEqual(0);
  expect(axis.max).toBeGreaterThanOrEqual(0);
  return axis;
}

describe("the value axis", () => {
  it("starts at zero and ends on a nice tick above the largest value, with 3 to 5 steps", () => {
    expect(niceAxis([12_345.67, 8_000, 10_500]).ticks).toEqual([0, 2_500, 5_000, 7_500, 10_000, 12_500]);
    expect(niceAxis([20_400, 8_000]).ticks).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000]);
    expect(niceAxis([48_000, 50_000]).ticks).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(niceAxis([9_000, 10_000]).ticks).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
  });

  it("has nice, evenly spaced ticks around every value, small or large", () => {
    for (const values of [[1], [0.37], [99.99], [2_500], [7_654_321.09], [999_999_999.99], [3, 1_000_000], [-5, 7], [-0.5, 3.5], [-999_999_999.99, 1]]) {
      expectNiceAxis(values);
    }
  });

  it("reaches below zero for a negative net worth, with zero among its ticks", () => {
    const negative = expectNiceAxis([-12_000, -3_000]);
    expect(negative.min).toBeLessThanOrEqual(-12_000);
    expect(negative.max).toBe(0);
    const mixed = expectNiceAxis([-4_200, 1_500, 9_000]);
    expect(mixed.min).toBeLessThan(0);
    expect(mixed.ticks).toContain(0);
  });

  it("gives every value a place on a flat series, zero included (no division by zero)", () => {
    const flat = expectNiceAxis([2_500, 2_500, 2_500]);
    expect(yPixel(2_500, flat, 8, 224)).toBeGreaterThanOrEqual(8);
    expect(yPixel(2_500, flat, 8, 224)).toBeLessThan(8 + 224);
    const zeros = expectNiceAxis([0, 0]);
    expect(zeros.max).toBeGreaterThan(zeros.min);
    expect(yPixel(0, zeros, 8, 224)).toBe(8 + 224);
    expect(Number.isFinite(yPixel(0, niceAxis([]), 8, 224))).toBe(true);
  });

  it("never writes -0 as a tick", () => {
    for (const tick of niceAxis([-3, -1]).ticks) expect(Object.is(tick, -0)).toBe(false);
  });
});

describe("the points and the line", () => {
  it("spreads the months from edge to edge, one month alone in the middle", () => {
    expect([0, 1, 2, 3, 4].map((i) => xPercent(i, 5))).toEqual([0, 25, 50, 75, 100]);
    expect(xPercent(0, 1)).toBe(50);
  });

  it("puts the axis' top at the plot's top and its bottom at the plot's bottom", () => {
    const axis = niceAxis([-1_000, 3_000]);
    expect(yPixel(axis.max, axis, 8, 224)).toBe(8);
    expect(yPixel(axis.min, axis, 8, 224)).toBe(232);
    expect(yPixel(0, axis, 8, 224)).toBeGreaterThan(8);
    expect(yPixel(0, axis, 8, 224)).toBeLessThan(232);
  });

  it("draws a line that passes through every point, in order", () => {
    const values = [1_200, -300, 4_500.5, 4_500.5];
    const axis = niceAxis(values);
    const points = values.map((value, i) => ({ x: xPercent(i, values.length), y: yPixel(value, axis, 8, 224) }));
    const path = linePath(points);
    const vertices = [...path.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({
      command: m[1],
      x: Number(m[2]),
      y: Number(m[3]),
    }));
    expect(vertices.map((v) => v.command)).toEqual(["M", "L", "L", "L"]);
    expect(vertices.map(({ x, y }) => ({ x, y }))).toEqual(points);
  });

  it("draws no line for one month (its dot alone)", () => {
    expect(linePath([{ x: 50, y: 120 }])).toBe("");
    expect(linePath([])).toBe("");
  });
});

describe("the month labels", () => {
  it("keeps a year's labels apart on a phone, and shows all of them on a wide screen", () => {
    // 375 px screen: the chart is about 300 px, its plot 220 px.
    const stride = labelStride(12, 220, 48);
    const shown = Array.from({ length: 12 }, (_, i) => i).filter((i) => labelShown(i, 12, stride));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const [a, b] of shown.slice(1).map((index, k) => [shown[k]!, index])) {
      expect(((b! - a!) / 11) * 220).toBeGreaterThanOrEqual(48);
    }
    expect(labelStride(12, 820, 48)).toBe(1);
  });

  it("always labels the last month, and a single one", () => {
    for (const stride of [1, 2, 3, 5]) expect(labelShown(59, 60, stride)).toBe(true);
    expect(labelStride(1, 220, 48)).toBe(1);
    expect(labelShown(0, 1, 1)).toBe(true);
  });
});
