import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { ConfirmAccountForm } from "@/components/auth/confirm-account-form";
import { firstParam, type PageSearchParams } from "@/lib/domain/month-params";
import { loginPath, safeNextPath } from "@/lib/login-redirect";

export const metadata: Metadata = { title: "Confirmar conta" };

export default async function ConfirmAccountPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const next = safeNextPath(firstParam(await searchParams, "next"));
  return (
    <AuthPanel
      title="Confirme sua conta"
      description="Digite o código que enviamos para o seu e-mail."
      footer={
        <p>
          Já confirmou? <AuthLink href={loginPath(next)}>Entrar</AuthLink>
        </p>
      }
    >
      <ConfirmAccountForm next={next} />
    </AuthPanel>
  );
}
