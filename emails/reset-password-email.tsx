import { Heading, Text } from "@react-email/components";
import { CodeBlock } from "@/emails/code-block";
import type { CodeEmailProps } from "@/emails/confirm-account-email";
import { brand, EmailLayout } from "@/emails/layout";

export const resetPasswordSubject = "Código para redefinir sua senha do Bolso";

export function resetPasswordText({ name, code, minutes }: CodeEmailProps): string {
  return [
    `Olá, ${name}!`,
    "",
    "Recebemos um pedido para redefinir a senha da sua conta no Bolso. Use este código:",
    "",
    code,
    "",
    `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
  ].join("\n");
}

export function ResetPasswordEmail({ name, code, minutes }: CodeEmailProps) {
  return (
    <EmailLayout preview={`Seu código para redefinir a senha: ${code}`}>
      <Heading as="h1" style={{ color: brand.ink, fontSize: 20, margin: "0 0 8px" }}>
        Redefinir senha
      </Heading>
      <Text style={{ color: brand.ink, fontSize: 15, lineHeight: "22px" }}>
        Olá, {name}! Recebemos um pedido para redefinir a senha da sua conta. Use o código abaixo:
      </Text>
      <CodeBlock code={code} />
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        O código vale por {minutes} minutos e só pode ser usado uma vez. Se não foi você, ignore este
        e-mail: sua senha continua a mesma.
      </Text>
    </EmailLayout>
  );
}
