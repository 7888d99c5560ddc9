import { ZERO_CENTS, formatMoney } from "@/lib/format/money";
import type { TransactionSummary } from "@/lib/schemas/transactions";
import { TxIcon } from "@/components/transactions/tx-icon";

/**
 * Receitas, Despesas and Saldo of what the filters match; Saldo green when positive, red when
 * negative. Without a summary (loading), placeholders take the figures' place.
 */
export function TransactionSummaryPanel({ summary }: { summary: TransactionSummary | null }) {
  const balance = summary?.balanceCents ?? ZERO_CENTS;
  const items = [
    { label: "Receitas", icon: "up-right", text: formatMoney(summary?.incomeCents ?? ZERO_CENTS), tone: "income" },
    { label: "Despesas", icon: "down-right", text: formatMoney(summary?.expenseCents ?? ZERO_CENTS), tone: "expense" },
    {
      label: "Saldo",
      icon: "wallet",
      text: formatMoney(balance),
      tone: balance > 0 ? "income" : balance < 0 ? "expense" : undefined,
    },
  ] as const;
  return (
    <div className="tx-summary" aria-label="Resumo do mês" role="group">
      <dl>
        {items.map(({ label, icon, text, tone }) => (
          <div key={label}>
            <i aria-hidden="true">
              <TxIcon name={icon} />
            </i>
            <dt>{label}</dt>
            <dd data-testid={`summary-${label.toLowerCase()}`} data-tone={tone}>
              {summary ? text : <i aria-hidden="true" />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
