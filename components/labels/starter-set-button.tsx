"use client";

import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { LabelJson } from "@/lib/schemas/labels";

/** Adds the suggested set in one call; the button spins until the page shows the new cards. */
export function StarterSetButton({ kind }: { kind: LabelScreenKind }) {
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
