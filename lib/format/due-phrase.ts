import { splitDay } from "@/lib/format/dates";

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `day` (both `YYYY-MM-DD`); negative when `day` is past. */
export function daysFrom(today: string, day: string): number {
  const a = splitDay(today);
  const b = splitDay(day);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** "vence hoje", "vence amanhã", "vence em 3 dias", "venceu ontem", "venceu há 5 dias". */
export function duePhrase(today: string, dueDate: string): string {
  const days = daysFrom(today, dueDate);
  if (days === 0) return "vence hoje";
  if (days === 1) return "vence amanhã";
  if (days > 1) return `vence em ${days} dias`;
  return days === -1 ? "venceu ontem" : `venceu há ${-days} dias`;
}
