import { splitDay } from "@/lib/domain/calendar";

const DAY_MS = 86_400_000;
/** Factor 1000 fell on 2000-07-03 (base 1997-10-07) and again on 2025-02-22: a 9000-day cycle. */
const BASE_DAY_MS = Date.UTC(1997, 9, 7);
const CYCLE_DAYS = 9000;

/**
 * The due day a boleto's "fator de vencimento" (its 4 digits at barcode positions 6–9) stands for,
 * or null for factor 0 (no due date). Since the factor restarted at 1000 on 2025-02-22, one factor
 * names a day every 9000 days: we take the one nearest `today` (a `YYYY-MM-DD` day).
 */
export function boletoDueDate(factor: number, today: string): string | null {
  if (!Number.isInteger(factor) || factor <= 0 || factor > 9999) return null;
  const { year, month, day } = splitDay(today);
  const todayIndex = Math.round((Date.UTC(year, month - 1, day) - BASE_DAY_MS) / DAY_MS);
  const cycle = Math.max(0, Math.round((todayIndex - factor) / CYCLE_DAYS));
  const dayIndex = factor + cycle * CYCLE_DAYS;
  return new Date(BASE_DAY_MS + dayIndex * DAY_MS).toISOString().slice(0, 10);
}
