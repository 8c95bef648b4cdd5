// The sign-in code e-mail, in the user's language (user_metadata.language, set when the firm invites a
// client). A hosted project does the same with its Magic Link template and {{ .Data.language }}
// (supabase/README.md, "Client area"). Sent over SMTP like GoTrue's mailer: locally to the catcher.
// An address that is not a client's gets the no-access e-mail instead, in the language of the page it
// was asked from (signInWithOtp's options.data.language).
import nodemailer from 'nodemailer';

type Language = 'es' | 'en' | 'de' | 'fr' | 'ar' | 'zh' | 'ru';

interface NoAccessTexts {
  subject: string;
  body: string;
  ignore: string;
}

const NO_ACCESS: Record<Language, NoAccessTexts> = {
  es: {
    subject: 'Su solicitud de acceso al área de clientes',
    body: 'Alguien, quizá usted, ha pedido un código para entrar en el área de clientes de MR Abogados Dénia con esta dirección, pero esta dirección no tiene acceso. Si es cliente del despacho, pídanos que le demos acceso.',
    ignore: 'Si no lo ha pedido usted, ignore este mensaje.',
  },
  en: {
    subject: 'Your client area sign-in request',
    body: 'Someone, perhaps you, asked for a code to sign in to the MR Abogados Dénia client area with this address, but this address has no access. If you are a client of the firm, ask us to give you access.',
    ignore: 'If it was not you, please ignore this message.',
  },
  de: {
    subject: 'Ihre Anfrage für den Mandantenbereich',
    body: 'Jemand, vielleicht Sie, hat mit dieser Adresse einen Anmeldecode für den Mandantenbereich von MR Abogados Dénia angefordert, doch diese Adresse hat keinen Zugang. Wenn Sie Mandant der Kanzlei sind, bitten Sie uns, Ihnen Zugang zu geben.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht bitte.',
  },
  fr: {
    subject: 'Votre demande d’accès à l’espace client',
    body: 'Quelqu’un, peut-être vous, a demandé un code pour se connecter à l’espace client de MR Abogados Dénia avec cette adresse, mais cette adresse n’y a pas accès. Si vous êtes client du cabinet, demandez-nous de vous donner accès.',
    ignore: 'Si ce n’était pas vous, ignorez ce message.',
  },
  ar: {
    subject: 'طلب الدخول إلى منطقة العملاء',
    body: 'طلب شخصٌ ما، ربما أنت، رمزًا للدخول إلى منطقة العملاء في MR Abogados Dénia بهذا العنوان، لكن هذا العنوان ليس له حق الدخول. إن كنت من عملاء المكتب فاطلب منّا منحك الوصول.',
    ignore: 'إن لم تكن أنت صاحب الطلب فتجاهل هذه الرسالة.',
  },
  zh: {
    subject: '您的客户专区登录申请',
    body: '有人（可能是您本人）使用此邮箱地址申请了 MR Abogados Dénia 客户专区的登录验证码，但此地址没有访问权限。如果您是本所的客户，请联系我们为您开通。',
    ignore: '如果不是您本人操作，请忽略本邮件。',
  },
  ru: {
    subject: 'Запрос на вход в личный кабинет клиента',
    body: 'Кто-то, возможно вы, запросил код для входа в личный кабинет клиента MR Abogados Dénia с этим адресом, но у этого адреса нет доступа. Если вы клиент нашей фирмы, попросите нас открыть вам доступ.',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо.',
  },
};

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
    expiry: 'Caduca en 10 minutos y solo sirve una vez.',
    link: 'O abra este enlace en el mismo navegador:',
    ignore: 'Si no ha pedido este código, ignore este mensaje.',
  },
  en: {
    subject: 'Your client area sign-in code',
    intro: 'Use this code to sign in to the MR Abogados Dénia client area:',
    expiry: 'It expires in 10 minutes and works only once.',
    link: 'Or open this link in the same browser:',
    ignore: 'If you did not ask for this code, please ignore this message.',
  },
  de: {
    subject: 'Ihr Anmeldecode für den Mandantenbereich',
    intro: 'Mit diesem Code melden Sie sich im Mandantenbereich von MR Abogados Dénia an:',
    expiry: 'Er ist 10 Minuten gültig und nur einmal verwendbar.',
    link: 'Oder öffnen Sie diesen Link im selben Browser:',
    ignore: 'Wenn Sie diesen Code nicht angefordert haben, ignorieren Sie diese Nachricht bitte.',
  },
  fr: {
    subject: 'Votre code de connexion à l’espace client',
    intro: 'Utilisez ce code pour vous connecter à l’espace client de MR Abogados Dénia :',
    expiry: 'Il expire dans 10 minutes et ne sert qu’une fois.',
    link: 'Ou ouvrez ce lien dans le même navigateur :',
    ignore: 'Si vous n’avez pas demandé ce code, ignorez ce message.',
  },
  ar: {
    subject: 'رمز الدخول إلى منطقة العملاء',
    intro: 'استخدم هذا الرمز للدخول إلى منطقة العملاء في MR Abogados Dénia:',
    expiry: 'تنتهي صلاحيته خلال 10 دقائق ولا يُستخدم إلا مرة واحدة.',
    link: 'أو افتح هذا الرابط في المتصفح نفسه:',
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
  },
  zh: {
    subject: '您的客户专区登录验证码',
    intro: '请使用此验证码登录 MR Abogados Dénia 客户专区：',
    expiry: '验证码 10 分钟内有效，且仅能使用一次。',
    link: '或在同一浏览器中打开此链接：',
    ignore: '如果您没有申请此验证码，请忽略本邮件。',
  },
  ru: {
    subject: 'Код для входа в личный кабинет клиента',
    intro: 'Введите этот код, чтобы войти в личный кабинет клиента MR Abogados Dénia:',
    expiry: 'Код действует 10 минут и только один раз.',
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
  const language = languageOf(mail.language);
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

const languageOf = (value: string) => (value in TEXTS ? value : 'es') as Language;

export function composeNoAccessMail(mail: { language: string }) {
  const language = languageOf(mail.language);
  const t = NO_ACCESS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [t.body, '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { subject: t.subject, text, html, language };
}

export function sendOtpMail(smtp: SmtpTarget, mail: OtpMail): Promise<void> {
  return send(smtp, mail.to, composeOtpMail(mail));
}

export function sendNoAccessMail(smtp: SmtpTarget, mail: { to: string; language: string }): Promise<void> {
  return send(smtp, mail.to, composeNoAccessMail(mail));
}

async function send(smtp: SmtpTarget, to: string, composed: ReturnType<typeof composeOtpMail>): Promise<void> {
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: smtp.from,
      to,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: { 'Content-Language': composed.language },
    });
  } finally {
    transport.close();
  }
}
