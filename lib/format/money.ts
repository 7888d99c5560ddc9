import { once } from "@/lib/once";

/**
 * Money, in one module. Code counts in `Cents`: integer centavos, branded so that a plain number
 * (or an amount in reais) does not compile where centavos are expected. Every other form of an
 * amount is an edge, with conversions named by their units:
 *
 * - the API's JSON, in reais (the spec's `valor: 12.3`): `reaisToCents` / `centsToReais`, and
 *   `jsonReaisToCents` for what a client sent (exact, or it says why not);
 * - PostgreSQL's `numeric(14,2)` text: `numericToCents` / `centsToNumeric` (`numericToReais`);
 * - what a person types ("1.234,56"): `typedToCents` / `centsToTyped`;
 * - what a person reads: `formatMoney` (`R$ 1.234,56`, `−R$ 1.234,56`).
 *
 * Arithmetic that keeps the brand: `addCents`, `subtractCents`, `negateCents`, `absCents`,
 * `multiplyCents`, `divideCents`, `sumCents`, `splitInstallments`; `cents(1234)` makes a constant.
 * See docs/decisions/money-type.md.
 */
declare const centsBrand: unique symbol;
declare const reaisBrand: unique symbol;

/** Integer centavos: what every amount is inside Bolso. */
export type Cents = number & { readonly [centsBrand]: "Cents" };

/**
 * An amount in reais as the public JSON carries it (the spec's `valor: 12.3`): a number with at
 * most two decimals. Only `centsToReais` makes one, and code reads it back with `reaisToCents`.
 */
export type Reais = number & { readonly [reaisBrand]: "Reais" };

/** The minus sign of every amount shown (U+2212), never "-R$" nor "- R$". */
export const MINUS_SIGN = "\u2212";

/** A whole number of centavos (a constant, a count from a test); anything else throws. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`centavos devem ser inteiros: ${value}`);
  return (value === 0 ? 0 : value) as Cents;
}

export const ZERO_CENTS = cents(0);
export const MAX_AMOUNT_CENTS = cents(99_999_999_999); // R$ 999.999.999,99

// ─── The API's JSON: reais ───────────────────────────────────────────────────────────────────

/** Centavos → the JSON number the API answers with (123456 → 1234.56, exact to two places). */
export function centsToReais(amount: Cents): Reais {
  // An integer divided by 100 is the double nearest the two-decimal value, as Number("1234.56").
  return (amount === 0 ? 0 : amount / 100) as Reais;
}

/** An amount the API answered with (always whole centavos) → centavos. */
export function reaisToCents(amount: Reais): Cents {
  return (Math.round(amount * 100) || 0) as Cents;
}

/**
 * How far (in reais) a JSON number may sit from a whole centavo and still be it: absorbs binary
 * noise (0.1 + 0.2 = 0.30000000000000004 is 30 centavos) and stays far below a third decimal, even
 * next to R$ 999.999.999,99.
 */
export const CENT_TOLERANCE = 1e-6;

const JSON_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * What a client sent as reais → centavos, exactly: a number within CENT_TOLERANCE of a whole
 * centavo, or an unsigned decimal string with a dot ("12.30", "12.3", "12"). "decimals" when it
 * has a third decimal, null when it is not an amount. A number's sign is kept, so the caller can
 * refuse negatives with its own message; limits are the caller's too.
 */
