/** Series colours that read on white and on zinc-900 alike. */
export const CHART_COLORS = {
  revenue: "#10b981",
  expense: "#f43f5e",
  balance: "#0ea5e9",
  others: "#a1a1aa",
} as const;

/** Axis and grid: a mid grey visible in both themes. */
export const AXIS_COLOR = "#a1a1aa";
