import { NoticeEmail } from "@/emails/notice-email";

export const apiTokenCreatedSubject = "Novo token de acesso à API criado";

export interface ApiTokenCreatedMail {
  name: string;
  tokenName: string;
  /** "somente leitura" or "leitura e escrita". */
  scopeLabel: string;
  /** "expira em 01/03/2027" or "sem validade". */
  expiryLabel: string;
  prefix: string;
}

function paragraphs({ name, tokenName, scopeLabel, expiryLabel, prefix }: ApiTokenCreatedMail): string[] {
  return [
    `Olá, ${name}! Um token de acesso pessoal foi criado na sua conta do Bolso: “${tokenName}” (${prefix}…), com permissão de ${scopeLabel}, ${expiryLabel}.`,
    "Com ele, scripts, planilhas e assistentes de IA conseguem ler seus dados pela API e pelo servidor MCP. Ele nunca altera sua senha, seu e-mail, sua assinatura nem suas conexões bancárias.",
    "Se não foi você, revogue o token agora em Perfil → Acesso por API, troque sua senha e fale com o suporte.",
  ];
}

export function apiTokenCreatedText(mail: ApiTokenCreatedMail): string {
  return paragraphs(mail).join("\n\n");
}

export function ApiTokenCreatedEmail(mail: ApiTokenCreatedMail) {
  return <NoticeEmail preview={apiTokenCreatedSubject} title="Novo token de acesso à API" paragraphs={paragraphs(mail)} />;
}
