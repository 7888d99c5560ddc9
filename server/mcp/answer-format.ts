import "server-only";
import * as z from "@/lib/schemas/zod";
import { formatDateBR, formatMonthLabel } from "@/lib/format/dates";
import { currentYearMonth } from "@/lib/domain/calendar";
import { formatMoney, reaisToCents, type Cents, type Reais } from "@/lib/format/money";

/** An amount as the tools answer it: centavos, and the text a person reads ("R$ 1.234,56"). */
export interface AmountAnswer {
  centavos: number;
  texto: string;
}

// A plain space after "R$" (formatMoney's is a no-break space, which an assistant may echo oddly).
export const amountOfCents = (amount: Cents): AmountAnswer => ({ centavos: amount, texto: formatMoney(amount).replace(/\u00a0/g, " ") });
export const amountOfReais = (amount: Reais): AmountAnswer => amountOfCents(reaisToCents(amount));
/** `2026-12-10` → `10/12/2026`; null stays null. */
export const dayText = (day: string | null): string | null => (day ? formatDateBR(day) : null);

/** The month a tool is asked about: `mes` and `ano`, this month in São Paulo by default. */
export const monthInput = {
  mes: z.number().int().min(1, "O mês vai de 1 a 12.").max(12, "O mês vai de 1 a 12.").optional().describe("Mês, de 1 a 12 (padrão: o mês atual)."),
  ano: z.number().int().min(2000, "Ano inválido.").max(2100, "Ano inválido.").optional().describe("Ano com quatro dígitos (padrão: o ano atual)."),
};

export function monthOf(args: { mes?: number; ano?: number }): { year: number; month: number; label: string } {
  const now = currentYearMonth();
  const year = args.ano ?? now.year;
  const month = args.mes ?? now.month;
  return { year, month, label: formatMonthLabel(year, month) };
}
