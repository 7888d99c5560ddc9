import { Section, Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { brand, EmailLayout } from "@/emails/layout";

export interface SupportMessageEmailProps {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's plan includes priority support. */
  priority: boolean;
  /** "conta 1f…" for a signed-in sender, "visitante" otherwise. */
  origin: string;
}

const PRIORITY_TAG = "[Prioritário]";

/** The subject as the support inbox sorts it: subscribers first, then what the person wrote. */
export function supportMessageSubject({ subject, priority }: Pick<SupportMessageEmailProps, "subject" | "priority">): string {
  return `${priority ? `${PRIORITY_TAG} ` : ""}[Ajuda] ${subject}`;
}

export function supportMessageText(props: SupportMessageEmailProps): string {
  return [
    `De: ${props.name} <${props.email}> (${props.origin})`,
    `Assunto: ${props.subject}`,
    props.priority ? "Atendimento prioritário: assinante." : "",
    "",
    props.message,
    "",
    "Responda este e-mail para falar direto com quem escreveu.",
  ].join("\n");
}

/** A message from /ajuda, delivered to the support inbox with Reply-To set to its sender. */
export function SupportMessageEmail(props: SupportMessageEmailProps) {
  return (
    <EmailLayout
      preview={`${props.name}: ${props.subject}`}
      footer={
        <Text style={{ color: brand.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
          Enviado pelo formulário de ajuda do Bolso. Responder este e-mail fala direto com {props.email}.
        </Text>
      }
    >
      <EmailTitle>{props.priority ? "Mensagem prioritária de assinante" : "Nova mensagem de ajuda"}</EmailTitle>
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px", margin: "0 0 16px" }}>
        {props.name} &lt;{props.email}&gt; · {props.origin}
      </Text>
      <Text style={{ color: brand.ink, fontSize: 15, fontWeight: 600, margin: "0 0 8px" }}>{props.subject}</Text>
      <Section style={{ backgroundColor: brand.canvas, borderRadius: 8, padding: "12px 16px" }}>
        <Text style={{ color: brand.ink, fontSize: 15, lineHeight: "22px", margin: 0, whiteSpace: "pre-wrap" }}>
          {props.message}
        </Text>
      </Section>
    </EmailLayout>
  );
}
