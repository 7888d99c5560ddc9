import * as z from "@/lib/schemas/zod";
import {
  investmentIdParams,
  investmentInput,
  investmentPatch,
  type InvestmentJson,
} from "@/lib/schemas/investment";
import { loanIdParams, loanInput, loanPatch, type LoanJson } from "@/lib/schemas/loan";
import { netWorthQuery, type NetWorthPointJson } from "@/lib/schemas/net-worth";
import { INVESTMENT_KINDS, LOAN_KINDS } from "@/lib/domain/wealth-kinds";
import { cents, day, id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const connectedFields = {
  connected: z
    .boolean()
    .meta({ description: "Veio de uma conexão bancária (só o tipo e o código mudam)." }),
  bankName: z.string().nullable(),
  balanceUpdatedAt: instant,
};

const investment = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(INVESTMENT_KINDS),
    subtype: z.string().nullable(),
    taxCode: z.string().nullable().meta({ description: "O código de Bens e Direitos." }),
    institutionName: z.string().nullable(),
    institutionDocument: z.string().nullable(),
    issuer: z.string().nullable(),
    issuerDocument: z.string().nullable(),
    balanceCents: cents,
    amountOriginalCents: cents.nullable(),
    rateText: z.string().nullable(),
    purchaseDate: day.nullable(),
    dueDate: day.nullable(),
    status: z.enum(["ACTIVE", "PENDING", "TOTAL_WITHDRAWAL"]),
    ...connectedFields,
  })
  .meta({ id: "Investment" }) satisfies z.ZodType<InvestmentJson>;

const loan = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(LOAN_KINDS),
    taxCode: z.string().nullable(),
    contractNumber: z.string().nullable(),
    creditorName: z.string().nullable(),
    creditorDocument: z.string().nullable(),
    contractAmountCents: cents.nullable(),
    contractDate: day.nullable(),
    balanceCents: cents.meta({ description: "O que ainda se deve." }),
    installmentAmountCents: cents.nullable(),
    installmentsTotal: z.number().int().nullable(),
    installmentsPaid: z.number().int().nullable(),
    cet: z.number().nullable().meta({ description: "Custo efetivo total, % a.a." }),
    dueDate: day.nullable(),
    ...connectedFields,
  })
  .meta({ id: "Loan" }) satisfies z.ZodType<LoanJson>;

const netWorthPoint = z.object({
  month: z.string().meta({ example: "2026-11" }),
  assetsCents: cents,
  debtsCents: cents,
  netCents: cents,
  estimated: z
    .boolean()
    .meta({ description: "Algum saldo do dia foi reconstruído, não registrado." }),
}) satisfies z.ZodType<NetWorthPointJson>;

export default defineResource({
  tag: "Patrimônio",
  description: "Investimentos, empréstimos e o patrimônio líquido mês a mês. Valores em centavos.",
  operations: [
    {
      method: "get",
      path: "/api/v1/investments",
      access: "subscriber",
      summary: "Listar os investimentos",
      answers: { 200: json("Os investimentos.", z.array(investment)) },
    },
    {
      method: "post",
      path: "/api/v1/investments",
      access: "subscriber",
      summary: "Cadastrar um investimento",
      body: investmentInput,
      answers: { 201: json("O investimento.", investment) },
    },
    {
      method: "get",
      path: "/api/v1/investments/[id]",
      access: "subscriber",
      summary: "Ler um investimento",
      params: investmentIdParams,
      answers: { 200: json("O investimento.", investment) },
    },
    {
      method: "patch",
      path: "/api/v1/investments/[id]",
      access: "subscriber",
      summary: "Alterar um investimento",
      description:
        "Num investimento conectado, só o tipo e o código mudam (409 nos outros campos).",
      params: investmentIdParams,
      body: investmentPatch,
      answers: { 200: json("O investimento.", investment) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/investments/[id]",
      access: "subscriber",
      summary: "Excluir um investimento",
      params: investmentIdParams,
      answers: { 204: { description: "Excluído." } },
      errors: ["conflict"],
    },
    {
      method: "get",
      path: "/api/v1/loans",
      access: "subscriber",
      summary: "Listar os empréstimos",
      answers: { 200: json("Os empréstimos.", z.array(loan)) },
    },
    {
      method: "post",
      path: "/api/v1/loans",
      access: "subscriber",
      summary: "Cadastrar um empréstimo",
      body: loanInput,
      answers: { 201: json("O empréstimo.", loan) },
    },
    {
      method: "get",
      path: "/api/v1/loans/[id]",
      access: "subscriber",
      summary: "Ler um empréstimo",
      params: loanIdParams,
      answers: { 200: json("O empréstimo.", loan) },
    },
    {
      method: "patch",
      path: "/api/v1/loans/[id]",
      access: "subscriber",
      summary: "Alterar um empréstimo",
      description: "Num empréstimo conectado, só o tipo e o código mudam (409 nos outros campos).",
      params: loanIdParams,
      body: loanPatch,
      answers: { 200: json("O empréstimo.", loan) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/loans/[id]",
      access: "subscriber",
      summary: "Excluir um empréstimo",
      params: loanIdParams,
      answers: { 204: { description: "Excluído." } },
      errors: ["conflict"],
    },
    {
      method: "get",
      path: "/api/v1/net-worth",
      access: "subscriber",
      summary: "Patrimônio líquido mês a mês",
      description:
        "O que a pessoa tem e deve, lido no último dia de cada mês (o mês corrente, hoje).",
      query: netWorthQuery,
      answers: { 200: json("Um ponto por mês.", z.array(netWorthPoint)) },
    },
  ],
});
