// Shared by the API and the auth forms: no server-only or database imports here.
import * as z from "@/lib/schemas/zod";

import { CODE_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "@/lib/domain/auth-limits";

export { CODE_LENGTH } from "@/lib/domain/auth-limits";

export const authMessages = {
  nameRequired: "Informe seu nome.",
  nameTooLong: "O nome deve ter no máximo 120 caracteres.",
  emailRequired: "Informe seu e-mail.",
  emailInvalid: "Informe um e-mail válido.",
  passwordRequired: "Informe sua senha.",
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: `A senha é longa demais: use no máximo ${PASSWORD_MAX_BYTES} bytes (letras acentuadas e emojis ocupam mais de um).`,
  passwordConfirmationRequired: "Confirme sua senha.",
  passwordsMismatch: "As senhas não coincidem.",
  role: "Perfil inválido: o cadastro aceita apenas o perfil 'user'.",
  codeInvalidFormat: "O código de confirmação deve ter 6 dígitos.",
  resetCodeInvalidFormat: "O código de redefinição deve ter 6 dígitos.",
} as const;

const utf8 = new TextEncoder();

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = requiredText(authMessages.emailRequired)
  .toLowerCase()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** A new password: 8 characters up to 72 bytes. */
export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .refine((value) => utf8.encode(value).length <= PASSWORD_MAX_BYTES, authMessages.passwordTooLong);

/** A 6-digit code, sent as an integer (spec) or as a string; normalised to 6 digits. */
export const codeField = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }).int(message).min(0, message).max(999_999, message),
        z.string({ error: message }).trim().regex(/^\d{6}$/, message),
      ],
      { error: message },
    )
    .transform((value) => (typeof value === "number" ? String(value).padStart(CODE_LENGTH, "0") : value));

export const registerInput = z
  .object({
    name: requiredText(authMessages.nameRequired).max(120, authMessages.nameTooLong),
    email: emailField,
    password: newPasswordField,
    passwordConfirmation: z
      .string({ error: authMessages.passwordConfirmationRequired })
      .min(1, authMessages.passwordConfirmationRequired),
    role: z.literal("user", { error: authMessages.role }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: authMessages.passwordsMismatch,
    path: ["passwordConfirmation"],
  });
export type RegisterInput = z.output<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  // No length rules at login (old passwords stay valid); a cap keeps hashing cheap.
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(1024, authMessages.passwordTooLong),
});
export type LoginInput = z.output<typeof loginInput>;

export const confirmAccountInput = z.object({
  email: emailField,
  confirmationCode: codeField(authMessages.codeInvalidFormat),
});
export type ConfirmAccountInput = z.output<typeof confirmAccountInput>;

export const emailOnlyInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({
    email: emailField,
    resetCode: codeField(authMessages.resetCodeInvalidFormat),
    newPassword: newPasswordField,
    passwordConfirmation: z
      .string({ error: authMessages.passwordConfirmationRequired })
      .min(1, authMessages.passwordConfirmationRequired),
  })
  .refine((value) => value.newPassword === value.passwordConfirmation, {
    message: authMessages.passwordsMismatch,
    path: ["passwordConfirmation"],
  });
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

/** Login's 403 for an account not yet confirmed; the login screen sends the user to confirm it. */
export const UNCONFIRMED_ACCOUNT_MESSAGE =
  "Sua conta ainda não foi confirmada. Enviamos um código de confirmação para o seu e-mail.";
