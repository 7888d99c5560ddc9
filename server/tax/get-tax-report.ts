import "server-only";
import type { Db } from "@/lib/server/db";
import type { TaxReport } from "@/lib/schemas/tax";
import { buildTaxReport } from "@/server/tax/build-tax-report";

/** GET /tax/{year}: the person's ano-calendário as every ficha Bolso can fill. */
export function getTaxReport(db: Db, userId: string, year: number): Promise<TaxReport> {
  return buildTaxReport(db, userId, year);
}
