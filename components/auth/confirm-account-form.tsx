"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/toast/toast";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import { CODE_LENGTH } from "@/lib/domain/auth-limits";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { CodeInput } from "@/components/auth/code-input";
import { clearPendingEmail, pendingEmailStore, setPendingEmail } from "@/components/auth/pending-email";
import { loginPath } from "@/lib/login-redirect";

export const CONFIRM_REDIRECT_DELAY_MS = 2000;
const confirmStore = pendingEmailStore("confirm");

/** `next`: where the login after confirmation returns to (an invitation), already checked on the server. */
export function ConfirmAccountForm({ next = null }: { next?: string | null }) {
  const router = useRouter();
  const email = useSyncExternalStore(...confirmStore);

  // Spec: without the e-mail from the previous screen, the user goes to login.
  useEffect(() => {
    if (email === null) router.replace(loginPath(next));
  }, [email, next, router]);

  if (!email) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-4 w-2/3 self-center" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  return <ConfirmAccountFields email={email} next={next} />;
}

function ConfirmAccountFields({ email, next }: { email: string; next: string | null }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [resending, setResending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      toast.error("Código inválido", { description: "O código de confirmação deve ter 6 dígitos." });
      return;
    }
    setSubmitting(true);
    try {
      await apiFetch("/auth/confirmAccount", {
        method: "POST",
        body: { email, confirmationCode: Number(code) },
      });
      setConfirmed(true);
      setPendingEmail("login", email);
      toast.success("Conta confirmada com sucesso!", { description: "Agora é só entrar com seu e-mail e senha." });
      window.setTimeout(() => {
        clearPendingEmail("confirm");
        router.replace(loginPath(next));
      }, CONFIRM_REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error("Erro ao confirmar a conta", {
        description:
          error instanceof ApiError && error.status < 500 && error.serverMessage
            ? error.serverMessage
            : "Não foi possível confirmar sua conta. Verifique o código e tente novamente.",
      });
      setSubmitting(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      const { message } = await apiFetch<{ message: string }>("/auth/resend-confirmation", {
        method: "POST",
        body: { email },
      });
      setCode("");
      toast.success("Código reenviado", { description: message });
    } catch (error) {
      toast.error("Não foi possível reenviar o código", {
        description: errorMessage(error, "Tente novamente em instantes."),
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        Enviamos um código de 6 dígitos para{" "}
        <strong className="font-medium break-all text-zinc-900 dark:text-zinc-100">{email}</strong>.
      </p>
      <Field label="Código de confirmação" hint="O código vale por 15 minutos.">
        <CodeInput value={code} onValueChange={setCode} autoFocus disabled={confirmed} />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {confirmed ? "Redirecionando..." : submitting ? "Confirmando..." : "Confirmar conta"}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        onClick={() => void resend()}
        loading={resending}
        disabled={confirmed}
      >
        Reenviar código
      </Button>
    </form>
  );
}
