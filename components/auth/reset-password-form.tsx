"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import type { z } from "zod";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import { PASSWORD_MIN_LENGTH } from "@/lib/domain/auth-limits";
import type { resetPasswordInput } from "@/lib/schemas/auth";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { CodeInput } from "@/components/auth/code-input";
import { PasswordInput } from "@/components/auth/password-input";
import { clearPendingEmail, pendingEmailStore, setPendingEmail } from "@/components/auth/pending-email";

type ResetValues = z.input<typeof resetPasswordInput>;
type ResetOutput = z.output<typeof resetPasswordInput>;
const resetStore = pendingEmailStore("reset");


const resolver = lazyZodResolver<ResetValues, ResetOutput>(() =>
  import("@/lib/schemas/auth").then((module) => module.resetPasswordInput),
);
export function ResetPasswordForm() {
  const router = useRouter();
  const email = useSyncExternalStore(...resetStore);

  // The e-mail comes from the forgot-password screen; without it, start there.
  useEffect(() => {
    if (email === null) router.replace("/auth/forgot-password");
  }, [email, router]);

  if (!email) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  return <ResetPasswordFields email={email} />;
}

function ResetPasswordFields({ email }: { email: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useForm<ResetValues, unknown, ResetOutput>({
    resolver,
    mode: "onSubmit",
    defaultValues: { email, resetCode: "", newPassword: "", passwordConfirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ResetOutput) {
    try {
      await apiFetch("/user/reset-password", {
        method: "POST",
        body: { ...values, resetCode: Number(values.resetCode) },
      });
      setLeaving(true);
      clearPendingEmail("reset");
      setPendingEmail("login", values.email);
      toast.success("Senha Redefinida", { description: "Entre com a sua nova senha." });
      router.replace("/auth/login");
    } catch (error) {
      toast.error("Não foi possível redefinir a senha. Verifique os dados e tente novamente.", {
        description: error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? undefined) : undefined,
      });
    }
  }

  async function resend() {
    setResending(true);
    try {
      await apiFetch("/user/forgot-password", { method: "POST", body: { email } });
      toast.success("Instruções Enviadas", { description: "Se o e-mail estiver cadastrado, um novo código chegará em instantes." });
    } catch (error) {
      toast.error("Não foi possível enviar as instruções. Verifique o e-mail e tente novamente.", {
        description: errorMessage(error, "") || undefined,
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <form method="post" onFocusCapture={resolver.preload} onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="E-mail">
        <Input {...form.register("email")} type="email" readOnly aria-readonly="true" tabIndex={-1} />
      </Field>
      <Controller
        control={form.control}
        name="resetCode"
        render={({ field }) => (
          <Field
            label="Código de redefinição"
            error={errors.resetCode?.message}
            hint="Enviado para o seu e-mail; vale por 15 minutos."
          >
            <CodeInput
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === "string" ? field.value : String(field.value ?? "")}
              onValueChange={field.onChange}
              autoFocus
            />
          </Field>
        )}
      />
      <Field label="Nova senha" error={errors.newPassword?.message} hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}>
        <PasswordInput {...form.register("newPassword")} autoComplete="new-password" />
      </Field>
      <Field label="Confirme a nova senha" error={errors.passwordConfirmation?.message}>
        <PasswordInput {...form.register("passwordConfirmation")} autoComplete="new-password" />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={isSubmitting || leaving}>
        {isSubmitting ? "Redefinindo..." : "Redefinir senha"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => void resend()} loading={resending}>
        Enviar um novo código
      </Button>
    </form>
  );
}
