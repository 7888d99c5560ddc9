import { Text } from "@react-email/components";
import { EmailButton } from "@/emails/email-button";
import { EmailTitle } from "@/emails/email-title";
import { brand, EmailLayout } from "@/emails/layout";

export interface WebhookDisabledProps {
  name: string;
  url: string;
  /** "29/11/2026" */
  failingSince: string;
  profileUrl: string;
}

export const webhookDisabledSubject = "Seu webhook foi desativado";

function paragraphs({ name, url, failingSince }: WebhookDisabledProps): string[] {
  return [
    `Olá, ${name}! Desativamos o webhook ${url}: desde ${failingSince}, nenhuma entrega foi aceita por ele.`,
    "Enquanto estiver desativado, o Bolso não envia eventos para esse endereço. Verifique se o servidor está no ar e responde com um código 2xx em até 5 segundos.",
    "Depois de corrigir, ative o webhook novamente em Perfil › Webhooks; você também pode reenviar as entregas que falharam.",
  ];
}

export function webhookDisabledText(props: WebhookDisabledProps): string {
  return [...paragraphs(props), `Abrir os webhooks: ${props.profileUrl}`].join("\n\n");
}

export function WebhookDisabledEmail(props: WebhookDisabledProps) {
  return (
    <EmailLayout preview={webhookDisabledSubject}>
      <EmailTitle>{webhookDisabledSubject}</EmailTitle>
      {paragraphs(props).map((paragraph, index) => (
        <Text
          key={index}
          style={{ color: index === 0 ? brand.ink : brand.muted, fontSize: index === 0 ? 15 : 14, lineHeight: "22px" }}
        >
          {paragraph}
        </Text>
      ))}
      <EmailButton href={props.profileUrl}>Abrir os webhooks</EmailButton>
    </EmailLayout>
  );
}
