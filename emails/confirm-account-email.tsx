import { Heading, Text } from "@react-email/components";
import { CodeBlock } from "@/emails/code-block";
import { brand, EmailLayout } from "@/emails/layout";

export interface CodeEmailProps {
  name: string;
  code: string;
  minutes: number;
}

export const confirmAccountSubject = "Seu código de confirmação do Bolso";

export function confirmAccountText({ name, code, minutes }: CodeEmailProps): string {
  return [
    `Olá, ${name}!`,
    "",
    "Use este código para confirmar sua conta no Bolso:",
    "",
    code,
    "",
    `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    "Se você não criou uma conta no Bolso, ignore este e-mail.",
  ].join("\n");
}

export function ConfirmAccountEmail({ name, code, minutes }: CodeEmailProps) {
  return (
    <EmailLayout preview={`Seu código de confirmação: ${code}`}>
      <Heading as="h1" style={{ color: brand.ink, fontSize: 20, margin: "0 0 8px" }}>
        Confirme sua conta
      </Heading>
      <Text style={{ color: brand.ink, fontSize: 15, lineHeight: "22px" }}>
        Olá, {name}! Use o código abaixo para confirmar sua conta no Bolso.
      </Text>
      <CodeBlock code={code} />
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        O código vale por {minutes} minutos e só pode ser usado uma vez. Se você não criou uma conta no
        Bolso, ignore este e-mail.
      </Text>
    </EmailLayout>
  );
}
