"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormDialog } from "@/components/ui/form-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { changePasswordInput, type ChangePasswordInput } from "@/lib/schemas/users";

export function ChangePasswordDialog({ trigger, defaultOpen = false }: OnDemandDialogProps<object>) {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    mode: "onTouched",
    defaultValues: { currentPassword: "", newPassword: "", passwordConfirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>("/user/change-password", { method: "POST", body: values });
      toast.success(res.message);
      setOpen(false);
      form.reset();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível alterar a senha.") });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={trigger}
      title="Alterar senha"
      description="Os outros aparelhos conectados à sua conta serão desconectados; este continua conectado."
    >
      <DialogForm onSubmit={submit} busy={isSubmitting} submitLabel="Alterar senha">
        <Field label="Senha atual" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </Field>
        <Field label="Nova senha" error={errors.newPassword?.message} hint="Pelo menos 8 caracteres.">
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
        <Field label="Confirme a nova senha" error={errors.passwordConfirmation?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("passwordConfirmation")} />
        </Field>
      </DialogForm>
    </FormDialog>
  );
}
