"use client";

import { THEME_SCRIPT_ID } from "@/components/theme/theme-script-id";

/** The stored choice (next-themes' key), applied to <html> as next-themes would. */
const APPLY_STORED_THEME = `try{var t=localStorage.getItem("theme")==="dark"?"dark":"light",d=document.documentElement;d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}catch(e){}`;

/**
 * Applies the stored theme before the first paint. It sits after the page's first flush, not at
 * the top of <body>: an inline script waits for the stylesheet still downloading and holds the
 * HTML parser until then, so at the top it kept the whole screen unparsed until the CSS arrived.
 * Here the screen is parsed while the CSS downloads, and the script still runs before anything
 * is painted (painting waits for that same stylesheet). Only the server copy runs; in the browser
 * it is rendered as an inert data block, as next-themes does with its own.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return (
    <script
      id={THEME_SCRIPT_ID}
      nonce={typeof window === "undefined" ? nonce : ""}
      type={typeof window === "undefined" ? undefined : "text/plain"}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: APPLY_STORED_THEME }}
    />
  );
}
