import { NoticeEmail } from "@/emails/notice-email";

export const accountDeletedSubject = "Sua conta no Bolso foi excluída";

function paragraphs(name: string): string[] {
  return [
    `Olá, ${name}! Sua conta no Bolso foi excluída, como você pediu.`,
    "Apagamos seus lançamentos, categorias, meios de pagamento, objetivos, pagamentos recorrentes, importações e sessões. Sua assinatura foi cancelada e nada mais será cobrado.",
    "O Stripe, que processa os pagamentos, guarda os registros de cobrança e as faturas já emitidas pelo prazo que a lei exige.",
    "Obrigado por ter usado o Bolso. Se quiser voltar, é só criar uma conta nova com este e-mail.",
  ];
}

export function accountDeletedText({ name }: { name: string }): string {
  return paragraphs(name).join("\n\n");
}

export function AccountDeletedEmail({ name }: { name: string }) {
  return <NoticeEmail preview="Sua conta foi excluída" title="Até logo" paragraphs={paragraphs(name)} />;
}
