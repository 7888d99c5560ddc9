import { monthOf, monthsBetween } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { divideCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * How much an objective still needs each month to reach its target by its deadline: what is
 * missing spread over the months left, this month and the deadline's included, rounded up to the
 * centavo. Null once the target is reached or the deadline has passed.
 */
export function monthlyNeededCents(remainingCents: Cents, deadline: Day, today: Day): Cents | null {
  if (remainingCents <= 0 || deadline < today) return null;
  return divideCents(remainingCents, monthsBetween(monthOf(today), monthOf(deadline)) + 1, "ceil");
}
