import type { Metadata } from "next";
import { LegalLink } from "@/components/marketing/legal-document";
import { PublicPage } from "@/components/marketing/public-page";
import { ApiReference } from "@/components/developers/api-reference";
import { apiReferenceBundleUrl } from "@/lib/server/api-reference-bundle";

export const metadata: Metadata = {
  title: "API para desenvolvedores",
  description:
    "A referência da API REST do Bolso: cada chamada, seus parâmetros, respostas e erros.",
};

const DOCUMENT_URL = "/api/v1/openapi.json";

/**
 * Scalar's configuration: the document from our origin, no fonts, telemetry or assistant from
 * Scalar's servers (docs/decisions/openapi-from-zod.md), its texts in Portuguese.
 */
const REFERENCE_CONFIGURATION = {
  url: DOCUMENT_URL,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  hideDarkModeToggle: true,
  localization: { locale: "pt" },
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  authentication: { preferredSecurityScheme: "sessao" },
};

export default async function ApiReferencePage() {
  return (
    <PublicPage>
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
          API do Bolso
        </h1>
        <div className="mt-4 flex flex-col gap-3 leading-relaxed text-zinc-700 dark:text-zinc-300">
          <p>
            A mesma API que o app usa, para planilhas, scripts e automações. Valores em reais, datas
            no formato AAAA-MM-DD, erros como <code className="text-sm">{"{ message, code }"}</code>
            .
          </p>
          <p>
            Para chamar a API, crie um token em{" "}
            <LegalLink href="/profile">Perfil → Acesso por API</LegalLink>: dê um nome, escolha as
            permissões (leitura, ou leitura e escrita) e a validade. O token aparece uma vez só;
            envie-o em cada chamada no cabeçalho{" "}
            <code className="text-sm">Authorization: Bearer bolso_pat_…</code>.
          </p>
          <p>
            O documento OpenAPI 3.1 está em{" "}
            <LegalLink href={DOCUMENT_URL}>{DOCUMENT_URL}</LegalLink>, para gerar clientes ou
            importar em outras ferramentas.
          </p>
        </div>
      </section>
      <div
        id="referencia-api"
        className="min-h-dvh border-t border-zinc-200/70 dark:border-zinc-800/70"
      />
      <ApiReference
        bundleUrl={await apiReferenceBundleUrl()}
        configuration={REFERENCE_CONFIGURATION}
      />
    </PublicPage>
  );
}
