import type { Metadata } from "next";
import { WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ReloadButton } from "@/components/pwa/reload-button";
import { MessagePage } from "@/components/shell/message-page";

export const metadata: Metadata = { title: "Sem conexão", robots: { index: false } };

/**
 * What the service worker shows, offline, for a page this browser never kept (worker/sw.ts
 * precaches it at install). It holds nothing of anyone. Plain links, not next/link: offline, a
 * client navigation fails and only a page load can reach a kept screen.
 */
export default function OfflinePage() {
  return (
    <MessagePage
      brand={<Logo />}
      icon={WifiOff}
      title="Você está sem conexão"
      actions={
        <>
          <ReloadButton />
          <Button asChild size="lg" variant="outline">
            <a href="/dashboard">Ir para o painel</a>
          </Button>
        </>
      }
    >
      Esta tela ainda não foi aberta neste aparelho, então não há uma cópia dela para mostrar. As telas que
      você já visitou continuam disponíveis para leitura.
    </MessagePage>
  );
}
