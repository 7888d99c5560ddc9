import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { AuthLink } from "@/components/auth/auth-link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Esqueci minha senha" };

export default function ForgotPasswordPage() {
  return (
    <AuthPanel
      title="Esqueceu sua senha?"
      description="Informe seu e-mail e enviaremos um código para você criar uma nova senha."
      footer={
        <p>
          Lembrou a senha? <AuthLink href="/auth/login">Voltar para o login</AuthLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
