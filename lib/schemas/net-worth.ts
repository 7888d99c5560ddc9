import * as z from "@/lib/schemas/zod";
import { NET_WORTH_MAX_MONTHS } from "@/lib/domain/net-worth";
import { formatYearMonth, monthsInPeriod, parseYearMonth } from "@/lib/schemas/reports";
import type { Cents } from "@/lib/format/money";

/** GET /net-worth's period and answer: one point per month, money in integer centavos. */
export const netWorthMessages = {
  fromInvalid: "Mês inicial inválido: use o formato AAAA-MM (from=2025-01).",
  toInvalid: "Mês final inválido: use o formato AAAA-MM (to=2025-12).",
  order: "O mês inicial deve ser anterior ou igual ao mês final.",
  tooLong: `O período pode ter no máximo ${NET_WORTH_MAX_MONTHS / 12} anos (${NET_WORTH_MAX_MONTHS} meses).`,
} as const;

/** "YYYY-MM", kept as text once it reads as a month (years 2000 to 2100). */
const month = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const parsed = parseYearMonth(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return { text: formatYearMonth(parsed), parsed };
  });

/** `?from=YYYY-MM&to=YYYY-MM`, both included, `from` not after `to`, at most ten years. */
export const netWorthQuery = z
  .object({ from: month(netWorthMessages.fromInvalid), to: month(netWorthMessages.toInvalid) })
  .superRefine(({ from, to }, ctx) => {
    const months = monthsInPeriod(from.parsed, to.parsed);
    if (months < 1) ctx.addIssue({ code: "custom", message: netWorthMessages.order, path: ["to"] });
    else if (months > NET_WORTH_MAX_MONTHS) ctx.addIssue({ code: "custom", message: netWorthMessages.tooLong, path: ["to"] });
  })
  .transform(({ from, to }) => ({ from: from.text, to: to.text }));

export interface NetWorthPointJson {
  /** "YYYY-MM"; read at the month's last day, the month in course at today. */
  month: string;
  assetsCents: Cents;
  debtsCents: Cents;
  netCents: Cents;
  /** Some balance of that day was reconstructed rather than recorded. */
  estimated: boolean;
}
