import "server-only";
import { eq } from "drizzle-orm";
import { processedStripeEvents } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { formatDateBR } from "@/lib/format/dates";
import { dayInSaoPaulo } from "@/lib/domain/calendar";
import { env } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { formatMoney } from "@/lib/format/money";
import { TrialWillEndEmail, trialWillEndSubject, trialWillEndText } from "@/emails/trial-will-end";
import { PLAN } from "@/lib/schemas/billing";
import * as gateway from "@/server/billing/stripe-gateway";
import type { StripeEvent, StripeSubscription } from "@/server/billing/stripe-gateway";
import { eventEnvelope, eventTarget } from "@/server/billing/stripe-event-target";
import { isCancellationScheduled, syncSubscription } from "@/server/billing/sync-subscription";
import type { SyncedUser } from "@/server/billing/sync-subscription";
import { sendMail } from "@/server/mail/send-mail";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified Stripe event. The subscription is re-fetched from Stripe and its current
 * state written, so order and repetition do not matter; the event id is recorded in the same
 * transaction as its effects, so a failure rolls both back and Stripe's retry starts clean. An event
 * of a type we handle whose object is not what that type carries is recorded as ignored: retrying
 * it cannot fix it.
 */
export async function handleStripeEvent(db: DbOrTx, event: StripeEvent): Promise<WebhookOutcome> {
  const target = eventTarget(event);
  if (target.kind === "not_ours") return "ignored";
  if (target.kind === "malformed") {
    logger.warn({ eventId: event.id, eventType: event.type, reason: target.reason }, "[billing] evento do Stripe ignorado");
    if (!eventEnvelope.safeParse(event).success) return "ignored";
    return (await record(db, event)) ? "ignored" : "duplicate";
  }
  if (await isProcessed(db, event.id)) return "duplicate";

  const subscription = target.subscriptionId
    ? await gateway.retrieveSubscription(target.subscriptionId)
    : null;

  return db.transaction(async (tx) => {
    if (!(await record(tx, event))) return "duplicate";
    if (!subscription) return "ignored";
    const user = await syncSubscription(tx, subscription, { userId: target.userId });
    if (!user) {
      logger.warn({ eventId: event.id, eventType: event.type, subscriptionId: subscription.id }, "[billing] nenhum usuário para a assinatura");
      return "ignored";
    }
    if (event.type === "customer.subscription.trial_will_end") {
      await sendTrialWillEnd(user, subscription);
    }
    return "applied";
  });
}

/** Marks the event as processed; false when it already was. */
async function record(db: DbOrTx, event: StripeEvent): Promise<boolean> {
  const [recorded] = await db
    .insert(processedStripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedStripeEvents.id });
  return Boolean(recorded);
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
    price: formatMoney(PLAN.priceCents),
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
