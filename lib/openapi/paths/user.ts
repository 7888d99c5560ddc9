import * as z from "@/lib/schemas/zod";
import {
  changePasswordInput,
  deleteAccountInput,
  exportQuery,
  profilePatch,
  type UserJson,
} from "@/lib/schemas/users";
import { dashboardRegimeInput } from "@/lib/schemas/dashboard-regime";
import { emailRemindersInput, unsubscribeQuery } from "@/lib/schemas/reminders";
import { subscriptionStatuses } from "@/lib/domain/enums";
import { dashboardRegimes } from "@/lib/domain/dashboard-regime";
import { id, instant, json, messageAnswer } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

export const userJson = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string().meta({ format: "email" }),
    subscriptionStatus: z.enum(subscriptionStatuses),
    vipAccess: z.boolean(),
    trialEndsAt: instant
      .optional()
      .meta({ description: "Fim do período de teste, só enquanto ele dura." }),
  })
  .meta({ id: "User" }) satisfies z.ZodType<UserJson>;

export default defineResource({
  tag: "Perfil e conta",
  description:
    "A pessoa autenticada: perfil, senha, preferências, exportação e encerramento da conta.",
  operations: [
    {
      method: "get",
      path: "/api/v1/user/me",
      access: "user",
      summary: "Ler a pessoa autenticada",
      answers: { 200: json("A pessoa.", userJson) },
    },
    {
      method: "patch",
      path: "/api/v1/user/me",
      access: "user",
      summary: "Alterar o nome",
      body: profilePatch,
      answers: { 200: json("A pessoa alterada.", userJson) },
    },
    {
      method: "delete",
      path: "/api/v1/user/me",
      access: "user",
      summary: "Encerrar a conta",
      description:
        "Pede a senha e o código enviado por `POST /api/v1/user/delete-request`. Apaga tudo.",
      body: deleteAccountInput,
      answers: { 204: { description: "Conta encerrada." } },
      errors: ["too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/user/delete-request",
      access: "user",
      summary: "Pedir o código que confirma o encerramento",
      answers: { 200: json("Código enviado por e-mail.", messageAnswer) },
      errors: ["too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/user/change-password",
      access: "user",
      summary: "Trocar a senha",
      description: "As sessões em outros aparelhos são encerradas; esta continua.",
      body: changePasswordInput,
      answers: { 200: json("Senha alterada.", messageAnswer) },
      errors: ["too_many_requests"],
    },
    {
      method: "put",
      path: "/api/v1/user/dashboard-regime",
      access: "subscriber",
      summary: "Guardar como o painel conta as compras no cartão",
      body: dashboardRegimeInput,
      answers: { 200: json("O regime guardado.", z.object({ regime: z.enum(dashboardRegimes) })) },
    },
    {
      method: "patch",
      path: "/api/v1/user/email-reminders",
      access: "user",
      summary: "Ligar ou desligar o lembrete diário por e-mail",
      body: emailRemindersInput,
      answers: { 200: json("A preferência guardada.", z.object({ enabled: z.boolean() })) },
    },
    {
      method: "post",
      path: "/api/v1/user/email-reminders/unsubscribe",
      access: "public",
      summary: "Descadastrar-se dos lembretes com um clique",
      description: "O link dos e-mails (RFC 8058): o token assinado da URL basta, sem sessão.",
      query: unsubscribeQuery,
      answers: { 200: json("Lembretes desligados.", messageAnswer) },
      internal: true,
    },
    {
      method: "get",
      path: "/api/v1/user/export",
      access: "user",
      summary: "Exportar todos os dados",
      description:
        "Um arquivo JSON com todos os registros (ou, com `format=zip`, o JSON e os comprovantes).",
      query: exportQuery,
      answers: {
        200: {
          description: "O arquivo, como download.",
          contentType: "application/json",
          schema: z
            .object({})
            .catchall(z.unknown())
            .meta({ description: "Todos os registros da pessoa, por tabela." }),
        },
      },
      errors: ["too_many_requests"],
    },
  ],
});
