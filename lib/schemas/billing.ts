import * as z from "@/lib/schemas/zod";

// Plain texts and figures live apart from the schemas, so a screen that shows them carries no zod.
export { PLAN, billingMessages } from "@/lib/format/billing-texts";

/** Body of POST /stripe/create-checkout-session: empty with a session, or the locally saved e-mail. */
export const checkoutSessionInput = z.object({
  email: z
    .string({ error: "Informe o e-mail da conta." })
    .trim()
    .max(254, { error: "E-mail muito longo." })
    .pipe(z.email({ error: "Informe um e-mail válido." }))
    .optional(),
});

export const ourSubscriptionStatus = z.enum(["active", "inactive", "canceled", "past_due"]);

/** GET /stripe/subscription-status. */
export const subscriptionStatusJson = z.object({
  status: ourSubscriptionStatus,
  /** ISO instant of the next charge, or null when none is coming. */
  nextInvoice: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /**
   * The first payment of a subscription is still open (a boleto not yet cleared): the status stays
   * inactive until it is paid, and no second checkout is allowed meanwhile. Always sent by the API.
   */
  paymentPending: z.boolean().optional(),
  /** ISO instant a free trial ends, sent only while the subscription is in one. */
  trialEndsAt: z.string().optional(),
});
export type SubscriptionStatusJson = z.infer<typeof subscriptionStatusJson>;

/** One row of GET /stripe/payments; amount in the invoice's currency units. */
export const paymentJson = z.object({
  id: z.string(),
  date: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  pdf: z.string().nullable(),
});
export type PaymentJson = z.infer<typeof paymentJson>;

export const urlJson = z.object({ url: z.string() });
export type UrlJson = z.infer<typeof urlJson>;
