import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";

/** `signedIn`: a visitor with a live session is offered the app instead of login and sign-up. */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/70 bg-white/80 backdrop-blur-md dark:border-zinc-800/70 dark:bg-zinc-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          href="/"
          aria-label="Bolso, página inicial"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          <Logo />
        </Link>
        <nav
          aria-label="Seções"
          className="ml-6 hidden items-center gap-6 text-sm text-zinc-600 md:flex dark:text-zinc-400"
        >
          <a
            href="#recursos"
            className="transition-colors hover:text-zinc-900 dark:hover:text-zinc-100"
          >
            Recursos
          </a>
          <a
            href="#precos"
            className="transition-colors hover:text-zinc-900 dark:hover:text-zinc-100"
          >
            Preços
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {signedIn ? (
            <Button asChild size="sm">
              <Link href="/dashboard">Ir para o app</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link href="/auth/login">Login</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/auth/register">Cadastre-se</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
