"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";

/**
 * "Criar casa": a name, then the household exists with its creator as the owner. The name's rules
 * (required, 60 characters) are the API's, shown under the field: no schema in this first load.
 */
export function CreateHouseholdForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch("/household", { method: "POST", body: { name } });
      toast.success("Casa criada.", { description: "Agora convide quem mora com você." });
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "Não foi possível criar a casa. Tente de novo.");
      if (failure instanceof ApiError && failure.status < 500) setError(message);
      else toast.error("Erro", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex w-full max-w-sm flex-col gap-3 text-left sm:flex-row sm:items-end">
      <Field label="Nome da casa" error={error} className="flex-1">
        <Input
          value={name}
          autoComplete="off"
          placeholder="Ex.: Casa da Ana e do Bruno"
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" loading={busy}>
        {busy ? "Criando..." : "Criar casa"}
      </Button>
    </form>
  );
}
