import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { LoginForm } from "@/components/auth/login-form";
import { firstParam, type PageSearchParams } from "@/lib/domain/month-params";
import { authPath, safeNextPath } from "@/lib/login-redirect";
import { redirectSignedIn } from "@/server/auth/redirect-signed-in";

export const metadata: Metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const next = safeNextPath(firstParam(await searchParams, "next"));
  await redirectSignedIn(next);
  return (
    <AuthPanel
      title="Entrar no Bolso"
      description="Acesse sua conta para acompanhar suas finanças."
      footer={
        <p>
          Ainda não tem conta? <AuthLink href={authPath("/auth/register", next)}>Cadastre-se</AuthLink>
        </p>
      }
    >
      <LoginForm next={next} />
    </AuthPanel>
  );
}
