import type { ExternalToast, toast as sonnerToast } from "sonner";
import { wantToaster } from "@/components/toast/toaster-demand";

type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof sonnerToast;

let library: Promise<Sonner> | null = null;

/**
 * Shows a toast, loading the toast library on first use. Sonner is 35 KB of script that no screen
 * needs before someone acts, so it stays out of every page's first load; a toast asked for before
 * the toaster mounted is shown as soon as it does (Sonner replays the active ones to a new toaster).
 * If the library cannot be fetched (the connection dropped), the toast is dropped, not the action.
 */
function show(send: (sonner: Sonner) => void): void {
  wantToaster();
  library ??= import("sonner").then((module) => module.toast);
  library.then(send).catch((error: unknown) => {
    library = null;
    console.error("[toast] não foi possível carregar os avisos", error);
  });
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show((sonner) => sonner(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      show((sonner) => sonner.success(message, options)),
    error: (message: Message, options?: ExternalToast) =>
      show((sonner) => sonner.error(message, options)),
    info: (message: Message, options?: ExternalToast) =>
      show((sonner) => sonner.info(message, options)),
  },
);
