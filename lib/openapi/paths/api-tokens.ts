import * as z from "@/lib/schemas/zod";
import {
  apiTokenCreateInput,
  apiTokenIdParams,
  type ApiTokensJson,
  type CreatedApiTokenJson,
} from "@/lib/schemas/api-tokens";
import { id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const scopes = z
  .array(z.enum(["read", "write"]))
  .meta({ description: '["read"] ou ["read", "write"].' });

const tokens = z.object({
  tokens: z.array(
    z.object({
      id,
      name: z.string(),
      prefix: z.string().meta({ description: "O começo do token, para reconhecê-lo." }),
      scopes,
      createdAt: instant,
      expiresAt: instant.nullable(),
      lastUsedAt: instant.nullable(),
      lastUsedIp: z.string().nullable(),
    }),
  ),
  calls: z.array(
    z.object({
      id,
      tokenName: z.string(),
      channel: z.enum(["api", "mcp"]),
      target: z.string().meta({ example: "GET /api/v1/transaction/list-all" }),
      status: z.number().int(),
      createdAt: instant,
    }),
  ),
}) satisfies z.ZodType<ApiTokensJson>;

const created = z.object({
  id,
  token: z
    .string()
    .meta({ description: "`bolso_pat_…`: aparece só nesta resposta.", example: "bolso_pat_…" }),
  prefix: z.string(),
  scopes,
  expiresAt: instant.nullable(),
}) satisfies z.ZodType<CreatedApiTokenJson>;

export default defineResource({
  tag: "Tokens de acesso",
  description:
    "Tokens de acesso pessoal (Perfil → Acesso por API). Só com a sessão: um token nunca gerencia tokens.",
  operations: [
    {
      method: "get",
      path: "/api/v1/user/api-tokens",
      access: "subscriber",
      tokens: "never",
      summary: "Listar os tokens e as últimas chamadas",
      answers: {
        200: json(
          "Os tokens não revogados, os mais novos primeiro, e as últimas chamadas.",
          tokens,
        ),
      },
    },
    {
      method: "post",
      path: "/api/v1/user/api-tokens",
      access: "subscriber",
      tokens: "never",
      summary: "Criar um token",
      description: "O token aparece uma vez só, nesta resposta; o dono recebe um e-mail.",
      body: apiTokenCreateInput,
      bodyExample: { name: "Planilha", scopes: ["read"], expiresInDays: 90 },
      answers: { 201: json("O token criado.", created) },
    },
    {
      method: "delete",
      path: "/api/v1/user/api-tokens/[id]",
      access: "subscriber",
      tokens: "never",
      summary: "Revogar um token",
      description: "Vale na hora: a próxima chamada com ele é um 401.",
      params: apiTokenIdParams,
      answers: { 204: { description: "Revogado." } },
    },
  ],
});
