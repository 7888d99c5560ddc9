"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { LazyLabelFormDialog } from "@/components/labels/lazy-label-form-dialog";

/** 'Nova Categoria' / 'Novo Meio de Pagamento' and the create dialog it opens. */
export function NewLabelButton({ kind }: { kind: LabelScreenKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {LABEL_SCREENS[kind].newButton}
      </Button>
      <LazyLabelFormDialog open={open} onOpenChange={setOpen} kind={kind} label={null} />
    </>
  );
}
