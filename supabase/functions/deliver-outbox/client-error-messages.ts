// The technical contact hears of a client error seen on visitors' pages (issue #47): a new one, or a
// sudden rise of a known one (supabase/migrations/*_client_telemetry.sql queues at most a few a day).
// In the row's language (Spanish unless set otherwise), with the admin's error list linked. The
// message comes from a browser, so it is escaped like anything else a visitor could have written.
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { asLanguage, type ClaimedMessage, type Email, render } from './messages.ts';
import type { Language } from './texts.ts';

interface AlertTexts {
  newSubject: string;
  riseSubject: string;
  newLead: string;
  riseLead: string;
  message: string;
  page: string;
  count: string;
  link: string;
}

const TEXTS: Record<Language, AlertTexts> = {
  es: {
    newSubject: 'Nuevo error en la web',
    riseSubject: 'Aumento repentino de un error en la web',
    newLead: 'Las páginas de algunos visitantes han registrado un error que no se había visto antes.',
    riseLead: 'Un error conocido se está repitiendo mucho más que en las últimas 24 horas.',
    message: 'Error',
    page: 'Página',
    count: 'Veces',
    link: 'Ver los errores en el panel',
  },
  en: {
    newSubject: 'New error on the website',
    riseSubject: 'Sudden rise of an error on the website',
    newLead: 'Visitors’ pages have reported an error that had not been seen before.',
    riseLead: 'A known error is occurring far more often than over the last 24 hours.',
    message: 'Error',
    page: 'Page',
    count: 'Occurrences',
    link: 'See the errors in the admin',
  },
  de: {
    newSubject: 'Neuer Fehler auf der Website',
    riseSubject: 'Plötzlicher Anstieg eines Fehlers auf der Website',
    newLead: 'Die Seiten von Besuchern haben einen Fehler gemeldet, der bisher nicht aufgetreten war.',
    riseLead: 'Ein bekannter Fehler tritt deutlich häufiger auf als in den letzten 24 Stunden.',
    message: 'Fehler',
    page: 'Seite',
    count: 'Anzahl',
    link: 'Fehler in der Verwaltung ansehen',
  },
  fr: {
    newSubject: 'Nouvelle erreur sur le site',
    riseSubject: 'Hausse soudaine d’une erreur sur le site',
    newLead: 'Les pages de visiteurs ont signalé une erreur jamais vue auparavant.',
    riseLead: 'Une erreur connue se produit bien plus souvent qu’au cours des dernières 24 heures.',
    message: 'Erreur',
    page: 'Page',
    count: 'Occurrences',
    link: 'Voir les erreurs dans l’administration',
  },
  ar: {
    newSubject: 'خطأ جديد في الموقع',
    riseSubject: 'ارتفاع مفاجئ في خطأ على الموقع',
    newLead: 'أبلغت صفحات بعض الزوار عن خطأ لم يظهر من قبل.',
    riseLead: 'خطأ معروف يتكرر أكثر بكثير مما كان عليه خلال الساعات الأربع والعشرين الماضية.',
    message: 'الخطأ',
    page: 'الصفحة',
    count: 'عدد المرات',
    link: 'عرض الأخطاء في لوحة الإدارة',
  },
  zh: {
    newSubject: '网站出现新错误',
    riseSubject: '网站某个错误突然增多',
    newLead: '访客的页面报告了一个此前未出现过的错误。',
    riseLead: '一个已知错误的出现次数远高于过去 24 小时。',
    message: '错误',
    page: '页面',
    count: '次数',
    link: '在管理后台查看错误',
  },
  ru: {
    newSubject: 'Новая ошибка на сайте',
    riseSubject: 'Резкий рост ошибки на сайте',
    newLead: 'Страницы посетителей сообщили об ошибке, которой раньше не было.',
    riseLead: 'Известная ошибка повторяется намного чаще, чем за последние 24 часа.',
    message: 'Ошибка',
    page: 'Страница',
    count: 'Количество',
    link: 'Посмотреть ошибки в панели управления',
  },
};

/** The technical contact: FIRM.technicalEmail unless the function's TECHNICAL_CONTACT_TO says otherwise. */
export const TECHNICAL_CONTACT: string = siteData.firm.technicalEmail;

export function clientErrorAlert(message: ClaimedMessage, recipients: string[], siteUrl: string): Email {
  const language = asLanguage(message.language);
  const texts = TEXTS[language];
  const rise = message.payload?.reason === 'rise';
  const subject = rise ? texts.riseSubject : texts.newSubject;
  const { text, html } = render(language, subject, [
    {
      paragraphs: [rise ? texts.riseLead : texts.newLead],
      rows: [
        [texts.message, String(message.payload?.message ?? '').slice(0, 300)],
        [texts.page, String(message.payload?.path ?? '')],
        [texts.count, String(message.payload?.occurrences ?? '')],
      ],
      link: { label: texts.link, href: `${siteUrl}/config-blogmr/errores` },
    },
  ]);
  return { to: recipients, subject, text, html, messageId: message.idempotency_key, language };
}
