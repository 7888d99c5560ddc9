import { once } from "@/lib/once";

const whole = once(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));

/** A count as people read it here: "1.200", "51". */
export function formatCount(count: number): string {
  return whole().format(count);
}
