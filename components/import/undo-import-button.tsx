"use client";

import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { UndoImportProps } from "@/components/import/undo-import-dialog";
import { UndoImportTrigger } from "@/components/import/undo-import-trigger";

// The confirmation (a Radix alert dialog) comes with the first click on 'Desfazer'.
const loadDialog = () =>
  import("@/components/import/undo-import-dialog").then((module) => ({ default: module.UndoImportDialog }));

export function UndoImportButton(props: UndoImportProps) {
  return (
    <OnDemandDialog load={loadDialog} trigger={<UndoImportTrigger fileName={props.fileName} busy={false} />} props={props} />
  );
}
