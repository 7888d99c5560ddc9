import "server-only";
import type { Db } from "@/lib/server/db";
import { buildTaxReport } from "@/server/tax/build-tax-report";
import { renderTaxPdf } from "@/server/tax/render-tax-pdf";

/** GET /tax/{year}/pdf: the informe auxiliar, and its file name. */
export async function getTaxPdf(db: Db, userId: string, year: number): Promise<{ bytes: Buffer; fileName: string }> {
  const report = await buildTaxReport(db, userId, year);
  return { bytes: await renderTaxPdf(report), fileName: `bolso-irpf-${year}.pdf` };
}
