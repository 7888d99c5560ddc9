"use client";

import { THEME_COOKIE, THEME_COOKIE_ATTRIBUTES, THEME_STORAGE_KEY } from "@/components/theme/theme-cookie";

/**
 * The stored choice (localStorage), applied to <html> when the server's class (read from the
 * cookie) differs, and written back to the cookie when it is not already there.
 */
const applyStoredTheme = (cookieTheme: string) =>
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark"?"dark":"light";` +
  `document.documentElement.classList.toggle("dark",t==="dark");` +
  `if(t!==${JSON.stringify(cookieTheme)})document.cookie="${THEME_COOKIE}="+t+${JSON.stringify(THEME_COOKIE_ATTRIBUTES)}}catch(e){}`;

/**
 * For a browser whose choice is only in localStorage (the cookie missing or stale): applies it and
 * writes the cookie, so from the next page on the server's HTML already has it. It sits at the end
 * of the first flush, not at the top of <body>, where an inline script waits for the stylesheet
 * and holds the HTML parser (and the first paint) until the CSS arrives. Only the server copy runs;
 * in the browser it is rendered as an inert data block.
 */
export function ThemeScript({ nonce, cookieTheme }: { nonce?: string; cookieTheme: string }) {
  return (
    <script
      nonce={typeof window === "undefined" ? nonce : ""}
      type={typeof window === "undefined" ? undefined : "text/plain"}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: applyStoredTheme(cookieTheme) }}
    />
  );
}
