// POST /api/v1/stripe/create-checkout-session — Stripe Checkout for the monthly plan → { url }
import { db } from "@/lib/server/db";
import { AppError, messages } from "@/lib/errors";
import { isSameOriginRequest, readSessionToken } from "@/server/http/request-auth";
import { message, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { clientIp } from "@/server/auth/client-ip";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { billingMessages, checkoutSessionInput } from "@/lib/schemas/billing";
import { requestCheckoutLink } from "@/server/billing/send-checkout-link";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

// "public" because the spec also allows a token-less call carrying the locally saved e-mail.
export const POST = route({ access: "public", body: checkoutSessionInput }, async ({ user, body, req }) => {
  if (user) {
    if (readSessionToken(req).fromCookie && !isSameOriginRequest(req)) {
      throw new AppError("forbidden", messages.crossOrigin);
    }
    const { url } = await createCheckoutSession(db, user.id);
    return ok({ url });
  }
  if (!body.email) throw new AppError("unauthorized", messages.unauthorized);
  await requestCheckoutLink(db, body.email, { ip: clientIp(req) });
  return message(billingMessages.checkoutLinkSent, 202);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
