import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { RegisterForm } from "@/components/auth/register-form";
import { firstParam, type PageSearchParams } from "@/lib/domain/month-params";
import { loginPath, safeNextPath } from "@/lib/login-redirect";
import { redirectSignedIn } from "@/server/auth/redirect-signed-in";

export const metadata: Metadata = { title: "Criar conta" };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  // Where sign-up came from (an invitation to a household): kept through confirmation and login.
  const next = safeNextPath(firstParam(await searchParams, "next"));
  await redirectSignedIn(next);
  return (
    <AuthPanel
      title="Crie sua conta"
      description="Comece a organizar suas finanças em poucos minutos."
      footer={
        <div className="flex flex-col gap-3">
          <p>
            Já tem uma conta? <AuthLink href={loginPath(next)}>Entrar</AuthLink>
          </p>
          <p className="text-xs">
            Ao criar a conta, você concorda com os <AuthLink href="/termos">Termos de uso</AuthLink> e a{" "}
            <AuthLink href="/privacidade">Política de privacidade</AuthLink>.
          </p>
        </div>
      }
    >
      <RegisterForm next={next} />
    </AuthPanel>
  );
}
