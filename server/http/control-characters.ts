import "server-only";
import { AppError } from "@/lib/errors";

export const invalidCharactersMessage = "O texto contém caracteres inválidos.";

/** C0 control characters except tab, line feed and carriage return (PostgreSQL refuses NUL). */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

const invalidCharacters = () => new AppError("bad_request", invalidCharactersMessage);

/** Refuses a query string or route parameters with a control character in a name or a value. */
export function assertCleanEntries(entries: Iterable<[string, string | string[] | undefined]>): void {
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? value : [value ?? ""];
    if (hasControlCharacters(key) || values.some(hasControlCharacters)) throw invalidCharacters();
  }
}

/** A JSON.parse reviver refusing control characters in every key and string of a body. */
export function cleanTextReviver(key: string, value: unknown): unknown {
  if (hasControlCharacters(key) || (typeof value === "string" && hasControlCharacters(value))) {
    throw invalidCharacters();
  }
  return value;
}
