"use client";

import { useTheme } from "next-themes";
import { Toaster } from "sonner";

/** Sonner's toasts in the app's current theme (it does not read the `dark` class by itself). */
export function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme === "dark" ? "dark" : "light"} richColors closeButton position="top-right" />;
}
