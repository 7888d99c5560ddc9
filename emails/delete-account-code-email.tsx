import { Heading, Text } from "@react-email/components";
import { CodeBlock } from "@/emails/code-block";
import type { CodeEmailProps } from "@/emails/confirm-account-email";
import { brand, EmailLayout } from "@/emails/layout";

export const deleteAccountSubject = "Código para excluir sua conta do Bolso";

export function deleteAccountText({ name, code, minutes }: CodeEmailProps): string {
  return [
    `Olá, ${name}!`,
    "",
    "Recebemos um pedido para excluir sua conta no Bolso e todos os seus dados. Para confirmar, use este código:",
    "",
    code,
    "",
    `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    "Se não foi você, ignore este e-mail e troque sua senha: sem o código, nada é excluído.",
  ].join("\n");
}

export function DeleteAccountEmail({ name, code, minutes }: CodeEmailProps) {
  return (
    <EmailLayout preview={`Seu código para excluir a conta: ${code}`}>
      <Heading as="h1" style={{ color: brand.ink, fontSize: 20, margin: "0 0 8px" }}>
        Excluir conta
      </Heading>
      <Text style={{ color: brand.ink, fontSize: 15, lineHeight: "22px" }}>
        Olá, {name}! Recebemos um pedido para excluir sua conta no Bolso e todos os seus dados. Para confirmar,
        use o código abaixo:
      </Text>
      <CodeBlock code={code} />
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        O código vale por {minutes} minutos e só pode ser usado uma vez. Se não foi você, ignore este e-mail e
        troque sua senha: sem o código, nada é excluído.
      </Text>
    </EmailLayout>
  );
}
