import * as z from "@/lib/schemas/zod";
import {
  householdCreateInput,
  householdUpdateInput,
  invitationAcceptInput,
  invitationCodeQuery,
  invitationCreateInput,
  invitationIdParams,
  memberLevelInput,
  memberParams,
  memberSelfInput,
  transferOwnershipInput,
  type HouseholdInvitationJson,
  type HouseholdJson,
  type InvitationPreviewJson,
} from "@/lib/schemas/households";
import { cents, id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const level = z.enum(["owner", "full", "read"]).meta({ description: "owner (dono), full (Ver e lançar) ou read (Só ver)." });
const invitationLevel = z.enum(["full", "read"]).meta({ description: "full (Ver e lançar) ou read (Só ver)." });

const invitation = z.object({ id, email: z.string(), level: invitationLevel, expiresAt: instant }) satisfies z.ZodType<HouseholdInvitationJson>;

const household = z
  .object({
    id,
    name: z.string(),
    ownerId: id,
    members: z.array(z.object({ userId: id, name: z.string(), email: z.string(), level, joinedAt: instant })),
    split: z.object({
      mode: z.enum(["equal", "income", "fixed"]),
      shares: z
        .record(z.string(), z.number())
        .nullable()
        .meta({ description: 'Percentual de cada pessoa por id, em "fixed"; null nos outros modos.' }),
    }),
    invitations: z.array(invitation).meta({ description: "Convites pendentes: só quem é dono os vê." }),
    me: z.object({ level, monthlyIncomeCents: cents.nullable(), notifyHouseholdBills: z.boolean() }),
  })
  .meta({ id: "Household" }) satisfies z.ZodType<HouseholdJson>;

const preview = z.object({
  householdName: z.string(),
  ownerName: z.string(),
  level: invitationLevel,
  expiresAt: instant,
  coversSubscription: z.boolean().meta({ description: "A assinatura de quem é dono está ativa e cobre quem entra." }),
  ownSubscriptionActive: z.boolean().meta({ description: "Quem foi convidado tem assinatura própria ativa (que pode cancelar ao entrar)." }),
}) satisfies z.ZodType<InvitationPreviewJson>;

export default defineResource({
  tag: "Casa",
  description:
    "A casa: até 5 adultos, cada um com a própria conta, que compartilham o que escolhem. A assinatura de quem é dono cobre todos.",
  operations: [
    {
      method: "get",
      path: "/api/v1/household",
      access: "user",
      summary: "Ler a casa",
      description: "404 quando a pessoa não faz parte de uma casa.",
      answers: { 200: json("A casa, as pessoas, a divisão e (para quem é dono) os convites pendentes.", household) },
      errors: ["not_found"],
    },
    {
      method: "post",
      path: "/api/v1/household",
      access: "subscriber",
      tokens: "never",
      summary: "Criar uma casa",
      description: "Quem cria é dono. 409 quando já faz parte de uma casa.",
      body: householdCreateInput,
      bodyExample: { name: "Casa da Ana e do Bruno" },
      answers: { 201: json("A casa criada.", household) },
      errors: ["conflict"],
    },
    {
      method: "patch",
      path: "/api/v1/household",
      access: "subscriber",
      summary: "Renomear a casa ou mudar a divisão",
      description:
        'Só quem é dono. Em "fixed", os percentuais nomeiam cada pessoa da casa, com até duas casas decimais, e somam exatamente 100.',
      body: householdUpdateInput,
      bodyExample: { split: { mode: "fixed", shares: { "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22": 60, "5e1d9a34-8b2c-4f6e-a7d1-3c9b0e2f4a18": 40 } } },
      answers: { 200: json("A casa alterada.", household) },
      errors: ["not_found"],
    },
    {
      method: "post",
      path: "/api/v1/household/transfer-ownership",
      access: "subscriber",
      tokens: "never",
      summary: "Passar a casa para outra pessoa",
      description: 'Só quem é dono; a pessoa deve ser da casa. Quem era dono passa a "Ver e lançar".',
      body: transferOwnershipInput,
      answers: { 200: json("A casa com o novo dono.", household) },
      errors: ["not_found", "conflict"],
    },
    {
      method: "post",
      path: "/api/v1/household/invitations",
      access: "subscriber",
      tokens: "never",
      summary: "Convidar por e-mail",
      description:
        "Só quem é dono. Envia um código de 8 dígitos e um link que valem 7 dias; um novo convite ao mesmo e-mail substitui o anterior. Pessoas e convites pendentes somam no máximo 5.",
      body: invitationCreateInput,
      bodyExample: { email: "bruno@exemplo.com.br", level: "full" },
      answers: { 201: json("O convite enviado.", invitation) },
      errors: ["not_found", "conflict", "unavailable"],
    },
    {
      method: "delete",
      path: "/api/v1/household/invitations/[id]",
      access: "subscriber",
      tokens: "never",
      summary: "Cancelar um convite",
      params: invitationIdParams,
      answers: { 204: { description: "Cancelado: o código deixa de valer." } },
    },
    {
      method: "post",
      path: "/api/v1/household/invitations/accept",
      access: "user",
      summary: "Aceitar um convite",
      description:
        "Qualquer conta com sessão (sem assinatura também: a de quem é dono cobre a casa). O convite deve ter sido enviado ao e-mail da conta (senão 403). Código errado, expirado ou já usado: 400; já numa casa: 409.",
      body: invitationAcceptInput,
      bodyExample: { code: "04815162" },
      answers: { 200: json("A casa em que a pessoa entrou.", household) },
      errors: ["forbidden", "conflict", "too_many_requests"],
    },
    {
      method: "get",
      path: "/api/v1/household/invitation",
      access: "user",
      summary: "Ver um convite antes de aceitar",
      description: "As mesmas verificações de aceitar, sem usar o código.",
      query: invitationCodeQuery,
      answers: { 200: json("O convite.", preview) },
      errors: ["forbidden", "too_many_requests"],
    },
    {
      method: "patch",
      path: "/api/v1/household/members/me",
      access: "subscriber",
      summary: "Minha renda e meus avisos da casa",
      description: 'A renda mensal declarada (para a divisão "income"; null apaga) e se as contas da casa entram nos avisos.',
      body: memberSelfInput,
      bodyExample: { monthlyIncomeCents: 850000, notifyHouseholdBills: true },
      answers: { 200: json("A casa.", household) },
      errors: ["not_found"],
    },
    {
      method: "patch",
      path: "/api/v1/household/members/[userId]",
      access: "subscriber",
      tokens: "never",
      summary: "Mudar o nível de uma pessoa",
      description: "Só quem é dono.",
      params: memberParams,
      body: memberLevelInput,
      bodyExample: { level: "read" },
      answers: { 200: json("A casa.", household) },
      errors: ["not_found", "conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/household/members/[userId]",
      access: "subscriber",
      tokens: "never",
      summary: "Tirar uma pessoa da casa",
      description:
        "Só quem é dono. Os registros da pessoa continuam dela e deixam de aparecer para a casa; os itens da casa que ela criou passam para quem é dono.",
      params: memberParams,
      answers: { 204: { description: "A pessoa saiu da casa." } },
      errors: ["not_found", "conflict"],
    },
    {
      method: "post",
      path: "/api/v1/household/leave",
      access: "user",
      summary: "Sair da casa",
      description: "Quem é dono só sai sozinho (e a casa acaba); com mais gente, passe a casa antes (409).",
      answers: { 204: { description: "Saiu da casa." } },
      errors: ["not_found", "conflict"],
    },
  ],
});
