import * as z from "@/lib/schemas/zod";
import { emailField } from "@/lib/schemas/auth";
import { jsonCentsSchema } from "@/lib/schemas/amount";
import { withoutInvisibleCharacters } from "@/lib/schemas/visible-text";
import { householdSplitModes, invitationLevels } from "@/lib/domain/enums";
import type { HouseholdLevel, HouseholdSplitMode, InvitationLevel } from "@/lib/domain/enums";
import type { Cents } from "@/lib/format/money";

/** The household ("Casa"): up to 5 adults (members and pending invitations together). */
export const HOUSEHOLD_MAX_ADULTS = 5;
export const HOUSEHOLD_NAME_MAX = 60;
/** Digits of an invitation's code: longer than a sign-up code, since it is valid for 7 days. */
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_TTL_DAYS = 7;

export const householdMessages = {
  nameRequired: "Dê um nome à casa.",
  nameTooLong: `O nome da casa deve ter no máximo ${HOUSEHOLD_NAME_MAX} caracteres.`,
  splitModeInvalid: 'A divisão deve ser "equal", "income" ou "fixed".',
  sharesInvalid: "Percentuais inválidos: use números de 0 a 100 com até duas casas decimais.",
  sharesRequired: 'A divisão "fixed" precisa dos percentuais de cada pessoa da casa.',
  sharesOnlyFixed: 'Percentuais só valem com a divisão "fixed".',
  sharesMembers: "Os percentuais devem nomear cada pessoa da casa, e só elas.",
  sharesSum: "Os percentuais devem somar exatamente 100.",
  levelInvalid: 'O nível deve ser "full" (Ver e lançar) ou "read" (Só ver).',
  codeInvalidFormat: `O código do convite tem ${INVITATION_CODE_LENGTH} dígitos.`,
  idInvalid: "Identificador inválido.",
  incomeRequired: "Informe a renda mensal.",
  incomeInvalid: "Renda inválida: informe um valor em centavos, inteiro.",
  incomeNegative: "A renda não pode ser negativa.",
  incomeTooLarge: "A renda máxima é R$ 999.999.999,99.",
  notifyInvalid: "Informe true ou false para os avisos das contas da casa.",
  nothingToChange: "Nada para alterar.",
  noHousehold: "Você ainda não faz parte de uma casa.",
  alreadyInHousehold: "Você já faz parte de uma casa. Saia dela antes de criar ou entrar em outra.",
  ownerOnly: "Só quem é dono da casa pode fazer isso.",
  memberNotFound: "Essa pessoa não faz parte da sua casa.",
  invitationNotFound: "Convite não encontrado.",
  removeSelf: "Para sair da casa, use Sair da casa.",
  transferToSelf: "Você já é dono da casa.",
  ownerLevel: "O nível de quem é dono não muda: passe a casa para outra pessoa.",
  ownerMustTransfer: "Passe a casa para outra pessoa antes de sair: ainda há gente nela.",
  full: `A casa já tem ${HOUSEHOLD_MAX_ADULTS} pessoas, contando os convites pendentes.`,
  alreadyMember: "Esse e-mail já é de alguém da casa.",
  inviteSelf: "Você já faz parte da casa.",
  codeInvalid: "Código de convite inválido. Confira o código do e-mail.",
  codeExpired: "Este convite expirou. Peça um novo a quem é dono da casa.",
  codeUsed: "Este convite já foi usado.",
  codeLocked: "Convite bloqueado após muitas tentativas. Peça um novo a quem é dono da casa.",
  otherEmail: "Este convite foi enviado para outro e-mail.",
} as const;

const requiredName = z
  .string({ error: householdMessages.nameRequired })
  .overwrite(withoutInvisibleCharacters)
  .trim()
  .min(1, householdMessages.nameRequired)
  .max(HOUSEHOLD_NAME_MAX, householdMessages.nameTooLong);

/** POST /household. */
export const householdCreateInput = z.object({ name: requiredName });
export type HouseholdCreateInput = z.output<typeof householdCreateInput>;

const shares = z.record(
  z.uuid({ error: householdMessages.sharesMembers }),
  z.number({ error: householdMessages.sharesInvalid }),
  { error: householdMessages.sharesInvalid },
);

