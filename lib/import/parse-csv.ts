import { absCents, multiplyCents } from "@/lib/format/money";
import { foldForSearch } from "@/lib/search";
import { ImportFileError, importMessages } from "@/lib/import/import-error";
import { cleanDescription, type ParsedRow } from "@/lib/import/parsed-row";
import { dayInRange, guessDecimalStyle, parseAmount, parseDay, type DecimalStyle } from "@/lib/import/parse-values";
import { collect, finish, type Steps } from "@/lib/import/steps";

export interface CsvCells {
  separator: ";" | ",";
  header: string[];
  /** Data lines with their line number in the file (1-based). */
  rows: { line: number; values: string[] }[];
}

/** Which column holds what (0-based); `type` is an optional debit/credit column. */
export interface CsvMapping {
  date: number;
  description: number;
  amount: number;
  type?: number;
}

/** `;` wins when the header has one: with `;` the comma is free to be the decimal separator. */
function detectSeparator(firstLine: string): ";" | "," {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, "");
  return outsideQuotes.includes(";") ? ";" : ",";
}

/** RFC 4180 fields: quotes around a field, doubled quotes inside, line breaks inside quotes. */
function* records(text: string, separator: string): Generator<{ line: number; values: string[] }> {
  let values: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === separator) {
      values.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      values.push(field);
      yield { line: startLine, values };
      values = [];
      field = "";
      line += 1;
      startLine = line;
    } else field += char;
  }
  if (field !== "" || values.length > 0) {
    values.push(field);
    yield { line: startLine, values };
  }
}

/** Splits a CSV into its header and data lines; blank lines are skipped. */
export function* readCsvCellsSteps(text: string): Steps<CsvCells> {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = detectSeparator(firstLine);
  const all = (yield* collect(records(text, separator)))
    .map((record) => ({ ...record, values: record.values.map((v) => v.trim()) }))
    .filter((record) => record.values.some((v) => v !== ""));
  const [head, ...rows] = all;
  if (!head || rows.length === 0) throw new ImportFileError(importMessages.noRows);
  return { separator, header: head.values, rows };
}

export const readCsvCells = (text: string): CsvCells => finish(readCsvCellsSteps(text));

const HEADER_HINTS: Record<keyof CsvMapping, RegExp> = {
  date: /^(data|date|dt)\b|data (do )?lan[cç]amento|data da compra|posted/,
  description: /descri|hist[oó]rico|memo|estabelecimento|lan[cç]amento$|detalhe|title|name|payee|t[ií]tulo/,
  amount: /valor|amount|quantia|montante|value|r\$/,
  type: /^tipo|^type|d\/c|natureza|cr[eé]dito\/d[eé]bito/,
};

/**
 * Guesses the columns from the header's words (pt-BR and English), then from the content: the
 * column whose cells are all dates, the one whose cells are all amounts, the longest text left.
 */
export function guessCsvMapping(cells: CsvCells): Partial<CsvMapping> {
  const names = cells.header.map((name) => foldForSearch(name.trim()));
  const sample = cells.rows.slice(0, 50);
  const column = (index: number) => sample.map((row) => row.values[index] ?? "");
  const used = new Set<number>();
  const pick = (key: keyof CsvMapping, fits: (index: number) => boolean): number | undefined => {
    // A named column is taken even when a cell is bad, so the error names that cell's line.
    const byName = names.findIndex((name, index) => !used.has(index) && HEADER_HINTS[key].test(name));
    const found = byName !== -1 ? byName : key === "type" ? -1 : names.findIndex((_, index) => !used.has(index) && fits(index));
    if (found === -1) return undefined;
    used.add(found);
    return found;
  };
  const allDates = (index: number) => column(index).every((value) => parseDay(value) !== null);
  const allAmounts = (index: number) => {
    const values = column(index);
    const style = guessDecimalStyle(values);
    return values.every((value) => parseAmount(value, style) !== null);
  };
  const date = pick("date", allDates);
  const amount = pick("amount", allAmounts);
  const type = pick("type", (index) => column(index).every((value) => directionOf(value) !== null));
  const description = pick("description", () => true);
  return { date, description, amount, ...(type === undefined ? {} : { type }) };
}

/** "D"/"C", "débito"/"crédito", "saída"/"entrada", "despesa"/"receita" → the sign it gives. */
export function directionOf(value: string): -1 | 1 | null {
  const text = foldForSearch(value.trim());
  if (/^(d|deb|debito|saida|despesa|debit|out)$/.test(text)) return -1;
  if (/^(c|cred|credito|entrada|receita|credit|in)$/.test(text)) return 1;
  return null;
}

/** Applies a mapping to every data line; the first bad cell stops the import, naming its line. */
export function* csvRowsSteps(cells: CsvCells, mapping: Partial<CsvMapping>): Steps<ParsedRow[]> {
  const { date, description, amount, type } = mapping;
  if (date === undefined) throw new ImportFileError(importMessages.noDateColumn, cells.rows[0]?.line ?? 1);
  if (amount === undefined) throw new ImportFileError(importMessages.noAmountColumn, cells.rows[0]?.line ?? 1);
  const style: DecimalStyle = guessDecimalStyle(cells.rows.map((row) => row.values[amount] ?? ""));
  const rows = function* (): Generator<ParsedRow> {
    for (const { line, values } of cells.rows) yield row(line, values);
  };
  const row = (line: number, values: string[]): ParsedRow => {
    const rawDate = values[date] ?? "";
    const day = parseDay(rawDate);
    if (!day) throw new ImportFileError(`a data "${rawDate}" não é válida (use dd/mm/aaaa ou aaaa-mm-dd).`, line);
    const rawAmount = values[amount] ?? "";
    let cents = parseAmount(rawAmount, style);
    if (cents === null) throw new ImportFileError(`o valor "${rawAmount}" não é um número.`, line);
    if (type !== undefined) {
      const direction = directionOf(values[type] ?? "");
      if (direction !== null) cents = multiplyCents(absCents(cents), direction);
    }
    return { line, date: dayInRange(day, rawDate, line), description: cleanDescription(description === undefined ? "" : (values[description] ?? "")), cents };
  };
  return yield* collect(rows());
}
