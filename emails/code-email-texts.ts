import type { CodeEmailTexts } from "@/emails/code-email";

export const confirmAccountTexts: CodeEmailTexts = {
  subject: "Seu código de confirmação do Bolso",
  preview: "Seu código de confirmação:",
  heading: "Confirme sua conta",
  intro: "Use o código abaixo para confirmar sua conta no Bolso.",
  textIntro: "Use este código para confirmar sua conta no Bolso:",
  ignore: "Se você não criou uma conta no Bolso, ignore este e-mail.",
};

export const resetPasswordTexts: CodeEmailTexts = {
  subject: "Código para redefinir sua senha do Bolso",
  preview: "Seu código para redefinir a senha:",
  heading: "Redefinir senha",
  intro: "Recebemos um pedido para redefinir a senha da sua conta. Use o código abaixo:",
  textIntro: "Recebemos um pedido para redefinir a senha da sua conta no Bolso. Use este código:",
  ignore: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
};

export const deleteAccountTexts: CodeEmailTexts = {
  subject: "Código para excluir sua conta do Bolso",
  preview: "Seu código para excluir a conta:",
  heading: "Excluir conta",
  intro:
    "Recebemos um pedido para excluir sua conta no Bolso e todos os seus dados. Para confirmar, use o código abaixo:",
  textIntro:
    "Recebemos um pedido para excluir sua conta no Bolso e todos os seus dados. Para confirmar, use este código:",
  ignore: "Se não foi você, ignore este e-mail e troque sua senha: sem o código, nada é excluído.",
};
