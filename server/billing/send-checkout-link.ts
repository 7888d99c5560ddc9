import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/server/logger";
import { formatMoney } from "@/lib/format/money";
import { CheckoutLinkEmail, checkoutLinkSubject, checkoutLinkText } from "@/emails/checkout-link";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { PLAN } from "@/lib/schemas/billing";
import * as gateway from "@/server/billing/stripe-gateway";
import { sendMail } from "@/server/mail/send-mail";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { findUserByEmail } from "@/server/users/find-user-by-email";

/**
 * The spec's token-less checkout (a body with the e-mail saved locally). The answer must not say
 * whether the account exists, so the checkout link goes to that mailbox instead of the response —
 * only for a confirmed account with no subscription running — and the work runs after the answer,
 * so its duration tells nothing either. Billing off is still refused up front.
 */
export async function requestCheckoutLink(db: DbOrTx, email: string, client: { ip: string }): Promise<void> {
  gateway.assertBillingEnabled();
  // Same shape as "forgot password" (a link mailed to whoever owns the address): same budget.
  await consumeRateLimit("forgot", { ip: client.ip, account: email.trim().toLowerCase() });
  void sendCheckoutLink(db, email).catch((error: unknown) => {
    // A subscription already running or waiting for its payment: there is no link to send.
    if (error instanceof AppError && error.code === "conflict") return;
    logger.error({ err: error }, "[billing] link de pagamento por e-mail falhou");
  });
}

async function sendCheckoutLink(db: DbOrTx, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.confirmedAt || user.vipAccess) return;
  if (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due") return;

  const { url, withTrial } = await createCheckoutSession(db, user.id);
  const props = {
    name: user.name,
    checkoutUrl: url,
    price: formatMoney(PLAN.priceCents),
    withTrial,
  };
  await sendMail({
    to: user.email,
    subject: checkoutLinkSubject,
    react: CheckoutLinkEmail(props),
    text: checkoutLinkText(props),
  });
}
