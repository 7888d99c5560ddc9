import "server-only";
import { AppError } from "@/lib/errors";

export const invalidCharactersMessage = "O texto contém caracteres inválidos.";

/**
 * C0 control characters except tab, line feed and carriage return (PostgreSQL refuses NUL), and
 * lone surrogates: half of a character outside the Basic Multilingual Plane, which JSON can carry
 * (`"\ud800"`) but UTF-8 cannot. The database would store U+FFFD in its place, so the text saved
 * would not be the text sent, and encodeURIComponent throws on it (a Stripe call with such an id
 * failed as a 502, and Stripe retries a webhook that fails). An emoji, a whole surrogate pair, is
 * fine.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

const invalidCharacters = () => new AppError("bad_request", invalidCharactersMessage);

/** Refuses a query string or route parameters with an invalid character in a name or a value. */
export function assertCleanEntries(entries: Iterable<[string, string | string[] | undefined]>): void {
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? value : [value ?? ""];
    if (hasInvalidCharacters(key) || values.some(hasInvalidCharacters)) throw invalidCharacters();
  }
}

/** A JSON.parse reviver refusing invalid characters in every key and string of a body. */
export function cleanTextReviver(key: string, value: unknown): unknown {
  if (hasInvalidCharacters(key) || (typeof value === "string" && hasInvalidCharacters(value))) {
    throw invalidCharacters();
  }
  return value;
}
