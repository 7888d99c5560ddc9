"use client";

import { useSyncExternalStore } from "react";
import { THEME_COOKIE, THEME_COOKIE_ATTRIBUTES, type Theme } from "@/components/theme/theme-cookie";

/**
 * The theme in use is the `dark` class on <html>, put there before the first paint by the server
 * from the cookie. Reading it here touches nothing on load: no class is re-applied on hydration,
 * so the page pays for no second full style recalculation.
 */
const listeners = new Set<() => void>();
const current = (): Theme =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

function apply(theme: Theme) {
  const root = document.documentElement;
  if (current() === theme) return;
  // No colour transition runs while every colour changes at once.
  root.classList.add("theme-switching");
  root.classList.toggle("dark", theme === "dark");
  document.cookie = `${THEME_COOKIE}=${theme}${THEME_COOKIE_ATTRIBUTES}`;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.classList.remove("theme-switching")),
  );
  for (const listener of listeners) listener();
}

// A cookie change fires no event in other tabs, so a switch is announced on a channel of its own.
let channel: BroadcastChannel | null = null;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    channel = new BroadcastChannel(THEME_COOKIE);
    channel.onmessage = (event: MessageEvent) => apply(event.data === "dark" ? "dark" : "light");
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    channel?.close();
    channel = null;
  };
}

/** Switches the theme, stores it in the cookie, and tells every tab. */
export function setTheme(theme: Theme): void {
  apply(theme);
  channel?.postMessage(theme);
}

/** Back to the default theme from the next page on (clearing the browser's data forgets it too). */
export function forgetTheme(): void {
  document.cookie = `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** The theme in use; "light" while hydrating (the server's snapshot cannot read <html>). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, () => "light");
}
