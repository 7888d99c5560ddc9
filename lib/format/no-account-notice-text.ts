import { countOf } from "@/lib/format/count";
import { formatMoney, type Cents } from "@/lib/format/money";

/** The objectives screen's one-time notice about moves kept "sem conta". */
export function noAccountNoticeText(count: number, totalCents: Cents): string {
  const moves = countOf(count, "depósito ou retirada anterior", "depósitos e retiradas anteriores");
  return `${moves} em objetivos (${formatMoney(totalCents)} no total) não ${count === 1 ? "saiu nem entrou" : "saíram nem entraram"} em nenhuma conta: ${count === 1 ? "fica" : "ficam"} como “sem conta”, e o saldo em contas não mudou por ${count === 1 ? "ele" : "eles"}. Daqui em diante, cada depósito pergunta de qual conta sai o valor, e cada retirada, para qual conta ele vai.`;
}
