import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { RegisterForm } from "@/components/auth/register-form";
import { redirectSignedIn } from "@/server/auth/redirect-signed-in";

export const metadata: Metadata = { title: "Criar conta" };

export default async function RegisterPage() {
  await redirectSignedIn();
  return (
    <AuthCard
      title="Crie sua conta"
      description="Comece a organizar suas finanças em poucos minutos."
      footer={
        <div className="flex flex-col gap-3">
          <p>
            Já tem uma conta? <AuthLink href="/auth/login">Entrar</AuthLink>
          </p>
          <p className="text-xs">
            Ao criar a conta, você concorda com os <AuthLink href="/termos">Termos de uso</AuthLink> e a{" "}
            <AuthLink href="/privacidade">Política de privacidade</AuthLink>.
          </p>
        </div>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
