import "server-only";
import { SupportMessageEmail, supportMessageSubject, supportMessageText } from "@/emails/support-message-email";
import { SupportReceiptEmail, supportReceiptSubject, supportReceiptText } from "@/emails/support-receipt-email";
import { supportEmail } from "@/lib/format/business";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/server/logger";
import type { SupportMessageInput } from "@/lib/schemas/support";
import { supportMessages } from "@/lib/schemas/support";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import type { SessionUser } from "@/server/auth/resolve-session";
import { sendMail } from "@/server/mail/send-mail";

/**
 * Delivers a message from /ajuda to the support inbox, answerable with a plain "reply", then sends
 * its author a receipt. A paying subscriber's message is marked to be answered first. Only the
 * delivery to support must succeed: without it the person would wait for an answer never coming.
 */
export async function sendSupportMessage(
  input: SupportMessageInput,
  sender: { user: SessionUser | null; ip: string },
): Promise<void> {
  const { user } = sender;
  await consumeRateLimit("support", { ip: sender.ip, account: user ? `user:${user.id}` : input.email });
  const priority = user !== null && hasFullAccess(user);
  const origin = user ? `conta ${user.id}` : "visitante, sem login";
  const props = { ...input, priority, origin };
  try {
    await sendMail({
      to: supportEmail(),
      subject: supportMessageSubject(props),
      react: SupportMessageEmail(props),
      text: supportMessageText(props),
      replyTo: { name: input.name, address: input.email },
    });
  } catch (error) {
    throw new AppError("unavailable", supportMessages.sendFailed, { cause: error });
  }
  const receipt = { priority };
  await sendMail({
    to: input.email,
    subject: supportReceiptSubject,
    react: SupportReceiptEmail(receipt),
    text: supportReceiptText(receipt),
  }).catch((error: unknown) => logger.error({ err: error }, "[mail] recibo do suporte não enviado"));
}
