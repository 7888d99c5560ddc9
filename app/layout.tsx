import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { ScreenErrorBoundary } from "@/components/shell/screen-error-boundary";
import { ThemeScript } from "@/components/theme/theme-script";
import { THEME_COOKIE } from "@/components/theme/theme-cookie";
import { LazyToaster } from "@/components/toast/lazy-toaster";
import { PwaScript } from "@/components/pwa/pwa-script";
import { NONCE_HEADER } from "@/lib/security-headers";
import { THEME_COLORS } from "@/lib/web-app";
import { geistSans } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Bolso — suas finanças no controle", template: "%s · Bolso" },
  description: "Controle de receitas, despesas, parcelas, metas e contas recorrentes, em reais.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: THEME_COLORS.dark },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request also keeps every page dynamic: a prerendered page could not carry a nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // The theme cookie puts a returning user's dark choice in the HTML itself; ThemeScript renews it
  // and moves over a choice still kept where Bolso used to keep it.
  const cookieTheme = (await cookies()).get(THEME_COOKIE)?.value ?? "";
  const dark = cookieTheme === "dark";
  return (
    <html
      lang="pt-BR"
      suppressHydrationWarning
      className={dark ? `${geistSans.variable} dark` : geistSans.variable}
    >
      <body className="min-h-dvh font-sans">
        <ScreenErrorBoundary homeHref="/" fullPage>
          {children}
        </ScreenErrorBoundary>
        <LazyToaster />
        <ThemeScript nonce={nonce} cookieTheme={cookieTheme} />
        <PwaScript nonce={nonce} />
      </body>
    </html>
  );
}
