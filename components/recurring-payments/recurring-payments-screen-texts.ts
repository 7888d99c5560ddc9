/** Pagamentos Recorrentes' title block: the screen and its loading state show the same words. */
export const RECURRING_PAYMENTS_HEADER = {
  title: "Pagamentos Recorrentes",
  description: "Contas que se repetem, com o dia de vencimento de cada uma.",
};
