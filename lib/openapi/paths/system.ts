import * as z from "@/lib/schemas/zod";
import { supportMessageInput } from "@/lib/schemas/support";
import type { DailyRunJson } from "@/lib/schemas/reminders";
import { day, json, messageAnswer } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const dailyRun = z.object({
  day,
  users: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
}) satisfies z.ZodType<DailyRunJson>;

export default defineResource({
  tag: "Sistema",
  description: "Saúde do servidor, este documento, o suporte e a rotina diária.",
  operations: [
    {
      method: "get",
      path: "/api/v1/health",
      access: "public",
      summary: "Saúde do servidor e do banco de dados",
      answers: {
        200: json(
          "Tudo certo.",
          z.object({ status: z.literal("ok"), database: z.literal("ok"), latencyMs: z.number() }),
        ),
      },
    },
    {
      method: "get",
      path: "/api/v1/openapi.json",
      access: "public",
      summary: "Este documento (OpenAPI 3.1)",
      answers: {
        200: json("O documento.", z.object({ openapi: z.string() }).catchall(z.unknown())),
      },
    },
    {
      method: "post",
      path: "/api/v1/support",
      access: "public",
      summary: "Mandar uma mensagem ao suporte",
      description: "Entregue ao suporte, com um recibo para quem escreveu.",
      body: supportMessageInput,
      answers: { 202: json("Mensagem entregue.", messageAnswer) },
      errors: ["too_many_requests", "bad_gateway"],
    },
    {
      method: "post",
      path: "/api/v1/cron/daily",
      access: "public",
      summary: "Os lembretes e avisos do dia",
      description: "Para um agendador externo, com a credencial dele em `Authorization`.",
      answers: { 200: json("O que foi enviado.", dailyRun.extend({ pushes: dailyRun })) },
      errors: ["unauthorized"],
      internal: true,
    },
  ],
});
