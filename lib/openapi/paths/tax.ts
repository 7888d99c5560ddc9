import * as z from "@/lib/schemas/zod";
import {
  bankDetailsInput,
  taxCsvQuery,
  taxReport,
  taxYearParams,
  transactionTaxInput,
  type BankDetailsJson,
  type TransactionTaxJson,
} from "@/lib/schemas/tax";
import {
  dependentIdParams,
  dependentInput,
  dependentPatch,
  type DependentJson,
} from "@/lib/schemas/dependent";
import { paymentMethodIdParams } from "@/lib/schemas/payment-methods";
import { transactionIdParams } from "@/lib/schemas/transactions";
import { cents, day, id, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const dependent = z
  .object({
    id,
    name: z.string(),
    cpf: z.string(),
    birthDate: day,
    relationship: z.string().meta({ description: "O código de relação do programa da Receita." }),
    relationshipDescription: z.string(),
  })
  .meta({ id: "Dependent" }) satisfies z.ZodType<DependentJson>;

const bankDetails = z.object({
  paymentMethodId: id,
  bankCode: z.string().nullable(),
  branch: z.string().nullable(),
  accountNumber: z.string().nullable(),
  institutionDocument: z.string().nullable(),
  joint: z.boolean(),
  taxCode: z.string().nullable(),
}) satisfies z.ZodType<BankDetailsJson>;

const transactionTax = z.object({
  transactionId: id,
  beneficiaryId: id.nullable(),
  reimbursedCents: cents,
  deductible: z.boolean().nullable(),
  code: z.string().nullable(),
}) satisfies z.ZodType<TransactionTaxJson>;

export default defineResource({
  tag: "Imposto de Renda",
  description:
    "A declaração do ano-calendário como o Bolso a prepara, seus arquivos, dependentes e marcações.",
  operations: [
    {
      method: "get",
      path: "/api/v1/tax/[year]",
      access: "subscriber",
      summary: "A declaração de um ano-calendário",
      description: "Cada ficha e as pendências.",
      params: taxYearParams,
      answers: { 200: { ...json("A declaração.", taxReport), component: "TaxReport" } },
    },
    {
      method: "get",
      path: "/api/v1/tax/[year]/pdf",
      access: "subscriber",
      summary: "A declaração em PDF (informe auxiliar)",
      params: taxYearParams,
      answers: { 200: { description: "O PDF, como download.", contentType: "application/pdf" } },
    },
    {
      method: "get",
      path: "/api/v1/tax/[year]/csv",
      access: "subscriber",
      summary: "Uma ficha em CSV",
      params: taxYearParams,
      query: taxCsvQuery,
      answers: {
        200: { description: "O CSV, como download.", contentType: "text/csv", schema: z.string() },
      },
    },
    {
      method: "get",
      path: "/api/v1/user/dependents",
      access: "subscriber",
      summary: "Listar os dependentes",
      answers: { 200: json("Os dependentes.", z.array(dependent)) },
    },
    {
      method: "post",
      path: "/api/v1/user/dependents",
      access: "subscriber",
      summary: "Cadastrar um dependente",
      body: dependentInput,
      answers: { 201: json("O dependente.", dependent) },
      errors: ["conflict"],
    },
    {
      method: "patch",
      path: "/api/v1/user/dependents/[id]",
      access: "subscriber",
      summary: "Alterar um dependente",
      params: dependentIdParams,
      body: dependentPatch,
      answers: { 200: json("O dependente.", dependent) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/user/dependents/[id]",
      access: "subscriber",
      summary: "Excluir um dependente",
      params: dependentIdParams,
      answers: { 204: { description: "Excluído." } },
    },
    {
      method: "get",
      path: "/api/v1/payment-method/[id]/bank-details",
      access: "subscriber",
      summary: "Os dados bancários de uma conta (Bens e Direitos)",
      params: paymentMethodIdParams,
      answers: { 200: json("Os dados.", bankDetails) },
    },
    {
      method: "patch",
      path: "/api/v1/payment-method/[id]/bank-details",
      access: "subscriber",
      summary: "Alterar os dados bancários de uma conta",
      description: "Os campos enviados mudam; null apaga um.",
      params: paymentMethodIdParams,
      body: bankDetailsInput,
      answers: { 200: json("Os dados.", bankDetails) },
    },
    {
      method: "get",
      path: "/api/v1/transaction/[id]/tax",
      access: "subscriber",
      summary: "A marcação de um lançamento para o Imposto de Renda",
      params: transactionIdParams,
      answers: { 200: json("A marcação.", transactionTax) },
    },
    {
      method: "patch",
      path: "/api/v1/transaction/[id]/tax",
      access: "subscriber",
      summary: "Marcar um lançamento para o Imposto de Renda",
      description: "Beneficiário, parte reembolsada e se é dedutível.",
      params: transactionIdParams,
      body: transactionTaxInput,
      answers: { 200: json("A marcação.", transactionTax) },
    },
  ],
});
