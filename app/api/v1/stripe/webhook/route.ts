// POST /api/v1/stripe/webhook — Stripe events: signature on the raw body, deduplicated by event id
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { readBodyText } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { handleStripeEvent } from "@/server/billing/handle-stripe-event";
import { verifyWebhookEvent } from "@/server/billing/stripe-gateway";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public" }, async ({ req }) => {
  const event = verifyWebhookEvent(await readBodyText(req), req.headers.get("stripe-signature"));
  const outcome = await handleStripeEvent(db, event);
  return ok({ received: true, outcome });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
