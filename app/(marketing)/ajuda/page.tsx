import type { Metadata } from "next";
import { LegalLink } from "@/components/marketing/legal-document";
import { PublicPage } from "@/components/marketing/public-page";
import { FaqItem } from "@/components/support/faq-item";
import { SupportForm } from "@/components/support/support-form";
import { BUSINESS, supportEmail } from "@/lib/format/business";
import { getPageSession } from "@/server/auth/require-page-user";

export const metadata: Metadata = {
  title: "Ajuda",
  description: "Respostas rápidas sobre o teste grátis, cancelamento, parcelas e segurança, e um formulário para falar com o suporte.",
};

export default async function HelpPage() {
  const session = await getPageSession();
  const email = supportEmail();
  const { trialDays, monthlyPrice } = BUSINESS;
  return (
    <PublicPage signedIn={session !== null}>
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">Ajuda</h1>
          <p className="text-zinc-600 dark:text-zinc-400">
            Respostas rápidas para as dúvidas mais comuns. Não achou o que procurava? Escreva para a gente no
            formulário abaixo.
          </p>
        </header>

        <section aria-labelledby="perguntas" className="flex flex-col gap-4">
          <h2 id="perguntas" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
            Perguntas frequentes
          </h2>
          <div className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white shadow-xs dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
            <FaqItem question="Como funciona o teste grátis?">
              Quem assina pela primeira vez usa o Bolso por {trialDays} dias sem pagar. Pedimos o cartão no início, e a
              primeira cobrança de {monthlyPrice} acontece no dia em que o teste termina; essa data aparece antes
              do pagamento e lembramos você por e-mail antes dela. Cancelando durante o teste, nada é cobrado.
            </FaqItem>
            <FaqItem question="Como cancelo a assinatura?">
              Em Configurações → Assinatura, escolha &ldquo;Cancelar assinatura&rdquo;. Não há multa: as cobranças
              param, e o acesso continua até o fim do período já pago. Até lá, dá para desfazer o cancelamento na
              mesma tela. Nos primeiros 7 dias após uma cobrança, você pode pedir o reembolso integral (veja os{" "}
              <LegalLink href="/termos#reembolso">Termos</LegalLink>).
            </FaqItem>
            <FaqItem question="Como lanço uma compra parcelada?">
              Em Transações, crie uma despesa e informe o número de parcelas. O Bolso divide o valor, sem perder
              centavos, e lança uma parcela em cada mês, marcada como &ldquo;1/10&rdquo;, &ldquo;2/10&rdquo; e assim
              por diante. Ao excluir, você escolhe apagar só aquela parcela ou também as seguintes.
            </FaqItem>
            <FaqItem question="Meus dados estão seguros?">
              A conexão é criptografada, a senha é guardada só como hash e o cartão fica com o provedor de pagamento,
              nunca conosco. O Bolso não acessa sua conta bancária: você registra o que quiser. Cada conta vê apenas
              os próprios dados. Detalhes na <LegalLink href="/privacidade">Política de privacidade</LegalLink>.
            </FaqItem>
            <FaqItem question="Como peço uma cópia ou a exclusão dos meus dados?">
              Envie uma mensagem pelo formulário abaixo com o assunto &ldquo;Privacidade&rdquo;, usando o e-mail da
              sua conta. Atendemos os pedidos da LGPD em até 15 dias.
            </FaqItem>
          </div>
        </section>

        <section aria-labelledby="contato" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="contato" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
              Fale com o suporte
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Respondemos no e-mail que você informar; assinantes têm atendimento prioritário. Se preferir, escreva
              para <LegalLink href={`mailto:${email}`}>{email}</LegalLink>.
            </p>
          </div>
          <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
            <SupportForm name={session?.user.name} email={session?.user.email} />
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
