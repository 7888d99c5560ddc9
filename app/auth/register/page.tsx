import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Criar conta" };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Crie sua conta"
      description="Comece a organizar suas finanças em poucos minutos."
      footer={
        <p>
          Já tem uma conta? <AuthLink href="/auth/login">Entrar</AuthLink>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
