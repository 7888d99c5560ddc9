"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { SUPPORT_LIMITS, supportMessageInput, supportMessages } from "@/lib/schemas/support";
import { formatCount } from "@/lib/format/count";

type SupportValues = z.input<typeof supportMessageInput>;
type SupportOutput = z.output<typeof supportMessageInput>;

/** The contact form of /ajuda; a signed-in person arrives with name and e-mail filled in. */
export function SupportForm({ name = "", email = "" }: { name?: string; email?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SupportValues, unknown, SupportOutput>({
    resolver: zodResolver(supportMessageInput),
    mode: "onSubmit",
    defaultValues: { name, email, subject: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = useWatch({ control: form.control, name: "message" })?.length ?? 0;

  async function onSubmit(values: SupportOutput) {
    try {
      await apiFetch("/support", { method: "POST", body: values });
      toast.success("Mensagem enviada", { description: supportMessages.sent });
      setSentTo(values.email);
      form.reset({ name: values.name, email: values.email, subject: "", message: "" });
    } catch (error) {
      const known = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
      toast.error("Não foi possível enviar a mensagem", { description: known ?? supportMessages.sendFailed });
    }
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label="Fale com o suporte">
      {sentTo ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Recebemos sua mensagem. Enviamos uma confirmação para {sentTo} e vamos responder nesse e-mail.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message}>
          <Input {...form.register("name")} autoComplete="name" maxLength={SUPPORT_LIMITS.name.max} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input {...form.register("email")} type="email" autoComplete="email" placeholder="voce@exemplo.com.br" />
        </Field>
      </div>
      <Field label="Assunto" error={errors.subject?.message}>
        <Input {...form.register("subject")} maxLength={SUPPORT_LIMITS.subject.max} placeholder="Ex.: Dúvida sobre a cobrança" />
      </Field>
      <Field
        label="Mensagem"
        error={errors.message?.message}
        hint={`${formatCount(messageLength)} de ${formatCount(SUPPORT_LIMITS.message.max)} caracteres`}
      >
        <Textarea {...form.register("message")} rows={6} maxLength={SUPPORT_LIMITS.message.max} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={isSubmitting}>
        {isSubmitting ? "Enviando..." : "Enviar mensagem"}
      </Button>
    </form>
  );
}
