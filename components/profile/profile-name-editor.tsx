"use client";

import { Check, Pencil, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { mergeStoredUser } from "@/lib/client/local-user";
import { profilePatch, type UserJson } from "@/lib/schemas/users";

/** The name as a heading; the pencil turns it into a field saved with Enter and left with Esc. */
export function ProfileNameEditor({ name }: { name: string }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function cancel() {
    setValue(name);
    setError(null);
    setEditing(false);
  }

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
      setEditing(false);
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível salvar o nome."));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className="flex max-w-full min-w-0 items-center gap-1">
        <h2 className="max-w-full truncate text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{name}</h2>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Editar nome" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
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
