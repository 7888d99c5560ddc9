import { KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { NewApiTokenButton, RevokeApiTokenButton } from "@/components/api-tokens/api-token-buttons";
import { expiryText, scopesLabel } from "@/components/api-tokens/api-token-texts";
import { formatDateBR } from "@/lib/format/dates";
import { formatDeliveryMoment as formatMoment } from "@/lib/format/webhook-texts";
import type { ApiTokenCallJson, ApiTokenJson, ApiTokensJson } from "@/lib/schemas/api-tokens";

/** Calls shown on the profile (the server keeps the last 50). */
const CALLS_SHOWN = 10;

/**
 * Perfil's "Acesso por API": the personal tokens (name, scopes, dates, last use), the way to
 * create and revoke them, and the last calls made with them. `null`: the list could not be read.
 */
export function ApiTokensPanel({ data }: { data: ApiTokensJson | null }) {
  return (
    <Panel id="acesso-por-api" data-testid="api-tokens-panel" className="scroll-mt-20">
      <PanelHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <PanelTitle>
            <span id="api-tokens-title">Acesso por API</span>
          </PanelTitle>
          <PanelDescription>
            Tokens pessoais para planilhas, scripts e assistentes de IA (MCP) lerem ou lançarem seus dados. Um token nunca
            altera sua senha, seu e-mail, sua assinatura nem suas conexões bancárias.
          </PanelDescription>
        </div>
        <NewApiTokenButton />
      </PanelHeader>
      <PanelContent className="flex flex-col gap-6">
        {data === null ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            Não foi possível carregar os tokens. Recarregue a página.
          </p>
        ) : data.tokens.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <KeyRound className="size-4 shrink-0" aria-hidden="true" />
            Nenhum token criado.
          </p>
        ) : (
          <ul aria-labelledby="api-tokens-title" className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {data && data.calls.length > 0 ? <RecentCalls calls={data.calls.slice(0, CALLS_SHOWN)} /> : null}
      </PanelContent>
    </Panel>
  );
}

function TokenRow({ token }: { token: ApiTokenJson }) {
  const expiry = expiryText(token.expiresAt);
  return (
    <li data-testid="api-token" className="flex flex-col gap-2 py-3 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium break-words text-zinc-900 dark:text-zinc-100">{token.name}</p>
        <Badge variant={token.scopes.includes("write") ? "warning" : "info"}>{scopesLabel(token)}</Badge>
        {expiry.expired ? <Badge variant="destructive">Expirado</Badge> : null}
      </div>
      <code className="text-xs break-all text-zinc-600 dark:text-zinc-400">{token.prefix}…</code>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-zinc-600 sm:grid-cols-2 dark:text-zinc-400">
        <div className="flex gap-1">
          <dt>Criado em</dt>
          <dd>{formatDateBR(new Date(token.createdAt))}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Validade</dt>
          <dd>{expiry.text}</dd>
        </div>
        <div className="flex flex-wrap gap-1 sm:col-span-2">
          <dt>Último uso:</dt>
          <dd>
            {token.lastUsedAt
              ? `${formatMoment(token.lastUsedAt)}${token.lastUsedIp ? ` · IP ${token.lastUsedIp}` : ""}`
              : "nunca usado"}
          </dd>
        </div>
      </dl>
      <RevokeApiTokenButton token={token} />
    </li>
  );
}

function RecentCalls({ calls }: { calls: ApiTokenCallJson[] }) {
  return (
    <section aria-labelledby="api-calls-title" className="flex flex-col gap-2">
      <h3 id="api-calls-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        Últimas chamadas
      </h3>
      <ul data-testid="api-calls" className="flex flex-col gap-1.5">
        {calls.map((item) => (
          <li key={item.id} className="flex flex-col gap-0.5 rounded-md bg-zinc-50 px-3 py-2 text-xs dark:bg-zinc-900">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={item.status < 400 ? "success" : "destructive"}>{item.status}</Badge>
              <code className="min-w-0 break-all text-zinc-800 dark:text-zinc-200">
                {item.channel === "mcp" ? `MCP · ${item.target}` : item.target}
              </code>
            </div>
            <p className="text-zinc-600 dark:text-zinc-400">
              {formatMoment(item.createdAt)} · {item.tokenName}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