/** PATCH /household: the name and the default split (fixed: each member's percent). */
export const householdUpdateInput = z
  .object({
    name: requiredName.optional(),
    split: z
      .object({
        mode: z.enum(householdSplitModes, { error: householdMessages.splitModeInvalid }),
        shares: shares.nullish(),
      })
      .superRefine((split, ctx) => {
        if (split.mode === "fixed" && !split.shares) ctx.addIssue({ code: "custom", message: householdMessages.sharesRequired });
        if (split.mode !== "fixed" && split.shares) ctx.addIssue({ code: "custom", message: householdMessages.sharesOnlyFixed });
      })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.split !== undefined, householdMessages.nothingToChange);
export type HouseholdUpdateInput = z.output<typeof householdUpdateInput>;

const memberId = z.uuid({ error: householdMessages.idInvalid });

/** POST /household/transfer-ownership. */
export const transferOwnershipInput = z.object({ userId: memberId });

const invitationLevel = z.enum(invitationLevels, { error: householdMessages.levelInvalid });

/** POST /household/invitations. */
export const invitationCreateInput = z.object({ email: emailField, level: invitationLevel });
export type InvitationCreateInput = z.output<typeof invitationCreateInput>;

/** The invitation's code, sent as a string (or a number: leading zeros are put back). */
const invitationCode = z
  .union(
    [
      z.number({ error: householdMessages.codeInvalidFormat }).int().min(0).max(10 ** INVITATION_CODE_LENGTH - 1),
      z.string({ error: householdMessages.codeInvalidFormat }).trim().regex(/^\d{8}$/, householdMessages.codeInvalidFormat),
    ],
    { error: householdMessages.codeInvalidFormat },
  )
  .transform((value) => (typeof value === "number" ? String(value).padStart(INVITATION_CODE_LENGTH, "0") : value));

/** POST /household/invitations/accept. */
export const invitationAcceptInput = z.object({ code: invitationCode });
/** GET /household/invitation?code=. */
export const invitationCodeQuery = z.object({ code: invitationCode });

export const invitationIdParams = z.object({ id: z.uuid({ error: householdMessages.idInvalid }) });
export const memberParams = z.object({ userId: memberId });

/** PATCH /household/members/{userId}: the owner changes a member's level. */
export const memberLevelInput = z.object({ level: invitationLevel });

/** PATCH /household/members/me: the member's own declared income and bill notices. */
export const memberSelfInput = z
  .object({
    monthlyIncomeCents: jsonCentsSchema(
      {
        required: householdMessages.incomeRequired,
        invalid: householdMessages.incomeInvalid,
        positive: householdMessages.incomeNegative,
        tooLarge: householdMessages.incomeTooLarge,
      },
      { min: 0 },
    )
      .nullable()
      .optional(),
    notifyHouseholdBills: z.boolean({ error: householdMessages.notifyInvalid }).optional(),
  })
  .refine(
    (body) => body.monthlyIncomeCents !== undefined || body.notifyHouseholdBills !== undefined,
    householdMessages.nothingToChange,
  );
export type MemberSelfInput = z.output<typeof memberSelfInput>;

export interface HouseholdMemberJson {
  userId: string;
  name: string;
  email: string;
  level: HouseholdLevel;
  joinedAt: string;
}

export interface HouseholdInvitationJson {
  id: string;
  email: string;
  level: InvitationLevel;
  expiresAt: string;
}

/** GET /household. */
export interface HouseholdJson {
  id: string;
  name: string;
  ownerId: string;
  members: HouseholdMemberJson[];
  /** `shares` in percent by user id, for "fixed"; null otherwise. */
  split: { mode: HouseholdSplitMode; shares: Record<string, number> | null };
  /** Pending invitations: only the owner sees them (empty for everyone else). */
  invitations: HouseholdInvitationJson[];
  me: { level: HouseholdLevel; monthlyIncomeCents: Cents | null; notifyHouseholdBills: boolean };
}

/** GET /household/invitation?code=: what the accept screen says. */
export interface InvitationPreviewJson {
  householdName: string;
  ownerName: string;
  level: InvitationLevel;
  expiresAt: string;
  /** The owner's subscription is active: it covers whoever joins. */
  coversSubscription: boolean;
  /** The invitee has an active subscription of their own (which they may cancel on joining). */
  ownSubscriptionActive: boolean;
}
