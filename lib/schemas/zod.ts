import { NEVER, config, string } from "zod";
import { parseDay, parseMonth } from "@/lib/domain/calendar";
import ptBR from "zod/v4/locales/pt-BR.js";

// Messages a schema does not spell out itself still reach the user in Portuguese.
config(ptBR());
// In the browser zod would probe `new Function` for its fast path: the CSP forbids eval and reports
// the probe as a violation. The server keeps the fast path.
config({ jitless: typeof window !== "undefined" });

// Import it as a namespace (`import * as z from "@/lib/schemas/zod"`): the bundler then keeps only what a
// page uses. zod's own `z` object holds every locale, and passing it around put ~60 kB of gzip
// into each page with a form.
export * from "zod";

/** The messages of `day()` and `month()` when a field does not name its own. */
export const calendarMessages = {
  day: "Data inválida: use o formato AAAA-MM-DD.",
  month: "Mês inválido: use o formato AAAA-MM.",
} as const;

/**
 * A calendar day as the API sends it (`YYYY-MM-DD`, a day that exists), out as a `Day`. `message`
 * names the field ("Data de vencimento inválida: …"); the default is `calendarMessages.day`.
 */
export function day(message: string = calendarMessages.day) {
  return string({ error: message }).transform((value, ctx) => {
    const parsed = parseDay(value.trim());
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return NEVER;
    }
    return parsed;
  });
}

/** A calendar month (`YYYY-MM`), out as a `Month`. */
export function month(message: string = calendarMessages.month) {
  return string({ error: message }).transform((value, ctx) => {
    const parsed = parseMonth(value.trim());
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return NEVER;
    }
    return parsed;
  });
}
