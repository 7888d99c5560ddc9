"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LevelSelect } from "@/components/household/level-select";
import { LEVEL_HINTS } from "@/components/household/household-screen-texts";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import type { InvitationLevel } from "@/lib/domain/enums";

/** "Convidar": an e-mail and a level; the invitee gets a code and a link valid for 7 days. */
export function InviteForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [level, setLevel] = useState<InvitationLevel>("full");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch("/household/invitations", { method: "POST", body: { email, level } });
      toast.success("Convite enviado.", { description: `${email.trim()} recebeu o código e o link por e-mail. Valem por 7 dias.` });
      setEmail("");
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "Não foi possível enviar o convite. Tente de novo.");
      if (failure instanceof ApiError && failure.status < 500 && failure.status !== 429) setError(message);
      else toast.error("Erro", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
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
