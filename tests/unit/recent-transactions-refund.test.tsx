import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecentTransactionsList } from "@/components/dashboard/recent-transactions-tile";
import type { TransactionJson } from "@/lib/schemas/transactions";
import type { Reais } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";

const row = (valor: number): TransactionJson => ({
  _id: `t${valor}`,
  description: "Supermercado Dia",
  valor: valor as Reais,
  transactionDate: day("2026-06-15"),
  categoryId: { _id: "c1", name: "Mercado", color: "#10B981" },
  paymentMethodId: { _id: "p1", name: "Cartão Visa", color: "#6366F1" },
  transactionTypeId: { _id: "d", transactionType: "despesa" },
  isObjective: false,
  objectiveId: null,
  installmentGroupId: null,
  installmentIndex: null,
  installmentCount: null,
  tags: [],
  payeeId: null,
  categorySource: "person",
  categoryBasis: null,
  ownerId: "u1",
  household: false,
  paidBy: "u1",
  split: null,
  createdBy: { id: "u1", name: "Ana" },
  updatedBy: null,
  updatedAt: "2026-06-15T12:00:00.000Z",
  access: "owner",
});

describe("the dashboard's recent transactions", () => {
  it("show an estorno as 'Estorno' with a green +R$, and a purchase as a red −R$", () => {
    const html = renderToStaticMarkup(<RecentTransactionsList transactions={[row(-30), row(30)]} transactionsHref="/transactions" />);
    const [refund, purchase] = html.split('data-testid="recent-transaction"').slice(1);
    expect(refund).toContain("<span>Estorno</span>");
    expect(refund).toMatch(/text-emerald-700[^>]*>\+R\$\s30,00</);
    expect(purchase).not.toContain("Estorno");
    expect(purchase).toMatch(/text-rose-700[^>]*>−R\$\s30,00</);
  });
});
