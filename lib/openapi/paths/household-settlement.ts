import * as z from "@/lib/schemas/zod";
import {
  settlementIdParams,
  settlementInput,
  settlementPeriodQuery,
  type RecordedSettlementJson,
  type SettlementJson,
} from "@/lib/schemas/household-settlement";
import { cents, day, id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const recorded = z
  .object({
    id,
    from: id.nullable(),
    to: id.nullable(),
    amountCents: cents,
    date: day,
    createdBy: id.nullable().meta({ description: "Quem registrou; null se apagou a conta." }),
    createdAt: instant,
  })
  .meta({ id: "HouseholdSettlementRecord" }) satisfies z.ZodType<RecordedSettlementJson>;

const settlement = z
  .object({
    period: z
      .object({ month: z.number().int(), year: z.number().int() })
      .nullable()
      .meta({ description: "O mês pedido; null: desde o começo da casa até hoje." }),
    members: z.array(
      z.object({
        userId: id,
        name: z.string(),
        paidCents: cents.meta({ description: "O que a pessoa pagou das despesas da casa (estornos descontados)." }),
        shareCents: cents.meta({ description: "A parte dela, pela divisão de cada lançamento ou a da casa." }),
        balanceCents: cents.meta({ description: "Pago − parte, mais acertos enviados, menos recebidos: acima de zero, a casa deve a ela." }),
      }),
    ),
    transfers: z
      .array(z.object({ from: id, to: id, amountCents: cents }))
      .meta({ description: "Os Pix que zeram os saldos: quem mais deve paga a quem mais tem a receber." }),
    split: z.object({
      mode: z.enum(["equal", "income", "fixed"]),
      fallback: z
        .enum(["income_missing", "shares_missing"])
        .optional()
        .meta({ description: "Presente quando a divisão caiu para partes iguais: falta a renda de alguém, ou os percentuais não somam 100 entre as pessoas atuais." }),
    }),
  })
  .meta({ id: "HouseholdSettlement" }) satisfies z.ZodType<SettlementJson>;

export default defineResource({
  tag: "Acerto de contas",
  description:
    "Quem pagou as despesas da casa, a parte de cada pessoa e quem deve a quem, ao centavo; e os acertos (Pix entre as pessoas), que são transferências, nunca gastos.",
  operations: [
    {
      method: "get",
      path: "/api/v1/household/settlement",
      access: "subscriber",
      summary: "Ver o acerto de contas",
      description:
        "Qualquer pessoa da casa, inclusive \"Só ver\". Com mês e ano: o mês; sem os dois: desde o começo da casa até hoje; só um deles: 400. Contam as despesas das contas compartilhadas e as \"da casa\", cada parcela no seu mês, estornos descontados. 404 fora de uma casa.",
      query: settlementPeriodQuery,
      answers: { 200: json("O acerto do período.", settlement) },
      errors: ["not_found"],
    },
    {
      method: "get",
      path: "/api/v1/household/settlements",
      access: "subscriber",
      summary: "Listar os acertos registrados",
      description: "Do mês (mês e ano) ou todos (sem os dois), do mais recente ao mais antigo. 404 fora de uma casa.",
      query: settlementPeriodQuery,
      answers: { 200: json("Os acertos.", z.array(recorded)) },
      errors: ["not_found"],
    },
    {
      method: "post",
      path: "/api/v1/household/settlements",
      access: "subscriber",
      summary: "Registrar um acerto",
      description:
        "O Pix que `from` enviou a `to`, em centavos. As duas pessoas devem ser da casa (404 se não) e diferentes; \"Só ver\" recebe 403. Não cria lançamento: só muda os saldos do acerto.",
      body: settlementInput,
      bodyExample: {
        from: "5e1d9a34-8b2c-4f6e-a7d1-3c9b0e2f4a18",
        to: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22",
        amountCents: 31240,
        date: "2026-03-28",
      },
      answers: { 201: json("O acerto registrado.", recorded) },
      errors: ["not_found"],
    },
    {
      method: "delete",
      path: "/api/v1/household/settlements/[id]",
      access: "subscriber",
      summary: "Desfazer um acerto",
      description: "Quem o registrou ou quem é dono da casa; \"Só ver\" recebe 403.",
      params: settlementIdParams,
      answers: { 204: { description: "Desfeito: os saldos voltam ao que eram." } },
    },
  ],
});
