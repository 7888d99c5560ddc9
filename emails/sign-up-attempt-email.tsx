import { Link, Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { EmailButton } from "@/emails/email-button";
import { brand, EmailLayout } from "@/emails/layout";

export interface SignUpAttemptEmailProps {
  name: string;
  loginUrl: string;
  resetUrl: string;
}

export const signUpAttemptSubject = "Alguém tentou criar uma conta com seu e-mail";

const lead = "Alguém tentou criar uma conta no Bolso com seu e-mail, que já tem uma conta. Nenhuma conta nova foi criada.";
const ifYou = "Se foi você, entre com sua senha ou redefina a senha.";
const ifNotYou = "Se não foi você, não precisa fazer nada: sua conta continua como estava.";

export function signUpAttemptText(props: SignUpAttemptEmailProps): string {
  return [
    `Olá, ${props.name}!`,
    "",
    lead,
    "",
    ifYou,
    `Entrar: ${props.loginUrl}`,
    `Redefinir a senha: ${props.resetUrl}`,
    "",
    ifNotYou,
  ].join("\n");
}

/** To the owner of an e-mail someone tried to sign up with: the sign-up itself answers as if it were new. */
export function SignUpAttemptEmail(props: SignUpAttemptEmailProps) {
  return (
    <EmailLayout preview={signUpAttemptSubject}>
      <EmailTitle>Tentativa de cadastro com seu e-mail</EmailTitle>
      <EmailLead>Olá, {props.name}! {lead}</EmailLead>
      <EmailLead>{ifYou}</EmailLead>
      <EmailButton href={props.loginUrl}>Entrar no Bolso</EmailButton>
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "22px", textAlign: "center" }}>
        Esqueceu a senha?{" "}
        <Link href={props.resetUrl} style={{ color: brand.emeraldDark, textDecoration: "underline" }}>
          Redefinir a senha
        </Link>
      </Text>
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "22px" }}>{ifNotYou}</Text>
    </EmailLayout>
  );
}
