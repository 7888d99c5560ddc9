/** What the phone's "+" sheet and the entries waiting for a connection say. */
export const quickEntryTexts = {
  open: "Lançamento rápido",
  title: "Nova transação",
  description: "Valor, descrição e pronto: categoria, data e meio de pagamento já vêm preenchidos.",
  save: "Adicionar transação",
  saved: "Transação adicionada",
  queued: "Guardada neste aparelho",
  queuedDescription: "Sem conexão: a transação será enviada assim que a conexão voltar.",
  queueFailed: "Não foi possível guardar a transação neste aparelho",
  sent: (count: number) => (count === 1 ? "Transação enviada" : `${count} transações enviadas`),
  sentDescription: "Feitas sem conexão, agora estão salvas.",
  refused: (description: string) => `Não foi possível enviar "${description}"`,
  refusedDescription: "O servidor recusou a transação feita sem conexão. Registre-a de novo.",
  waiting: "aguardando conexão",
  waitingList: "Aguardando conexão",
} as const;
