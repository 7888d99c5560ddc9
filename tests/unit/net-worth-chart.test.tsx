import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CHART_COLORS } from "@/components/reports/chart-colors";
import { NetWorthChart } from "@/components/wealth/net-worth-chart";
import type { NetWorthChartPoint } from "@/components/wealth/net-worth-chart";
import { formatAxisValue as formatTick } from "@/lib/format/axis-value";
import { cents } from "@/lib/format/money";

const root = path.resolve(import.meta.dirname, "../..");

/** The markup's elements of one tag: their attributes and their text. */
interface Element {
  attributes: Record<string, string>;
  text: string;
}

function draw(points: NetWorthChartPoint[]) {
  const html = renderToStaticMarkup(<NetWorthChart points={points} />).replace(/\u00a0/g, " ");
  return (tag: string): Element[] =>
    [...html.matchAll(new RegExp(`<${tag}((?:\\s[^>]*?)?)(?:/>|>([^<]*)</${tag}>)`, "g"))].map((match) => ({
      attributes: Object.fromEntries([...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
      text: match[2] ?? "",
    }));
}

const valueTicks = (elements: Element[]) => elements.filter((e) => e.attributes["text-anchor"] === "end").map((e) => e.text);

const point = (label: string, netCents: number, estimated = false): NetWorthChartPoint => ({
  label,
  netCents: cents(netCents),
  estimated,
});

const year = [
  point("jan/26", 900_000, true),
  point("fev/26", 950_000, true),
  point("mar/26", 1_234_567),
  point("abr/26", 1_000_000),
];

describe("the net worth chart", () => {
  it("is drawn on the server: no client directive, no chart library", () => {
    const source = fs.readFileSync(path.join(root, "components/wealth/net-worth-chart.tsx"), "utf8");
    expect(source).not.toMatch(/["']use client["']/);
    expect(source).not.toMatch(/recharts|next\/dynamic/);
  });

  it("titles each month with its value, the estimated ones said so", () => {
    const titles = draw(year)("title").map((title) => title.text);
    expect(titles).toEqual([
      "jan/26 · R$ 9.000,00 · estimado",
      "fev/26 · R$ 9.500,00 · estimado",
      "mar/26 · R$ 12.345,67",
      "abr/26 · R$ 10.000,00",
    ]);
  });

  it("fills recorded months' dots and leaves estimated ones hollow and dashed", () => {
    const dots = draw(year)("circle").map((dot) => dot.attributes);
    expect(dots.map((dot) => dot["stroke-dasharray"])).toEqual(["2 2", "2 2", undefined, undefined]);
    expect(dots.map((dot) => dot.fill)).toEqual([undefined, undefined, CHART_COLORS.balance, CHART_COLORS.balance]);
    expect(dots.map((dot) => dot.cx)).toEqual(["0%", "33.3333333333%", "66.6666666667%", "100%"]);
  });

  it("writes the value ticks in compact pt-BR", () => {
    expect(valueTicks(draw([point("nov/26", 800_000), point("dez/26", 1_000_000)])("text"))).toEqual([
      "0",
      "2,5 mil",
      "5 mil",
      "7,5 mil",
      "10 mil",
    ]);
    expect(valueTicks(draw([point("dez/26", 123_456_789)])("text"))).toEqual(["0", "250 mil", "500 mil", "750 mil", "1 mi", "1,25 mi"]);
  });

  it("goes below zero with a zero line for a negative net worth", () => {
    const chart = draw([point("jan/26", -500_000), point("fev/26", 200_000)]);
    expect(valueTicks(chart("text"))[0]).toMatch(/^−\d/);
    const zero = chart("line").find((line) => "data-zero" in line.attributes);
    expect(Number(zero?.attributes["stroke-opacity"])).toBeGreaterThan(0.5);
    const positive = draw(year)("line").find((line) => "data-zero" in line.attributes);
    expect(Number(positive?.attributes["stroke-opacity"])).toBeLessThan(0.5);
  });

  it("shows one month as a dot alone, and a flat series as a level line", () => {
    const single = draw([point("dez/26", 250_000)]);
    expect(single("circle").map((dot) => dot.attributes.cx)).toEqual(["50%"]);
    expect(single("path")[0]?.attributes.d).toBe("");

    const flat = draw([point("nov/26", 250_000), point("dez/26", 250_000)]);
    const ys = flat("circle").map((dot) => Number(dot.attributes.cy));
    expect(ys[0]).toBe(ys[1]);
    expect(Number.isFinite(ys[0])).toBe(true);
  });

  it("labels a year's months sparsely on a narrow chart and all of them on a wide one", () => {
    const months = Array.from({ length: 12 }, (_, i) => point(`m${i + 1}`, 100_000 * (i + 1)));
    const labels = draw(months)("text").filter((text) => text.attributes["text-anchor"] === "middle");
    const onPhone = labels.filter((label) => !/(^| )hidden/.test(label.attributes.class ?? ""));
    expect(onPhone.length).toBeGreaterThanOrEqual(3);
    expect(onPhone.length).toBeLessThan(12);
    expect(onPhone.at(-1)?.text).toBe("m12");
    // The classes go from the narrowest width up: the last one says what a wide chart shows.
    const widest = labels.map((label) => label.attributes.class?.split(" ").at(-1) ?? "");
    expect(widest.filter((name) => !/(^|:)inline$/.test(name))).toEqual([]);
    expect(widest).toHaveLength(12);
  });
});

describe("a chart's value tick", () => {
  it("is compact pt-BR, keeps a nice step's second decimal and writes money's minus sign", () => {
    const formatAxisValue = (reais: number) => formatTick(reais).replace(/\u00a0/g, " ");
    expect(formatAxisValue(12_500)).toBe("12,5 mil");
    expect(formatAxisValue(1_250_000)).toBe("1,25 mi");
    expect(formatAxisValue(-12_500)).toBe("\u221212,5 mil");
    expect(formatAxisValue(0)).toBe("0");
  });
});
