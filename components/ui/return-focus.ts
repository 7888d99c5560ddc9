"use client";

import { useRef } from "react";

/**
 * Where keyboard focus goes back to when a dialog closes. Radix returns it to whatever was focused
 * when the dialog opened, which is lost when that was a menu item (the menu unmounts) or when the
 * dialog was opened from code after an await: focus then fell to <body>. The opener is the control
 * the person last pressed; a menu item stands for the button that opened its menu.
 */
let lastPressed: HTMLElement | null = null;

const CONTROL = 'button, a[href], input, select, textarea, [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [tabindex]';

function resolveOpener(element: Element | null): HTMLElement | null {
  const control = element?.closest<HTMLElement>(CONTROL) ?? null;
  const menu = control?.closest('[role="menu"]');
  const triggerId = menu?.getAttribute("aria-labelledby");
  if (triggerId) return document.getElementById(triggerId);
  return control;
}

if (typeof document !== "undefined") {
  const remember = (event: Event) => {
    const opener = resolveOpener(event.target instanceof Element ? event.target : null);
    if (opener && !opener.closest('[role="dialog"], [role="alertdialog"]')) lastPressed = opener;
  };
  document.addEventListener("pointerdown", remember, true);
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Enter" || event.key === " ") remember(event);
    },
    true,
  );
}

/** The element that opened the dialog being mounted, read once when it opens. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  const fromFocus = active && active !== document.body ? resolveOpener(active) : null;
  return fromFocus && !fromFocus.closest('[role="dialog"], [role="alertdialog"]') ? fromFocus : lastPressed;
}

/**
 * Handlers for a dialog's content: the opener is read when the dialog opens (before focus moves
 * into it), and focus goes back to it on close while it is still on the page.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = currentOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
