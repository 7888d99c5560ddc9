import { env } from "@/lib/env";
import { formatMoney } from "@/lib/format/money";
import { PLAN } from "@/lib/schemas/billing";

/**
 * Who runs Bolso, as the terms, the privacy policy and the help page name it. One place, so a
 * change of company details reaches every legal text at once.
 */
export const BUSINESS = {
  /** The controller of personal data (LGPD art. 5, VI) and the party to the terms. */
  companyName: "Bolso Tecnologia Ltda.",
  /** Placeholder until the company is registered. */
  cnpj: "00.000.000/0000-00",
  tradeName: "Bolso",
  /** When the legal texts last changed (dd/mm/aaaa). */
  legalUpdatedOn: "27/11/2026",
  paymentProvider: "Stripe",
  /** Shown by the privacy policy; the SMTP service the server is configured with. */
  emailProvider: "o provedor de envio de e-mails (SMTP) contratado pelo Bolso",
  monthlyPrice: formatMoney(PLAN.priceCents),
  trialDays: PLAN.trialDays,
} as const;

/** Where people write to Bolso: SUPPORT_EMAIL (required in production, never a no-reply address). */
export function supportEmail(): string {
  return env.SUPPORT_EMAIL;
}
