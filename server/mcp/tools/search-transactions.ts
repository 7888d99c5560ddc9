import "server-only";
import * as z from "@/lib/schemas/zod";
import { currentYearMonth } from "@/lib/domain/calendar";
import { normalizeSearchTerm } from "@/lib/search";
import { TRANSACTIONS_PAGE_SIZE, type TransactionJson } from "@/lib/schemas/transactions";
import { tagFilterSchema } from "@/lib/schemas/tags";
import { listTransactionPage } from "@/server/transactions/list-transaction-page";
import { amountOfCents, amountOfReais, dayText, monthInput } from "@/server/mcp/answer-format";
import { categoryIdNamed, payeeIdNamed } from "@/server/mcp/resolve-names";
import { defineTool } from "@/server/mcp/mcp-tool";

const transactionAnswer = (row: TransactionJson) => ({
  data: dayText(row.transactionDate),
  descricao: row.description,
  tipo: row.transactionTypeId.transactionType,
  valor: amountOfReais(row.valor),
  categoria: row.categoryId?.name ?? null,
  meioDePagamento: row.paymentMethodId?.name ?? null,
  parcela: row.installmentIndex ? `${row.installmentIndex}/${row.installmentCount}` : null,
  tags: row.tags,
});

/** The Transações screen's filters: a month (or a whole year), text, category, payee and tag. */
export const searchTransactionsTool = defineTool({
  name: "buscar_transacoes",
  title: "Buscar transações",
  description:
    "Transações (receitas e despesas) de um mês, ou de um ano inteiro quando só o ano é dado, filtradas por texto da descrição, categoria, favorecido e tag (nomes, sem diferenciar maiúsculas e acentos). Responde os totais do que foi encontrado e até 50 transações, das mais recentes às mais antigas.",
  input: {
    ...monthInput,
    texto: z.string().max(100, "Texto de busca longo demais.").optional().describe("Parte da descrição, ou um valor (\"412,37\")."),
    categoria: z.string().max(60).optional().describe("Nome da categoria."),
    favorecido: z.string().max(100).optional().describe("Nome do favorecido (quem recebeu ou pagou)."),
    tag: tagFilterSchema.optional().describe("Nome de uma tag."),
  },
  async run({ db, userId }, args) {
    const now = currentYearMonth();
    const wholeYear = args.ano !== undefined && args.mes === undefined;
    const filters = {
      year: args.ano ?? now.year,
      month: args.mes ?? now.month,
      wholeYear,
      type: null,
      q: normalizeSearchTerm(args.texto),
      tag: args.tag ?? "",
      categoryId: args.categoria ? await categoryIdNamed(db, userId, args.categoria) : null,
      payeeId: args.favorecido ? await payeeIdNamed(db, userId, args.favorecido) : undefined,
    };
    const page = await listTransactionPage(db, userId, filters, 1);
    return {
      periodo: wholeYear ? `Ano de ${filters.year}` : `${String(filters.month).padStart(2, "0")}/${filters.year}`,
      encontradas: page.total,
      receitas: amountOfCents(page.summary.incomeCents),
      despesas: amountOfCents(page.summary.expenseCents),
      saldo: amountOfCents(page.summary.balanceCents),
      mostradas: Math.min(page.total, TRANSACTIONS_PAGE_SIZE),
      transacoes: page.transactions.map(transactionAnswer),
    };
  },
});
