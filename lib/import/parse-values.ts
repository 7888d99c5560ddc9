import { isDayInRange, isValidDay } from "@/lib/domain/calendar";
import { ImportFileError, importMessages } from "@/lib/import/import-error";
import { MAX_AMOUNT_CENTS, negateCents, numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

export type DecimalStyle = "comma" | "dot";

/** A statement amount's sign taken off: "R$", spaces, a leading or trailing minus, (123,45). */
function splitSign(raw: string): { negative: boolean; text: string } {
  let text = raw.replace(/R\$/gi, "").replace(/[\s\u00a0]/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  } else if (text.endsWith("-")) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  return { negative, text };
}

/**
 * A statement amount → signed centavos, or null. `comma`: "1.234,56"; `dot`: "1,234.56" or
 * "1234.56". Accepts "R$", spaces, a leading or trailing minus, and (123,45) for a negative. The
 * first group may be longer than three digits: Santander writes a million as "1000.000,00".
 */
export function parseAmount(raw: string, style: DecimalStyle): Cents | null {
  const { negative, text } = splitSign(raw);
  const [group, point] = style === "comma" ? [".", ","] : [",", "."];
  const pattern = style === "comma" ? /^(\d+(\.\d{3})+|\d+)(,\d{1,2})?$/ : /^(\d+(,\d{3})+|\d+)(\.\d{1,2})?$/;
  if (!pattern.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(group).join("").split(point);
  const cents = numericToCents(fraction ? `${whole}.${fraction}` : whole);
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) return null;
  return negative ? negateCents(cents) : cents;
}

/**
 * One amount read on its own (an OFX TRNAMT), in either convention where its separators say which:
 * with both, the last one is the decimal point ("1.234.567,89", "6000.000,00", "1,234.56"); with
 * one kind only, once before one or two final digits it is the decimal point ("12,5", "12.50"),
 * several times it groups thousands ("1.234.567"). Once before exactly three digits ("1.234",
 * "1,234") it could be either: "ambiguous", for the caller to refuse. Null: not an amount.
 */
export function parseAmountEitherStyle(raw: string): Cents | null | "ambiguous" {
  const { text } = splitSign(raw);
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  if (lastDot !== -1 && lastComma !== -1) return parseAmount(raw, lastComma > lastDot ? "comma" : "dot");
  if (lastDot === -1 && lastComma === -1) return parseAmount(raw, "dot");
  const separator = lastDot === -1 ? "," : ".";
  const count = text.split(separator).length - 1;
  const decimals = text.length - text.lastIndexOf(separator) - 1;
  if (count === 1 && decimals === 3) return "ambiguous";
  const isPoint = count === 1;
  return parseAmount(raw, (separator === ",") === isPoint ? "comma" : "dot");
}

/** The style of a column of amounts: a comma followed by 1–2 final digits anywhere means comma. */
export function guessDecimalStyle(samples: string[]): DecimalStyle {
  return samples.some((s) => /,\d{1,2}\)?-?\s*$/.test(s.trim())) ? "comma" : "dot";
}

/** dd/mm/aaaa (or dd-mm-aaaa, dd.mm.aaaa, two-digit years as 20xx) or aaaa-mm-dd → yyyy-mm-dd. */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (match) return valid(`${match[1]}-${match[2]}-${match[3]}`);
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const [, d = "", m = "", y = ""] = match;
  const year = y.length === 2 ? `20${y}` : y;
  return valid(`${year}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`);
}

function valid(day: string): string | null {
  return isValidDay(day) ? day : null;
}

/** A day read from a file must be one the rest of Bolso accepts too, or the row is refused. */
export function dayInRange(day: string, raw: string, line: number): string {
  if (!isDayInRange(day)) throw new ImportFileError(importMessages.dayOutOfRange(raw), line);
  return day;
}
