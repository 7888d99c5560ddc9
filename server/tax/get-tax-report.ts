import "server-only";
import type { Db } from "@/lib/server/db";
import type { TaxReport, TaxReportSection } from "@/lib/schemas/tax";
import { buildTaxReport } from "@/server/tax/build-tax-report";
import { renderTaxPdf } from "@/server/tax/render-tax-pdf";
import { taxCsv, taxCsvFileName } from "@/server/tax/tax-csv";

/** GET /tax/{year}. */
export function getTaxReport(db: Db, userId: string, year: number): Promise<TaxReport> {
  return buildTaxReport(db, userId, year);
}

/** GET /tax/{year}/pdf: the informe auxiliar, and its file name. */
export async function getTaxPdf(db: Db, userId: string, year: number): Promise<{ bytes: Buffer; fileName: string }> {
  const report = await buildTaxReport(db, userId, year);
  return { bytes: await renderTaxPdf(report), fileName: `bolso-irpf-${year}.pdf` };
}

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
