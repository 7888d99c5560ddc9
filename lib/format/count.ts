import { once } from "@/lib/once";

const whole = once(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));

/** A count as people read it here: "1.200", "51". */
export function formatCount(count: number): string {
  return whole().format(count);
}

/**
 * A count with its noun, singular for one: "1 lançamento", "1.200 lançamentos". The plural is
 * given whole, since pt-BR plurals are not always the singular plus "s" ("transação" → "transações").
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
