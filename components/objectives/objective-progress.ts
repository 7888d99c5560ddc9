/**
 * The label is round(actual / target * 100), which may pass 100; the bar is capped
 * at 100 (and never below 0).
 */
export function objectiveProgress(actualValue: number, targetValue: number) {
  const percent = targetValue > 0 ? Math.round((actualValue / targetValue) * 100) : 0;
  return { percent, bar: Math.min(100, Math.max(0, percent)) };
}
