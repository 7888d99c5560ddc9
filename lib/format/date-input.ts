import { isValidDay, toDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/**
 * What a person types in a date field, read as a Brazilian date (dd/mm/aaaa) whatever the
 * browser's language: "5/3/2026", "05/03/2026" and "05032026" are the same day; an ISO day
 * ("2026-03-05", pasted from elsewhere) is accepted too.
 */
export type TypedDate =
  | { kind: "empty" }
  | { kind: "day"; day: Day }
  | { kind: "impossible" }
  | { kind: "incomplete" };

const BR_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const COMPACT_PATTERN = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function readTypedDate(input: string): TypedDate {
  const text = input.trim();
  if (!text) return { kind: "empty" };
  const iso = ISO_PATTERN.exec(text);
  const br = BR_PATTERN.exec(text) ?? COMPACT_PATTERN.exec(text);
  const parts = iso ? [iso[3], iso[2], iso[1]] : br ? [br[1], br[2], br[3]] : null;
  if (!parts) return { kind: "incomplete" };
  const [d, m, y] = parts.map(Number) as [number, number, number];
  const day = toDay(y, m, d);
  return isValidDay(day) ? { kind: "day", day } : { kind: "impossible" };
}

/**
 * Keeps digits and slashes, at most dd/mm/aaaa, and adds the slash after a two-digit day or
 * month while the person types forward (never while deleting, so backspace is not undone).
 */
export function maskTypedDate(raw: string, previous: string): string {
  if (ISO_PATTERN.test(raw.trim())) return raw.trim();
  const text = raw.replace(/[^\d/]/g, "").replace(/\/{2,}/g, "/").slice(0, 10);
  const growing = text.length > previous.length;
  if (growing && (/^\d{2}$/.test(text) || /^\d{1,2}\/\d{2}$/.test(text))) return `${text}/`;
  return text;
}

/** "2026-03-05" → "05/03/2026"; anything else is returned as typed. */
export function dayToTyped(day: string): string {
  const iso = ISO_PATTERN.exec(day);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : day;
}
