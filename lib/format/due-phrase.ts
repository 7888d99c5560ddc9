import { day, daysBetween } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** Whole calendar days from `today` to `target` (both `YYYY-MM-DD`); negative when `target` is past. */
export function daysFrom(today: Day, target: Day): number {
  return daysBetween(day(today), day(target));
}

/** "vence hoje", "vence amanhã", "vence em 3 dias", "venceu ontem", "venceu há 5 dias". */
export function duePhrase(today: Day, dueDate: Day): string {
  const days = daysFrom(today, dueDate);
  if (days === 0) return "vence hoje";
  if (days === 1) return "vence amanhã";
  if (days > 1) return `vence em ${days} dias`;
  return days === -1 ? "venceu ontem" : `venceu há ${-days} dias`;
}
