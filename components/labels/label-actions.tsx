"use client";

import { Plus, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { LabelJson } from "@/lib/schemas/labels";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * The label screens' client islands: the create button, the suggested-set button and each panel's
 * edit and delete. The form dialog (react-hook-form, zod) is fetched when a pointer or the keyboard
 * reaches its button, or by the first click, never with the page.
 */
const loadLabelForm = () => import("@/components/labels/label-form-dialog");
const LabelFormDialog = dynamic(() => loadLabelForm().then((module) => module.LabelFormDialog), { ssr: false });
const preloadLabelForm = () => void loadLabelForm();
const StarterSetDialog = dynamic(
  () => import("@/components/payment-methods/starter-set-dialog").then((module) => module.StarterSetDialog),
  { ssr: false },
);

/** 'Nova Categoria' / 'Novo Meio de Pagamento' and the create dialog it opens. */
export function NewLabelButton({ kind, household = null }: { kind: LabelScreenKind; household?: HouseholdView | null }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preloadLabelForm} onFocus={preloadLabelForm}>
        <Plus aria-hidden="true" />
        {LABEL_SCREENS[kind].newButton}
      </Button>
      {openedOnce ? <LabelFormDialog open={open} onOpenChange={setOpen} kind={kind} label={null} household={household} /> : null}
    </>
  );
}

/** Adds the suggested set in one call, then the page renders again with the new panels. */
export function StarterSetButton({ kind }: { kind: LabelScreenKind }) {
  return kind === "payment-method" ? <AskingStarterSetButton /> : <DirectStarterSetButton kind={kind} />;
}

/** The payment methods' set asks the suggested card's days in a dialog first. */
function AskingStarterSetButton() {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" />
        {LABEL_SCREENS["payment-method"].starterButton}
      </Button>
      {openedOnce ? <StarterSetDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function DirectStarterSetButton({ kind }: { kind: LabelScreenKind }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const texts = LABEL_SCREENS[kind];
  const add = () =>
    startTransition(async () => {
      try {
        await apiFetch<LabelJson[]>(`${texts.resource}/starter-set`, { method: "POST" });
        toast.success(texts.starterSuccess);
        router.refresh();
      } catch (error) {
        toast.error("Erro", { description: errorMessage(error, texts.starterError) });
      }
    });
  return (
    <Button variant="outline" onClick={add} loading={pending}>
      {pending ? null : <Sparkles aria-hidden="true" />}
      {texts.starterButton}
    </Button>
  );
}

/** A label panel's edit and delete, with their dialogs. */
export function LabelPanelActions({
  kind,
  label,
  household = null,
}: {
  kind: LabelScreenKind;
  label: LabelJson;
  household?: HouseholdView | null;
}) {
  const texts = LABEL_SCREENS[kind];
  const remove = useApiDelete();
  return (
    <ItemMenu
      name={label.name}
      deleteTitle={texts.deleteTitle}
      deleteDescription={texts.deleteDescription(label.name)}
      onDelete={() =>
        remove(`${texts.resource}/${label._id}`, {
          success: { title: texts.toasts.deleted },
          failure: { title: "Erro", fallback: texts.toasts.deleteError },
        })
      }
      editDialog={(open, onOpenChange) => (
        <LabelFormDialog open={open} onOpenChange={onOpenChange} kind={kind} label={label} household={household} />
      )}
    />
  );
}
