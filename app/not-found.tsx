import type { Metadata } from "next";
import { Compass } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { MessagePage } from "@/components/shell/message-page";

export const metadata: Metadata = { title: "Página não encontrada" };

/**
 * The 404 page. Unmatched paths reach it as Next's own not-found route, which renders it as a
 * page: its HTML comes from the server, so the text and links show without JavaScript. (A
 * catch-all page calling notFound() got only an empty error shell in the server HTML.) It logs
 * nothing: Next renders it ahead of time inside every page's tree, found or not.
 */
export default function NotFound() {
  return (
    <MessagePage
      brand={
        <Link href="/" aria-label="Bolso, página inicial" className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          <Logo />
        </Link>
      }
      headerEnd={<ThemeToggle />}
      icon={Compass}
      eyebrow="Erro 404"
      title="Página não encontrada"
      actions={
        <>
          <Button asChild size="lg">
            <Link href="/">Voltar para o início</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/dashboard">Ir para o painel</Link>
          </Button>
        </>
      }
    >
      O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o início.
    </MessagePage>
  );
}
