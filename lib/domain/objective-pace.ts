import { splitDay } from "@/lib/domain/calendar";
import { divideCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * How much an objective still needs each month to reach its target by its deadline: what is
 * missing spread over the months left, this month and the deadline's included, rounded up to the
 * centavo. Null once the target is reached or the deadline has passed.
 */
export function monthlyNeededCents(remainingCents: Cents, deadline: string, today: string): Cents | null {
  if (remainingCents <= 0 || deadline < today) return null;
  const end = splitDay(deadline);
  const now = splitDay(today);
  const months = end.year * 12 + end.month - (now.year * 12 + now.month) + 1;
  return divideCents(remainingCents, months, "ceil");
}
