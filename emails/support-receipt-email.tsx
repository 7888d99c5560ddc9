import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { EmailLayout } from "@/emails/layout";

/**
 * Nothing the sender typed: the address is theirs only by their word, so a receipt echoing their
 * name, subject or message would let anyone send their own text from Bolso to any address.
 */
export interface SupportReceiptEmailProps {
  priority: boolean;
}

export const supportReceiptSubject = "Recebemos sua mensagem: Bolso";

function answerSentence(priority: boolean): string {
  return priority
    ? "Como assinante, sua mensagem entra na frente da fila de atendimento."
    : "Respondemos por ordem de chegada.";
}

export function supportReceiptText(props: SupportReceiptEmailProps): string {
  return ["Olá!", "", "Recebemos sua mensagem e vamos responder neste e-mail.", answerSentence(props.priority)].join("\n");
}

/** The receipt the sender of a support message gets. */
export function SupportReceiptEmail(props: SupportReceiptEmailProps) {
  return (
    <EmailLayout preview="Recebemos sua mensagem e vamos responder por e-mail">
      <EmailTitle>Recebemos sua mensagem</EmailTitle>
      <EmailLead>
        Olá! Recebemos sua mensagem e vamos responder neste e-mail. {answerSentence(props.priority)}
      </EmailLead>
    </EmailLayout>
  );
}
