"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { QuickEntryForm } from "@/components/quick-entry/quick-entry-form";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import { apiFetch } from "@/lib/client/api-client";
import type { QuickEntryJson } from "@/lib/schemas/transactions";

export interface QuickEntrySheetProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An entry was kept offline: try sending it (the connection may be back already). */
  onQueued: () => void;
}

/** Offline with nothing kept: the sheet still takes an entry, and the server categorises it when sent. */
const NOTHING: QuickEntryJson = {
  references: { types: [], categories: [], paymentMethods: [], objectives: [], tags: [] },
  lastPaymentMethodId: null,
  descriptions: [],
};

/**
 * The "+" sheet (a Radix dialog, a bottom sheet on a phone): reads what it chooses from when it
 * opens (the service worker keeps the last answer for offline use) while the amount is typed.
 */
export default function QuickEntrySheet({ userId, open, onOpenChange, onQueued }: QuickEntrySheetProps) {
  const [choices, setChoices] = useState<QuickEntryJson | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    apiFetch<QuickEntryJson>("/transaction/quick-entry", { signal: controller.signal })
      .then(setChoices)
      .catch(() => {
        if (!controller.signal.aborted) setChoices((kept) => kept ?? NOTHING);
      });
    return () => controller.abort();
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="quick-entry-sheet">
        <DialogHeader>
          <DialogTitle>{quickEntryTexts.title}</DialogTitle>
          <DialogDescription>{quickEntryTexts.description}</DialogDescription>
        </DialogHeader>
        <QuickEntryForm
          userId={userId}
          choices={choices}
          onDone={(queued) => {
            onOpenChange(false);
            if (queued) onQueued();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
