"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import type { z } from "zod";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { storeUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";
import type { loginInput } from "@/lib/schemas/auth";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthLink } from "@/components/auth/auth-link";
import { PasswordInput } from "@/components/auth/password-input";
import { getPendingEmail, setPendingEmail } from "@/components/auth/pending-email";
import { AFTER_LOGIN_PATH } from "@/lib/login-redirect";
import { isSubscriptionExempt } from "@/lib/protected-paths";

type LoginValues = z.input<typeof loginInput>;
type LoginOutput = z.output<typeof loginInput>;
interface LoginAnswer {
  token: string;
  user: StoredUser;
  hasAccess?: boolean;
}

export const LOGIN_REDIRECT_DELAY_MS = 1500;


const resolver = lazyZodResolver<LoginValues, LoginOutput>(() =>
  import("@/lib/schemas/auth").then((module) => module.loginInput),
);
/** `next`: the screen to return to, already checked on the server (null: the dashboard). */
export function LoginForm({ next = null }: { next?: string | null }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<LoginValues, unknown, LoginOutput>({
    resolver,
    mode: "onSubmit",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // Coming back from confirmation or a reset, the e-mail is already known.
  useEffect(() => {
    const email = getPendingEmail("login");
    if (email && !form.getValues("email")) form.setValue("email", email);
  }, [form]);

  async function onSubmit(values: LoginOutput) {
    try {
      const { user, hasAccess } = await apiFetch<LoginAnswer>("/auth/login", { method: "POST", body: values });
      storeUser(user);
      setRedirecting(true);
      if (hasAccess ?? user.subscriptionStatus === "active") {
        const destination = next ?? AFTER_LOGIN_PATH;
        toast.success("Login realizado com sucesso!", {
          description: destination === AFTER_LOGIN_PATH ? "Redirecionando para o dashboard..." : "Redirecionando...",
        });
        window.setTimeout(() => router.replace(destination), LOGIN_REDIRECT_DELAY_MS);
      } else {
        // A screen open without a subscription (an invitation to a household) still comes first.
        router.replace(next && isSubscriptionExempt(next.split(/[?#]/)[0] ?? "") ? next : "/subscription");
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setPendingEmail("confirm", values.email);
        toast.info("Confirme sua conta", { description: error.serverMessage ?? undefined });
        router.push("/auth/confirm-account");
        return;
      }
      const known = error instanceof ApiError && error.status < 500;
      toast.error("Erro ao realizar o login!", {
        description: known ? (error.serverMessage ?? "Verifique suas credenciais.") : "Ocorreu um erro inesperado.",
      });
    }
  }

  return (
    <form method="post" onFocusCapture={resolver.preload} onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="E-mail" error={errors.email?.message}>
        <Input {...form.register("email")} type="email" autoComplete="email" placeholder="voce@exemplo.com.br" autoFocus />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Senha" error={errors.password?.message}>
          <PasswordInput {...form.register("password")} autoComplete="current-password" placeholder="Sua senha" />
        </Field>
        <div className="text-right text-sm">
          <AuthLink href="/auth/forgot-password">Esqueceu a senha?</AuthLink>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated} loading={isSubmitting || redirecting}>
        {isSubmitting ? "Entrando..." : redirecting ? "Redirecionando..." : "Entrar"}
      </Button>
    </form>
  );
}
