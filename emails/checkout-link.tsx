import { Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { EmailButton } from "@/emails/email-button";
import { brand, EmailLayout } from "@/emails/layout";

export interface CheckoutLinkEmailProps {
  name: string;
  checkoutUrl: string;
  /** "R$ 50,00" */
  price: string;
  withTrial: boolean;
}

export const checkoutLinkSubject = "Seu link para assinar o Bolso";

function offerSentence({ price, withTrial }: CheckoutLinkEmailProps): string {
  return withTrial
    ? `O Plano Mensal custa ${price} por mês, com 7 dias grátis para experimentar.`
    : `O Plano Mensal custa ${price} por mês.`;
}

export function checkoutLinkText(props: CheckoutLinkEmailProps): string {
  return [
    `Olá, ${props.name}!`,
    "",
    "Recebemos um pedido para assinar o Bolso com este e-mail.",
    offerSentence(props),
    "",
    `Para concluir o pagamento, abra: ${props.checkoutUrl}`,
    "",
    "O link vale por 24 horas. Se não foi você, ignore este e-mail.",
  ].join("\n");
}

export function CheckoutLinkEmail(props: CheckoutLinkEmailProps) {
  return (
    <EmailLayout preview="Conclua sua assinatura do Bolso">
      <EmailTitle>Conclua sua assinatura</EmailTitle>
      <EmailLead>
        Olá, {props.name}! Recebemos um pedido para assinar o Bolso com este e-mail. {offerSentence(props)}
      </EmailLead>
      <EmailButton href={props.checkoutUrl}>Concluir pagamento</EmailButton>
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        O link vale por 24 horas. Se não foi você, ignore este e-mail.
      </Text>
    </EmailLayout>
  );
}
