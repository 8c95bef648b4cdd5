// The sign-in code e-mail, in the user's language (user_metadata.language, set when the firm invites a
// client). A hosted project does the same with its Magic Link template and {{ .Data.language }}
// (supabase/README.md, "Client area"). Sent over SMTP like GoTrue's mailer: locally to the catcher.
import nodemailer from 'nodemailer';

type Language = 'es' | 'en' | 'de' | 'fr' | 'ar' | 'zh' | 'ru';

interface Texts {
  subject: string;
  intro: string;
  expiry: string;
  link: string;
  ignore: string;
}

const TEXTS: Record<Language, Texts> = {
  es: {
    subject: 'Su código de acceso al área de clientes',
    intro: 'Use este código para entrar en el área de clientes de MR Abogados Dénia:',
    expiry: 'Caduca en una hora y solo sirve una vez.',
    link: 'O abra este enlace en el mismo navegador:',
    ignore: 'Si no ha pedido este código, ignore este mensaje.',
  },
  en: {
    subject: 'Your client area sign-in code',
    intro: 'Use this code to sign in to the MR Abogados Dénia client area:',
    expiry: 'It expires in one hour and works only once.',
    link: 'Or open this link in the same browser:',
    ignore: 'If you did not ask for this code, please ignore this message.',
  },
  de: {
    subject: 'Ihr Anmeldecode für den Mandantenbereich',
    intro: 'Mit diesem Code melden Sie sich im Mandantenbereich von MR Abogados Dénia an:',
    expiry: 'Er ist eine Stunde gültig und nur einmal verwendbar.',
    link: 'Oder öffnen Sie diesen Link im selben Browser:',
    ignore: 'Wenn Sie diesen Code nicht angefordert haben, ignorieren Sie diese Nachricht bitte.',
  },
  fr: {
    subject: 'Votre code de connexion à l’espace client',
    intro: 'Utilisez ce code pour vous connecter à l’espace client de MR Abogados Dénia :',
    expiry: 'Il expire dans une heure et ne sert qu’une fois.',
    link: 'Ou ouvrez ce lien dans le même navigateur :',
    ignore: 'Si vous n’avez pas demandé ce code, ignorez ce message.',
  },
  ar: {
    subject: 'رمز الدخول إلى منطقة العملاء',
    intro: 'استخدم هذا الرمز للدخول إلى منطقة العملاء في MR Abogados Dénia:',
    expiry: 'تنتهي صلاحيته خلال ساعة واحدة ولا يُستخدم إلا مرة واحدة.',
    link: 'أو افتح هذا الرابط في المتصفح نفسه:',
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
  },
  zh: {
    subject: '您的客户专区登录验证码',
    intro: '请使用此验证码登录 MR Abogados Dénia 客户专区：',
    expiry: '验证码一小时内有效，且仅能使用一次。',
    link: '或在同一浏览器中打开此链接：',
    ignore: '如果您没有申请此验证码，请忽略本邮件。',
  },
  ru: {
    subject: 'Код для входа в личный кабинет клиента',
    intro: 'Введите этот код, чтобы войти в личный кабинет клиента MR Abogados Dénia:',
    expiry: 'Код действует один час и только один раз.',
    link: 'Или откройте эту ссылку в том же браузере:',
    ignore: 'Если вы не запрашивали код, просто проигнорируйте это письмо.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OtpMail {
  to: string;
  language: string;
  code: string;
  /** The address that signs in with the token hash, when the request named an allowed one. */
  link?: string;
}

export function composeOtpMail(mail: OtpMail) {
  const language = (mail.language in TEXTS ? mail.language : 'es') as Language;
  const t = TEXTS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [t.intro, '', mail.code, '', t.expiry, ...(mail.link ? ['', t.link, mail.link] : []), '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold" dir="ltr">${mail.code}</p>
<p>${escapeHtml(t.expiry)}</p>
${mail.link ? `<p>${escapeHtml(t.link)} <a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>` : ''}
<p>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { subject: t.subject, text, html, language };
}

export interface SmtpTarget {
  host: string;
  port: number;
  from: string;
}

export async function sendOtpMail(smtp: SmtpTarget, mail: OtpMail): Promise<void> {
  const composed = composeOtpMail(mail);
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: smtp.from,
      to: mail.to,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: { 'Content-Language': composed.language },
    });
  } finally {
    transport.close();
  }
}
