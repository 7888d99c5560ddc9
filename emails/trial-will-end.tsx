import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { EmailButton } from "@/emails/email-button";
import { EmailLayout } from "@/emails/layout";

export interface TrialWillEndEmailProps {
  name: string;
  /** dd/MM/yyyy */
  trialEndsOn: string;
  /** "R$ 50,00" */
  price: string;
  /** False when the user already scheduled the cancellation: nothing will be charged. */
  willCharge: boolean;
  subscriptionUrl: string;
}

export const trialWillEndSubject = "Seu período de teste do Bolso está terminando";

function chargeSentence({ trialEndsOn, price, willCharge }: TrialWillEndEmailProps): string {
  return willCharge
    ? `Em ${trialEndsOn} faremos a primeira cobrança de ${price} do Plano Mensal, e seu acesso continua sem interrupção.`
    : `Em ${trialEndsOn} sua assinatura será encerrada, como você pediu, e nada será cobrado.`;
}

export function trialWillEndText(props: TrialWillEndEmailProps): string {
  return [
    `Olá, ${props.name}!`,
    "",
    `Seu período de teste gratuito do Bolso termina em ${props.trialEndsOn}.`,
    chargeSentence(props),
    "",
    `Para ver ou alterar sua assinatura: ${props.subscriptionUrl}`,
  ].join("\n");
}

export function TrialWillEndEmail(props: TrialWillEndEmailProps) {
  return (
    <EmailLayout preview={`Seu teste gratuito termina em ${props.trialEndsOn}`}>
      <EmailTitle>Seu teste gratuito está terminando</EmailTitle>
      <EmailLead>
        Olá, {props.name}! Seu período de teste gratuito do Bolso termina em{" "}
        <strong>{props.trialEndsOn}</strong>.
      </EmailLead>
      <EmailLead>{chargeSentence(props)}</EmailLead>
      <EmailButton href={props.subscriptionUrl}>Ver minha assinatura</EmailButton>
    </EmailLayout>
  );
}
