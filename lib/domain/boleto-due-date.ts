import { addDays, day, daysBetween } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** Factor 1000 fell on 2000-07-03 (base 1997-10-07) and again on 2025-02-22: a 9000-day cycle. */
const BASE_DAY = day("1997-10-07");
const CYCLE_DAYS = 9000;

/**
 * The due day a boleto's "fator de vencimento" (its 4 digits at barcode positions 6–9) stands for,
 * or null for factor 0 (no due date). Since the factor restarted at 1000 on 2025-02-22, one factor
 * names a day every 9000 days: we take the one nearest `today`.
 */
export function boletoDueDate(factor: number, today: Day): Day | null {
  if (!Number.isInteger(factor) || factor <= 0 || factor > 9999) return null;
  const cycle = Math.max(0, Math.round((daysBetween(BASE_DAY, today) - factor) / CYCLE_DAYS));
  return addDays(BASE_DAY, factor + cycle * CYCLE_DAYS);
}
