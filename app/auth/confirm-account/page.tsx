import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { ConfirmAccountForm } from "@/components/auth/confirm-account-form";

export const metadata: Metadata = { title: "Confirmar conta" };

export default function ConfirmAccountPage() {
  return (
    <AuthCard
      title="Confirme sua conta"
      description="Digite o código que enviamos para o seu e-mail."
      footer={
        <p>
          Já confirmou? <AuthLink href="/auth/login">Entrar</AuthLink>
        </p>
      }
    >
      <ConfirmAccountForm />
    </AuthCard>
  );
}
