import { Text } from "@react-email/components";
import { CodeBlock } from "@/emails/code-block";
import { EmailButton } from "@/emails/email-button";
import { EmailLead } from "@/emails/email-lead";
import { EmailTitle } from "@/emails/email-title";
import { brand, EmailLayout } from "@/emails/layout";

export interface HouseholdInvitationEmailProps {
  ownerName: string;
  householdName: string;
  /** "Ver e lançar" or "Só ver". */
  levelLabel: string;
  code: string;
  /** The accept screen with the code (`/casa/convite?codigo=…`), absolute. */
  acceptUrl: string;
  /** The last day it is valid, dd/mm/aaaa. */
  expiresOn: string;
}

export const householdInvitationSubject = (householdName: string) => `Convite para a casa “${householdName}” no Bolso`;

function lead({ ownerName, householdName, levelLabel }: HouseholdInvitationEmailProps): string {
  return `${ownerName} convidou você para a casa “${householdName}” no Bolso, com o nível “${levelLabel}”. Cada pessoa entra com a própria conta e só compartilha o que escolher.`;
}
const howTo = "Entre no Bolso com este e-mail (ou crie sua conta com ele) e use o código abaixo, ou toque no botão.";
const validity = (expiresOn: string) => `O convite vale até ${expiresOn} e só pode ser usado uma vez.`;
const ignore = "Se você não esperava este convite, ignore este e-mail: nada muda na sua conta.";

export function householdInvitationText(props: HouseholdInvitationEmailProps): string {
  return [
    "Olá!",
    "",
    lead(props),
    "",
    howTo,
    "",
    props.code,
    "",
    `Aceitar o convite: ${props.acceptUrl}`,
    "",
    validity(props.expiresOn),
    ignore,
  ].join("\n");
}

/** An invitation to a household: who invites, at which level, the code and the link to accept. */
export function HouseholdInvitationEmail(props: HouseholdInvitationEmailProps) {
  return (
    <EmailLayout preview={`${householdInvitationSubject(props.householdName)}: código ${props.code}`}>
      <EmailTitle>Você foi convidado para uma casa</EmailTitle>
      <EmailLead>Olá! {lead(props)}</EmailLead>
      <EmailLead>{howTo}</EmailLead>
      <CodeBlock code={props.code} />
      <EmailButton href={props.acceptUrl}>Aceitar o convite</EmailButton>
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        {`${validity(props.expiresOn)} ${ignore}`}
      </Text>
    </EmailLayout>
  );
}
