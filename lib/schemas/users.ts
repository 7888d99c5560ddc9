import type { SubscriptionStatus } from "@/lib/domain/enums";
import * as z from "@/lib/schemas/zod";
import { authMessages, codeField, newPasswordField } from "@/lib/schemas/auth";
import { declarationDocument } from "@/lib/domain/documents";

/** The user as the API and the screens show it: `_id` as in the API contract, never a secret column. */
export interface UserJson {
  _id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  vipAccess: boolean;
  /** ISO instant a free trial ends; present only while the subscription is in one. */
  trialEndsAt?: string;
}

export const profileMessages = {
  currentPasswordRequired: "Informe sua senha atual.",
  wrongPassword: "Senha atual incorreta.",
  samePassword: "A nova senha deve ser diferente da atual.",
  passwordRequired: "Informe sua senha.",
  deleteCodeInvalidFormat: "O código de exclusão deve ter 6 dígitos.",
  cpfInvalid: "CPF inválido: confira os dígitos (o CPF completo, sem asteriscos).",
  nothingToChange: "Informe o que alterar: name ou cpf.",
} as const;

/**
 * PATCH /user/me: the name, the titular's CPF for the Imposto de Renda (full, check digits valid;
 * null clears it), or both.
 */
export const profilePatch = z
  .object({
    name: z
      .string({ error: authMessages.nameRequired })
      .trim()
      .min(1, authMessages.nameRequired)
      .max(120, authMessages.nameTooLong)
      .optional(),
    cpf: z
      .union([z.string(), z.null()], { error: profileMessages.cpfInvalid })
      .transform((value, ctx) => {
        if (value === null) return null;
        const read = declarationDocument(value);
        if (read?.kind !== "cpf") {
          ctx.addIssue({ code: "custom", message: profileMessages.cpfInvalid });
          return z.NEVER;
        }
        return read.digits;
      })
      .optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.cpf !== undefined, profileMessages.nothingToChange);
export type ProfilePatch = z.output<typeof profilePatch>;

const currentPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(1024, authMessages.passwordTooLong);

export const changePasswordInput = z
  .object({
    currentPassword: currentPassword(profileMessages.currentPasswordRequired),
    newPassword: newPasswordField,
    passwordConfirmation: z
      .string({ error: authMessages.passwordConfirmationRequired })
      .min(1, authMessages.passwordConfirmationRequired),
  })
  .refine((value) => value.newPassword === value.passwordConfirmation, {
    message: authMessages.passwordsMismatch,
    path: ["passwordConfirmation"],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: profileMessages.samePassword,
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.output<typeof changePasswordInput>;

export const deleteAccountInput = z.object({
  password: currentPassword(profileMessages.passwordRequired),
  confirmationCode: codeField(profileMessages.deleteCodeInvalidFormat),
});
export type DeleteAccountInput = z.output<typeof deleteAccountInput>;

/** GET /user/export: the JSON file (default), or a zip with it and every receipt. */
export const exportQuery = z.object({
  format: z.enum(["json", "zip"], { error: "Formato inválido: use json ou zip." }).optional().default("json"),
});
