"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";

// The field and its validation come with the first 'Editar nome', not with the page.
const loadForm = () =>
  import("@/components/profile/profile-name-form").then((module) => ({ default: module.ProfileNameForm }));

/** The name as a heading; the pencil turns it into a field saved with Enter and left with Esc. */
export function ProfileNameEditor({ name }: { name: string }) {
  const [editing, setEditing] = useState(false);
  const { Component: ProfileNameForm, load, preload } = useOnDemand(loadForm);

  if (editing && ProfileNameForm) return <ProfileNameForm name={name} onClose={() => setEditing(false)} />;
  return (
    <div className="flex max-w-full min-w-0 items-center gap-1">
      <h2 className="max-w-full truncate text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{name}</h2>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label="Editar nome"
        aria-busy={editing || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setEditing(true);
          void load();
        }}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
