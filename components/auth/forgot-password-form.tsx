"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import type { z } from "zod";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import type { emailOnlyInput } from "@/lib/schemas/auth";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { setPendingEmail } from "@/components/auth/pending-email";

type ForgotValues = z.input<typeof emailOnlyInput>;
type ForgotOutput = z.output<typeof emailOnlyInput>;


const resolver = lazyZodResolver<ForgotValues, ForgotOutput>(() =>
  import("@/lib/schemas/auth").then((module) => module.emailOnlyInput),
);
export function ForgotPasswordForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ForgotValues, unknown, ForgotOutput>({
    resolver,
    mode: "onSubmit",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ForgotOutput) {
    try {
      await apiFetch("/user/forgot-password", { method: "POST", body: values });
      setPendingEmail("reset", values.email);
      setLeaving(true);
      toast.success("Instruções Enviadas", {
        description: "Se o e-mail estiver cadastrado, você receberá um código para redefinir a senha.",
      });
      router.push("/auth/reset-password");
    } catch (error) {
      toast.error("Não foi possível enviar as instruções. Verifique o e-mail e tente novamente.", {
        description: error instanceof ApiError && error.status === 429 ? (error.serverMessage ?? undefined) : undefined,
      });
    }
  }

  return (
    <form method="post" onFocusCapture={resolver.preload} onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="E-mail" error={errors.email?.message}>
        <Input {...form.register("email")} type="email" autoComplete="email" placeholder="voce@exemplo.com.br" autoFocus />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated} loading={isSubmitting || leaving}>
        {isSubmitting ? "Enviando..." : "Enviar instruções"}
      </Button>
    </form>
  );
}
