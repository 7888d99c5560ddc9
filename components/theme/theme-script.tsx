"use client";

import {
  LEGACY_THEME_STORAGE_KEY,
  THEME_COOKIE,
  THEME_COOKIE_ATTRIBUTES,
} from "@/components/theme/theme-cookie";

/**
 * Renews the cookie (a choice outlives its max-age while the user keeps coming back) and, for a
 * browser that still keeps its choice in localStorage, where Bolso used to: applies that choice,
 * moves it to the cookie and removes the old copy.
 */
const keepTheme = (cookieTheme: string) =>
  `var t=${JSON.stringify(cookieTheme)};` +
  `try{var s=localStorage.getItem(${JSON.stringify(LEGACY_THEME_STORAGE_KEY)});` +
  `if(s!==null){localStorage.removeItem(${JSON.stringify(LEGACY_THEME_STORAGE_KEY)});t=s==="dark"?"dark":"light";` +
  `document.documentElement.classList.toggle("dark",t==="dark")}}catch(e){}` +
  `if(t)document.cookie="${THEME_COOKIE}="+t+${JSON.stringify(THEME_COOKIE_ATTRIBUTES)}`;

/**
 * It sits at the end of the first flush, not at the top of <body>, where an inline script waits
 * for the stylesheet and holds the HTML parser (and the first paint) until the CSS arrives. Only
 * the server copy runs; in the browser it is rendered as an inert data block.
 */
export function ThemeScript({ nonce, cookieTheme }: { nonce?: string; cookieTheme: string }) {
  // Only a known value reaches the script: the cookie is whatever the browser sent.
  const known = cookieTheme === "dark" || cookieTheme === "light" ? cookieTheme : "";
  return (
    <script
      nonce={typeof window === "undefined" ? nonce : ""}
      type={typeof window === "undefined" ? undefined : "text/plain"}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: keepTheme(known) }}
    />
  );
}
