import * as z from "@/lib/schemas/zod";
import {
  confirmAccountInput,
  emailOnlyInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from "@/lib/schemas/auth";
import { json, messageAnswer } from "@/lib/openapi/answers";
import { userJson } from "@/lib/openapi/paths/user";
import { defineResource } from "@/lib/openapi/define";

const session = z.object({
  token: z
    .string()
    .meta({ description: "O token de sessão: envie como `Authorization: Bearer <token>`." }),
  user: userJson,
  hasAccess: z.boolean().meta({
    description: "Se a pessoa tem acesso ao app (assinatura ativa, VIP ou cobrança desligada).",
  }),
});

export default defineResource({
  tag: "Autenticação",
  description: "Cadastro, confirmação, login e senha. O login devolve o token de sessão.",
  operations: [
    {
      method: "post",
      path: "/api/v1/user",
      access: "public",
      summary: "Criar uma conta",
      description: "Envia um código de confirmação por e-mail; não devolve token.",
      body: registerInput,
      bodyExample: { name: "Ana Souza", email: "ana@example.com", password: "uma-senha-longa" },
      answers: {
        201: json(
          "Conta criada, à espera da confirmação.",
          z.object({ message: z.string(), user: userJson }),
        ),
      },
      errors: ["conflict", "too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/auth/confirmAccount",
      access: "public",
      summary: "Confirmar a conta com o código do e-mail",
      body: confirmAccountInput,
      answers: { 200: json("Conta confirmada.", messageAnswer) },
      errors: ["too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/auth/resend-confirmation",
      access: "public",
      summary: "Reenviar o código de confirmação",
      description: "A mesma resposta para qualquer e-mail.",
      body: emailOnlyInput,
      answers: { 200: json("Pedido recebido.", messageAnswer) },
      errors: ["too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/auth/login",
      access: "public",
      summary: "Entrar",
      description:
        "Devolve o token de sessão e define o cookie httpOnly. Conta não confirmada: 403.",
      body: loginInput,
      bodyExample: { email: "ana@example.com", password: "uma-senha-longa" },
      answers: { 200: json("Sessão aberta.", session) },
      errors: ["unauthorized", "forbidden", "too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/auth/logout",
      access: "public",
      summary: "Sair",
      description: "Encerra a sessão enviada (se houver) e apaga o cookie.",
      answers: { 200: json("Sessão encerrada.", messageAnswer) },
      errors: ["forbidden"],
    },
    {
      method: "get",
      path: "/api/v1/auth/status",
      access: "public",
      summary: "Ver se a sessão vale",
      answers: {
        200: json(
          "Se a sessão vale, e a pessoa.",
          z.object({ valid: z.boolean(), user: userJson.nullable() }),
        ),
      },
    },
    {
      method: "post",
      path: "/api/v1/user/forgot-password",
      access: "public",
      summary: "Pedir o código para redefinir a senha",
      description: "A mesma resposta exista ou não o e-mail.",
      body: emailOnlyInput,
      answers: { 200: json("Pedido recebido.", messageAnswer) },
      errors: ["too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/user/reset-password",
      access: "public",
      summary: "Redefinir a senha com o código",
      description: "Encerra todas as sessões.",
      body: resetPasswordInput,
      answers: { 200: json("Senha redefinida.", messageAnswer) },
      errors: ["too_many_requests"],
    },
  ],
});
