import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { billingEnabled, env } from "@/lib/env";
import { billingMessages, PLAN } from "@/lib/schemas/billing";

/**
 * The only module that talks to Stripe. Use cases call these few functions; SDK errors come out
 * as pt-BR `AppError`s (503 when billing is off, 502 when Stripe fails).
 */
export type StripeSubscription = Stripe.Subscription;
export type StripeInvoice = Stripe.Invoice;
export type StripeEvent = Stripe.Event;

const globalForStripe = globalThis as unknown as { bolsoStripe?: Stripe; bolsoStripeKey?: string };

/** The three Stripe settings; billing is off (503 with a plain message) unless all are set. */
function settings(): { secretKey: string; webhookSecret: string; priceId: string } {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_ID: priceId } = env;
  if (!billingEnabled || !secretKey || !webhookSecret || !priceId) {
    throw new AppError("unavailable", billingMessages.disabled);
  }
  return { secretKey, webhookSecret, priceId };
}

/** Throws the plain 503 when billing is off; for calls that answer before talking to Stripe. */
export function assertBillingEnabled(): void {
  settings();
}

function client(): Stripe {
  const { secretKey } = settings();
  const key = `${secretKey}|${env.STRIPE_API_BASE ?? ""}`;
  if (!globalForStripe.bolsoStripe || globalForStripe.bolsoStripeKey !== key) {
    globalForStripe.bolsoStripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "Bolso" },
      ...apiBase(env.STRIPE_API_BASE),
    });
    globalForStripe.bolsoStripeKey = key;
  }
  return globalForStripe.bolsoStripe;
}

/** STRIPE_API_BASE (a Stripe-compatible server, e.g. the offline fake) → the SDK's host options. */
function apiBase(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

async function call<T>(operation: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = client();
  try {
    return await run(stripe);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_gateway", billingMessages.providerUnavailable, {
      cause: new Error(`Stripe ${operation} falhou`, { cause: error }),
    });
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

export function createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
  return call("customers.create", async (stripe) => {
    const customer = await stripe.customers.create(
      { email: input.email, name: input.name, metadata: { userId: input.userId } },
      // Two quick clicks must not leave two customers for one user.
      { idempotencyKey: `bolso-customer-${input.userId}` },
    );
    return customer.id;
  });
}

export function createCheckoutSession(input: {
  userId: string;
  customerId: string;
  withTrial: boolean;
}): Promise<string | null> {
  return call("checkout.sessions.create", async (stripe) => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: input.customerId,
      client_reference_id: input.userId,
      line_items: [{ price: settings().priceId, quantity: 1 }],
      locale: "pt-BR",
      success_url: `${env.APP_URL}/subscription/success`,
      cancel_url: `${env.APP_URL}/subscription/cancel`,
      metadata: { userId: input.userId },
      subscription_data: {
        metadata: { userId: input.userId },
        ...(input.withTrial ? { trial_period_days: PLAN.trialDays } : {}),
      },
    });
    return session.url;
  });
}

/**
 * Stripe refuses every portal session until the account's customer portal settings have been saved
 * once (a default configuration); its message is the only sign, there is no error code for it.
 */
function isPortalNotConfigured(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    /customer portal settings|default configuration/i.test(error.message)
  );
}

export function createPortalSession(customerId: string): Promise<string> {
  return call("billingPortal.sessions.create", async (stripe) => {
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${env.APP_URL}/subscription`,
        locale: "pt-BR",
      });
      return session.url;
    } catch (error) {
      if (!isPortalNotConfigured(error)) throw error;
      throw new AppError("bad_gateway", billingMessages.portalFailed, {
        cause: new Error(
          "Stripe recusou o portal do cliente: a conta não tem configuração padrão salva (Dashboard → Configurações → Billing → Portal do cliente)",
          { cause: error },
        ),
      });
    }
  });
}

/** The subscription as Stripe has it now, or null when Stripe does not know that id. */
export function retrieveSubscription(subscriptionId: string): Promise<StripeSubscription | null> {
  return call("subscriptions.retrieve", async (stripe) => {
    try {
      return await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  });
}

/** Schedules (true) or undoes (false) the cancellation at the end of the current period. */
export function setCancelAtPeriodEnd(
  subscription: StripeSubscription,
  cancel: boolean,
): Promise<StripeSubscription> {
  return call("subscriptions.update", (stripe) =>
    stripe.subscriptions.update(
      subscription.id,
      // A cancellation made in the portal may set `cancel_at` instead of the flag: clear that one.
      cancel || subscription.cancel_at_period_end ? { cancel_at_period_end: cancel } : { cancel_at: "" },
    ),
  );
}

/** Cancels at once: no proration, no further invoice. */
export function cancelNow(subscriptionId: string): Promise<StripeSubscription> {
  return call("subscriptions.cancel", (stripe) => stripe.subscriptions.cancel(subscriptionId));
}

export function listInvoices(customerId: string, limit = 24): Promise<StripeInvoice[]> {
  return call("invoices.list", async (stripe) => {
    const page = await stripe.invoices.list({ customer: customerId, limit });
    return page.data;
  });
}

/** How far a signature's timestamp may be from now, either way (Stripe's default for old ones). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies the `Stripe-Signature` of a webhook's raw body; a bad or missing one is a 400. The SDK
 * refuses timestamps too old to be fresh; one too far in the future is refused here the same way,
 * so a captured signature cannot be prepared for later.
 */
export function verifyWebhookEvent(payload: string, signature: string | null): StripeEvent {
  const stripe = client();
  const { webhookSecret } = settings();
  if (!signature) throw new AppError("bad_request", billingMessages.invalidSignature);
  let event: StripeEvent;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new AppError("bad_request", billingMessages.invalidSignature, { cause: error });
  }
  // Every `t=` the header carries (the SDK signs with the last one).
  const timestamps = signature.split(",").flatMap((part) => {
    const [key, value] = part.trim().split("=");
    return key === "t" ? [Number(value)] : [];
  });
  const latest = Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS;
  if (timestamps.length === 0 || timestamps.some((t) => !Number.isFinite(t) || t > latest)) {
    throw new AppError("bad_request", billingMessages.invalidSignature);
  }
  return event;
}
