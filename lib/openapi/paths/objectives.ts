import * as z from "@/lib/schemas/zod";
import {
  objectiveIdParams,
  objectiveInput,
  objectivePatch,
  type ObjectiveJson,
} from "@/lib/schemas/objectives";
import { day, id, json, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";
import { householdItemFields } from "@/lib/openapi/household-item";

const objective = z
  .object({
    _id: id,
    name: z.string(),
    targetValue: reais,
    actualValue: reais.meta({ description: "O que já foi guardado." }),
    deadline: day.nullable(),
    accountId: id
      .nullable()
      .meta({ description: "A conta em que é guardado (uma caixinha), ou null." }),
    accountName: z.string().nullable(),
    ...householdItemFields,
  })
  .meta({ id: "Objective" }) satisfies z.ZodType<ObjectiveJson>;

export default defineResource({
  tag: "Objetivos",
  description: "Objetivos de economia e quanto já foi guardado em cada um.",
  operations: [
    {
      method: "post",
      path: "/api/v1/objective",
      access: "subscriber",
      summary: "Criar um objetivo",
      description:
        "`household: true` o faz da casa: os membros o veem e, se não forem \"Só ver\", o alteram; cada depósito ou retirada continua sendo lançamento de quem o fez. Um objetivo da casa não é guardado numa conta.",
      body: objectiveInput,
      bodyExample: { name: "Viagem", targetValue: 5000 },
      answers: { 201: json("O objetivo.", objective) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "get",
      path: "/api/v1/objective/list-all",
      access: "subscriber",
      summary: "Listar os objetivos",
      answers: { 200: json("Os objetivos.", z.array(objective)) },
    },
    {
      method: "get",
      path: "/api/v1/objective/[id]",
      access: "subscriber",
      summary: "Ler um objetivo",
      params: objectiveIdParams,
      answers: { 200: json("O objetivo.", objective) },
    },
    {
      method: "patch",
      path: "/api/v1/objective/[id]",
      access: "subscriber",
      summary: "Alterar um objetivo",
      params: objectiveIdParams,
      body: objectivePatch,
      answers: { 200: json("O objetivo alterado.", objective) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/objective/[id]",
      access: "subscriber",
      summary: "Excluir um objetivo",
      params: objectiveIdParams,
      answers: { 204: { description: "Excluído." } },
      errors: ["forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/objective/sem-conta-notice",
      access: "subscriber",
      summary: 'Dispensar o aviso dos movimentos "sem conta"',
      description:
        '"Entendi": a tela de objetivos deixa de dizer que depósitos e retiradas antigos não saíram nem chegaram a uma conta.',
      answers: { 204: { description: "Dispensado." } },
    },
  ],
});
