import * as z from "@/lib/schemas/zod";
import {
  deleteTransactionQuery,
  installmentPurchaseInput,
  transactionIdParams,
  transactionInput,
  transactionPatchInput,
  type DeleteTransactionJson,
  type PersonRefJson,
  type RecordAccessJson,
  type QuickEntryJson,
  type TransactionJson,
  type TransactionTypeJson,
} from "@/lib/schemas/transactions";
import { listAllQuery } from "@/lib/schemas/transaction-list-page";
import { transactionSearchQuery } from "@/lib/schemas/transaction-search";
import { suggestQuery, type SuggestionJson } from "@/lib/schemas/category-rules";
import { categorySources, categoryTypes, recordAccesses, transactionTypeNames } from "@/lib/domain/enums";
import { day, id, json, namedRefJson, reais, refJson } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const personJson = z.object({ id, name: z.string() }).meta({ id: "PersonRef" }) satisfies z.ZodType<PersonRefJson>;

/** What the person asking may do with a record shared in a household. */
export const recordAccess = z
  .enum(recordAccesses)
  .meta({ description: "owner: é seu; write: da casa, pode alterar; read: só ver." }) satisfies z.ZodType<RecordAccessJson>;

const transactionType = z
  .object({ _id: id, transactionType: z.enum(transactionTypeNames) })
  .meta({ id: "TransactionType" }) satisfies z.ZodType<TransactionTypeJson>;

export const transactionJson = z
  .object({
    _id: id,
    description: z.string(),
    valor: reais.meta({ description: "Reais, positivo (um estorno é negativo)." }),
    transactionDate: day,
    categoryId: refJson.nullable(),
    paymentMethodId: refJson.nullable(),
    transactionTypeId: transactionType,
    isObjective: z.boolean(),
    objectiveId: namedRefJson.nullable(),
    installmentGroupId: id.nullable(),
    installmentIndex: z.number().int().nullable(),
    installmentCount: z.number().int().nullable(),
    tags: z.array(z.string()).meta({ description: "Nomes das tags, em ordem alfabética." }),
    payeeId: id.nullable().meta({ description: "O favorecido (`GET /api/v1/payees/{id}`)." }),
    categorySource: z.enum(categorySources).nullable(),
    categoryBasis: z.string().nullable(),
    ownerId: id.meta({ description: "De quem é: o dono da conta (ou quem lançou, sem conta compartilhada)." }),
    household: z.boolean().meta({ description: "Da casa, sem uma conta compartilhada." }),
    paidBy: id.meta({ description: "Quem pagou (o dono, se ninguém foi indicado)." }),
    split: z
      .record(id, z.number())
      .nullable()
      .meta({ description: "A divisão deste lançamento, em % por membro; nula: a da casa." }),
    createdBy: personJson.nullable().meta({ description: "Quem lançou; nulo: um ex-membro." }),
    updatedBy: personJson.nullable().meta({ description: "Quem alterou por último; nulo se ninguém alterou." }),
    updatedAt: z.string().meta({ description: "Quando mudou por último (ISO 8601)." }),
    access: recordAccess,
  })
  .meta({ id: "Transaction" }) satisfies z.ZodType<TransactionJson>;

