"use client";

import { useSyncExternalStore } from "react";
import { THEME_COOKIE, THEME_COOKIE_ATTRIBUTES, THEME_STORAGE_KEY, type Theme } from "@/components/theme/theme-cookie";

/**
 * The theme in use is the `dark` class on <html>, put there before the first paint (by the server
 * from the cookie, or by ThemeScript from localStorage). Reading it here touches nothing on load:
 * no class is re-applied on hydration, so the page pays for no second full style recalculation.
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

// A switch in another tab arrives as a storage event; one listener serves every subscriber.
const onStorage = (event: StorageEvent) => {
  if (event.key === THEME_STORAGE_KEY) apply(event.newValue === "dark" ? "dark" : "light");
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Switches the theme, stores it, and tells every tab. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
  apply(theme);
}

/** The theme in use; "light" while hydrating (the server does not know localStorage). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, () => "light");
}
