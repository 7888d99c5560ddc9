"use client";

import dynamic from "next/dynamic";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import type { HouseholdView } from "@/lib/domain/household-view";
import type { TagJson } from "@/lib/schemas/tags";

// The dialog comes with the first "Editar", not with the page.
const TagFormDialog = dynamic(() => import("@/components/tags/tag-form-dialog").then((module) => module.TagFormDialog), {
  ssr: false,
});

/** A tag's "Editar" (name, "Da casa") and "Excluir", with their dialogs. */
export function TagMenu({ tag, household }: { tag: TagJson; household: HouseholdView | null }) {
  const remove = useApiDelete();
  return (
    <ItemMenu
      name={`a tag ${tag.name}`}
      deleteTitle="Excluir tag?"
      deleteDescription={
        tag.household
          ? `“${tag.name}” sai das transações e regras de todas as pessoas da casa. As transações continuam.`
          : `“${tag.name}” sai de todas as transações e regras. As transações continuam.`
      }
      onDelete={() =>
        remove(`/tags/${tag.id}`, {
          success: { title: "Tag excluída" },
          failure: { title: "Erro", fallback: "Não foi possível excluir a tag." },
        })
      }
      editDialog={(open, onOpenChange) => (
        <TagFormDialog open={open} onOpenChange={onOpenChange} tag={tag} household={household} />
      )}
    />
  );
}
