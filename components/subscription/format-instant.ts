import { formatDateBR, toCalendarDay } from "@/lib/format/dates";

/** An ISO instant from the API → dd/MM/yyyy as the day it is in São Paulo. */
export function formatInstantBR(iso: string): string {
  return formatDateBR(toCalendarDay(iso) ?? iso);
}
