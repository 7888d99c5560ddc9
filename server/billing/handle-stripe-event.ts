import "server-only";
import { eq } from "drizzle-orm";
import { processedStripeEvents } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { dayInSaoPaulo, formatDateBR } from "@/lib/dates";
import { env } from "@/lib/env";
import { centsToNumber, formatBRL } from "@/lib/money";
import { TrialWillEndEmail, trialWillEndSubject, trialWillEndText } from "@/emails/trial-will-end";
import { PLAN } from "@/lib/schemas/billing";
import * as gateway from "@/server/billing/stripe-gateway";
import type { StripeEvent, StripeSubscription } from "@/server/billing/stripe-gateway";
import { isCancellationScheduled, syncSubscription } from "@/server/billing/sync-subscription";
import type { SyncedUser } from "@/server/billing/sync-subscription";
import { sendMail } from "@/server/mail/send-mail";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified Stripe event. The subscription is re-fetched from Stripe and its current
 * state written, so order and repetition do not matter; the event id is recorded in the same
 * transaction as its effects, so a failure rolls both back and Stripe's retry starts clean.
 */
export async function handleStripeEvent(db: DbOrTx, event: StripeEvent): Promise<WebhookOutcome> {
  const target = subscriptionTarget(event);
  if (!target) return "ignored";
  if (await isProcessed(db, event.id)) return "duplicate";

  const subscription = target.subscriptionId
    ? await gateway.retrieveSubscription(target.subscriptionId)
    : null;

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(processedStripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedStripeEvents.id });
    if (!recorded) return "duplicate";
    if (!subscription) return "ignored";
    const user = await syncSubscription(tx, subscription, { userId: target.userId });
    if (!user) {
      console.warn(`[billing] ${event.type} ${event.id}: nenhum usuário para ${subscription.id}`);
      return "ignored";
    }
    if (event.type === "customer.subscription.trial_will_end") {
      await sendTrialWillEnd(user, subscription);
    }
    return "applied";
  });
}

/** Which subscription an event is about (and whose it is, when the event says); null = not ours. */
function subscriptionTarget(
  event: StripeEvent,
): { subscriptionId: string | null; userId: string | null } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return null;
      return {
        subscriptionId: idOf(session.subscription),
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end":
      return { subscriptionId: event.data.object.id, userId: null };
    case "invoice.paid":
    case "invoice.payment_failed":
      return {
        subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription),
        userId: null,
      };
    default:
      return null;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

async function isProcessed(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, eventId))
    .limit(1);
  return Boolean(row);
}

async function sendTrialWillEnd(user: SyncedUser, subscription: StripeSubscription): Promise<void> {
  if (subscription.status !== "trialing" || !subscription.trial_end) return;
  const props = {
    name: user.name,
    trialEndsOn: formatDateBR(dayInSaoPaulo(new Date(subscription.trial_end * 1000))),
    price: formatBRL(centsToNumber(PLAN.priceCents)),
    willCharge: !isCancellationScheduled(subscription),
    subscriptionUrl: `${env.APP_URL}/subscription`,
  };
  await sendMail({
    to: user.email,
    subject: trialWillEndSubject,
    react: TrialWillEndEmail(props),
    text: trialWillEndText(props),
  });
}
