import { once } from "@/lib/once";

/**
 * Money is exact: integer centavos in code, `numeric(14,2)` strings in the database, and a
 * number with at most two decimals in JSON (the spec's `valor: number`).
 */
export const MAX_AMOUNT_CENTS = 99_999_999_999; // R$ 999.999.999,99

const brl = once(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/** `R$ 1.234,56` (with Intl's no-break space); anything not a finite number shows `R$ 0,00`. */
export function formatBRL(value: number | string | null | undefined): string {
  const amount = typeof value === "string" ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return brl().format(0);
  // Anything that rounds to zero centavos (-0 included) shows "R$ 0,00", never "-R$ 0,00".
  return brl().format(Math.abs(amount) < 0.005 ? 0 : amount);
}

/** 1234.5 → "1.234,50": how a saved amount (reais) is shown back in a text field. */
export function toMoneyInput(value: number): string {
  return formatBRL(value).replace("R$", "").trim();
}

/** Formats an amount in any currency (invoices use their own). */
export function formatCurrency(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: currency.toUpperCase(),
    }).format(value);
  } catch {
    return formatBRL(value);
  }
}

/** "1234.5" / "-3.10" (a numeric from PostgreSQL) → centavos, without going through a float. */
export function decimalToCents(decimal: string | number): number {
  const text = typeof decimal === "number" ? decimal.toFixed(2) : decimal.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`valor monetário inválido: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Centavos → "1234.56", the string PostgreSQL stores exactly. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Centavos → the JSON number the API answers with (1234.56). */
export function centsToNumber(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** A numeric from PostgreSQL → the JSON number (exact to two places). */
export function decimalToNumber(decimal: string | null | undefined): number {
  return decimal == null ? 0 : centsToNumber(decimalToCents(decimal));
}

/**
 * What a person types → centavos, or null if it is not an amount. The comma is the decimal
 * separator and dots group thousands ("1.234,56", "1234,56"); a single dot followed by one or two
 * final digits ("1234.56", pasted from elsewhere) is a decimal point. "R$" and spaces are ignored.
 */
export function parseMoneyInput(input: string): number | null {
  const text = input.replace(/R\$/gi, "").replace(/[\s\u00a0]/g, "");
  if (text === "") return null;
  let normalized: string;
  if (text.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(text)) return null;
    normalized = text.replace(/\./g, "").replace(",", ".");
  } else if (/^\d+\.\d{1,2}$/.test(text)) {
    normalized = text;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || /^\d+$/.test(text)) {
    normalized = text.replace(/\./g, "");
  } else {
    return null;
  }
  const cents = decimalToCents(normalized);
  return cents > MAX_AMOUNT_CENTS ? null : cents;
}

/**
 * Splits a total into n parcels exact to the centavo; the remainder goes on the first one. Every
 * parcel is at least R$ 0,01, so a total smaller than the count is refused (callers validate it).
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || !Number.isInteger(count) || count < 1) {
    throw new Error("splitInstallments: centavos e parcelas devem ser inteiros positivos");
  }
  if (totalCents < count) {
    throw new Error("splitInstallments: o total deve ter pelo menos 1 centavo por parcela");
  }
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + remainder : base));
}

/**
 * A float in reais from a bank API (Pluggy's `amount`) → centavos, rounding half away from zero on
 * the decimal the float stands for (1.005 → 101, -2.675 → -268), not on its binary error.
 */
export function floatToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new Error(`valor monetário inválido: ${reais}`);
  const cents = Math.round(Number((Math.abs(reais) * 100).toPrecision(15)));
  return reais < 0 ? -cents : cents;
}
