"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import { ThemeCookieSync } from "@/components/theme/theme-cookie-sync";

/**
 * Light by default, dark through the `dark` class. next-themes' own inline script would sit at the
 * top of <body>, where it holds the parser until the stylesheet arrives; it is rendered as an inert
 * data block instead, and ThemeScript (placed after the first flush by the root layout) applies the
 * stored choice before the first paint (the root layout also reads the theme cookie, so a returning
 * dark user gets the class in the HTML). The theme's state and switching stay with next-themes.
 */
const scriptProps = { type: "text/plain" };

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
      <ThemeCookieSync />
      {children}
    </NextThemesProvider>
  );
}
