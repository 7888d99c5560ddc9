import type { Metadata } from "next";
import { LegalDocument, LegalLink, LegalList, LegalSection } from "@/components/marketing/legal-document";
import { PublicPage } from "@/components/marketing/public-page";
import { BUSINESS, supportEmail } from "@/lib/format/business";

export const metadata: Metadata = {
  title: "Política de privacidade",
  description: "Quais dados o Bolso guarda, por quê, com quem compartilha e como você exerce seus direitos (LGPD).",
};

export default function PrivacyPage() {
  const email = supportEmail();
  const { companyName, cnpj, paymentProvider, emailProvider } = BUSINESS;
  return (
    <PublicPage>
      <LegalDocument
        title="Política de privacidade"
        updatedOn={BUSINESS.legalUpdatedOn}
        intro={
          <p>
            Esta política explica como o Bolso trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de
            Dados (Lei nº 13.709/2018, a LGPD). O controlador dos dados é {companyName}, CNPJ {cnpj}.
          </p>
        }
      >
        <LegalSection id="dados" title="1. Quais dados guardamos e por quê">
          <p>
            Seguimos os princípios do art. 6º da LGPD: coletamos só o necessário para cada finalidade, não usamos
            os dados para outro fim e não os vendemos. Cada tratamento tem uma base legal do art. 7º:
          </p>
          <LegalList>
            <li>
              <strong>Conta:</strong> nome, e-mail e senha (guardada apenas como hash, nunca legível). Servem para
              identificar você, entrar no aplicativo e enviar códigos de confirmação e de troca de senha. Base legal:
              execução do contrato (art. 7º, V).
            </li>
            <li>
              <strong>Dados financeiros que você registra:</strong> transações, categorias, meios de pagamento,
              metas e contas recorrentes. Existem para o serviço funcionar e só são vistos por você. Base legal:
              execução do contrato (art. 7º, V).
            </li>
            <li>
              <strong>Assinatura:</strong> o identificador de cliente e de assinatura no provedor de pagamento, a
              situação da assinatura e o histórico de faturas. Os dados do cartão ficam com o provedor de pagamento,
              não conosco. Base legal: execução do contrato (art. 7º, V) e cumprimento de obrigação legal, fiscal
              e contábil (art. 7º, II).
            </li>
            <li>
              <strong>Segurança:</strong> sessões abertas (com o navegador usado), contagem de tentativas por
              endereço IP para barrar abusos, e registros técnicos das requisições, sem senhas nem tokens. Base
              legal: legítimo interesse em proteger você e o serviço (art. 7º, IX) e o Marco Civil da Internet.
            </li>
            <li>
              <strong>Mensagens ao suporte:</strong> nome, e-mail e o que você escreve em{" "}
              <LegalLink href="/ajuda">Ajuda</LegalLink>, para responder você. Base legal: execução do contrato e
              procedimentos preliminares a ele (art. 7º, V).
            </li>
          </LegalList>
          <p>Não usamos cookies de publicidade nem de rastreamento; o único cookie é o da sua sessão.</p>
        </LegalSection>

        <LegalSection id="operadores" title="2. Com quem compartilhamos">
          <p>Só com operadores que tratam dados em nosso nome, para as finalidades acima:</p>
          <LegalList>
            <li>
              <strong>{paymentProvider}</strong>, provedor de pagamento: recebe nome, e-mail e os dados do cartão
              que você informa no pagamento, para cobrar a assinatura.
            </li>
            <li>
              <strong>Provedor de e-mail:</strong> {emailProvider} recebe o seu e-mail e o conteúdo das mensagens
              que enviamos (códigos, avisos da assinatura, respostas do suporte).
            </li>
            <li>
              <strong>Hospedagem:</strong> os servidores e o banco de dados onde o Bolso funciona.
            </li>
          </LegalList>
          <p>
            Alguns desses operadores podem processar dados fora do Brasil; nesses casos a transferência segue o art.
            33 da LGPD, com cláusulas contratuais que exigem proteção equivalente. Também compartilhamos dados
            quando uma autoridade o exigir por lei ou ordem judicial.
          </p>
          <p>
            Nenhum outro serviço recebe dados seus enquanto você usa o Bolso: as páginas não carregam imagens,
            fontes ou scripts de outros sites, e a imagem do seu perfil são as iniciais do seu nome, desenhadas
            pelo próprio Bolso.
          </p>
        </LegalSection>

        <LegalSection id="retencao" title="3. Por quanto tempo guardamos">
          <LegalList>
            <li>Dados da conta e financeiros: enquanto a conta existir.</li>
            <li>
              Depois do encerramento da conta, apagamos os dados financeiros e de cadastro; guardamos apenas o que a
              lei obriga, como registros de faturas pelo prazo fiscal (5 anos) e registros de acesso pelo prazo do
              Marco Civil da Internet (6 meses).
            </li>
            <li>Sessões expiram em 30 dias sem uso; códigos de confirmação, em minutos.</li>
            <li>Mensagens ao suporte: até 2 anos depois do atendimento, para tratar reclamações relacionadas.</li>
          </LegalList>
        </LegalSection>

        <LegalSection id="direitos" title="4. Seus direitos">
          <p>Pelo art. 18 da LGPD, você pode pedir, a qualquer momento e sem custo:</p>
          <LegalList>
            <li>confirmação de que tratamos seus dados e acesso a eles;</li>
            <li>correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos;</li>
            <li>portabilidade dos seus dados a outro fornecedor;</li>
            <li>eliminação dos dados tratados com o seu consentimento;</li>
            <li>informação sobre com quem compartilhamos seus dados;</li>
            <li>revogação do consentimento e revisão de decisões automatizadas.</li>
          </LegalList>
          <p>
            Dois desses direitos você exerce sozinho, na página Perfil: &ldquo;Exportar meus dados&rdquo; baixa na hora
            um arquivo JSON com tudo o que você guardou no Bolso, e &ldquo;Excluir conta&rdquo;, confirmada com sua senha
            e um código enviado por e-mail, apaga todos os seus dados e cancela a assinatura no mesmo instante. O
            Stripe mantém os registros de cobrança e as faturas já emitidas pelo prazo que a lei exige.
          </p>
          <p>
            Para qualquer desses pedidos, inclusive a exportação dos dados ou a eliminação da conta, envie uma
            mensagem pela página <LegalLink href="/ajuda">Ajuda</LegalLink>{" "}
            (assunto &ldquo;Privacidade&rdquo;) ou para <LegalLink href={`mailto:${email}`}>{email}</LegalLink>.
            Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </LegalSection>

        <LegalSection id="seguranca" title="5. Segurança">
          <p>
            Usamos conexão criptografada (HTTPS), senhas guardadas com hash, sessões que expiram, limites de
            tentativas e acesso restrito ao banco de dados. Se ocorrer um incidente que possa causar risco relevante a
            você, avisaremos você e a ANPD, como manda o art. 48 da LGPD.
          </p>
        </LegalSection>

        <LegalSection id="controlador" title="6. Controlador e contato">
          <p>
            {companyName}, CNPJ {cnpj}. Encarregado pelo tratamento de dados:{" "}
            <LegalLink href={`mailto:${email}`}>{email}</LegalLink>. Mudanças nesta política serão publicadas nesta
            página e, quando relevantes, avisadas por e-mail.
          </p>
        </LegalSection>
      </LegalDocument>
    </PublicPage>
  );
}
