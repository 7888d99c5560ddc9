/** What Configurações says about this device's notifications. */
export const devicePushTexts = {
  label: "Notificações neste aparelho",
  hint: "Avisos de contas a vencer ou atrasadas, faturas fechando ou vencendo e orçamentos estourados, às 8h.",
  unsupported:
    "Este navegador não recebe notificações. No iPhone, instale o app (Compartilhar → Adicionar à Tela de Início) e ative aqui.",
  denied: "As notificações estão bloqueadas para o Bolso neste navegador. Libere-as nas configurações do site e tente de novo.",
  enabled: "Notificações ativadas neste aparelho",
  disabled: "Notificações desativadas neste aparelho",
  notGranted: "Permita as notificações quando o navegador perguntar.",
  failed: "Não foi possível alterar as notificações",
  browserFailed: "O navegador não conseguiu ativar as notificações neste aparelho. Tente novamente.",
  test: "Enviar notificação de teste",
  testSent: "Notificação de teste enviada",
  testNone: "Nenhum aparelho recebeu a notificação de teste",
  retry: "Tente novamente.",
} as const;
