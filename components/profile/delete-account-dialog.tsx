"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormDialog } from "@/components/ui/form-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { clearStoredSession } from "@/lib/client/local-user";
import { deleteAccountInput } from "@/lib/schemas/users";

/**
 * Two steps: e-mail a code, then password + code. Once the account is gone the browser leaves for
 * the login screen with nothing of the user left in it.
 */
export function DeleteAccountDialog({ email, trigger, defaultOpen = false }: OnDemandDialogProps<{ email: string }>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function sendCode() {
    setSending(true);
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>("/user/delete-request", { method: "POST" });
      setCodeSent(true);
      toast.success(res.message);
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível enviar o código."));
    } finally {
      setSending(false);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const parsed = deleteAccountInput.safeParse({ password, confirmationCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Confira os dados.");
      return;
    }
    setDeleting(true);
    setError(null);
    try {
      await apiFetch("/user/me", { method: "DELETE", body: parsed.data });
      clearStoredSession();
      toast.success("Sua conta foi excluída.");
      router.replace("/auth/login");
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível excluir a conta."));
      setDeleting(false);
    }
  }

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword("");
      setCode("");
      setError(null);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={reset}
      trigger={trigger}
      title="Excluir conta"
      description={
        codeSent
          ? `Esta ação não pode ser desfeita. Enviamos um código para ${email}: digite-o com sua senha para confirmar.`
          : `Esta ação não pode ser desfeita. Para confirmar, enviaremos um código para ${email}.`
      }
    >
      <DialogForm
        onSubmit={confirm}
        busy={deleting}
        actions={
          codeSent ? (
            <>
              <Button type="button" variant="ghost" onClick={sendCode} loading={sending} disabled={deleting}>
                Reenviar código
              </Button>
              <Button type="submit" variant="destructive" loading={deleting}>
                Excluir definitivamente
              </Button>
            </>
          ) : (
            <Button type="button" variant="destructive" onClick={sendCode} loading={sending}>
              Enviar código
            </Button>
          )
        }
      >
        {codeSent ? (
          <>
            <Field label="Senha">
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Field label="Código enviado por e-mail" hint="6 dígitos, válido por 15 minutos.">
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              />
            </Field>
          </>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-400">
            {error}
          </p>
        ) : null}
      </DialogForm>
    </FormDialog>
  );
}
