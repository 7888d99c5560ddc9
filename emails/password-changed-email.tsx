import { NoticeEmail } from "@/emails/notice-email";

export const passwordChangedSubject = "Sua senha foi alterada";

function paragraphs(name: string): string[] {
  return [
    `Olá, ${name}! A senha da sua conta no Bolso acabou de ser alterada.`,
    "Por segurança, encerramos as sessões abertas em outros aparelhos; o aparelho em que você fez a troca continua conectado.",
    "Se não foi você, redefina sua senha agora em “Esqueci minha senha” na tela de login e fale com o suporte.",
  ];
}

export function passwordChangedText({ name }: { name: string }): string {
  return paragraphs(name).join("\n\n");
}

export function PasswordChangedEmail({ name }: { name: string }) {
  return <NoticeEmail preview="Sua senha foi alterada" title="Sua senha foi alterada" paragraphs={paragraphs(name)} />;
}
