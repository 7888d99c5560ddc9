import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { currentYearMonth } from "@/lib/domain/calendar";

const FOOTER_LINKS = [
  { href: "/termos", label: "Termos de uso" },
  { href: "/privacidade", label: "Privacidade" },
  { href: "/ajuda", label: "Ajuda" },
];

/** The year comes from the clock (São Paulo's), never from the source. */
export function SiteFooter({ year = currentYearMonth().year }: { year?: number }) {
  return (
    <footer className="border-t border-zinc-200/70 [contain-intrinsic-size:auto_220px] [content-visibility:auto] dark:border-zinc-800/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Finanças pessoais, em reais.</p>
        </div>
        <div className="flex flex-col gap-3 text-sm text-zinc-600 sm:items-end dark:text-zinc-400">
          <nav aria-label="Informações legais" className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className="rounded hover:text-zinc-900 dark:hover:text-zinc-100">
                {link.label}
              </Link>
            ))}
          </nav>
          <p>© {year} Bolso. Todos os direitos reservados.</p>
        </div>
      </div>
    </footer>
  );
}
