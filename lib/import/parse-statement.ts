import { assertTextFile, decodeGuessing, decodeOfx } from "@/lib/import/decode-file";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, ImportFileError, importMessages } from "@/lib/import/import-error";
import type { ParsedRow } from "@/lib/import/parsed-row";
import { csvRowsSteps, guessCsvMapping, readCsvCellsSteps, type CsvCells, type CsvMapping } from "@/lib/import/parse-csv";
import { parseOfxSteps } from "@/lib/import/parse-ofx";
import { finish, finishInTurns, type Steps } from "@/lib/import/steps";

export type StatementFormat = "ofx" | "csv";

export interface ParsedStatement {
  format: StatementFormat;
  /** A CSV's header, its data cells and the mapping applied. */
  csv?: { cells: CsvCells; mapping: CsvMapping };
  /** Rows with a zero amount are left out: a transaction cannot be worth nothing. */
  rows: ParsedRow[];
}

export function formatOf(fileName: string): StatementFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === "ofx" || extension === "qfx") return "ofx";
  if (extension === "csv") return "csv";
  throw new ImportFileError(importMessages.extension);
}

function withoutZeros(rows: ParsedRow[]): ParsedRow[] {
  const kept = rows.filter((row) => row.cents !== 0);
  if (kept.length === 0) throw new ImportFileError(importMessages.noRows);
  if (kept.length > IMPORT_MAX_ROWS) throw new ImportFileError(importMessages.tooManyRows);
  return kept;
}

/** Applies a mapping to a CSV's cells (the one guessed, or the one the person chose). */
function* csvStatementSteps(cells: CsvCells, chosen?: Partial<CsvMapping>): Steps<ParsedStatement> {
  const mapping = { ...guessCsvMapping(cells), ...(chosen ?? {}) };
  for (const [key, index] of Object.entries(mapping)) {
    if (index !== undefined && (index < 0 || index >= cells.header.length)) {
      throw new ImportFileError(`a coluna escolhida para "${key}" não existe no arquivo.`);
    }
  }
  const rows = withoutZeros(yield* csvRowsSteps(cells, mapping));
  return { format: "csv", csv: { cells, mapping: mapping as CsvMapping }, rows };
}

/** Applies a mapping to a CSV's cells kept from its upload, a few hundred rows per event-loop turn. */
export const csvStatementInTurns = (cells: CsvCells, chosen?: Partial<CsvMapping>): Promise<ParsedStatement> =>
  finishInTurns(csvStatementSteps(cells, chosen));

/**
 * A bank statement file → its rows, or an `ImportFileError` in pt-BR naming the line. Pure: the
 * same bytes always give the same answer, and nothing is written.
 */
function* parseStatementSteps(fileName: string, bytes: Uint8Array, mapping?: Partial<CsvMapping>): Steps<ParsedStatement> {
  const format = formatOf(fileName);
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError(importMessages.tooLarge);
  assertTextFile(bytes);
  if (format === "ofx") return { format, rows: withoutZeros(yield* parseOfxSteps(decodeOfx(bytes))) };
  const text = decodeGuessing(bytes);
  if (/^\s*(OFXHEADER|<\?xml|<OFX>)/i.test(text)) throw new ImportFileError(importMessages.extension);
  return yield* csvStatementSteps(yield* readCsvCellsSteps(text), mapping);
}

export const parseStatement = (fileName: string, bytes: Uint8Array, mapping?: Partial<CsvMapping>): ParsedStatement =>
  finish(parseStatementSteps(fileName, bytes, mapping));

/**
 * `parseStatement` a few hundred rows per turn of the event loop: what the server runs, so other
 * requests are answered while a big file is read.
 */
export const parseStatementInTurns = (fileName: string, bytes: Uint8Array, mapping?: Partial<CsvMapping>): Promise<ParsedStatement> =>
  finishInTurns(parseStatementSteps(fileName, bytes, mapping));
