import { centsToNumber, formatBRL } from "@/lib/format/money";
import type { TransactionSummary } from "@/lib/schemas/transactions";

/**
 * Receitas, Despesas and Saldo of what the filters match; Saldo green when positive, red when
 * negative. Without a summary (loading), placeholders take the figures' place.
 */
export function TransactionSummaryCard({ summary }: { summary: TransactionSummary | null }) {
  const balance = summary?.balanceCents ?? 0;
  const brl = (cents: number) => formatBRL(centsToNumber(cents));
  const items = [
    { label: "Receitas", text: brl(summary?.incomeCents ?? 0), tone: "income" },
    { label: "Despesas", text: brl(summary?.expenseCents ?? 0), tone: "expense" },
    {
      label: "Saldo",
      text: `${balance < 0 ? "- " : ""}${brl(Math.abs(balance))}`,
      tone: balance > 0 ? "income" : balance < 0 ? "expense" : undefined,
    },
  ];
  return (
    <div className="tx-summary" aria-label="Resumo do mês" role="group">
      <dl>
        {items.map(({ label, text, tone }) => (
          <div key={label}>
            <i aria-hidden="true" />
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
