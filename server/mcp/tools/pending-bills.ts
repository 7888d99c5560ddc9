import "server-only";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { amountOfReais, dayText, monthInput, monthOf } from "@/server/mcp/answer-format";
import { defineTool } from "@/server/mcp/mcp-tool";

/** The month's bills (recurring payments) not paid yet, by due date. */
export const pendingBillsTool = defineTool({
  name: "contas_a_pagar",
  title: "Contas a pagar",
  description: "As contas recorrentes do mês ainda não pagas, por data de vencimento.",
  input: monthInput,
  async run({ db, userId }, args) {
    const month = monthOf(args);
    const bills = await getPendingPayments(db, userId, { year: month.year, month: month.month });
    return {
      mes: month.label,
      contasAPagar: bills
        .filter((bill) => !bill.isPaid)
        .map((bill) => ({ nome: bill.name, vencimento: dayText(bill.dueDate), valor: amountOfReais(bill.amount) })),
    };
  },
});
