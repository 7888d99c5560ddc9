import { Download, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordButton, DeleteAccountButton } from "@/components/profile/account-dialog-buttons";

/** Password, the copy of one's data, and the way out; only the dialogs run in the browser. */
export function AccountDataCards({ email }: { email: string }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Segurança</CardTitle>
          <CardDescription>Troque sua senha sem sair da conta.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordButton />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Seus dados</CardTitle>
          <CardDescription>
            Baixe um arquivo JSON com tudo o que você guardou no Bolso: perfil, categorias, meios de pagamento,
            lançamentos, objetivos, pagamentos recorrentes, importações e a situação da assinatura.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="/api/v1/user/export" download>
              <Download aria-hidden="true" />
              Exportar meus dados
            </a>
          </Button>
        </CardContent>
      </Card>
      <Card className="border-rose-200 dark:border-rose-900/60">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-rose-700 dark:text-rose-400">
            <ShieldAlert className="size-5" aria-hidden="true" />
            Zona de perigo
          </CardTitle>
          <CardDescription>
            Excluir a conta apaga de vez seu perfil, lançamentos, categorias, meios de pagamento, objetivos,
            pagamentos recorrentes, importações e sessões. Sua assinatura é cancelada na hora, sem novas cobranças.
            O Stripe, que processa os pagamentos, guarda os registros de cobrança e as faturas já emitidas pelo
            prazo que a lei exige. Se quiser uma cópia, exporte seus dados antes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountButton email={email} />
        </CardContent>
      </Card>
    </>
  );
}
