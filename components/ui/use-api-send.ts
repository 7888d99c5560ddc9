import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { ApiError, errorMessage } from "@/lib/client/api-client";

/** One write a form sends to the API, and what the person is told. */
interface ApiSend<T> {
  request: () => Promise<T>;
  /** The success toast's title, and its description (from the answer, when it depends on it). */
  success: string;
  description?: string | ((answer: T) => string);
  /** What the error toast says when the API sent no message. */
  failure: string;
  /** Runs once the API took it, before the page renders again (close the dialog, clear fields). */
  onDone?: (answer: T) => void;
  /** Stays busy once the API took it: the control goes away when the page renders again. */
  busyUntilGone?: boolean;
  /** Where a refusal of the API's is shown under its field (its setter), or null for the error toast. */
  showUnderField?: (error: ApiError) => ((message: string) => void) | null;
}

/**
 * Sends a form's (or a button's) write: `busy` while under way, then a success toast and a
 * refresh, or the refusal under its field (`showUnderField`) or in an "Erro" toast.
 */
export function useApiSend() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const send = async <T>({ request, success, description, failure, onDone, showUnderField, busyUntilGone }: ApiSend<T>) => {
    setBusy(true);
    try {
      const answer = await request();
      onDone?.(answer);
      const text = typeof description === "function" ? description(answer) : description;
      toast.success(success, text === undefined ? undefined : { description: text });
      router.refresh();
      if (!busyUntilGone) setBusy(false);
    } catch (error) {
      const message = errorMessage(error, failure);
      const show = error instanceof ApiError ? showUnderField?.(error) : null;
      if (show) show(message);
      else toast.error("Erro", { description: message });
      setBusy(false);
    }
  };

  return { busy, send };
}
