"use client";

import { THEME_SCRIPT_ID } from "@/components/theme/theme-script-id";
import {
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE,
  THEME_STORAGE_KEY,
} from "@/components/theme/theme-cookie";

/**
 * The stored choice (localStorage), applied to <html> when the server's class (read from the
 * cookie) differs, and written back to the cookie when it is not already there.
 */
const applyStoredTheme = (cookieTheme: string) =>
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark"?"dark":"light";` +
  `document.documentElement.classList.toggle("dark",t==="dark");` +
  `if(t!==${JSON.stringify(cookieTheme)})document.cookie="${THEME_COOKIE}="+t+"; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax"}catch(e){}`;

/**
 * Applies the stored theme before the first paint. It sits after the page's first flush, not at
 * the top of <body>: an inline script waits for the stylesheet still downloading and holds the
 * HTML parser until then, so at the top it kept the whole screen unparsed until the CSS arrived.
 * Here the screen is parsed while the CSS downloads, and the script still runs before anything
 * is painted (painting waits for that same stylesheet). Only the server copy runs; in the browser
 * it is rendered as an inert data block.
 */
export function ThemeScript({ nonce, cookieTheme }: { nonce?: string; cookieTheme: string }) {
  return (
    <script
      id={THEME_SCRIPT_ID}
      nonce={typeof window === "undefined" ? nonce : ""}
      type={typeof window === "undefined" ? undefined : "text/plain"}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: applyStoredTheme(cookieTheme) }}
    />
  );
}
