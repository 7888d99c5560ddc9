import { once } from "@/lib/once";
import { MINUS_SIGN } from "@/lib/format/money";

const compact = once(() => new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 2 }));

/**
 * A chart's value tick in reais, compact: "12,5 mil", "1,25 mi" (two decimals, so a nice step is
 * never rounded into another number), "−2 mi" with the minus sign money is written with.
 */
export function formatAxisValue(reais: number): string {
  return compact().format(reais).replace("-", MINUS_SIGN);
}
