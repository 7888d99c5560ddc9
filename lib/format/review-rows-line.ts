import { countOf } from "@/lib/format/count";

/** The bell's and the push's line after a sync left rows to review: "12 lançamentos para revisar". */
export function reviewRowsLine(count: number): string {
  return `${countOf(count, "lançamento", "lançamentos")} para revisar`;
}
