// Client-area notices: something new in a matter (an update, a message, a letter, a request, a file).
// They never carry the content — only that there is news and a link to sign in and read it — because
// an e-mail can be forwarded, read on a shared screen or kept by a provider.
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { asLanguage, type ClaimedMessage, type Email, FIRM, render } from './messages.ts';
import type { Language } from './texts.ts';

const NEWS: Record<Language, { subject: string; lead: string; link: string; why: string }> = {
  es: {
    subject: 'Hay novedades en su área de clientes',
    lead: 'Hay novedades en uno de sus asuntos con MR Abogados Dénia.',
    link: 'Entrar en el área de clientes',
    why: 'Por confidencialidad, este correo no incluye el contenido: lo verá al entrar.',
  },
  en: {
    subject: 'There is something new in your client area',
    lead: 'There is something new in one of your matters with MR Abogados Dénia.',
    link: 'Open the client area',
    why: 'For confidentiality, this e-mail does not include the content: you will see it once you sign in.',
  },
  de: {
    subject: 'Neuigkeiten in Ihrem Mandantenbereich',
    lead: 'In einer Ihrer Angelegenheiten bei MR Abogados Dénia gibt es Neuigkeiten.',
    link: 'Zum Mandantenbereich',
    why: 'Aus Gründen der Vertraulichkeit enthält diese E-Mail keine Inhalte: Sie sehen sie nach der Anmeldung.',
  },
  fr: {
    subject: 'Du nouveau dans votre espace client',
    lead: 'Il y a du nouveau dans l’un de vos dossiers chez MR Abogados Dénia.',
    link: 'Ouvrir l’espace client',
    why: 'Par confidentialité, ce message n’en contient pas le contenu : vous le verrez une fois connecté.',
  },
  ar: {
    subject: 'لديك مستجدات في منطقة العملاء',
    lead: 'هناك مستجدات في إحدى قضاياك لدى MR Abogados Dénia.',
    link: 'الدخول إلى منطقة العملاء',
    why: 'حفاظًا على السرية لا تتضمن هذه الرسالة المحتوى، وستطّلع عليه بعد تسجيل الدخول.',
  },
  zh: {
    subject: '您的客户专区有新动态',
    lead: '您在 MR Abogados Dénia 的一项案件有新动态。',
    link: '进入客户专区',
    why: '出于保密考虑，本邮件不包含具体内容，请登录后查看。',
  },
  ru: {
    subject: 'В вашем личном кабинете есть новости',
    lead: 'По одному из ваших дел в MR Abogados Dénia есть новости.',
    link: 'Открыть личный кабинет',
    why: 'В целях конфиденциальности письмо не содержит подробностей: вы увидите их после входа.',
  },
};

const matterPath = (message: ClaimedMessage) => {
  const id = String(message.payload?.matter_id ?? '');
  return /^[0-9a-f-]{36}$/.test(id) ? `/${id}` : '';
};

export function clientAreaNews(message: ClaimedMessage, recipients: string[], siteUrl: string): Email {
  const language = asLanguage(message.language);
  const texts = NEWS[language];
  const href = `${siteUrl}${siteData.languages[language].clientAreaPath}${matterPath(message)}`;
  const { text, html } = render(language, texts.subject, [
    { paragraphs: [texts.lead], link: { label: texts.link, href } },
    { paragraphs: [texts.why, `${FIRM.legalName} · ${FIRM.website}`] },
  ]);
  return { to: recipients, subject: texts.subject, text, html, messageId: message.idempotency_key, language };
}

/** To the firm, in Spanish: the client wrote or uploaded something; the admin shows what. */
export function clientAreaFirm(message: ClaimedMessage, recipients: string[], siteUrl: string): Email {
  const subject = 'Novedad de un cliente en el área de clientes';
  const id = matterPath(message).slice(1);
  const { text, html } = render('es', subject, [
    {
      paragraphs: ['Un cliente ha escrito un mensaje o subido un documento en uno de sus asuntos.'],
      link: { label: 'Abrir el asunto en el panel', href: `${siteUrl}/config-blogmr/clientes${id ? `/${id}` : ''}` },
    },
  ]);
  return { to: recipients, subject, text, html, messageId: message.idempotency_key, language: 'es' };
}
