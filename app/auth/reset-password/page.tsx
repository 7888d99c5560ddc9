import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Redefinir senha" };

export default function ResetPasswordPage() {
  return (
    <AuthPanel
      title="Redefinir senha"
      description="Digite o código que enviamos e escolha uma nova senha."
      footer={
        <p>
          <AuthLink href="/auth/login">Voltar para o login</AuthLink>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthPanel>
  );
}
