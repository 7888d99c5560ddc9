import { AXIS_COLOR, CHART_COLORS } from "@/components/reports/chart-colors";
import { labelShown, labelStride, linePath, niceAxis, xPercent, yPixel } from "@/components/reports/line-chart-geometry";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { formatAxisValue } from "@/lib/format/axis-value";
import { centsToReais, formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

export interface NetWorthChartPoint {
  /** "nov/25" */
  label: string;
  netCents: Cents;
  estimated: boolean;
}

/** The drawing's height and its plot's box inside it, in pixels. */
const HEIGHT = 256;
const PLOT_TOP = 8;
const PLOT_HEIGHT = 224;
const PLOT_BOTTOM = PLOT_TOP + PLOT_HEIGHT;
/** The value labels' gutter (`pl-15`) and the room the last month's label needs on the right (`pr-5`). */
const LEFT_GUTTER = 60;
const RIGHT_GUTTER = 20;
/** A month label ("nov/25" at 12 px) and the gap it needs before the next. */
const LABEL_SPACING = 48;

/**
 * Which month labels show at which width of the chart (a container query): at each, the widest
 * stride whose labels fit the smallest plot of that step. Class names written out whole, so
 * Tailwind finds them.
 */
const WIDTH_STEPS = [
  { width: 240, show: "inline", hide: "hidden" },
  { width: 300, show: "@min-[300px]:inline", hide: "@min-[300px]:hidden" },
  { width: 448, show: "@md:inline", hide: "@md:hidden" },
  { width: 672, show: "@2xl:inline", hide: "@2xl:hidden" },
  { width: 896, show: "@4xl:inline", hide: "@4xl:hidden" },
] as const;

function labelClasses(index: number, count: number): string {
  const classes: string[] = [];
  let shown: boolean | undefined;
  for (const step of WIDTH_STEPS) {
    const stride = labelStride(count, step.width - LEFT_GUTTER - RIGHT_GUTTER, LABEL_SPACING);
    const now = labelShown(index, count, stride);
    if (now !== shown) classes.push(now ? step.show : step.hide);
    shown = now;
  }
  return classes.join(" ");
}

/**
 * Net worth month by month as a line, drawn on the server as plain SVG: no script. Months across
 * in percent of the width (text keeps its size on any screen), values down in pixels. Each month's
 * column carries a title ("nov/25 · R$ 12.345,67"), which a pointer shows on hover. Hidden from
 * screen readers: the table beside it says the same.
 */
export function NetWorthChart({ points }: { points: NetWorthChartPoint[] }) {
  const axis = niceAxis(points.map((point) => centsToReais(point.netCents)));
  const placed = points.map((point, i) => ({
    ...point,
    x: xPercent(i, points.length),
    y: yPixel(centsToReais(point.netCents), axis, PLOT_TOP, PLOT_HEIGHT),
  }));
  const column = points.length <= 1 ? 100 : 100 / (points.length - 1);
  return (
    <div aria-hidden="true" data-testid="net-worth-chart" className="@container text-zinc-600 dark:text-zinc-400">
      <div className="pr-5 pl-15">
        <svg width="100%" height={HEIGHT} overflow="visible" className="block" fontSize={12}>
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1="0"
                x2="100%"
                y1={yPixel(tick, axis, PLOT_TOP, PLOT_HEIGHT)}
                y2={yPixel(tick, axis, PLOT_TOP, PLOT_HEIGHT)}
                stroke={AXIS_COLOR}
                strokeOpacity={tick === 0 && axis.min < 0 ? 0.8 : 0.25}
                data-zero={tick === 0 ? "" : undefined}
              />
              <text x={-8} y={yPixel(tick, axis, PLOT_TOP, PLOT_HEIGHT)} dy="0.32em" textAnchor="end" fill="currentColor">
                {formatAxisValue(tick)}
              </text>
            </g>
          ))}
          <line x1="0" x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} stroke={AXIS_COLOR} />
          {placed.map((point, i) => (
            <text
              key={point.label}
              x={`${point.x}%`}
              y={PLOT_BOTTOM + 18}
              textAnchor="middle"
              fill="currentColor"
              className={labelClasses(i, placed.length)}
            >
              {point.label}
            </text>
          ))}
          {/* The line in a box of 100 × the height, stretched across: only its stroke keeps its width. */}
          <svg width="100%" height={HEIGHT} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" overflow="visible">
            <path
              d={linePath(placed)}
              fill="none"
              stroke={CHART_COLORS.balance}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {placed.map((point) => (
            <g key={point.label} className="group">
              <title>{`${point.label} · ${formatMoney(point.netCents)}${point.estimated ? ` · ${wealthTexts.estimated}` : ""}`}</title>
              <rect
                x={`${Math.max(0, point.x - column / 2)}%`}
                width={`${Math.min(100, point.x + column / 2) - Math.max(0, point.x - column / 2)}%`}
                y={PLOT_TOP}
                height={PLOT_HEIGHT}
                fill="transparent"
              />
              <line
                x1={`${point.x}%`}
                x2={`${point.x}%`}
                y1={PLOT_TOP}
                y2={PLOT_BOTTOM}
                stroke={AXIS_COLOR}
                strokeOpacity={0.4}
                className="opacity-0 group-hover:opacity-100"
              />
              {point.estimated ? (
                <circle
                  cx={`${point.x}%`}
                  cy={point.y}
                  r={4}
                  className="fill-white dark:fill-zinc-900"
                  stroke={CHART_COLORS.balance}
                  strokeWidth={2}
                  strokeDasharray="2 2"
                />
              ) : (
                <circle cx={`${point.x}%`} cy={point.y} r={4} fill={CHART_COLORS.balance} />
              )}
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}