export function jsonReaisToCents(value: number | string): Cents | "decimals" | null {
  if (typeof value === "string") {
    const match = JSON_DECIMAL.exec(value.trim());
    if (!match) return null;
    const [, whole = "", fraction = ""] = match;
    if (/[1-9]/.test(fraction.slice(2))) return "decimals";
    return (Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"))) as Cents;
  }
  if (!Number.isFinite(value)) return null;
  const rounded = Math.round(value * 100) || 0;
  return Math.abs(value - rounded / 100) > CENT_TOLERANCE ? "decimals" : (rounded as Cents);
}

// ─── PostgreSQL: numeric text ────────────────────────────────────────────────────────────────

const NUMERIC = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/;

/** "1234.5" / "-3.10" (a numeric from PostgreSQL) → centavos, without going through a float. */
export function numericToCents(numeric: string): Cents {
  const text = numeric.trim();
  const match = NUMERIC.exec(text);
  if (!match) throw new Error(`valor monetário inválido: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return (sign && magnitude ? -magnitude : magnitude) as Cents;
}

/** Centavos → "1234.56", the string PostgreSQL stores exactly. */
export function centsToNumeric(amount: Cents): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A numeric from PostgreSQL → the JSON number (a JSON mapper's one step). */
export function numericToReais(numeric: string): Reais {
  return centsToReais(numericToCents(numeric));
}

// ─── What a person types ─────────────────────────────────────────────────────────────────────

const TYPED_WITH_COMMA = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;
const TYPED_DOT_DECIMAL = /^\d+\.\d{1,2}$/;
const TYPED_WHOLE = /^\d{1,3}(\.\d{3})+$|^\d+$/;

/**
 * What a person types → centavos, or null if it is not an amount. The comma is the decimal
 * separator and dots group thousands ("1.234,56", "1234,56"); a single dot followed by one or two
 * final digits ("1234.56", pasted from elsewhere) is a decimal point. "R$" and spaces are ignored.
 * A leading minus ("-" or "−", as `formatMoney` writes it) is read only with `allowNegative`
 * (a balance). Above R$ 999.999.999,99 (either sign) is null.
 */
export function typedToCents(input: string, options?: { allowNegative?: boolean }): Cents | null {
  let text = input.replace(/R\$/gi, "").replace(/[\s\u00a0]/g, "");
  const negative = /^[-\u2212]/.test(text);
  if (negative) {
    if (!options?.allowNegative) return null;
    text = text.slice(1);
  }
  if (text === "") return null;
  let numeric: string;
  if (text.includes(",")) {
    if (!TYPED_WITH_COMMA.test(text)) return null;
    numeric = text.replace(/\./g, "").replace(",", ".");
  } else if (TYPED_DOT_DECIMAL.test(text)) {
    numeric = text;
  } else if (TYPED_WHOLE.test(text)) {
    numeric = text.replace(/\./g, "");
  } else {
    return null;
  }
  const magnitude = numericToCents(numeric);
  if (magnitude > MAX_AMOUNT_CENTS) return null;
  return negative ? negateCents(magnitude) : magnitude;
}

const typedFormat = once(
  () => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Centavos → the text a form field starts with: "1.234,56", "-50,00" (the minus a person types). */
export function centsToTyped(amount: Cents): string {
  const text = typedFormat().format(Math.abs(amount) / 100);
  return amount < 0 ? `-${text}` : text;
}

// ─── What a person reads ─────────────────────────────────────────────────────────────────────

const brl = once(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/**
 * The one way money is written: `R$ 1.234,56` (Intl's no-break space after R$), negatives
 * `−R$ 1.234,56` with U+2212, zero never negative. `plus` writes `+R$ 10,00` for a positive amount
 * (an income in a list of signed amounts).
 */
export function formatMoney(amount: Cents, options?: { plus?: boolean }): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = brl().format(Math.abs(value) / 100);
  if (value < 0) return MINUS_SIGN + text;
  return value > 0 && options?.plus ? `+${text}` : text;
}

/**
 * An amount in another currency, in that currency's major unit (a Stripe invoice in USD: 12.5).
 * Falls back to reais for an unknown code. Bolso's own amounts use `formatMoney`.
 */
export function formatCurrency(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("pt-BR", { style: "currency", currency: currency.toUpperCase() }).format(amount);
  } catch {
    return brl().format(amount);
  }
}

/** Currencies Stripe counts in whole units (no cents): https://docs.stripe.com/currencies */
const ZERO_DECIMAL_CURRENCIES = new Set(
  "bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "),
);

/** A Stripe amount in minor units → the currency's major unit (500 brl → 5; 500 jpy → 500). */
export function minorToMajorUnits(minorUnits: number, currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toLowerCase()) ? minorUnits : minorUnits / 100;
}

// ─── Arithmetic that keeps the brand ─────────────────────────────────────────────────────────

export function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

/** −amount, never −0. */
export function negateCents(amount: Cents): Cents {
  return (0 - amount) as Cents;
}

export function absCents(amount: Cents): Cents {
  return Math.abs(amount) as Cents;
}

/** An amount times a whole number (a count of parcels, a sign); a fraction throws. */
export function multiplyCents(amount: Cents, factor: number): Cents {
  if (!Number.isInteger(factor)) throw new RangeError(`multiplyCents: fator não inteiro: ${factor}`);
  return (amount * factor || 0) as Cents;
}

/**
 * An amount divided by a count (an average, a monthly share), to the centavo: rounded half up, or
 * up (`"ceil"`) when falling short by a centavo is not an option.
 */
export function divideCents(amount: Cents, divisor: number, rounding: "round" | "ceil" = "round"): Cents {
  if (!(divisor > 0)) throw new RangeError(`divideCents: divisor deve ser positivo: ${divisor}`);
  const quotient = amount / divisor;
  return ((rounding === "ceil" ? Math.ceil(quotient) : Math.round(quotient)) || 0) as Cents;
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

/**
 * Splits a total into n parcels exact to the centavo; the remainder goes on the first one. Every
 * parcel is at least R$ 0,01, so a total smaller than the count is refused (callers validate it).
 */
export function splitInstallments(total: Cents, count: number): Cents[] {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 1) {
    throw new Error("splitInstallments: centavos e parcelas devem ser inteiros positivos");
  }
  if (total < count) {
    throw new Error("splitInstallments: o total deve ter pelo menos 1 centavo por parcela");
  }
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + remainder : base) as Cents);
}

/**
 * A float in reais from a bank API (Pluggy's `amount`) → centavos, rounding half away from zero on
 * the decimal the float stands for (1.005 → 101, -2.675 → -268), not on its binary error.
 */
export function floatToCents(reais: number): Cents {
  if (!Number.isFinite(reais)) throw new Error(`valor monetário inválido: ${reais}`);
  const whole = Math.round(Number((Math.abs(reais) * 100).toPrecision(15)));
  return (reais < 0 ? -whole : whole) as Cents;
}
