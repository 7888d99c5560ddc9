import { ImportFileError, importMessages } from "@/lib/import/import-error";
import { PAYEE_NAME_MAX, cleanDescription, type ParsedRow } from "@/lib/import/parsed-row";
import { isValidDay } from "@/lib/domain/calendar";
import { dayInRange, parseAmountEitherStyle } from "@/lib/import/parse-values";
import { ROWS_PER_STEP, type Steps } from "@/lib/import/steps";

/** The value of a leaf element: SGML (1.x) leaves it unclosed, XML (2.x) closes it. */
function field(block: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, "i").exec(block);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1].trim());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&");
}

/** DTPOSTED is YYYYMMDD, optionally followed by a time and a zone: the day is the first 8 digits. */
function postedDay(raw: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw ?? "");
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isValidDay(day) ? day : null;
}

/** The line a block's element is on: the block's own line plus the line breaks before the element. */
function lineOfField(block: string, tag: string, blockLine: number): number {
  const at = block.search(new RegExp(`<${tag}>`, "i"));
  let line = blockLine;
  for (let i = 0; i < at; i += 1) if (block.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * Reads the statement lines of an OFX file, SGML 1.x or XML 2.x alike. The sign of TRNAMT gives
 * the direction; the description is MEMO, else NAME; NAME is also the row's payee. Some Brazilian banks write the amount with a
 * decimal comma (Santander: "6000.000,00"), so both conventions are read where the separators say
 * which; an amount that could be either ("1.234") is refused, naming its own line.
 */
export function* parseOfxSteps(text: string): Steps<ParsedRow[]> {
  if (!/<OFX>/i.test(text)) throw new ImportFileError(importMessages.notOfx, 1);
  const rows: ParsedRow[] = [];
  const opening = /<STMTTRN>/gi;
  let match: RegExpExecArray | null;
  let line = 1;
  let scanned = 0;
  while ((match = opening.exec(text))) {
    for (let i = scanned; i < match.index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    scanned = match.index;
    const rest = text.slice(match.index + match[0].length);
    const end = rest.search(/<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>/i);
    const block = end === -1 ? rest : rest.slice(0, end);
    const rawDate = field(block, "DTPOSTED") ?? "";
    const day = postedDay(rawDate);
    if (!day) throw new ImportFileError(`data inválida em DTPOSTED ("${rawDate}").`, line);
    const date = dayInRange(day, rawDate, line);
    const rawAmount = field(block, "TRNAMT") ?? "";
    const cents = parseAmountEitherStyle(rawAmount);
    if (cents === "ambiguous") {
      const message = `o valor "${rawAmount}" é ambíguo: não dá para saber se o separador marca os milhares ou os centavos. Escreva-o com os centavos ("1234.00" ou "1.234,00").`;
      throw new ImportFileError(message, lineOfField(block, "TRNAMT", line));
    }
    if (cents === null) {
      throw new ImportFileError(`o valor "${rawAmount}" não é um número.`, lineOfField(block, "TRNAMT", line));
    }
    const memo = field(block, "MEMO");
    // NAME is the other side (inside a PAYEE aggregate when the bank writes one).
    const name = field(block, "NAME")?.replace(/\s+/g, " ").trim().slice(0, PAYEE_NAME_MAX).trim();
    rows.push({
      line,
      date,
      description: cleanDescription(memo || name || ""),
      cents,
      fitid: field(block, "FITID") || undefined,
      ...(name ? { payee: name } : {}),
    });
    if (rows.length % ROWS_PER_STEP === 0) yield;
  }
  return rows;
}
