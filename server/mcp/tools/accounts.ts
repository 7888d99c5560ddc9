import "server-only";
import { listCardOverviews } from "@/server/payment-methods/list-card-overviews";
import { listAccounts } from "@/server/payment-methods/list-accounts";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { amountOfCents, amountOfReais, dayText } from "@/server/mcp/answer-format";
import { defineTool } from "@/server/mcp/mcp-tool";

const statementAnswer = (statement: StatementSummaryJson) => ({
  mes: statement.month,
  fechamento: dayText(statement.closingDate),
  vencimento: dayText(statement.dueDate),
  situacao: statement.status,
  total: amountOfReais(statement.total),
  pago: amountOfReais(statement.paid),
  aPagar: amountOfReais(statement.remaining),
});

/** The person's accounts with their balances, and each card with its open and last closed faturas. */
export const accountsTool = defineTool({
  name: "contas_e_faturas",
  title: "Contas e faturas",
  description: "As contas com o saldo de hoje e os cartões de crédito com a fatura aberta, a última fechada e o limite disponível.",
  input: {},
  async run({ db, userId }) {
    const [accounts, cards] = await Promise.all([listAccounts(db, userId), listCardOverviews(db, userId)]);
    return {
      contas: accounts.map((account) => ({
        nome: account.name,
        saldo: account.balance === null ? null : amountOfReais(account.balance),
      })),
      cartoes: cards.map(({ card, open, lastClosed, usedLimitCents }) => ({
        nome: card.name,
        limite: card.creditLimit === null ? null : amountOfReais(card.creditLimit),
        limiteUsado: usedLimitCents === null ? null : amountOfCents(usedLimitCents),
        limiteDisponivel: card.availableLimit === null ? null : amountOfReais(card.availableLimit),
        faturaAberta: statementAnswer(open),
        ultimaFaturaFechada: statementAnswer(lastClosed),
      })),
    };
  },
});
