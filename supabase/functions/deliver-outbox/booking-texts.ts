// What the booking e-mails say to the visitor, in the seven languages of the site.
import type { Language } from './texts.ts';

export interface BookingTexts {
  /** {{date}} */
  confirmedSubject: string;
  reminderSubject: string;
  cancelledSubject: string;
  /** {{mode}}, {{area}}, {{date}} (office time) */
  confirmed: string;
  reminder: string;
  cancelled: string;
  /** The firm cancelled: {{mode}}, {{date}} (the reason follows under reasonLabel) */
  firmCancelled: string;
  reasonLabel: string;
  /** {{date}} in the visitor's own time zone, {{zone}} its name */
  yourTime: string;
  videoJoin: string;
  officeWhere: string;
  /** {{phone}} */
  phoneCall: string;
  manage: string;
  calendar: string;
  /** {{firm}} */
  eventTitle: string;
  rebook: string;
  modes: { office: string; phone: string; video: string };
}

export const BOOKING_TEXTS: Record<Language, BookingTexts> = {
  es: {
    confirmedSubject: 'Cita confirmada: {{date}}',
    reminderSubject: 'Recordatorio: su cita es mañana, {{date}}',
    cancelledSubject: 'Cita anulada: {{date}}',
    confirmed: 'Su primera consulta ({{mode}}) sobre {{area}} está reservada para el {{date}} (hora de España).',
    reminder: 'Le recordamos su consulta ({{mode}}) sobre {{area}} del {{date}} (hora de España).',
    cancelled: 'Hemos anulado su cita ({{mode}}) del {{date}} (hora de España). Si quiere, puede reservar otra cuando le venga bien.',
    firmCancelled: 'Lo sentimos: hemos tenido que anular su cita ({{mode}}) del {{date}} (hora de España). Puede reservar otra hora o llamarnos.',
    reasonLabel: 'Motivo',
    yourTime: 'En su zona horaria ({{zone}}): {{date}}.',
    videoJoin: 'Entre en la videollamada desde este enlace a la hora de la cita (no hay que instalar nada):',
    officeWhere: 'Le esperamos en nuestro despacho:',
    phoneCall: 'Le llamaremos al {{phone}} a la hora de la cita.',
    manage: 'Si no puede asistir, anule la cita desde este enlace:',
    calendar: 'Adjuntamos la invitación: ábrala para añadir la cita a su calendario.',
    eventTitle: 'Consulta con {{firm}}',
    rebook: 'Reservar otra cita',
    modes: { office: 'en el despacho', phone: 'por teléfono', video: 'por videollamada' },
  },
  en: {
    confirmedSubject: 'Appointment confirmed: {{date}}',
    reminderSubject: 'Reminder: your appointment is tomorrow, {{date}}',
    cancelledSubject: 'Appointment cancelled: {{date}}',
    confirmed: 'Your first consultation ({{mode}}) about {{area}} is booked for {{date}} (Spanish time).',
    reminder: 'This is a reminder of your consultation ({{mode}}) about {{area}} on {{date}} (Spanish time).',
    cancelled: 'Your appointment ({{mode}}) on {{date}} (Spanish time) has been cancelled. You are welcome to book another one whenever it suits you.',
    firmCancelled: 'We are sorry: we have had to cancel your appointment ({{mode}}) on {{date}} (Spanish time). You are welcome to book another time or call us.',
    reasonLabel: 'Reason',
    yourTime: 'In your time zone ({{zone}}): {{date}}.',
    videoJoin: 'Join the video call from this link at the time of the appointment (nothing to install):',
    officeWhere: 'We look forward to seeing you at our office:',
    phoneCall: 'We will call you on {{phone}} at the time of the appointment.',
    manage: 'If you cannot make it, please cancel from this link:',
    calendar: 'The invitation is attached: open it to add the appointment to your calendar.',
    eventTitle: 'Consultation with {{firm}}',
    rebook: 'Book another appointment',
    modes: { office: 'at the office', phone: 'by phone', video: 'by video call' },
  },
  de: {
    confirmedSubject: 'Termin bestätigt: {{date}}',
    reminderSubject: 'Erinnerung: Ihr Termin ist morgen, {{date}}',
    cancelledSubject: 'Termin storniert: {{date}}',
    confirmed: 'Ihr Erstberatungsgespräch ({{mode}}) zum Thema {{area}} ist für {{date}} (spanische Zeit) gebucht.',
    reminder: 'Wir erinnern Sie an Ihr Beratungsgespräch ({{mode}}) zum Thema {{area}} am {{date}} (spanische Zeit).',
    cancelled: 'Ihr Termin ({{mode}}) am {{date}} (spanische Zeit) wurde storniert. Gern können Sie jederzeit einen neuen Termin buchen.',
    firmCancelled: 'Es tut uns leid: Wir mussten Ihren Termin ({{mode}}) am {{date}} (spanische Zeit) absagen. Gern können Sie einen neuen Termin buchen oder uns anrufen.',
    reasonLabel: 'Grund',
    yourTime: 'In Ihrer Zeitzone ({{zone}}): {{date}}.',
    videoJoin: 'Nehmen Sie zur Terminzeit über diesen Link an der Videokonferenz teil (keine Installation nötig):',
    officeWhere: 'Wir erwarten Sie in unserer Kanzlei:',
    phoneCall: 'Wir rufen Sie zur Terminzeit unter {{phone}} an.',
    manage: 'Falls Sie verhindert sind, stornieren Sie den Termin bitte über diesen Link:',
    calendar: 'Die Einladung ist angehängt: Öffnen Sie sie, um den Termin in Ihren Kalender zu übernehmen.',
    eventTitle: 'Beratung bei {{firm}}',
    rebook: 'Neuen Termin buchen',
    modes: { office: 'in der Kanzlei', phone: 'telefonisch', video: 'per Videokonferenz' },
  },
  fr: {
    confirmedSubject: 'Rendez-vous confirmé : {{date}}',
    reminderSubject: 'Rappel : votre rendez-vous est demain, {{date}}',
    cancelledSubject: 'Rendez-vous annulé : {{date}}',
    confirmed: 'Votre première consultation ({{mode}}) en {{area}} est réservée pour le {{date}} (heure espagnole).',
    reminder: 'Nous vous rappelons votre consultation ({{mode}}) en {{area}} du {{date}} (heure espagnole).',
    cancelled: 'Votre rendez-vous ({{mode}}) du {{date}} (heure espagnole) est annulé. Vous pouvez en réserver un autre quand vous le souhaitez.',
    firmCancelled: 'Nous sommes désolés : nous avons dû annuler votre rendez-vous ({{mode}}) du {{date}} (heure espagnole). Vous pouvez réserver un autre créneau ou nous appeler.',
    reasonLabel: 'Motif',
    yourTime: 'Dans votre fuseau horaire ({{zone}}) : {{date}}.',
    videoJoin: 'Rejoignez la visioconférence depuis ce lien à l’heure du rendez-vous (rien à installer) :',
    officeWhere: 'Nous vous attendons à notre cabinet :',
    phoneCall: 'Nous vous appellerons au {{phone}} à l’heure du rendez-vous.',
    manage: 'Si vous ne pouvez pas venir, annulez le rendez-vous depuis ce lien :',
    calendar: 'L’invitation est jointe : ouvrez-la pour ajouter le rendez-vous à votre agenda.',
    eventTitle: 'Consultation chez {{firm}}',
    rebook: 'Réserver un autre rendez-vous',
    modes: { office: 'au cabinet', phone: 'par téléphone', video: 'en visioconférence' },
  },
  ar: {
    confirmedSubject: 'تأكيد الموعد: {{date}}',
    reminderSubject: 'تذكير: موعدك غداً، {{date}}',
    cancelledSubject: 'إلغاء الموعد: {{date}}',
    confirmed: 'تم حجز استشارتك الأولى ({{mode}}) بشأن {{area}} في {{date}} (بتوقيت إسبانيا).',
    reminder: 'نذكّرك باستشارتك ({{mode}}) بشأن {{area}} في {{date}} (بتوقيت إسبانيا).',
    cancelled: 'أُلغي موعدك ({{mode}}) في {{date}} (بتوقيت إسبانيا). يمكنك حجز موعد آخر متى شئت.',
    firmCancelled: 'نأسف لاضطرارنا إلى إلغاء موعدك ({{mode}}) في {{date}} (بتوقيت إسبانيا). يمكنك حجز موعد آخر أو الاتصال بنا.',
    reasonLabel: 'السبب',
    yourTime: 'بتوقيتك المحلي ({{zone}}): {{date}}.',
    videoJoin: 'انضم إلى مكالمة الفيديو من هذا الرابط في وقت الموعد (لا حاجة إلى تثبيت أي برنامج):',
    officeWhere: 'ننتظرك في مكتبنا:',
    phoneCall: 'سنتصل بك على الرقم {{phone}} في وقت الموعد.',
    manage: 'إذا تعذّر عليك الحضور، فألغِ الموعد من هذا الرابط:',
    calendar: 'أرفقنا الدعوة: افتحها لإضافة الموعد إلى تقويمك.',
    eventTitle: 'استشارة لدى {{firm}}',
    rebook: 'حجز موعد آخر',
    modes: { office: 'في المكتب', phone: 'عبر الهاتف', video: 'عبر مكالمة فيديو' },
  },
  zh: {
    confirmedSubject: '预约已确认：{{date}}',
    reminderSubject: '提醒：您的预约在明天，{{date}}',
    cancelledSubject: '预约已取消：{{date}}',
    confirmed: '您关于{{area}}的首次咨询（{{mode}}）已预约在 {{date}}（西班牙时间）。',
    reminder: '提醒您：您关于{{area}}的咨询（{{mode}}）定于 {{date}}（西班牙时间）。',
    cancelled: '您 {{date}}（西班牙时间）的预约（{{mode}}）已取消。欢迎您随时重新预约。',
    firmCancelled: '非常抱歉，我们不得不取消您 {{date}}（西班牙时间）的预约（{{mode}}）。欢迎您重新预约或致电我们。',
    reasonLabel: '原因',
    yourTime: '按您所在的时区（{{zone}}）：{{date}}。',
    videoJoin: '请在预约时间通过此链接加入视频通话（无需安装任何软件）：',
    officeWhere: '我们在本所恭候您：',
    phoneCall: '我们将在预约时间致电 {{phone}}。',
    manage: '如无法出席，请通过此链接取消预约：',
    calendar: '邀请已附上：打开即可将预约添加到您的日历。',
    eventTitle: '{{firm}} 咨询',
    rebook: '重新预约',
    modes: { office: '到所面谈', phone: '电话咨询', video: '视频咨询' },
  },
  ru: {
    confirmedSubject: 'Запись подтверждена: {{date}}',
    reminderSubject: 'Напоминание: ваша консультация завтра, {{date}}',
    cancelledSubject: 'Запись отменена: {{date}}',
    confirmed: 'Вы записаны на первую консультацию ({{mode}}) по теме «{{area}}» на {{date}} (время в Испании).',
    reminder: 'Напоминаем о консультации ({{mode}}) по теме «{{area}}» {{date}} (время в Испании).',
    cancelled: 'Ваша запись ({{mode}}) на {{date}} (время в Испании) отменена. Вы можете записаться снова в удобное время.',
    firmCancelled: 'К сожалению, нам пришлось отменить вашу запись ({{mode}}) на {{date}} (время в Испании). Вы можете выбрать другое время или позвонить нам.',
    reasonLabel: 'Причина',
    yourTime: 'По вашему времени ({{zone}}): {{date}}.',
    videoJoin: 'В назначенное время подключитесь к видеозвонку по этой ссылке (ничего устанавливать не нужно):',
    officeWhere: 'Ждём вас в нашем бюро:',
    phoneCall: 'В назначенное время мы позвоним вам по номеру {{phone}}.',
    manage: 'Если вы не сможете прийти, отмените запись по этой ссылке:',
    calendar: 'Приглашение во вложении: откройте его, чтобы добавить встречу в календарь.',
    eventTitle: 'Консультация в {{firm}}',
    rebook: 'Записаться снова',
    modes: { office: 'в бюро', phone: 'по телефону', video: 'по видеосвязи' },
  },
};
