import { addMonths } from "@/lib/domain/calendar";
import { splitInstallments } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";

export interface PlannedInstallment {
  /** 1..count */
  index: number;
  cents: Cents;
  day: Day;
}

/**
 * The parcels of a purchase: the total split exactly (remainder on the first) and one per month
 * from the first day, each counted from that day (never chained), clamped to the month's end.
 */
export function planInstallments(totalCents: Cents, count: number, firstDay: Day): PlannedInstallment[] {
  return splitInstallments(totalCents, count).map((cents, k) => ({
    index: k + 1,
    cents,
    day: addMonths(firstDay, k),
  }));
}
