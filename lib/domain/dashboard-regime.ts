/**
 * How the dashboard counts card purchases: `competencia` on their (parcela) date, `caixa` in the
 * month their fatura falls due. Everything else counts the same in both. No zod here: the
 * dashboard's toggle imports this.
 */
export const dashboardRegimes = ["competencia", "caixa"] as const;
export type DashboardRegime = (typeof dashboardRegimes)[number];
export const DEFAULT_REGIME: DashboardRegime = "competencia";

/** A regime from a URL or a stored preference; anything else is the default. */
export function toRegime(value: string | null | undefined): DashboardRegime {
  return value === "caixa" ? "caixa" : DEFAULT_REGIME;
}

export const REGIME_EXPLANATIONS: Record<DashboardRegime, string> = {
  competencia: "Competência: compras no cartão contam na data da compra (ou da parcela).",
  caixa: "Caixa: compras no cartão contam no mês em que a fatura vence.",
};

/** A dashboard month and how it counts card purchases (competência when absent). */
export interface DashboardMonth {
  year: number;
  month: number;
  regime?: DashboardRegime;
}
