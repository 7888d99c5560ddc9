import "server-only";
import * as z from "@/lib/schemas/zod";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { transactionInput } from "@/lib/schemas/transactions";
import { createTransaction } from "@/server/transactions/create-transaction";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";
import { amountOfReais, dayText } from "@/server/mcp/answer-format";
import { categoryIdNamed, paymentMethodIdNamed } from "@/server/mcp/resolve-names";
import { defineTool } from "@/server/mcp/mcp-tool";

/**
 * Records one receita or despesa, as POST /api/v1/transaction does: the same schema (the API's
 * pt-BR messages) and the same use case. Only a `write` token may call it.
 */
export const addTransactionTool = defineTool({
  name: "lancar_transacao",
  title: "Lançar transação",
  description:
    "Registra uma receita ou despesa no Bolso, com as mesmas regras do app. Exige um token com permissão de escrita. Categoria e meio de pagamento são nomes que a pessoa já usa no Bolso.",
  writes: true,
  input: {
    tipo: z.enum(["receita", "despesa"], { error: 'O tipo deve ser "receita" ou "despesa".' }),
    descricao: z.string().describe("O que foi (até 200 caracteres)."),
    valor: z.number().describe("Valor em reais, positivo, com até duas casas decimais (45.9)."),
    data: z.string().optional().describe("Data no formato AAAA-MM-DD (padrão: hoje)."),
    categoria: z.string().max(60).optional().describe("Nome da categoria."),
    meioDePagamento: z.string().max(60).optional().describe("Nome da conta, do cartão ou do meio de pagamento."),
    tags: z.array(z.string()).optional().describe("Nomes de tags."),
  },
  async run({ db, userId }, args) {
    const types = await listTransactionTypes(db);
    const body = transactionInput.parse({
      description: args.descricao,
      valor: args.valor,
      transactionTypeId: types.find((type) => type.transactionType === args.tipo)?._id,
      transactionDate: args.data ?? todayInSaoPaulo(),
      categoryId: args.categoria ? await categoryIdNamed(db, userId, args.categoria) : null,
      paymentMethodId: args.meioDePagamento ? await paymentMethodIdNamed(db, userId, args.meioDePagamento) : null,
      tags: args.tags,
    });
    const created = await createTransaction(db, userId, body);
    return {
      mensagem: "Transação lançada.",
      transacao: {
        id: created._id,
        data: dayText(created.transactionDate),
        descricao: created.description,
        tipo: created.transactionTypeId.transactionType,
        valor: amountOfReais(created.valor),
        categoria: created.categoryId?.name ?? null,
        meioDePagamento: created.paymentMethodId?.name ?? null,
        tags: created.tags,
      },
    };
  },
});
