import { cents } from "@/lib/format/money";

/** The one plan sold: R$ 50,00 a month with a 7-day free trial. */
export const PLAN = {
  name: "Plano Mensal",
  priceCents: cents(5000),
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
