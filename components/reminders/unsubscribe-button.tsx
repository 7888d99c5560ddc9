"use client";

import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** The one click that turns the reminder e-mails off, by the link's signed token. */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "saving" | "done">("idle");

  async function unsubscribe() {
    setState("saving");
    try {
      await apiFetch("/user/email-reminders/unsubscribe", { method: "POST", query: { token } });
      setState("done");
    } catch (error) {
      setState("idle");
      toast.error("Não foi possível cancelar", { description: errorMessage(error, "Tente novamente.") });
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Pronto: você não receberá mais lembretes por e-mail.
      </p>
    );
  }
  return (
    <Button className="w-full" loading={state === "saving"} onClick={() => void unsubscribe()}>
      {state === "saving" ? "Cancelando..." : "Cancelar lembretes por e-mail"}
    </Button>
  );
}
