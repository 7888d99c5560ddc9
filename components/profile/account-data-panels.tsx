import { Download, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { ChangePasswordButton, DeleteAccountButton } from "@/components/profile/account-dialog-buttons";

/** Password, the copy of one's data, and the way out; only the dialogs run in the browser. */
export function AccountDataPanels({ email }: { email: string }) {
  return (
    <>
      <Panel>
        <PanelHeader>
          <PanelTitle>Segurança</PanelTitle>
          <PanelDescription>Troque sua senha sem sair da conta.</PanelDescription>
        </PanelHeader>
        <PanelContent>
          <ChangePasswordButton />
        </PanelContent>
      </Panel>
      <Panel>
        <PanelHeader>
          <PanelTitle>Seus dados</PanelTitle>
          <PanelDescription>
            Baixe um arquivo JSON com tudo o que você guardou no Bolso: perfil, categorias, meios de pagamento,
            lançamentos, objetivos, pagamentos recorrentes, importações e a situação da assinatura.
          </PanelDescription>
        </PanelHeader>
        <PanelContent>
          <Button asChild variant="outline">
            <a href="/api/v1/user/export" download>
              <Download aria-hidden="true" />
              Exportar meus dados
            </a>
          </Button>
        </PanelContent>
      </Panel>
      <Panel className="border-rose-200 dark:border-rose-900/60">
        <PanelHeader>
          <PanelTitle className="flex items-center gap-2 text-rose-700 dark:text-rose-400">
            <ShieldAlert className="size-5" aria-hidden="true" />
            Zona de perigo
          </PanelTitle>
          <PanelDescription>
            Excluir a conta apaga de vez seu perfil, lançamentos, categorias, meios de pagamento, objetivos,
            pagamentos recorrentes, importações e sessões. Sua assinatura é cancelada na hora, sem novas cobranças.
            O Stripe, que processa os pagamentos, guarda os registros de cobrança e as faturas já emitidas pelo
            prazo que a lei exige. Se quiser uma cópia, exporte seus dados antes.
          </PanelDescription>
        </PanelHeader>
        <PanelContent>
          <DeleteAccountButton email={email} />
        </PanelContent>
      </Panel>
    </>
  );
}
