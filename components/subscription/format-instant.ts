import { formatDateBR } from "@/lib/format/dates";
import { toCalendarDay } from "@/lib/domain/calendar";

/** An ISO instant from the API → dd/MM/yyyy as the day it is in São Paulo. */
export function formatInstantBR(iso: string): string {
  return formatDateBR(toCalendarDay(iso) ?? iso);
}
