import * as z from "@/lib/zod";

/** The one plan sold: R$ 50,00 a month with a 7-day free trial. */
export const PLAN = {
  name: "Plano Mensal",
  priceCents: 5000,
  trialDays: 7,
  features: [
    "Dashboard completo",
    "Criação de metas",
    "Categorização automática",
    "Relatórios avançados",
    "Suporte prioritário",
  ],
} as const;

/** pt-BR texts shared by the billing API and the subscription screens. */
export const billingMessages = {
  disabled:
    "A cobrança não está configurada neste servidor: todos os recursos estão liberados para contas confirmadas.",
  providerUnavailable:
    "Não foi possível falar com o serviço de pagamentos agora. Tente novamente em instantes.",
  alreadySubscribed:
    "Você já possui uma assinatura. Use \"Gerenciar assinatura\" para alterá-la.",
  paymentPending:
    "Há um pagamento pendente da sua assinatura (por exemplo, um boleto ainda não compensado). Conclua esse pagamento ou aguarde a confirmação antes de assinar de novo.",
  subscriptionEnded: "Esta assinatura já foi encerrada.",
  notScheduledToCancel: "Esta assinatura não está com cancelamento agendado.",
  checkoutLinkSent:
    "Se houver uma conta confirmada e sem assinatura ativa com este e-mail, enviaremos para ele um link de pagamento.",
  invalidSignature: "Assinatura do webhook ausente ou inválida.",
  checkoutFailed: "Não foi possível iniciar o processo de pagamento. Tente novamente mais tarde.",
  portalFailed: "Não foi possível abrir o portal de pagamentos. Tente novamente mais tarde.",
  cancelFailed: "Não foi possível cancelar a assinatura. Tente novamente mais tarde.",
  resumeFailed: "Não foi possível reativar a assinatura. Tente novamente mais tarde.",
  loadFailed: "Não foi possível carregar os dados da sua assinatura.",
} as const;

/** Body of POST /stripe/create-checkout-session: empty with a session, or the locally saved e-mail. */
export const checkoutSessionInput = z.object({
  email: z
    .string({ error: "Informe o e-mail da conta." })
    .trim()
    .max(254, { error: "E-mail muito longo." })
    .pipe(z.email({ error: "Informe um e-mail válido." }))
    .optional(),
});
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInput>;

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
