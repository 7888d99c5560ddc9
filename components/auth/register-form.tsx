"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import type { z } from "zod";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { authPath } from "@/lib/login-redirect";
import { PASSWORD_MIN_LENGTH } from "@/lib/domain/auth-limits";
import type { registerInput } from "@/lib/schemas/auth";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/auth/password-input";
import { setPendingEmail } from "@/components/auth/pending-email";

type RegisterValues = z.input<typeof registerInput>;
type RegisterOutput = z.output<typeof registerInput>;


const resolver = lazyZodResolver<RegisterValues, RegisterOutput>(() =>
  import("@/lib/schemas/auth").then((module) => module.registerInput),
);
/** `next`: where the login after confirmation returns to, already checked on the server. */
export function RegisterForm({ next = null }: { next?: string | null }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver,
    mode: "onSubmit",
    defaultValues: { name: "", email: "", password: "", passwordConfirmation: "", role: "user" },
  });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);

  async function onSubmit(values: RegisterOutput) {
    try {
      await apiFetch("/user", { method: "POST", body: values });
      setPendingEmail("confirm", values.email);
      setLeaving(true);
      toast.success("Cadastro quase finalizado!", {
        description: "Enviamos um código de confirmação para o seu e-mail.",
      });
      router.push(authPath("/auth/confirm-account", next));
    } catch (error) {
      const known = error instanceof ApiError && error.status < 500 && error.serverMessage;
      toast.error("Erro ao criar conta", {
        description: known ? error.serverMessage : "Ocorreu um erro inesperado.",
      });
    }
  }

  return (
    <form
      onFocusCapture={resolver.preload}
      method="post"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field label="Nome completo" error={errors.name?.message}>
        <Input {...form.register("name")} autoComplete="name" placeholder="Maria da Silva" maxLength={120} autoFocus />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input {...form.register("email")} type="email" autoComplete="email" placeholder="voce@exemplo.com.br" />
      </Field>
      <Field
        label="Senha"
        error={errors.password?.message}
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
      >
        <PasswordInput {...form.register("password")} autoComplete="new-password" />
      </Field>
      <Field label="Confirme a senha" error={errors.passwordConfirmation?.message}>
        <PasswordInput {...form.register("passwordConfirmation")} autoComplete="new-password" />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated} loading={isSubmitting || leaving}>
        {isSubmitting ? "Criando conta..." : "Criar conta"}
      </Button>
    </form>
  );
}
