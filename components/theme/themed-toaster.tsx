"use client";

import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { useTheme } from "@/components/theme/theme-store";

/** Sonner's own breakpoint: below it, toasts span the screen's width. */
const PHONE_QUERY = "(max-width: 599px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Sonner's toasts in the app's current theme (it does not read the `dark` class by itself), where
 * they cover no control: bottom right on a desktop, away from the top bar (bell, theme switch,
 * avatar) and from centred dialogs' close buttons; on a phone, just under the top bar, since bottom
 * sheets keep their buttons at the bottom of the screen.
 */
export function ThemedToaster() {
  const theme = useTheme();
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
  return (
    <Toaster
      theme={theme}
      // Given, so Sonner does not ask the browser for <html>'s computed direction while the page
      // hydrates: that forced a whole-document style recalculation in the middle of hydration.
      dir="ltr"
      richColors
      closeButton
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={{ top: "64px", left: "12px", right: "12px" }}
    />
  );
}
