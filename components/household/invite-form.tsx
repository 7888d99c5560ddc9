"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useApiSend } from "@/components/ui/use-api-send";
import { LevelSelect } from "@/components/household/level-select";
import { LEVEL_HINTS } from "@/components/household/household-screen-texts";
import { apiFetch } from "@/lib/client/api-client";
import type { InvitationLevel } from "@/lib/domain/enums";

/** "Convidar": an e-mail and a level; the invitee gets a code and a link valid for 7 days. */
export function InviteForm() {
  const { busy, send } = useApiSend();
  const [email, setEmail] = useState("");
  const [level, setLevel] = useState<InvitationLevel>("full");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void send({
      request: () => apiFetch("/household/invitations", { method: "POST", body: { email, level } }),
      success: "Convite enviado.",
      description: `${email.trim()} recebeu o código e o link por e-mail. Valem por 7 dias.`,
      failure: "Não foi possível enviar o convite. Tente de novo.",
      onDone: () => setEmail(""),
      showUnderField: (failure) => (failure.status < 500 && failure.status !== 429 ? setError : null),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-title"
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h4 id="invite-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        Convidar alguém
      </h4>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="E-mail" error={error} className="flex-1">
          <Input
            type="email"
            autoComplete="off"
            placeholder="pessoa@exemplo.com.br"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <Field label="Nível" hint={LEVEL_HINTS[level]} className="sm:w-56">
          <LevelSelect value={level} onChange={(event) => setLevel(event.target.value as InvitationLevel)} disabled={busy} />
        </Field>
      </div>
      <Button type="submit" loading={busy} className="w-full sm:w-fit">
        {busy ? null : <UserPlus aria-hidden="true" />}
        {busy ? "Enviando..." : "Enviar convite"}
      </Button>
    </form>
  );
}
