import "server-only";
import type { Db } from "@/lib/server/db";
import type { TaxReportSection } from "@/lib/schemas/tax";
import { buildTaxReport } from "@/server/tax/build-tax-report";
import { taxCsv, taxCsvFileName } from "@/server/tax/tax-csv";

/** GET /tax/{year}/csv?section=…: one ficha as CSV, and its file name. */
export async function getTaxCsv(
  db: Db,
  userId: string,
  year: number,
  section: TaxReportSection,
): Promise<{ text: string; fileName: string }> {
  const report = await buildTaxReport(db, userId, year);
  return { text: taxCsv(report, section), fileName: taxCsvFileName(year, section) };
}
