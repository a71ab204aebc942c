import type { Mail, MailLanguage } from './mail.ts';

const texts: Record<MailLanguage, { subject: string; body: (link: string, minutes: number) => string }> = {
  ja: {
    subject: '【Sakura Guest Platform】パスワード再設定のご案内',
    body: (link, minutes) =>
      `パスワード再設定のお申し込みを受け付けました。\n\n次のリンクから新しいパスワードを設定してください（有効期限：${minutes}分）。\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。\n\n※このメールは送信専用アドレスから送信しています。`,
  },
  en: {
    subject: '[Sakura Guest Platform] Reset your password',
    body: (link, minutes) =>
      `We received a request to reset your password.\n\nSet a new password with this link (valid for ${minutes} minutes):\n${link}\n\nIf you did not ask for this, you can ignore this mail; your password stays the same.\n\nThis mail was sent from a no-reply address.`,
  },
  zh: {
    subject: '【Sakura Guest Platform】重置密码',
    body: (link, minutes) =>
      `我们收到了重置您密码的请求。\n\n请通过以下链接设置新密码（${minutes}分钟内有效）：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n\n此邮件由仅限发送的地址发出，请勿回复。`,
  },
  ko: {
    subject: '[Sakura Guest Platform] 비밀번호 재설정 안내',
    body: (link, minutes) =>
      `비밀번호 재설정 요청을 받았습니다.\n\n아래 링크에서 새 비밀번호를 설정해 주세요(${minutes}분간 유효).\n${link}\n\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.\n\n이 메일은 발신 전용 주소에서 발송되었습니다.`,
  },
};

/** The password-reset mail in the member's language (spec: sent from the provider's no-reply address). */
export function resetMail(to: string, link: string, language: MailLanguage, minutes: number): Mail {
  const text = texts[language];
  return { kind: 'password-reset', to, subject: text.subject, text: text.body(link, minutes), language };
}
