import { Section, Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { brand, EmailLayout } from "@/emails/layout";

export interface SupportReceiptEmailProps {
  name: string;
  subject: string;
  message: string;
  priority: boolean;
}

export const supportReceiptSubject = "Recebemos sua mensagem: Bolso";

function answerSentence(priority: boolean): string {
  return priority
    ? "Como assinante, sua mensagem entra na frente da fila de atendimento."
    : "Respondemos por ordem de chegada.";
}

export function supportReceiptText(props: SupportReceiptEmailProps): string {
  return [
    `Olá, ${props.name}!`,
    "",
    `Recebemos sua mensagem "${props.subject}" e vamos responder neste e-mail.`,
    answerSentence(props.priority),
    "",
    "O que você escreveu:",
    props.message,
  ].join("\n");
}

/** The receipt the sender of a support message gets, with a copy of what they wrote. */
export function SupportReceiptEmail(props: SupportReceiptEmailProps) {
  return (
    <EmailLayout preview="Recebemos sua mensagem e vamos responder por e-mail">
      <EmailTitle>Recebemos sua mensagem</EmailTitle>
      <EmailLead>
        Olá, {props.name}! Recebemos sua mensagem &ldquo;{props.subject}&rdquo; e vamos responder neste e-mail.{" "}
        {answerSentence(props.priority)}
      </EmailLead>
      <Text style={{ color: brand.muted, fontSize: 13, margin: "16px 0 8px" }}>O que você escreveu:</Text>
      <Section style={{ backgroundColor: brand.canvas, borderRadius: 8, padding: "12px 16px" }}>
        <Text style={{ color: brand.ink, fontSize: 14, lineHeight: "20px", margin: 0, whiteSpace: "pre-wrap" }}>
          {props.message}
        </Text>
      </Section>
    </EmailLayout>
  );
}
