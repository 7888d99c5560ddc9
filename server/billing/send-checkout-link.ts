import "server-only";
import { eq, sql } from "drizzle-orm";
import { users } from "@/db/schema";
import type { DbOrTx } from "@/lib/db";
import { formatBRL, centsToNumber } from "@/lib/money";
import { CheckoutLinkEmail, checkoutLinkSubject, checkoutLinkText } from "@/emails/checkout-link";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { PLAN } from "@/server/billing/schemas";
import * as gateway from "@/server/billing/stripe-gateway";
import { sendMail } from "@/server/mail/send-mail";

/**
 * The spec's token-less checkout (a body with the e-mail saved locally). The answer must not say
 * whether the account exists, so the checkout link goes to that mailbox instead of the response —
 * only for a confirmed account with no subscription running — and the work runs after the answer,
 * so its duration tells nothing either. Billing off is still refused up front.
 */
export function requestCheckoutLink(db: DbOrTx, email: string): void {
  gateway.assertBillingEnabled();
  void sendCheckoutLink(db, email).catch((error: unknown) => {
    console.error("[billing] link de pagamento por e-mail falhou", error);
  });
}

async function sendCheckoutLink(db: DbOrTx, email: string): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      confirmedAt: users.confirmedAt,
      vipAccess: users.vipAccess,
      subscriptionStatus: users.subscriptionStatus,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user?.confirmedAt || user.vipAccess) return;
  if (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due") return;

  const { url, withTrial } = await createCheckoutSession(db, user.id);
  const props = {
    name: user.name,
    checkoutUrl: url,
    price: formatBRL(centsToNumber(PLAN.priceCents)),
    withTrial,
  };
  await sendMail({
    to: user.email,
    subject: checkoutLinkSubject,
    react: CheckoutLinkEmail(props),
    text: checkoutLinkText(props),
  });
}
