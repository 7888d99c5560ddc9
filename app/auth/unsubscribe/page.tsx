import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { UnsubscribeButton } from "@/components/reminders/unsubscribe-button";
import { db } from "@/lib/server/db";
import { firstParam, type PageSearchParams } from "@/lib/domain/month-params";
import { readUnsubscribeToken } from "@/server/reminders/unsubscribe-token";

export const metadata: Metadata = { title: "Cancelar lembretes", robots: { index: false } };

/**
 * Where the reminder e-mail's link lands, signed in or not. Opening it changes nothing (mail
 * scanners open links); the one button does.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const token = firstParam(await searchParams, "token") ?? "";
  const valid = token.length > 0 && token.length <= 200 && (await readUnsubscribeToken(db, token)) !== null;
  return (
    <AuthPanel
      title="Lembretes por e-mail"
      description={
        valid
          ? "Com um clique, você deixa de receber o resumo diário de contas e orçamentos."
          : "Este link de cancelamento é inválido ou está incompleto."
      }
      footer={
        <p>
          Você pode reativar os lembretes em <AuthLink href="/settings">Configurações</AuthLink>.
        </p>
      }
    >
      {valid ? <UnsubscribeButton token={token} /> : null}
    </AuthPanel>
  );
}
