// What the visitor's acknowledgement says, in the seven languages of the site. The type makes a
// missing text in any language a type error (`deno check`, run by the function's tests).
export const LANGUAGES = ['es', 'en', 'de', 'fr', 'ar', 'zh', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface AckTexts {
  /** {{firm}}, {{reference}} */
  contactSubject: string;
  substitutionSubject: string;
  /**
   * Never the visitor's name: an acknowledgement goes to an address nobody confirmed, so it repeats
   * nothing the sender typed (otherwise the form mails anyone any text, from the firm).
   */
  greeting: string;
  colleagueGreeting: string;
  /** {{date}} */
  contactReceived: string;
  /** {{date}}, {{hearingDate}} */
  substitutionReceived: string;
  referenceLabel: string;
  nextTitle: string;
  contactNext: string;
  substitutionNext: string;
  urgent: string;
  officeTitle: string;
  phonesLabel: string;
  emailLabel: string;
  notYou: string;
  automatic: string;
}

export const ACK_TEXTS: Record<Language, AckTexts> = {
  es: {
    contactSubject: 'Hemos recibido su consulta — {{firm}} (ref. {{reference}})',
    substitutionSubject: 'Hemos recibido su solicitud de sustitución — {{firm}} (ref. {{reference}})',
    greeting: 'Estimado/a señor/a:',
    colleagueGreeting: 'Estimado/a compañero/a:',
    contactReceived: 'Le confirmamos que hemos recibido la consulta que nos envió desde nuestra web el {{date}}.',
    substitutionReceived: 'Le confirmamos que hemos recibido su solicitud de sustitución, enviada el {{date}}, para la vista del {{hearingDate}}.',
    referenceLabel: 'Referencia',
    nextTitle: 'Qué ocurre ahora',
    contactNext: 'Un abogado del despacho leerá su consulta y le contestará en un día laborable por la vía que eligió, para concertar la primera consulta.',
    substitutionNext: 'Comprobaremos nuestra disponibilidad y le confirmaremos en un día laborable, y siempre antes de la vista, si podemos asistir.',
    urgent: 'Si es urgente, llámenos en nuestro horario de atención.',
    officeTitle: 'Horario y contacto',
    phonesLabel: 'Teléfonos',
    emailLabel: 'Correo electrónico',
    notYou: 'Si usted no ha enviado esta solicitud, ignore este mensaje o escríbanos y borraremos los datos.',
    automatic: 'Este es un mensaje automático. Si responde a él, nos llegará su respuesta.',
  },
  en: {
    contactSubject: 'We have received your enquiry — {{firm}} (ref. {{reference}})',
    substitutionSubject: 'We have received your substitution request — {{firm}} (ref. {{reference}})',
    greeting: 'Dear Sir or Madam,',
    colleagueGreeting: 'Dear colleague,',
    contactReceived: 'This is to confirm that we have received the enquiry you sent through our website on {{date}}.',
    substitutionReceived: 'This is to confirm that we have received your substitution request, sent on {{date}}, for the hearing on {{hearingDate}}.',
    referenceLabel: 'Reference',
    nextTitle: 'What happens next',
    contactNext: 'One of our lawyers will read your enquiry and reply within one working day, by the means you chose, to arrange a first consultation.',
    substitutionNext: 'We will check our availability and confirm within one working day, and always before the hearing, whether we can attend.',
    urgent: 'If it is urgent, please call us during our office hours.',
    officeTitle: 'Office hours and contact',
    phonesLabel: 'Phone',
    emailLabel: 'E-mail',
    notYou: 'If you did not send this request, please ignore this message or write to us and we will delete the data.',
    automatic: 'This message was sent automatically. If you reply to it, your reply will reach us.',
  },
  de: {
    contactSubject: 'Wir haben Ihre Anfrage erhalten – {{firm}} (Az. {{reference}})',
    substitutionSubject: 'Wir haben Ihre Vertretungsanfrage erhalten – {{firm}} (Az. {{reference}})',
    greeting: 'Sehr geehrte Damen und Herren,',
    colleagueGreeting: 'Sehr geehrte Kollegin, sehr geehrter Kollege,',
    contactReceived: 'hiermit bestätigen wir, dass wir Ihre Anfrage vom {{date}} über unsere Website erhalten haben.',
    substitutionReceived: 'hiermit bestätigen wir den Eingang Ihrer Vertretungsanfrage vom {{date}} für die Verhandlung am {{hearingDate}}.',
    referenceLabel: 'Aktenzeichen',
    nextTitle: 'Wie es weitergeht',
    contactNext:
      'Eine Anwältin oder ein Anwalt unserer Kanzlei liest Ihre Anfrage und antwortet Ihnen innerhalb eines Werktags auf dem von Ihnen gewählten Weg, um das erste Beratungsgespräch zu vereinbaren.',
    substitutionNext:
      'Wir prüfen unsere Verfügbarkeit und teilen Ihnen innerhalb eines Werktags, in jedem Fall vor der Verhandlung, mit, ob wir den Termin wahrnehmen können.',
    urgent: 'Wenn es eilt, rufen Sie uns bitte während unserer Bürozeiten an.',
    officeTitle: 'Bürozeiten und Kontakt',
    phonesLabel: 'Telefon',
    emailLabel: 'E-Mail',
    notYou: 'Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie diese Nachricht oder schreiben Sie uns – wir löschen die Daten dann.',
    automatic: 'Diese Nachricht wurde automatisch versandt. Wenn Sie darauf antworten, erreicht uns Ihre Antwort.',
  },
  fr: {
    contactSubject: 'Nous avons bien reçu votre demande — {{firm}} (réf. {{reference}})',
    substitutionSubject: 'Nous avons bien reçu votre demande de substitution — {{firm}} (réf. {{reference}})',
    greeting: 'Madame, Monsieur,',
    colleagueGreeting: 'Cher confrère, chère consœur,',
    contactReceived: 'Nous vous confirmons la bonne réception de la demande que vous nous avez envoyée depuis notre site le {{date}}.',
    substitutionReceived: 'Nous vous confirmons la bonne réception de votre demande de substitution, envoyée le {{date}}, pour l’audience du {{hearingDate}}.',
    referenceLabel: 'Référence',
    nextTitle: 'Et maintenant ?',
    contactNext:
      'Un avocat du cabinet lira votre demande et vous répondra sous un jour ouvré, par le moyen que vous avez choisi, pour convenir d’une première consultation.',
    substitutionNext:
      'Nous vérifions nos disponibilités et vous confirmons sous un jour ouvré, et en tout cas avant l’audience, si nous pouvons nous présenter.',
    urgent: 'En cas d’urgence, appelez-nous pendant nos heures d’ouverture.',
    officeTitle: 'Horaires et contact',
    phonesLabel: 'Téléphone',
    emailLabel: 'E-mail',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message ou écrivez-nous et nous effacerons les données.',
    automatic: 'Ce message a été envoyé automatiquement. Si vous y répondez, votre réponse nous parviendra.',
  },
  ar: {
    contactSubject: 'تلقّينا استفسارك — {{firm}} (المرجع {{reference}})',
    substitutionSubject: 'تلقّينا طلب الإنابة — {{firm}} (المرجع {{reference}})',
    greeting: 'تحية طيبة وبعد،',
    colleagueGreeting: 'الزميل العزيز/الزميلة العزيزة،',
    contactReceived: 'نؤكد لك أننا تلقّينا الاستفسار الذي أرسلته عبر موقعنا بتاريخ {{date}}.',
    substitutionReceived: 'نؤكد لك أننا تلقّينا طلب الإنابة المرسَل بتاريخ {{date}} لجلسة {{hearingDate}}.',
    referenceLabel: 'المرجع',
    nextTitle: 'ماذا يحدث الآن',
    contactNext: 'سيقرأ أحد محامي المكتب استفسارك ويردّ عليك خلال يوم عمل واحد بالوسيلة التي اخترتها، لتحديد موعد الاستشارة الأولى.',
    substitutionNext: 'سنتحقق من توفّرنا ونؤكد لك خلال يوم عمل واحد، وقبل الجلسة في جميع الأحوال، ما إذا كان بإمكاننا الحضور.',
    urgent: 'إذا كان الأمر عاجلاً، فاتصل بنا خلال ساعات العمل.',
    officeTitle: 'ساعات العمل ووسائل التواصل',
    phonesLabel: 'الهاتف',
    emailLabel: 'البريد الإلكتروني',
    notYou: 'إذا لم تكن أنت من أرسل هذا الطلب، فتجاهل هذه الرسالة أو راسلنا وسنحذف البيانات.',
    automatic: 'أُرسلت هذه الرسالة تلقائياً. إذا رددت عليها فسيصلنا ردّك.',
  },
  zh: {
    contactSubject: '我们已收到您的咨询 — {{firm}}（编号 {{reference}}）',
    substitutionSubject: '我们已收到您的代理出庭请求 — {{firm}}（编号 {{reference}}）',
    greeting: '您好：',
    colleagueGreeting: '尊敬的同行，您好：',
    contactReceived: '特此确认，我们已收到您于 {{date}} 通过本所网站提交的咨询。',
    substitutionReceived: '特此确认，我们已收到您于 {{date}} 提交的代理出庭请求，涉及 {{hearingDate}} 的庭审。',
    referenceLabel: '编号',
    nextTitle: '接下来会怎样',
    contactNext: '本所律师将阅读您的咨询，并在一个工作日内通过您选择的方式回复您，安排首次咨询。',
    substitutionNext: '我们将核实本所的时间安排，并在一个工作日内（无论如何在庭审之前）确认能否出庭。',
    urgent: '如有急事，请在办公时间致电我们。',
    officeTitle: '办公时间与联系方式',
    phonesLabel: '电话',
    emailLabel: '电子邮件',
    notYou: '如果这不是您提交的请求，请忽略本邮件，或写信告知我们，我们将删除相关数据。',
    automatic: '本邮件由系统自动发送。您直接回复，我们即可收到。',
  },
  ru: {
    contactSubject: 'Мы получили ваше обращение — {{firm}} (номер {{reference}})',
    substitutionSubject: 'Мы получили вашу просьбу о замене — {{firm}} (номер {{reference}})',
    greeting: 'Здравствуйте!',
    colleagueGreeting: 'Уважаемый коллега!',
    contactReceived: 'Подтверждаем, что получили обращение, которое вы отправили через наш сайт {{date}}.',
    substitutionReceived: 'Подтверждаем, что получили вашу просьбу о замене, отправленную {{date}}, на заседание {{hearingDate}}.',
    referenceLabel: 'Номер обращения',
    nextTitle: 'Что дальше',
    contactNext:
      'Юрист нашего бюро прочитает ваше обращение и в течение одного рабочего дня ответит вам выбранным вами способом, чтобы договориться о первой консультации.',
    substitutionNext: 'Мы проверим свою занятость и в течение одного рабочего дня — и в любом случае до заседания — сообщим, сможем ли выступить.',
    urgent: 'Если дело срочное, позвоните нам в часы работы.',
    officeTitle: 'Часы работы и контакты',
    phonesLabel: 'Телефон',
    emailLabel: 'Эл. почта',
    notYou: 'Если вы не отправляли это обращение, просто проигнорируйте письмо или напишите нам, и мы удалим данные.',
    automatic: 'Это письмо отправлено автоматически. Если вы на него ответите, ваш ответ дойдёт до нас.',
  },
};
