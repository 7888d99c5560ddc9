import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { SiteFooter } from "@/components/marketing/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";

/**
 * The frame of a public text page (terms, privacy, help): a slim header, the content, the footer.
 * `signedIn`: the header offers the app instead of the login.
 */
export function PublicPage({ children, signedIn = false }: { children: React.ReactNode; signedIn?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-zinc-950">
      <SkipLink />
      <header className="border-b border-zinc-200/70 dark:border-zinc-800/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Link
            href="/"
            aria-label="Bolso, página inicial"
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            {signedIn ? (
              <Button asChild size="sm">
                <Link href="/dashboard">Ir para o app</Link>
              </Button>
            ) : (
              <Button asChild variant="ghost" size="sm">
                <Link href="/auth/login">Entrar</Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
