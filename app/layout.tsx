import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemedToaster } from "@/components/theme/themed-toaster";
import { NONCE_HEADER } from "@/lib/security-headers";
import { geistSans } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Bolso — suas finanças no controle", template: "%s · Bolso" },
  description: "Controle de receitas, despesas, parcelas, metas e contas recorrentes, em reais.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request also keeps every page dynamic: a prerendered page could not carry a nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="pt-BR" suppressHydrationWarning className={geistSans.variable}>
      <body className="min-h-dvh font-sans">
        <ThemeProvider nonce={nonce}>
          {children}
          <ThemedToaster />
        </ThemeProvider>
      </body>
    </html>
  );
}
