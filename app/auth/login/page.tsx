import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Entrar" };

export default function LoginPage() {
  return (
    <AuthCard
      title="Entrar no Bolso"
      description="Acesse sua conta para acompanhar suas finanças."
      footer={
        <p>
          Ainda não tem conta? <AuthLink href="/auth/register">Cadastre-se</AuthLink>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
