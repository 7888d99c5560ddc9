"use client";

import { useId, useState } from "react";
import { ShownOnceSecret } from "@/components/ui/shown-once-secret";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useApiSend } from "@/components/ui/use-api-send";
import { expiryChoices, scopeChoices, type ExpiryChoice, type ScopeChoice } from "@/components/api-tokens/api-token-texts";
import { apiFetch } from "@/lib/client/api-client";
import { API_TOKEN_NAME_MAX, apiTokenMessages, type CreatedApiTokenJson } from "@/lib/schemas/api-tokens";

/** "Novo token": a name, the scopes and the expiry; then the token, shown this once, with "Copiar". */
export function NewApiTokenDialog({ trigger, defaultOpen = false }: OnDemandDialogProps<object>) {
  const { busy, send } = useApiSend();
  const scopeName = useId();
  const expiryId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ScopeChoice>("read");
  const [expiry, setExpiry] = useState<ExpiryChoice>("90");
  const [nameError, setNameError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);

  const reset = () => {
    setName("");
    setScope("read");
    setExpiry("90");
    setNameError(null);
    setToken(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (typed === "") {
      setNameError(apiTokenMessages.nameRequired);
      return;
    }
    setNameError(null);
    void send({
      request: () =>
        apiFetch<CreatedApiTokenJson>("/user/api-tokens", {
          method: "POST",
          body: {
            name: typed,
            scopes: scope === "write" ? ["read", "write"] : ["read"],
            expiresInDays: expiry === "none" ? null : Number(expiry),
          },
        }),
      success: "Token criado.",
      failure: "Não foi possível criar o token.",
      onDone: (created) => setToken(created.token),
      showUnderField: (error) => (error.status === 400 ? setNameError : null),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onClosed={reset}
      trigger={trigger}
      title={token ? "Copie seu token agora" : "Novo token de API"}
      description={
        token
          ? "Ele não será mostrado de novo. Guarde-o num lugar seguro, como um gerenciador de senhas."
          : "Dê só as permissões de que o script ou o assistente precisa."
      }
    >
      {token ? (
        <ShownOnceSecret id="api-token-value" label="Token" value={token} copied="Token copiado." copyFailed="Selecione o token e copie à mão.">
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Envie-o no cabeçalho <code className="break-all">Authorization: Bearer {token.slice(0, 16)}…</code> das chamadas
            a <code>/api/v1</code> ou ao servidor MCP em <code>/api/mcp</code>.
          </p>
        </ShownOnceSecret>
      ) : (
        <DialogForm onSubmit={submit} busy={busy} submitLabel="Criar token">
          <Field label="Nome" error={nameError} hint="Para você reconhecer onde ele é usado, como “Planilha de gastos”.">
            <Input
              autoFocus
              autoComplete="off"
              maxLength={API_TOKEN_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">Permissões</legend>
            {scopeChoices.map((choice) => (
              <label key={choice.value} className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={scopeName}
                  value={choice.value}
                  checked={scope === choice.value}
                  onChange={() => setScope(choice.value)}
                  disabled={busy}
                  className="mt-0.5 size-4 accent-emerald-600"
                />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="text-zinc-900 dark:text-zinc-100">{choice.label}</span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={expiryId}>Validade</Label>
            <Select value={expiry} onValueChange={(value) => setExpiry(value as ExpiryChoice)} disabled={busy}>
              <SelectTrigger id={expiryId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {expiryChoices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </DialogForm>
      )}
    </FormDialog>
  );
}