const example = {
  _id: "5d1f4b2a-8c3e-4f6a-9b7d-1e2f3a4b5c6d",
  description: "Supermercado",
  valor: 123.45,
  transactionDate: "2026-03-10",
  categoryId: { _id: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22", name: "Mercado", color: "#10B981" },
  paymentMethodId: {
    _id: "7a8b9c0d-1e2f-4a5b-8c7d-9e0f1a2b3c4d",
    name: "Nubank",
    color: "#8B5CF6",
  },
  transactionTypeId: { _id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f", transactionType: "despesa" },
  isObjective: false,
  objectiveId: null,
  installmentGroupId: null,
  installmentIndex: null,
  installmentCount: null,
  tags: ["Casa"],
  payeeId: null,
  categorySource: "person",
  categoryBasis: null,
  ownerId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  household: false,
  paidBy: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  split: null,
  createdBy: { id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", name: "Ana" },
  updatedBy: null,
  updatedAt: "2026-03-10T13:45:00.000Z",
  access: "owner",
};

const quickEntry = z.object({
  references: z.object({
    types: z.array(transactionType),
    categories: z.array(refJson.extend({ type: z.enum(categoryTypes) })),
    paymentMethods: z.array(
      refJson.extend({
        card: z.object({ closingDay: z.number().int(), dueDay: z.number().int() }).optional(),
      }),
    ),
    objectives: z.array(namedRefJson),
    tags: z.array(z.string()),
  }),
  lastPaymentMethodId: id.nullable(),
  descriptions: z.array(z.string()),
}) satisfies z.ZodType<QuickEntryJson>;

const suggestion = z.object({
  categoryId: id.nullable(),
  paymentMethodId: id.nullable(),
  source: z.enum(["rule", "history"]).nullable(),
}) satisfies z.ZodType<SuggestionJson>;

const deleted = z.object({
  message: z.string(),
  deletedIds: z.array(id),
}) satisfies z.ZodType<DeleteTransactionJson>;

const PAGE_HEADERS = {
  "X-Total-Count": "Quantos registros há ao todo.",
  Link: 'As páginas vizinhas (rel="next", rel="prev"), como RFC 8288.',
};

export default defineResource({
  tag: "Lançamentos",
  description: "Receitas e despesas, compras parceladas, busca e sugestões.",
  operations: [
    {
      method: "post",
      path: "/api/v1/transaction",
      access: "subscriber",
      summary: "Lançar uma receita ou despesa",
      description:
        '`valor` em reais (12.3 ou "12,30"); `transactionTypeId` vem de `GET /api/v1/transaction/transaction-types`. Numa conta que um membro da casa compartilha, o lançamento é do dono da conta; `household`, `paidBy` e `split` (em %, somando 100) valem para lançamentos da casa.',
      body: transactionInput,
      bodyExample: {
        description: "Supermercado",
        valor: 123.45,
        transactionTypeId: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
        transactionDate: "2026-03-10",
        categoryId: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22",
        tags: ["Casa"],
      },
      idempotent: true,
      answers: { 201: json("O lançamento criado.", transactionJson, example) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/list-all",
      access: "subscriber",
      summary: "Listar os lançamentos de um mês",
      description: "Uma página (100 por padrão), os mais novos primeiro.",
      query: listAllQuery,
      answers: {
        200: { ...json("A página.", z.array(transactionJson), [example]), headers: PAGE_HEADERS },
      },
    },
    {
      method: "get",
      path: "/api/v1/transaction/search",
      access: "subscriber",
      summary: "Buscar lançamentos de qualquer mês",
      description:
        'Pela descrição, pelo valor ("412", "412,37", "R$ 412,37") e/ou por uma tag; no máximo 20.',
      query: transactionSearchQuery,
      answers: { 200: json("Os lançamentos encontrados.", z.array(transactionJson)) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/suggest",
      access: "subscriber",
      summary: "Sugerir categoria e meio de pagamento por uma descrição",
      query: suggestQuery,
      answers: { 200: json("A sugestão (campos nulos sem sugestão).", suggestion) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/quick-entry",
      access: "subscriber",
      summary: "O que o lançamento rápido oferece",
      description: "Tipos, categorias, meios de pagamento, objetivos, tags e descrições usadas.",
      answers: { 200: json("As opções.", quickEntry) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/transaction-types",
      access: "subscriber",
      summary: "Listar os tipos (receita e despesa)",
      answers: { 200: json("Os dois tipos.", z.array(transactionType)) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/[id]",
      access: "subscriber",
      summary: "Ler um lançamento",
      params: transactionIdParams,
      answers: { 200: json("O lançamento.", transactionJson, example) },
    },
    {
      method: "patch",
      path: "/api/v1/transaction/[id]",
      access: "subscriber",
      summary: "Alterar um lançamento",
      description:
        "Numa parcela, `scope` diz quais mudam: `this`, `future` ou `all` (só descrição, categoria e meio de pagamento). Um membro da casa altera um lançamento de uma conta compartilhada com ele (\"Ver e lançar\"); \"Só ver\": 403.",
      params: transactionIdParams,
      body: transactionPatchInput,
      answers: { 200: json("O lançamento alterado.", transactionJson) },
    },
    {
      method: "delete",
      path: "/api/v1/transaction/[id]",
      access: "subscriber",
      summary: "Excluir um lançamento",
      description: "`scope=following` exclui também as parcelas seguintes.",
      params: transactionIdParams,
      query: deleteTransactionQuery,
      answers: { 200: json("O que foi excluído.", deleted) },
    },
    {
      method: "post",
      path: "/api/v1/transaction/installment",
      access: "subscriber",
      summary: "Lançar uma compra parcelada",
      description: "`valor` é o total; de 2 a 72 parcelas mensais.",
      body: installmentPurchaseInput,
      idempotent: true,
      answers: { 201: json("As parcelas criadas.", z.array(transactionJson)) },
    },
  ],
});
