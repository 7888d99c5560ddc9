"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * Light by default, dark through the `dark` class; next-themes' inline script applies the stored
 * choice before paint, so there is no flash. When the provider remounts in the browser (a 404 after
 * client navigation), React would warn about rendering that script: there it is marked as a data
 * block instead, since the theme is already applied by then. The server copy stays executable and
 * carries the page's CSP nonce.
 */
const scriptProps = typeof window === "undefined" ? undefined : { type: "text/plain" };

export function ThemeProvider({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="light"
      enableSystem={false}
      disableTransitionOnChange
      nonce={nonce}
      scriptProps={scriptProps}
    >
      {children}
    </NextThemesProvider>
  );
}
