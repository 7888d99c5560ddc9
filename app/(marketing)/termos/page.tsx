import type { Metadata } from "next";
import { LegalDocument, LegalLink, LegalList, LegalSection } from "@/components/marketing/legal-document";
import { PublicPage } from "@/components/marketing/public-page";
import { BUSINESS, supportEmail } from "@/lib/format/business";

export const metadata: Metadata = {
  title: "Termos de uso",
  description: "As regras do serviço Bolso: assinatura, teste gratuito, cancelamento e reembolso.",
};

export default function TermsPage() {
  const email = supportEmail();
  const { companyName, cnpj, monthlyPrice, trialDays, paymentProvider } = BUSINESS;
  return (
    <PublicPage>
      <LegalDocument
        title="Termos de uso"
        updatedOn={BUSINESS.legalUpdatedOn}
        intro={
          <p>
            Estes termos regem o uso do Bolso, serviço oferecido por {companyName}, CNPJ {cnpj}. Ao criar uma conta,
            você declara que leu e concorda com eles e com a nossa{" "}
            <LegalLink href="/privacidade">Política de privacidade</LegalLink>.
          </p>
        }
      >
        <LegalSection id="servico" title="1. O serviço">
          <p>
            O Bolso é um aplicativo web de finanças pessoais: você registra receitas, despesas, compras parceladas,
            metas e contas recorrentes, e vê resumos do seu mês. O Bolso não é banco nem instituição de pagamento, não
            movimenta o seu dinheiro e não oferece recomendação de investimentos.
          </p>
          <p>
            Para usar o serviço é preciso ter 18 anos ou mais, criar uma conta com um e-mail válido e confirmá-lo.
            Você é responsável por manter sua senha em sigilo e pelas informações que cadastra.
          </p>
        </LegalSection>

        <LegalSection id="preco" title="2. Preço e assinatura">
          <p>
            O Bolso é vendido em um único plano, o Plano Mensal, por {monthlyPrice} por mês, cobrados no cartão de
            crédito informado, a cada mês, até o cancelamento. Os pagamentos são processados pela {paymentProvider};
            o Bolso não armazena os dados do seu cartão.
          </p>
          <p>
            Se o preço mudar, avisaremos por e-mail com pelo menos 30 dias de antecedência; a mudança vale a partir da
            cobrança seguinte a esse prazo, e você pode cancelar antes dela sem custo.
          </p>
        </LegalSection>

        <LegalSection id="teste" title="3. Teste gratuito">
          <LegalList>
            <li>
              Quem assina pela primeira vez tem {trialDays} dias grátis, uma única vez por pessoa.
            </li>
            <li>
              Pedimos o cartão de crédito no início do teste. Nada é cobrado durante os {trialDays} dias; a primeira
              cobrança de {monthlyPrice} acontece no dia em que o teste termina, e essa data aparece na tela antes de
              você informar o cartão.
            </li>
            <li>Enviamos um e-mail antes do fim do teste lembrando a data da primeira cobrança.</li>
            <li>Se cancelar durante o teste, nenhuma cobrança é feita.</li>
          </LegalList>
        </LegalSection>

        <LegalSection id="cancelamento" title="4. Cancelamento">
          <p>
            Você pode cancelar a qualquer momento, sem multa, na tela Assinatura do aplicativo. O cancelamento
            interrompe as cobranças seguintes, e o acesso continua até o fim do período já pago. Enquanto esse
            período não termina, é possível desfazer o cancelamento na mesma tela.
          </p>
        </LegalSection>

        <LegalSection id="reembolso" title="5. Arrependimento e reembolso">
          <p>
            Como a contratação é feita pela internet, você pode desistir dela em até 7 dias contados da contratação
            ou da primeira cobrança, conforme o art. 49 do Código de Defesa do Consumidor (Lei nº 8.078/1990). Nesse
            caso, devolvemos integralmente o valor pago, pelo mesmo meio de pagamento.
          </p>
          <p>
            Para pedir o reembolso, escreva pela página <LegalLink href="/ajuda">Ajuda</LegalLink> ou para{" "}
            <LegalLink href={`mailto:${email}`}>{email}</LegalLink>. Fora desse prazo, o cancelamento evita as
            cobranças seguintes, sem devolução proporcional do mês em curso, salvo cobrança indevida, que sempre
            devolvemos.
          </p>
        </LegalSection>

        <LegalSection id="uso" title="6. Uso aceitável">
          <p>
            Não é permitido usar o Bolso para atividades ilegais, tentar acessar dados de outras pessoas, sobrecarregar
            ou contornar as proteções do serviço. Podemos suspender a conta que violar estas regras, avisando o
            motivo por e-mail.
          </p>
        </LegalSection>

        <LegalSection id="responsabilidade" title="7. Limites de responsabilidade">
          <LegalList>
            <li>
              Os números que o Bolso mostra são calculados a partir do que você registra. Eles não substituem extratos
              bancários nem orientação contábil, fiscal ou de investimentos, e as decisões financeiras são suas.
            </li>
            <li>
              Trabalhamos para manter o serviço disponível e os dados protegidos, com cópias de segurança, mas podem
              ocorrer interrupções para manutenção ou por falhas de terceiros (provedores de internet, de
              hospedagem ou de pagamento).
            </li>
            <li>
              Não respondemos por perdas decorrentes de informações cadastradas incorretamente, do uso indevido da sua
              senha por terceiros a quem você a revelou, ou de caso fortuito e força maior.
            </li>
            <li>
              Nada nestes termos afasta os direitos que o Código de Defesa do Consumidor garante a você.
            </li>
          </LegalList>
        </LegalSection>

        <LegalSection id="mudancas" title="8. Mudanças nestes termos">
          <p>
            Se estes termos mudarem, publicaremos a nova versão nesta página com a data de atualização e avisaremos
            por e-mail as mudanças relevantes antes que entrem em vigor.
          </p>
        </LegalSection>

        <LegalSection id="contato" title="9. Contato e foro">
          <p>
            Dúvidas, reclamações e pedidos: página <LegalLink href="/ajuda">Ajuda</LegalLink> ou{" "}
            <LegalLink href={`mailto:${email}`}>{email}</LegalLink>. Estes termos seguem a lei brasileira, e fica
            eleito o foro do domicílio do consumidor.
          </p>
        </LegalSection>
      </LegalDocument>
    </PublicPage>
  );
}
