"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyObjectiveFormDialog } from "@/components/objectives/lazy-objective-form-dialog";

/** 'Novo Objetivo' and the create dialog it opens. */
export function NewObjectiveButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Novo Objetivo
      </Button>
      <LazyObjectiveFormDialog open={open} onOpenChange={setOpen} objective={null} />
    </>
  );
}
