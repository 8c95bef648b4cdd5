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
  /** {{date}} the new time */
  movedSubject: string;
  declinedSubject: string;
  /** Moved by the visitor: {{mode}}, {{area}}, {{date}} (new), {{previous}} (old), office time */
  moved: string;
  /** Moved by the firm, the reason follows: the same values */
  firmMoved: string;
  /** The firm cannot take it (a conflict of interest, a matter outside its areas), the reason follows */
  declined: string;
  /** {{date}} in the visitor's own time zone, {{zone}} its name */
  yourTime: string;
  videoJoin: string;
  officeWhere: string;
  /** {{phone}} */
  phoneCall: string;
  manage: string;
  manageLink: string;
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
    movedSubject: 'Cita cambiada: {{date}}',
    declinedSubject: 'No podemos atender su cita del {{date}}',
    moved: 'Como nos pidió, su consulta ({{mode}}) sobre {{area}} pasa al {{date}} (hora de España). La hora anterior, el {{previous}}, queda libre.',
    firmMoved:
      'Hemos tenido que cambiar la hora de su consulta ({{mode}}) sobre {{area}}: ahora es el {{date}} (hora de España), en lugar del {{previous}}. Si no le viene bien, elija otra hora o anule la cita desde el enlace de abajo.',
    declined:
      'Lo sentimos: no podemos atender la consulta ({{mode}}) que reservó para el {{date}} (hora de España). Le indicamos el motivo; si tiene cualquier duda, llámenos.',
    yourTime: 'En su zona horaria ({{zone}}): {{date}}.',
    videoJoin: 'Entre en la videollamada desde este enlace a la hora de la cita (no hay que instalar nada):',
    officeWhere: 'Le esperamos en nuestro despacho:',
    phoneCall: 'Le llamaremos al {{phone}} a la hora de la cita.',
    manage: 'Si no puede asistir, cambie la hora o anule la cita desde este enlace:',
    manageLink: 'Cambiar o anular la cita',
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
    firmCancelled:
      'We are sorry: we have had to cancel your appointment ({{mode}}) on {{date}} (Spanish time). You are welcome to book another time or call us.',
    reasonLabel: 'Reason',
    movedSubject: 'Appointment moved: {{date}}',
    declinedSubject: 'We cannot take your appointment on {{date}}',
    moved:
      'As you asked, your consultation ({{mode}}) about {{area}} has moved to {{date}} (Spanish time). The previous time, {{previous}}, has been released.',
    firmMoved:
      'We have had to move your consultation ({{mode}}) about {{area}}: it is now on {{date}} (Spanish time) instead of {{previous}}. If the new time does not suit you, choose another one or cancel from the link below.',
    declined:
      'We are sorry: we are unable to take the consultation ({{mode}}) you booked for {{date}} (Spanish time). The reason is below; please call us if you have any questions.',
    yourTime: 'In your time zone ({{zone}}): {{date}}.',
    videoJoin: 'Join the video call from this link at the time of the appointment (nothing to install):',
    officeWhere: 'We look forward to seeing you at our office:',
    phoneCall: 'We will call you on {{phone}} at the time of the appointment.',
    manage: 'If you cannot make it, change the time or cancel from this link:',
    manageLink: 'Change or cancel the appointment',
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
    firmCancelled:
      'Es tut uns leid: Wir mussten Ihren Termin ({{mode}}) am {{date}} (spanische Zeit) absagen. Gern können Sie einen neuen Termin buchen oder uns anrufen.',
    reasonLabel: 'Grund',
    movedSubject: 'Termin verschoben: {{date}}',
    declinedSubject: 'Ihren Termin am {{date}} können wir leider nicht wahrnehmen',
    moved:
      'Wie gewünscht ist Ihr Beratungsgespräch ({{mode}}) zum Thema {{area}} auf {{date}} (spanische Zeit) verschoben. Der bisherige Termin am {{previous}} ist wieder frei.',
    firmMoved:
      'Wir mussten Ihr Beratungsgespräch ({{mode}}) zum Thema {{area}} leider verlegen: Es findet jetzt am {{date}} (spanische Zeit) statt, statt am {{previous}}. Passt Ihnen der neue Termin nicht, wählen Sie über den Link unten eine andere Zeit oder sagen Sie ab.',
    declined:
      'Es tut uns leid: Das Beratungsgespräch ({{mode}}), das Sie für {{date}} (spanische Zeit) gebucht haben, können wir nicht übernehmen. Den Grund finden Sie unten; bei Fragen rufen Sie uns gern an.',
    yourTime: 'In Ihrer Zeitzone ({{zone}}): {{date}}.',
    videoJoin: 'Nehmen Sie zur Terminzeit über diesen Link an der Videokonferenz teil (keine Installation nötig):',
    officeWhere: 'Wir erwarten Sie in unserer Kanzlei:',
    phoneCall: 'Wir rufen Sie zur Terminzeit unter {{phone}} an.',
    manage: 'Falls Sie verhindert sind, verschieben oder stornieren Sie den Termin bitte über diesen Link:',
    manageLink: 'Termin verschieben oder stornieren',
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
    firmCancelled:
      'Nous sommes désolés : nous avons dû annuler votre rendez-vous ({{mode}}) du {{date}} (heure espagnole). Vous pouvez réserver un autre créneau ou nous appeler.',
    reasonLabel: 'Motif',
    movedSubject: 'Rendez-vous déplacé : {{date}}',
    declinedSubject: 'Nous ne pouvons pas assurer votre rendez-vous du {{date}}',
    moved:
      'Comme vous l’avez demandé, votre consultation ({{mode}}) en {{area}} est déplacée au {{date}} (heure espagnole). L’ancien créneau, le {{previous}}, est libéré.',
    firmMoved:
      'Nous avons dû déplacer votre consultation ({{mode}}) en {{area}} : elle aura lieu le {{date}} (heure espagnole) au lieu du {{previous}}. Si ce nouvel horaire ne vous convient pas, choisissez-en un autre ou annulez depuis le lien ci-dessous.',
    declined:
      'Nous sommes désolés : nous ne pouvons pas assurer la consultation ({{mode}}) que vous avez réservée pour le {{date}} (heure espagnole). Vous trouverez le motif ci-dessous ; appelez-nous pour toute question.',
    yourTime: 'Dans votre fuseau horaire ({{zone}}) : {{date}}.',
    videoJoin: 'Rejoignez la visioconférence depuis ce lien à l’heure du rendez-vous (rien à installer) :',
    officeWhere: 'Nous vous attendons à notre cabinet :',
    phoneCall: 'Nous vous appellerons au {{phone}} à l’heure du rendez-vous.',
    manage: 'Si vous ne pouvez pas venir, changez l’horaire ou annulez le rendez-vous depuis ce lien :',
    manageLink: 'Modifier ou annuler le rendez-vous',
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
    movedSubject: 'تم تغيير موعدك: {{date}}',
    declinedSubject: 'نعتذر عن عدم إمكانية إجراء موعدك في {{date}}',
    moved: 'بناءً على طلبك، نُقلت استشارتك ({{mode}}) بشأن {{area}} إلى {{date}} (بتوقيت إسبانيا)، وأصبح الموعد السابق في {{previous}} متاحًا.',
    firmMoved:
      'اضطررنا إلى تغيير موعد استشارتك ({{mode}}) بشأن {{area}}: أصبح الموعد في {{date}} (بتوقيت إسبانيا) بدلًا من {{previous}}. إذا لم يناسبك الموعد الجديد، فاختر موعدًا آخر أو ألغِ الموعد من الرابط أدناه.',
    declined:
      'نأسف لعدم تمكّننا من إجراء الاستشارة ({{mode}}) التي حجزتها في {{date}} (بتوقيت إسبانيا). تجد السبب أدناه، ويسعدنا الرد على استفساراتك عبر الهاتف.',
    yourTime: 'بتوقيتك المحلي ({{zone}}): {{date}}.',
    videoJoin: 'انضم إلى مكالمة الفيديو من هذا الرابط في وقت الموعد (لا حاجة إلى تثبيت أي برنامج):',
    officeWhere: 'ننتظرك في مكتبنا:',
    phoneCall: 'سنتصل بك على الرقم {{phone}} في وقت الموعد.',
    manage: 'إذا تعذّر عليك الحضور، فغيّر الموعد أو ألغِه من هذا الرابط:',
    manageLink: 'تغيير الموعد أو إلغاؤه',
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
    movedSubject: '预约已改期：{{date}}',
    declinedSubject: '很抱歉，我们无法受理您 {{date}} 的预约',
    moved: '按照您的要求，您关于{{area}}的咨询（{{mode}}）已改至 {{date}}（西班牙时间），原定的 {{previous}} 已释放。',
    firmMoved:
      '我们不得不调整您关于{{area}}的咨询（{{mode}}）时间：现改为 {{date}}（西班牙时间），原定为 {{previous}}。如新时间不合适，请通过下方链接另选时间或取消预约。',
    declined: '非常抱歉，我们无法受理您预约在 {{date}}（西班牙时间）的咨询（{{mode}}）。原因见下文；如有疑问，欢迎致电我们。',
    yourTime: '按您所在的时区（{{zone}}）：{{date}}。',
    videoJoin: '请在预约时间通过此链接加入视频通话（无需安装任何软件）：',
    officeWhere: '我们在本所恭候您：',
    phoneCall: '我们将在预约时间致电 {{phone}}。',
    manage: '如无法出席，请通过此链接改期或取消预约：',
    manageLink: '改期或取消预约',
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
    movedSubject: 'Запись перенесена: {{date}}',
    declinedSubject: 'К сожалению, мы не можем провести консультацию {{date}}',
    moved: 'По вашей просьбе консультация ({{mode}}) по теме «{{area}}» перенесена на {{date}} (время в Испании). Прежнее время, {{previous}}, освобождено.',
    firmMoved:
      'Нам пришлось перенести вашу консультацию ({{mode}}) по теме «{{area}}»: теперь она состоится {{date}} (время в Испании) вместо {{previous}}. Если новое время вам не подходит, выберите другое или отмените запись по ссылке ниже.',
    declined:
      'К сожалению, мы не можем провести консультацию ({{mode}}), на которую вы записались на {{date}} (время в Испании). Причину вы найдёте ниже; если у вас есть вопросы, позвоните нам.',
    yourTime: 'По вашему времени ({{zone}}): {{date}}.',
    videoJoin: 'В назначенное время подключитесь к видеозвонку по этой ссылке (ничего устанавливать не нужно):',
    officeWhere: 'Ждём вас в нашем бюро:',
    phoneCall: 'В назначенное время мы позвоним вам по номеру {{phone}}.',
    manage: 'Если вы не сможете прийти, перенесите или отмените запись по этой ссылке:',
    manageLink: 'Перенести или отменить запись',
    calendar: 'Приглашение во вложении: откройте его, чтобы добавить встречу в календарь.',
    eventTitle: 'Консультация в {{firm}}',
    rebook: 'Записаться снова',
    modes: { office: 'в бюро', phone: 'по телефону', video: 'по видеосвязи' },
  },
};
