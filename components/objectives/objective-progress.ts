import type { Cents } from "@/lib/format/money";

/**
 * The label is round(actual / target * 100), which may pass 100; the bar is capped
 * at 100 (and never below 0).
 */
export function objectiveProgress(actualCents: Cents, targetCents: Cents) {
  const percent = targetCents > 0 ? Math.round((actualCents * 100) / targetCents) : 0;
  return { percent, bar: Math.min(100, Math.max(0, percent)) };
}
