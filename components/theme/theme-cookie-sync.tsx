"use client";

import { useTheme } from "next-themes";
import { useEffect } from "react";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE } from "@/components/theme/theme-cookie";

/** Writes the theme in use to its cookie on every load and every switch. Renders nothing. */
export function ThemeCookieSync() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (resolvedTheme !== "dark" && resolvedTheme !== "light") return;
    document.cookie = `${THEME_COOKIE}=${resolvedTheme}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;
  }, [resolvedTheme]);
  return null;
}
