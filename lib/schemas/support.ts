// Shared by POST /api/v1/support and the contact form on /ajuda.
import { authMessages, emailField } from "@/lib/schemas/auth";
import * as z from "@/lib/schemas/zod";
import { formatCount } from "@/lib/format/count";

export const SUPPORT_LIMITS = {
  name: { max: 120 },
  subject: { min: 3, max: 120 },
  message: { min: 10, max: 5000 },
} as const;

export const supportMessages = {
  nameRequired: authMessages.nameRequired,
  nameTooLong: authMessages.nameTooLong,
  subjectLength: `O assunto deve ter entre ${SUPPORT_LIMITS.subject.min} e ${SUPPORT_LIMITS.subject.max} caracteres.`,
  oneLine: "Use uma linha só.",
  messageLength: `A mensagem deve ter entre ${SUPPORT_LIMITS.message.min} e ${formatCount(SUPPORT_LIMITS.message.max)} caracteres.`,
  sent: "Mensagem enviada! Você vai receber uma confirmação por e-mail.",
  sendFailed: "Não foi possível enviar sua mensagem agora. Tente novamente em instantes.",
} as const;

/** A header-bound text (name, subject): line breaks would spill into other e-mail headers. */
const singleLine = (schema: z.ZodString) => schema.regex(/^[^\r\n]*$/, supportMessages.oneLine);

export const supportMessageInput = z.object({
  name: singleLine(
    z
      .string({ error: supportMessages.nameRequired })
      .trim()
      .min(1, supportMessages.nameRequired)
      .max(SUPPORT_LIMITS.name.max, supportMessages.nameTooLong),
  ),
  email: emailField,
  subject: singleLine(
    z
      .string({ error: supportMessages.subjectLength })
      .trim()
      .min(SUPPORT_LIMITS.subject.min, supportMessages.subjectLength)
      .max(SUPPORT_LIMITS.subject.max, supportMessages.subjectLength),
  ),
  message: z
    .string({ error: supportMessages.messageLength })
    .trim()
    .min(SUPPORT_LIMITS.message.min, supportMessages.messageLength)
    .max(SUPPORT_LIMITS.message.max, supportMessages.messageLength),
});

export type SupportMessageInput = z.infer<typeof supportMessageInput>;
