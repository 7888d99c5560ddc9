"use client";

import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { mergeStoredUser } from "@/lib/client/local-user";
import { profilePatch, type UserJson } from "@/lib/schemas/users";

/** The name's field, saved with Enter and left with Esc. Loaded by the first 'Editar nome' (it brings zod). */
export function ProfileNameForm({ name, onClose }: { name: string; onClose: () => void }) {
  const router = useRouter();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = onClose;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = profilePatch.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Nome inválido.");
      return;
    }
    if (parsed.data.name === name) return cancel();
    setSaving(true);
    try {
      const user = await apiFetch<UserJson>("/user/me", { method: "PATCH", body: parsed.data });
      mergeStoredUser({ name: user.name });
      toast.success("Nome atualizado.");
      onClose();
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível salvar o nome."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex w-full max-w-sm flex-col gap-1">
      <div className="flex items-center gap-1">
        <Input
          aria-label="Nome"
          aria-invalid={error ? true : undefined}
          autoFocus
          maxLength={120}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") cancel();
          }}
        />
        <Button type="submit" size="icon-sm" aria-label="Salvar nome" loading={saving}>
          {saving ? null : <Check aria-hidden="true" />}
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Cancelar edição" onClick={cancel} disabled={saving}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}
