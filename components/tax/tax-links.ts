/**
 * Where a declaration line's rows are: Transações filtered to the payee over the whole
 * ano-calendário (`?payee=&periodo=ano&year=`), or null when the line names no payee.
 */
export function taxRowsHref(year: number, payeeId: string | null | undefined): string | null {
  if (!payeeId) return null;
  return `/transactions?${new URLSearchParams({ year: String(year), month: "1", periodo: "ano", payee: payeeId }).toString()}`;
}

/** The CSV of one section of the year's report. */
export function taxCsvHref(year: number, section: string): string {
  return `/api/v1/tax/${year}/csv?${new URLSearchParams({ section }).toString()}`;
}

/** A single row of the year on Transações, highlighted on the page that holds it. */
export function taxRowHref(year: number, transactionId: string): string {
  return `/transactions?${new URLSearchParams({ year: String(year), month: "1", periodo: "ano", highlight: transactionId }).toString()}`;
}
