-- Local development data (applied once, on the first start of local-supabase; never on hosted).
-- No users here: local-supabase creates the local admin itself (see local-supabase/README.md).
-- Blog content is Markdown. Texts avoid promises of results and success rates (bar ethics rules).

-- Languages: all seven active, Spanish the default.
insert into public.language_settings (language_code, language_name, is_active, is_default) values
  ('es', 'Español', true, true),
  ('en', 'English', true, false),
  ('de', 'Deutsch', true, false),
  ('fr', 'Français', true, false),
  ('ar', 'العربية', true, false),
  ('zh', '中文', true, false),
  ('ru', 'Русский', true, false)
on conflict (language_code) do nothing;

-- Blog posts: nine, in all seven languages; four featured on the home page, one hidden draft,
-- one showing additional categories.

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$comprar-vivienda-denia-extranjero$txt$,
  $txt$Inmobiliario$txt$,
  '{}'::text[],
  false,
  false,
  false,
  date '2026-10-02',
  null,
  $txt$Comprar una vivienda en Dénia siendo extranjero: pasos y precauciones$txt$,
  $txt$NIE, nota simple, arras, notaría y registro: qué comprobar antes de firmar para que la casa de sus sueños no traiga sorpresas.$txt$,
  $txt$Cada año muchas familias de toda Europa eligen Dénia y la Marina Alta para vivir o pasar temporadas. Comprar en España es seguro si se siguen unos pasos en orden.

## 1. Antes de buscar
Solicite su **NIE** (número de identidad de extranjero) y abra una cuenta en un banco español: los necesitará para firmar y pagar impuestos.

## 2. Antes de comprometerse
- Pida una **nota simple** del Registro de la Propiedad: titular, cargas e hipotecas.
- Compruebe que el IBI y las cuotas de la comunidad están al día.
- Verifique la situación urbanística: licencia, cédula o licencia de ocupación y ausencia de expedientes de infracción, algo especialmente importante en viviendas de campo o ampliadas.

## 3. El contrato de arras
Es habitual entregar una señal. En las **arras penitenciales** (art. 1454 del Código Civil), si el comprador desiste pierde la señal y si desiste el vendedor la devuelve duplicada. Lea bien qué tipo de arras firma.

## 4. Notaría, impuestos y registro
La compraventa se firma en escritura pública ante notario. En segunda mano se paga el Impuesto de Transmisiones Patrimoniales; en obra nueva, IVA y Actos Jurídicos Documentados. Si el vendedor no es residente, el comprador debe retener el 3 % del precio e ingresarlo a Hacienda. Por último, inscriba la escritura en el Registro de la Propiedad.

Le acompañamos en todo el proceso, en su idioma.$txt$,
  $txt$Buying a home in Dénia as a foreigner: steps and precautions$txt$,
  $txt$NIE, land registry extract, deposit contract, notary and registration: what to check before signing so your dream home brings no surprises.$txt$,
  $txt$Every year many families from all over Europe choose Dénia and the Marina Alta to live in or to spend long stays. Buying in Spain is safe if you follow a few steps in the right order.

## 1. Before you start looking
Apply for your **NIE** (foreigner identification number) and open an account with a Spanish bank: you will need both to sign and to pay taxes.

## 2. Before you commit
- Ask for a **nota simple** from the Land Registry: owner, charges and mortgages.
- Check that the property tax (IBI) and community fees are paid up.
- Verify the planning status: building licence, occupancy licence and no open infringement proceedings — especially important for country houses or extended properties.

## 3. The deposit contract (arras)
A deposit is usually paid. Under **arras penitenciales** (art. 1454 of the Civil Code), a buyer who withdraws loses the deposit and a seller who withdraws must return it doubled. Read carefully which kind of arras you sign.

## 4. Notary, taxes and registration
The sale is signed as a public deed before a notary. Resale homes pay Transfer Tax (ITP); new builds pay VAT and Stamp Duty (AJD). If the seller is non-resident, the buyer must withhold 3% of the price and pay it to the tax office. Finally, register the deed at the Land Registry.

We guide you through the whole process, in your language.$txt$,
  $txt$Acheter un logement à Dénia quand on est étranger : étapes et précautions$txt$,
  $txt$NIE, extrait du registre foncier, contrat d'arrhes, notaire et inscription : ce qu'il faut vérifier avant de signer pour que la maison de vos rêves ne réserve aucune surprise.$txt$,
  $txt$Chaque année, de nombreuses familles venues de toute l'Europe choisissent Dénia et la Marina Alta pour y vivre ou y séjourner longuement. Acheter en Espagne est sûr si l'on suit quelques étapes dans le bon ordre.

## 1. Avant de chercher
Demandez votre **NIE** (numéro d'identification des étrangers) et ouvrez un compte dans une banque espagnole : vous en aurez besoin pour signer et pour payer les impôts.

## 2. Avant de vous engager
- Demandez une **nota simple** au Registre de la propriété : propriétaire, charges et hypothèques.
- Vérifiez que la taxe foncière (IBI) et les charges de copropriété sont à jour.
- Contrôlez la situation urbanistique : permis de construire, certificat d'occupation et absence de procédure pour infraction, point essentiel pour les maisons de campagne ou agrandies.

## 3. Le contrat d'arrhes (arras)
Il est courant de verser un acompte. Avec les **arras penitenciales** (art. 1454 du Code civil), l'acheteur qui se désiste perd l'acompte et le vendeur qui se désiste le restitue au double. Lisez bien le type d'arras que vous signez.

## 4. Notaire, impôts et registre
La vente est signée par acte authentique devant notaire. L'ancien est soumis à l'impôt sur les transmissions patrimoniales (ITP) ; le neuf, à la TVA et aux droits d'actes juridiques documentés (AJD). Si le vendeur n'est pas résident, l'acheteur doit retenir 3 % du prix et les verser au fisc. Enfin, faites inscrire l'acte au Registre de la propriété.

Nous vous accompagnons tout au long du processus, dans votre langue.$txt$,
  $txt$Immobilienkauf in Dénia als Ausländer: Schritte und Vorsichtsmaßnahmen$txt$,
  $txt$NIE, Grundbuchauszug, Anzahlungsvertrag, Notar und Eintragung: Was Sie vor der Unterschrift prüfen sollten, damit Ihr Traumhaus keine Überraschungen bringt.$txt$,
  $txt$Jedes Jahr entscheiden sich viele Familien aus ganz Europa für Dénia und die Marina Alta als Wohnort oder für längere Aufenthalte. Ein Kauf in Spanien ist sicher, wenn man einige Schritte in der richtigen Reihenfolge geht.

## 1. Bevor Sie suchen
Beantragen Sie Ihre **NIE** (Ausländeridentifikationsnummer) und eröffnen Sie ein Konto bei einer spanischen Bank: Beides brauchen Sie für die Unterschrift und die Steuern.

## 2. Bevor Sie sich binden
- Fordern Sie eine **nota simple** beim Grundbuchamt an: Eigentümer, Lasten und Hypotheken.
- Prüfen Sie, ob Grundsteuer (IBI) und Gemeinschaftsbeiträge bezahlt sind.
- Klären Sie die baurechtliche Lage: Baugenehmigung, Bezugsgenehmigung und keine offenen Verfahren wegen Bauverstößen – besonders wichtig bei Landhäusern oder erweiterten Gebäuden.

## 3. Der Anzahlungsvertrag (arras)
Üblich ist eine Anzahlung. Bei **arras penitenciales** (Art. 1454 Código Civil) verliert der Käufer die Anzahlung, wenn er zurücktritt; tritt der Verkäufer zurück, zahlt er sie doppelt zurück. Achten Sie genau darauf, welche Art von arras Sie unterschreiben.

## 4. Notar, Steuern und Grundbuch
Der Kauf wird als öffentliche Urkunde vor dem Notar unterzeichnet. Bei Bestandsimmobilien fällt die Grunderwerbsteuer (ITP) an, bei Neubauten Mehrwertsteuer und Stempelsteuer (AJD). Ist der Verkäufer nicht in Spanien ansässig, muss der Käufer 3 % des Preises einbehalten und an das Finanzamt abführen. Zuletzt wird die Urkunde im Grundbuch eingetragen.

Wir begleiten Sie durch den gesamten Ablauf – in Ihrer Sprache.$txt$,
  $txt$شراء منزل في دينيا كأجنبي: الخطوات والاحتياطات$txt$,
  $txt$رقم NIE، ومستخرج السجل العقاري، وعقد العربون، والكاتب العدل، والتسجيل: ما يجب التحقق منه قبل التوقيع حتى لا يحمل لك منزل أحلامك أي مفاجآت.$txt$,
  $txt$تختار عائلات كثيرة من أنحاء أوروبا كل عام مدينة دينيا ومنطقة مارينا ألتا للعيش أو لقضاء فترات طويلة. الشراء في إسبانيا آمن إذا اتُّبعت بعض الخطوات بالترتيب الصحيح.

## 1. قبل البحث
اطلب **رقم NIE** (رقم تعريف الأجانب) وافتح حسابًا في بنك إسباني، فستحتاج إليهما للتوقيع ولدفع الضرائب.

## 2. قبل الالتزام
- اطلب **"نوتا سيمبلي"** من سجل الملكية العقارية: المالك والأعباء والرهون.
- تأكد من سداد ضريبة العقار (IBI) ورسوم جمعية الملاك.
- تحقق من الوضع العمراني: رخصة البناء ورخصة السكن وعدم وجود إجراءات مخالفات، وهو أمر مهم خاصة في البيوت الريفية أو التي جرى توسيعها.

## 3. عقد العربون (arras)
جرت العادة على دفع عربون. في **العربون القابل للعدول** (المادة 1454 من القانون المدني) يخسر المشتري العربون إذا عدل عن الشراء، ويردّه البائع مضاعفًا إذا عدل هو. اقرأ جيدًا نوع العربون الذي توقّع عليه.

## 4. الكاتب العدل والضرائب والتسجيل
يوقَّع البيع في عقد رسمي أمام الكاتب العدل. تُدفع ضريبة نقل الملكية (ITP) على المساكن المستعملة، وضريبة القيمة المضافة ورسم الوثائق القانونية (AJD) على المساكن الجديدة. وإذا كان البائع غير مقيم، وجب على المشتري اقتطاع 3٪ من الثمن وتوريدها إلى مصلحة الضرائب. وأخيرًا، سجّل العقد في سجل الملكية العقارية.

نرافقك في جميع مراحل العملية وبلغتك.$txt$,
  $txt$外国人在德尼亚购房：步骤与注意事项$txt$,
  $txt$外国人身份号码（NIE）、产权登记摘要、定金合同、公证与登记：签字前需要核实的事项，让您的理想住宅不带来意外。$txt$,
  $txt$每年都有许多来自欧洲各地的家庭选择在德尼亚和上滨海地区（Marina Alta）定居或长期度假。只要按正确顺序完成几个步骤，在西班牙购房是安全的。

## 1. 看房之前
申请您的 **NIE**（外国人身份号码），并在西班牙银行开立账户：签约和缴税都需要用到。

## 2. 做出承诺之前
- 向产权登记处申请一份 **nota simple**（登记摘要）：所有人、负担和抵押情况。
- 核实房产税（IBI）和业主共同体费用已缴清。
- 核查城市规划状况：建筑许可、入住许可以及是否存在违章处罚程序——这对乡村住宅或扩建过的房屋尤其重要。

## 3. 定金合同（arras）
通常需要支付一笔定金。在**可撤回定金**（《民法典》第1454条）的情况下，买方反悔将失去定金，卖方反悔则须双倍返还。请仔细确认您所签署的定金类型。

## 4. 公证、税费与登记
买卖须在公证人面前以公证书形式签署。二手房缴纳财产转让税（ITP）；新房缴纳增值税和文书印花税（AJD）。如果卖方是非居民，买方必须预扣房价的3%并缴纳给税务机关。最后，将公证书在产权登记处办理登记。

我们用您的语言全程陪伴您。$txt$,
  $txt$Покупка жилья в Дении иностранцем: шаги и меры предосторожности$txt$,
  $txt$NIE, выписка из реестра, договор задатка, нотариус и регистрация: что проверить до подписания, чтобы дом мечты не преподнёс сюрпризов.$txt$,
  $txt$Каждый год многие семьи со всей Европы выбирают Дению и Марина-Альту для жизни или долгого отдыха. Покупка в Испании безопасна, если пройти несколько шагов в правильном порядке.

## 1. До начала поисков
Получите **NIE** (идентификационный номер иностранца) и откройте счёт в испанском банке: они понадобятся для подписания сделки и уплаты налогов.

## 2. До принятия обязательств
- Запросите **nota simple** в Реестре собственности: владелец, обременения и ипотеки.
- Убедитесь, что налог на недвижимость (IBI) и взносы в сообщество собственников оплачены.
- Проверьте градостроительный статус: разрешение на строительство, разрешение на заселение и отсутствие дел о нарушениях — особенно важно для загородных домов и перестроенных объектов.

## 3. Договор задатка (arras)
Обычно вносится задаток. При **arras penitenciales** (ст. 1454 Гражданского кодекса) покупатель, отказавшийся от сделки, теряет задаток, а продавец, отказавшийся от неё, возвращает его в двойном размере. Внимательно проверьте, какой вид задатка вы подписываете.

## 4. Нотариус, налоги и регистрация
Сделка оформляется публичным актом у нотариуса. Вторичное жильё облагается налогом на передачу имущества (ITP), новостройки — НДС и гербовым сбором (AJD). Если продавец — нерезидент, покупатель обязан удержать 3 % цены и перечислить их в налоговую. В завершение зарегистрируйте акт в Реестре собственности.

Мы сопровождаем вас на всех этапах — на вашем языке.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$herencias-extranjeros-espana-reglamento-europeo$txt$,
  $txt$Herencias$txt$,
  '{}'::text[],
  false,
  false,
  true,
  date '2026-09-18',
  null,
  $txt$Herencias de extranjeros en España: qué ley se aplica y cómo prepararse$txt$,
  $txt$El Reglamento europeo de sucesiones, el testamento español y los plazos del Impuesto de Sucesiones explicados con claridad.$txt$,
  $txt$Si usted es extranjero y tiene bienes en España, conviene saber qué ley regirá su herencia y cómo evitar trámites largos a su familia.

## La regla general
Desde el 17 de agosto de 2015 se aplica el **Reglamento (UE) 650/2012**: la sucesión se rige por la ley del país de **residencia habitual** del fallecido en el momento de su muerte. Quien vive en Dénia, en principio, hereda conforme a la ley española.

## Elegir la ley de su nacionalidad
El Reglamento permite elegir en testamento la ley de su **nacionalidad** (*professio iuris*). Para muchos británicos, alemanes o neerlandeses esto significa mantener las reglas de su país.

## Un testamento español
Otorgar testamento ante notario en España para los bienes situados aquí agiliza mucho la aceptación: queda inscrito en el Registro General de Actos de Última Voluntad y evita traducciones y legalizaciones de documentos extranjeros. Debe coordinarse con el testamento de su país para que uno no revoque al otro.

## El Impuesto de Sucesiones
Los herederos deben presentarlo en **seis meses** desde el fallecimiento, prorrogables otros seis si se solicita dentro de los cinco primeros. La Comunitat Valenciana aplica bonificaciones importantes para cónyuges, hijos y padres.

Revisamos su situación y redactamos con usted un plan sucesorio claro.$txt$,
  $txt$Inheritance for foreigners in Spain: which law applies and how to prepare$txt$,
  $txt$The European Succession Regulation, the Spanish will and the inheritance tax deadlines, clearly explained.$txt$,
  $txt$If you are a foreign national with assets in Spain, it pays to know which law will govern your estate and how to spare your family lengthy formalities.

## The general rule
Since 17 August 2015 **Regulation (EU) 650/2012** applies: succession is governed by the law of the country of the deceased's **habitual residence** at the time of death. If you live in Dénia, your estate is in principle governed by Spanish law.

## Choosing the law of your nationality
The Regulation lets you choose in your will the law of your **nationality** (*professio iuris*). For many British, German or Dutch nationals this means keeping their own country's rules.

## A Spanish will
Making a will before a Spanish notary for your assets here speeds up the acceptance of the estate a great deal: it is recorded in the General Register of Wills and avoids translating and legalising foreign documents. It must be coordinated with the will in your home country so that one does not revoke the other.

## Inheritance tax
Heirs must file the return within **six months** of the death, extendable by six more if requested within the first five. The Valencian Community applies substantial reliefs for spouses, children and parents.

We review your situation and draw up a clear estate plan with you.$txt$,
  $txt$Successions des étrangers en Espagne : quelle loi s'applique et comment s'y préparer$txt$,
  $txt$Le règlement européen sur les successions, le testament espagnol et les délais de l'impôt sur les successions expliqués simplement.$txt$,
  $txt$Si vous êtes étranger et possédez des biens en Espagne, il est utile de savoir quelle loi régira votre succession et comment épargner à votre famille de longues démarches.

## La règle générale
Depuis le 17 août 2015 s'applique le **règlement (UE) n° 650/2012** : la succession est régie par la loi du pays de **résidence habituelle** du défunt au moment du décès. Si vous vivez à Dénia, votre succession relève en principe du droit espagnol.

## Choisir la loi de sa nationalité
Le règlement permet de choisir dans son testament la loi de sa **nationalité** (*professio juris*). Pour de nombreux Français, Belges ou Suisses, cela permet de conserver les règles de leur pays.

## Un testament espagnol
Un testament authentique devant un notaire espagnol pour les biens situés ici accélère beaucoup l'acceptation de la succession : il est inscrit au Registre général des actes de dernière volonté et évite traductions et légalisations de documents étrangers. Il doit être coordonné avec le testament établi dans votre pays afin que l'un ne révoque pas l'autre.

## L'impôt sur les successions
Les héritiers doivent déposer la déclaration dans un délai de **six mois** à compter du décès, prorogeable de six mois supplémentaires sur demande formée dans les cinq premiers mois. La Communauté valencienne accorde d'importants abattements aux conjoints, enfants et parents.

Nous étudions votre situation et préparons avec vous une planification successorale claire.$txt$,
  $txt$Erbschaften von Ausländern in Spanien: welches Recht gilt und wie man vorsorgt$txt$,
  $txt$Die Europäische Erbrechtsverordnung, das spanische Testament und die Fristen der Erbschaftsteuer verständlich erklärt.$txt$,
  $txt$Wenn Sie Ausländer sind und Vermögen in Spanien besitzen, sollten Sie wissen, welches Recht für Ihren Nachlass gilt und wie Sie Ihrer Familie langwierige Formalitäten ersparen.

## Die Grundregel
Seit dem 17. August 2015 gilt die **Verordnung (EU) Nr. 650/2012**: Maßgeblich ist das Recht des Staates, in dem der Verstorbene im Zeitpunkt des Todes seinen **gewöhnlichen Aufenthalt** hatte. Wer in Dénia lebt, wird grundsätzlich nach spanischem Recht beerbt.

## Das Recht der Staatsangehörigkeit wählen
Die Verordnung erlaubt es, im Testament das Recht der eigenen **Staatsangehörigkeit** zu wählen (*professio iuris*). Für viele Deutsche, Briten oder Niederländer bedeutet das, die Regeln ihres Heimatlandes beizubehalten.

## Ein spanisches Testament
Ein notarielles Testament in Spanien für das hiesige Vermögen beschleunigt die Annahme der Erbschaft erheblich: Es wird im Zentralen Testamentsregister erfasst und erspart Übersetzungen und Beglaubigungen ausländischer Urkunden. Es muss mit dem Testament im Heimatland abgestimmt werden, damit das eine das andere nicht widerruft.

## Die Erbschaftsteuer
Die Erben müssen die Erklärung innerhalb von **sechs Monaten** nach dem Todesfall abgeben; auf Antrag innerhalb der ersten fünf Monate verlängert sich die Frist um weitere sechs. Die Comunitat Valenciana gewährt Ehegatten, Kindern und Eltern erhebliche Vergünstigungen.

Wir prüfen Ihre Situation und erstellen mit Ihnen eine klare Nachlassplanung.$txt$,
  $txt$ميراث الأجانب في إسبانيا: أي قانون يُطبَّق وكيف تستعد$txt$,
  $txt$شرح واضح للائحة الأوروبية للمواريث والوصية الإسبانية ومواعيد ضريبة التركات.$txt$,
  $txt$إذا كنت أجنبيًا وتملك أموالًا في إسبانيا، فمن المفيد أن تعرف أي قانون سيحكم تركتك وكيف تُجنّب عائلتك إجراءات طويلة.

## القاعدة العامة
منذ 17 أغسطس 2015 تُطبَّق **اللائحة الأوروبية رقم 650/2012**: يخضع الميراث لقانون بلد **الإقامة المعتادة** للمتوفى وقت وفاته. فمن يعيش في دينيا تخضع تركته مبدئيًا للقانون الإسباني.

## اختيار قانون الجنسية
تسمح اللائحة باختيار قانون **الجنسية** في الوصية. ويعني ذلك لكثير من الرعايا الأجانب الإبقاء على قواعد بلدهم الأصلي.

## وصية إسبانية
إن تحرير وصية أمام كاتب عدل في إسبانيا بشأن الأموال الموجودة فيها يسرّع قبول التركة كثيرًا، إذ تُقيَّد في السجل العام لوصايا آخر الإرادة، وتُغني عن ترجمة الوثائق الأجنبية وتصديقها. ويجب تنسيقها مع الوصية المحررة في بلدك حتى لا تُلغي إحداهما الأخرى.

## ضريبة التركات
يجب على الورثة تقديم الإقرار خلال **ستة أشهر** من تاريخ الوفاة، ويمكن تمديدها ستة أشهر أخرى إذا طُلب ذلك خلال الأشهر الخمسة الأولى. وتطبّق منطقة فالنسيا تخفيضات مهمة للأزواج والأبناء والآباء.

ندرس وضعك ونُعدّ معك خطة واضحة لتوزيع تركتك.$txt$,
  $txt$外国人在西班牙的继承：适用哪国法律以及如何提前准备$txt$,
  $txt$清晰解读欧盟继承条例、西班牙遗嘱以及继承税申报期限。$txt$,
  $txt$如果您是外国人并在西班牙拥有财产，了解您的遗产适用哪国法律、如何让家人免于繁琐手续，十分必要。

## 一般规则
自2015年8月17日起适用**欧盟第650/2012号条例**：继承适用被继承人死亡时**惯常居所**所在国的法律。居住在德尼亚的人，原则上适用西班牙法律。

## 选择本国法律
该条例允许在遗嘱中选择适用本人**国籍国**的法律（法律选择）。对许多外国公民而言，这意味着可以继续适用其本国的继承规则。

## 订立西班牙遗嘱
就位于西班牙的财产在西班牙公证人面前订立遗嘱，可大大加快遗产接受程序：遗嘱会登记在遗嘱总登记处，并免去外国文件的翻译和认证。该遗嘱须与您在本国订立的遗嘱相协调，避免互相撤销。

## 继承税
继承人须在被继承人死亡之日起**六个月**内申报，如在前五个月内提出申请，可再延长六个月。瓦伦西亚自治区对配偶、子女和父母给予重要的税收优惠。

我们将分析您的情况，与您一起制定清晰的遗产规划。$txt$,
  $txt$Наследство иностранцев в Испании: какое право применяется и как подготовиться$txt$,
  $txt$Европейский регламент о наследовании, испанское завещание и сроки налога на наследство — просто и понятно.$txt$,
  $txt$Если вы иностранец и владеете имуществом в Испании, полезно знать, каким правом будет регулироваться ваше наследство и как избавить семью от долгих формальностей.

## Общее правило
С 17 августа 2015 года действует **Регламент (ЕС) № 650/2012**: наследование регулируется правом страны **обычного проживания** наследодателя на момент смерти. Тот, кто живёт в Дении, в принципе наследуется по испанскому праву.

## Выбор права гражданства
Регламент позволяет выбрать в завещании право своего **гражданства** (*professio iuris*). Для многих иностранцев это означает сохранить правила своей страны.

## Испанское завещание
Завещание у испанского нотариуса в отношении находящегося здесь имущества значительно ускоряет принятие наследства: оно вносится в Генеральный реестр завещаний и избавляет от переводов и легализации иностранных документов. Его нужно согласовать с завещанием, составленным на родине, чтобы одно не отменило другое.

## Налог на наследство
Наследники должны подать декларацию в течение **шести месяцев** со дня смерти; срок продлевается ещё на шесть месяцев, если ходатайство подано в первые пять. Валенсийское сообщество предоставляет значительные льготы супругам, детям и родителям.

Мы изучим вашу ситуацию и вместе с вами составим ясный план наследования.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$divorcio-mutuo-acuerdo-notario-juzgado$txt$,
  $txt$Familia$txt$,
  '{}'::text[],
  false,
  false,
  true,
  date '2026-09-04',
  null,
  $txt$Divorcio de mutuo acuerdo: ¿ante notario o ante el juzgado?$txt$,
  $txt$Cuándo puede divorciarse ante notario, qué debe incluir el convenio regulador y por qué necesita abogado en ambos casos.$txt$,
  $txt$Cuando los dos cónyuges están de acuerdo, el divorcio puede ser rápido y poco conflictivo.

## Requisitos comunes
Deben haber pasado al menos **tres meses** desde la boda (art. 81 del Código Civil) y ambos deben firmar un **convenio regulador**: vivienda familiar, pensiones, reparto de bienes y, si hay hijos, custodia, visitas y alimentos.

## Ante notario
Desde la Ley de Jurisdicción Voluntaria de 2015 es posible divorciarse ante notario si **no hay hijos menores no emancipados** ni hijos con medidas de apoyo que dependan de los padres. La asistencia de abogado sigue siendo obligatoria.

## Ante el juzgado
Si hay hijos menores, el convenio lo aprueba el juez tras el informe del Ministerio Fiscal, que vela por el interés de los menores.

## Matrimonios internacionales
Si se casó en el extranjero o uno de los cónyuges es de otra nacionalidad, conviene revisar la competencia de los tribunales españoles, la ley aplicable y la inscripción en el Registro Civil.

Le ayudamos a redactar un convenio equilibrado y duradero.$txt$,
  $txt$Divorce by mutual consent: before a notary or in court?$txt$,
  $txt$When you can divorce before a notary, what the settlement agreement must cover and why you need a lawyer either way.$txt$,
  $txt$When both spouses agree, a divorce can be quick and low-conflict.

## Common requirements
At least **three months** must have passed since the wedding (art. 81 of the Civil Code) and both spouses must sign a **settlement agreement** (convenio regulador): family home, maintenance, division of assets and, if there are children, custody, contact and child support.

## Before a notary
Since the 2015 Voluntary Jurisdiction Act you can divorce before a notary if there are **no minor, non-emancipated children** and no children with support measures who depend on their parents. A lawyer is still mandatory.

## In court
If there are minor children, the agreement is approved by the judge after a report from the Public Prosecutor, who safeguards the children's interests.

## International marriages
If you married abroad or one spouse has another nationality, check the jurisdiction of the Spanish courts, the applicable law and the registration at the Civil Registry.

We help you draft a balanced, lasting agreement.$txt$,
  $txt$Divorce par consentement mutuel : devant notaire ou devant le tribunal ?$txt$,
  $txt$Quand divorcer devant notaire, ce que doit contenir la convention et pourquoi un avocat est nécessaire dans les deux cas.$txt$,
  $txt$Lorsque les deux époux sont d'accord, le divorce peut être rapide et peu conflictuel.

## Conditions communes
Au moins **trois mois** doivent s'être écoulés depuis le mariage (art. 81 du Code civil) et les deux époux doivent signer une **convention réglant les effets du divorce** : logement familial, pensions, partage des biens et, s'il y a des enfants, garde, droit de visite et pension alimentaire.

## Devant notaire
Depuis la loi de 2015 sur la juridiction gracieuse, il est possible de divorcer devant notaire s'il n'y a **pas d'enfants mineurs non émancipés** ni d'enfants bénéficiant de mesures d'accompagnement à la charge des parents. L'assistance d'un avocat reste obligatoire.

## Devant le tribunal
En présence d'enfants mineurs, la convention est homologuée par le juge après avis du ministère public, garant de l'intérêt des enfants.

## Mariages internationaux
Si vous vous êtes marié à l'étranger ou si l'un des époux a une autre nationalité, il faut vérifier la compétence des tribunaux espagnols, la loi applicable et la transcription à l'état civil.

Nous vous aidons à rédiger une convention équilibrée et durable.$txt$,
  $txt$Einvernehmliche Scheidung: beim Notar oder vor Gericht?$txt$,
  $txt$Wann eine Scheidung beim Notar möglich ist, was die Scheidungsfolgenvereinbarung enthalten muss und warum Sie in beiden Fällen einen Anwalt brauchen.$txt$,
  $txt$Wenn beide Ehegatten einverstanden sind, kann eine Scheidung schnell und konfliktarm verlaufen.

## Gemeinsame Voraussetzungen
Seit der Hochzeit müssen mindestens **drei Monate** vergangen sein (Art. 81 Código Civil), und beide müssen eine **Scheidungsfolgenvereinbarung** (convenio regulador) unterzeichnen: Familienwohnung, Unterhalt, Vermögensaufteilung und bei Kindern Sorge, Umgang und Kindesunterhalt.

## Beim Notar
Seit dem Gesetz über die freiwillige Gerichtsbarkeit von 2015 ist die Scheidung beim Notar möglich, wenn es **keine minderjährigen, nicht emanzipierten Kinder** und keine unterstützungsbedürftigen Kinder gibt, die von den Eltern abhängen. Ein Anwalt ist trotzdem Pflicht.

## Vor Gericht
Bei minderjährigen Kindern genehmigt der Richter die Vereinbarung nach einer Stellungnahme der Staatsanwaltschaft, die das Kindeswohl wahrt.

## Internationale Ehen
Wenn Sie im Ausland geheiratet haben oder ein Ehegatte eine andere Staatsangehörigkeit besitzt, sollten Zuständigkeit der spanischen Gerichte, anwendbares Recht und Eintragung im Personenstandsregister geprüft werden.

Wir helfen Ihnen, eine ausgewogene und dauerhafte Vereinbarung zu formulieren.$txt$,
  $txt$الطلاق بالتراضي: أمام الكاتب العدل أم أمام المحكمة؟$txt$,
  $txt$متى يمكن الطلاق أمام الكاتب العدل، وما الذي يجب أن تتضمنه الاتفاقية التنظيمية، ولماذا تحتاج إلى محامٍ في الحالتين.$txt$,
  $txt$عندما يتفق الزوجان، يمكن أن يكون الطلاق سريعًا وقليل النزاع.

## شروط مشتركة
يجب أن تكون قد مرت **ثلاثة أشهر** على الأقل منذ الزواج (المادة 81 من القانون المدني)، وأن يوقّع الزوجان **اتفاقية تنظيمية** تشمل: مسكن الأسرة، والنفقات، وتقسيم الأموال، وإن وُجد أطفال: الحضانة والزيارة والنفقة.

## أمام الكاتب العدل
منذ قانون القضاء الولائي لعام 2015 يمكن الطلاق أمام الكاتب العدل إذا **لم يكن هناك أبناء قاصرون غير مرشدين** ولا أبناء خاضعون لتدابير دعم يعتمدون على والديهم. ويظل حضور المحامي إلزاميًا.

## أمام المحكمة
إذا وُجد أبناء قاصرون، يصادق القاضي على الاتفاقية بعد تقرير النيابة العامة التي تحمي مصلحة الأطفال.

## الزيجات الدولية
إذا تزوجت في الخارج أو كان أحد الزوجين من جنسية أخرى، فمن الضروري التحقق من اختصاص المحاكم الإسبانية والقانون الواجب التطبيق والتسجيل في السجل المدني.

نساعدك على صياغة اتفاقية متوازنة ودائمة.$txt$,
  $txt$协议离婚：在公证处办理还是向法院申请？$txt$,
  $txt$何时可以在公证人面前离婚、离婚协议须包含哪些内容，以及为何两种方式都需要律师。$txt$,
  $txt$当夫妻双方意见一致时，离婚可以快速且少有冲突地完成。

## 共同要求
自结婚之日起须至少已满**三个月**（《民法典》第81条），且双方须签署一份**离婚协议**（convenio regulador）：家庭住房、扶养费、财产分割；如有子女，还包括监护、探视和抚养费。

## 在公证人面前
自2015年《非诉讼管辖法》起，如果**没有未成年且未获解放的子女**，也没有依赖父母、需要支援措施的子女，可以在公证人面前离婚。律师协助仍为强制要求。

## 向法院申请
如有未成年子女，协议须在检察官出具意见后由法官批准，检察官负责维护子女利益。

## 涉外婚姻
如果您在国外结婚，或一方具有其他国籍，应核查西班牙法院的管辖权、适用法律以及民事登记处的登记事项。

我们帮助您起草一份公平且长久有效的协议。$txt$,
  $txt$Развод по обоюдному согласию: у нотариуса или в суде?$txt$,
  $txt$Когда можно развестись у нотариуса, что должно содержать соглашение и почему адвокат нужен в обоих случаях.$txt$,
  $txt$Если оба супруга согласны, развод может пройти быстро и без конфликтов.

## Общие условия
Со дня свадьбы должно пройти не менее **трёх месяцев** (ст. 81 Гражданского кодекса), и оба супруга подписывают **регулирующее соглашение** (convenio regulador): семейное жильё, алименты, раздел имущества, а при наличии детей — опека, общение и содержание.

## У нотариуса
С принятия Закона о добровольной юрисдикции 2015 года развестись у нотариуса можно, если **нет несовершеннолетних неэмансипированных детей** и детей с мерами поддержки, находящихся на попечении родителей. Участие адвоката по-прежнему обязательно.

## В суде
При наличии несовершеннолетних детей соглашение утверждает судья после заключения прокуратуры, которая защищает интересы детей.

## Международные браки
Если брак заключён за границей или один из супругов имеет другое гражданство, нужно проверить подсудность испанским судам, применимое право и регистрацию в Гражданском реестре.

Мы поможем составить сбалансированное и долговечное соглашение.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$despido-improcedente-plazos-indemnizacion$txt$,
  $txt$Laboral$txt$,
  '{}'::text[],
  false,
  false,
  true,
  date '2026-08-21',
  null,
  $txt$Me han despedido: tiene 20 días hábiles para reclamar$txt$,
  $txt$El plazo para impugnar un despido es muy corto. Qué hacer desde el primer día y qué indemnización corresponde si es improcedente.$txt$,
  $txt$Recibir una carta de despido es un golpe, pero lo más importante es no dejar pasar el tiempo.

## Un plazo de caducidad
Para impugnar el despido dispone de **20 días hábiles** desde el día siguiente a la fecha de efectos (no cuentan sábados, domingos ni festivos). Pasado ese plazo, ya no se puede reclamar.

## Primer paso: la conciliación
Antes de la demanda hay que presentar la **papeleta de conciliación** ante el servicio de mediación de la Generalitat. Su presentación suspende el plazo. Muchos casos se resuelven con un acuerdo en este acto.

## ¿Procedente, improcedente o nulo?
Si el despido es **improcedente**, la empresa elige entre readmitirle o indemnizarle con **33 días de salario por año trabajado**, con un máximo de 24 mensualidades (para periodos anteriores a 2012 rigen reglas de transición). Si es **nulo** —por ejemplo, por vulnerar derechos fundamentales o durante el embarazo— procede la readmisión con salarios de tramitación.

## Consejos
Firme el finiquito como «recibí, no conforme», guarde la carta y sus nóminas y consúltenos cuanto antes.$txt$,
  $txt$You have been dismissed: you have 20 working days to challenge it$txt$,
  $txt$The deadline to contest a dismissal is very short. What to do from day one and what compensation applies if it is unfair.$txt$,
  $txt$Receiving a dismissal letter is a blow, but the most important thing is not to let time pass.

## A strict time limit
To challenge the dismissal you have **20 working days** from the day after it takes effect (Saturdays, Sundays and public holidays do not count). After that, no claim is possible.

## First step: conciliation
Before going to court you must file a **conciliation request** with the Valencian regional mediation service. Filing it suspends the time limit. Many cases are settled at this stage.

## Fair, unfair or void?
If the dismissal is **unfair** (improcedente), the employer chooses between reinstating you or paying **33 days' salary per year worked**, capped at 24 months' pay (transitional rules apply to service before 2012). If it is **void** (nulo) — for example because it breaches fundamental rights or occurs during pregnancy — you must be reinstated with back pay.

## Tips
Sign the final settlement as "received, not in agreement" (recibí, no conforme), keep the letter and your payslips, and contact us as soon as possible.$txt$,
  $txt$Licencié ? Vous avez 20 jours ouvrables pour contester$txt$,
  $txt$Le délai pour contester un licenciement est très court. Que faire dès le premier jour et quelle indemnité s'applique s'il est abusif.$txt$,
  $txt$Recevoir une lettre de licenciement est un choc, mais l'essentiel est de ne pas laisser passer le temps.

## Un délai de forclusion
Pour contester le licenciement, vous disposez de **20 jours ouvrables** à compter du lendemain de sa prise d'effet (samedis, dimanches et jours fériés exclus). Passé ce délai, aucune action n'est possible.

## Première étape : la conciliation
Avant d'assigner, il faut déposer une **demande de conciliation** auprès du service de médiation de la Generalitat valencienne. Ce dépôt suspend le délai. Beaucoup de litiges se règlent à ce stade.

## Justifié, abusif ou nul ?
Si le licenciement est **abusif** (improcedente), l'employeur choisit entre votre réintégration et une indemnité de **33 jours de salaire par année d'ancienneté**, plafonnée à 24 mois (des règles transitoires s'appliquent aux périodes antérieures à 2012). S'il est **nul** — par exemple parce qu'il porte atteinte à des droits fondamentaux ou intervient pendant une grossesse —, la réintégration s'impose avec rappel de salaires.

## Conseils
Signez le solde de tout compte avec la mention « reçu, non conforme » (recibí, no conforme), conservez la lettre et vos bulletins de paie et consultez-nous au plus vite.$txt$,
  $txt$Gekündigt? Sie haben 20 Werktage, um zu klagen$txt$,
  $txt$Die Frist zur Anfechtung einer Kündigung ist sehr kurz. Was Sie ab dem ersten Tag tun sollten und welche Abfindung bei ungerechtfertigter Kündigung zusteht.$txt$,
  $txt$Eine Kündigung ist ein Schlag – aber das Wichtigste ist, keine Zeit verstreichen zu lassen.

## Eine Ausschlussfrist
Für die Anfechtung haben Sie **20 Werktage** ab dem Tag nach dem Wirksamwerden der Kündigung (Samstage, Sonn- und Feiertage zählen nicht). Danach ist keine Klage mehr möglich.

## Erster Schritt: Schlichtung
Vor der Klage muss ein **Schlichtungsantrag** beim Schlichtungsdienst der Generalitat Valenciana eingereicht werden. Er hemmt die Frist. Viele Fälle enden hier mit einer Einigung.

## Gerechtfertigt, ungerechtfertigt oder nichtig?
Ist die Kündigung **ungerechtfertigt** (improcedente), wählt der Arbeitgeber zwischen Wiedereinstellung und einer Abfindung von **33 Tagesgehältern pro Beschäftigungsjahr**, höchstens 24 Monatsgehälter (für Zeiten vor 2012 gelten Übergangsregeln). Ist sie **nichtig** (nulo) – etwa wegen Verletzung von Grundrechten oder während einer Schwangerschaft –, folgt die Wiedereinstellung mit Nachzahlung des Lohns.

## Tipps
Unterschreiben Sie die Abrechnung mit „erhalten, nicht einverstanden“ (recibí, no conforme), bewahren Sie Kündigungsschreiben und Lohnabrechnungen auf und wenden Sie sich so bald wie möglich an uns.$txt$,
  $txt$تم فصلك من العمل؟ لديك 20 يوم عمل للطعن$txt$,
  $txt$مهلة الطعن في الفصل قصيرة جدًا. ماذا تفعل من اليوم الأول، وما التعويض المستحق إذا كان الفصل تعسفيًا.$txt$,
  $txt$تلقي رسالة الفصل أمر صعب، لكن الأهم هو ألا تدع الوقت يمضي.

## مهلة سقوط
للطعن في الفصل أمامك **20 يوم عمل** تبدأ من اليوم التالي لتاريخ سريانه (لا تُحتسب أيام السبت والأحد والعطل الرسمية). وبعد انقضائها لا يمكن المطالبة.

## الخطوة الأولى: المصالحة
قبل رفع الدعوى يجب تقديم **طلب مصالحة** إلى خدمة الوساطة التابعة لحكومة فالنسيا الإقليمية، ويؤدي تقديمه إلى وقف سريان المهلة. وتُحل قضايا كثيرة باتفاق في هذه المرحلة.

## مبرر أم تعسفي أم باطل؟
إذا كان الفصل **تعسفيًا**، تختار الشركة بين إعادتك إلى العمل أو تعويضك بمبلغ **33 يومًا من الأجر عن كل سنة عمل**، بحد أقصى 24 شهرًا (وتسري قواعد انتقالية على فترات العمل السابقة لعام 2012). وإذا كان **باطلًا** — كأن يمسّ حقوقًا أساسية أو يقع أثناء الحمل — وجبت إعادتك مع أجور الفترة الفاصلة.

## نصائح
وقّع على التسوية النهائية بعبارة «استلمت، غير موافق»، واحتفظ بالرسالة وقسائم راتبك، واستشرنا في أقرب وقت.$txt$,
  $txt$被解雇了？您只有20个工作日可以提出申诉$txt$,
  $txt$对解雇提出异议的期限非常短。从第一天起应当做什么，以及不当解雇可获得多少赔偿。$txt$,
  $txt$收到解雇信令人沮丧，但最重要的是不要错过时间。

## 除斥期间
对解雇提出异议的期限为解雇生效次日起**20个工作日**（周六、周日和节假日不计算在内）。逾期将无法再提出主张。

## 第一步：调解
起诉之前，必须向瓦伦西亚自治区政府的调解机构提交**调解申请**。提交申请会中止期限的计算。许多案件在这一阶段即达成和解。

## 合法、不当还是无效？
如果解雇被认定为**不当解雇**（improcedente），雇主可选择让您复职，或按**每工作一年支付33天工资**给予赔偿，最高不超过24个月工资（2012年以前的工龄适用过渡规则）。如果解雇**无效**（nulo）——例如侵犯基本权利或发生在怀孕期间——则必须复职并补发期间工资。

## 建议
在离职结算单上注明“已收到，不同意”（recibí, no conforme），保留解雇信和工资单，并尽快与我们联系。$txt$,
  $txt$Вас уволили: у вас 20 рабочих дней, чтобы оспорить увольнение$txt$,
  $txt$Срок для обжалования увольнения очень короткий. Что делать с первого дня и какая компенсация положена при незаконном увольнении.$txt$,
  $txt$Получить письмо об увольнении тяжело, но главное — не упустить время.

## Пресекательный срок
Оспорить увольнение можно в течение **20 рабочих дней** со дня, следующего за датой его вступления в силу (субботы, воскресенья и праздники не считаются). После этого подать иск уже нельзя.

## Первый шаг: примирение
До подачи иска необходимо направить **заявление о примирении** в службу медиации правительства Валенсии. Его подача приостанавливает срок. Многие споры решаются на этом этапе.

## Обоснованное, необоснованное или ничтожное?
Если увольнение **необоснованное** (improcedente), работодатель выбирает между восстановлением и компенсацией в размере **33 дней зарплаты за каждый год работы**, но не более 24 месячных окладов (для стажа до 2012 года действуют переходные правила). Если оно **ничтожное** (nulo) — например, нарушает основные права или произошло во время беременности, — работник восстанавливается с выплатой зарплаты за вынужденный прогул.

## Советы
Подпишите окончательный расчёт с пометкой «получено, не согласен» (recibí, no conforme), сохраните письмо и расчётные листки и обратитесь к нам как можно скорее.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$arraigo-nuevo-reglamento-extranjeria$txt$,
  $txt$Extranjería$txt$,
  '{}'::text[],
  false,
  false,
  true,
  date '2026-07-30',
  null,
  $txt$El arraigo con el nuevo Reglamento de Extranjería$txt$,
  $txt$Desde mayo de 2025 hay cinco vías de arraigo y, en general, bastan dos años de estancia en España. Le explicamos cuál encaja en su caso.$txt$,
  $txt$El Reglamento de Extranjería aprobado por el **Real Decreto 1155/2024**, vigente desde el 20 de mayo de 2025, reorganizó las autorizaciones por arraigo para quienes ya viven en España en situación irregular.

## Las cinco vías
- **Arraigo social**: vínculos familiares o informe de integración y medios económicos.
- **Arraigo sociolaboral**: con un contrato de trabajo que cumpla los requisitos.
- **Arraigo socioformativo**: para quien va a cursar una formación.
- **Arraigo familiar**: familiares de ciudadanos españoles o progenitores de menores españoles.
- **Arraigo de segunda oportunidad**: para quien tuvo autorización y la perdió.

## Requisitos habituales
En general se exige una permanencia continuada de **dos años** y carecer de antecedentes penales en España y en los países de residencia anteriores.

Estudiamos su expediente, reunimos la documentación y presentamos la solicitud.$txt$,
  $txt$Settlement permits (arraigo) under the new Immigration Regulation$txt$,
  $txt$Since May 2025 there are five routes to arraigo and, as a rule, two years' stay in Spain is enough. We explain which one fits your case.$txt$,
  $txt$The Immigration Regulation approved by **Royal Decree 1155/2024**, in force since 20 May 2025, reorganised the *arraigo* permits for people already living in Spain without papers.

## The five routes
- **Social arraigo**: family ties or an integration report, plus means of support.
- **Social-employment arraigo**: with a job contract that meets the requirements.
- **Social-training arraigo**: for those who will take a training course.
- **Family arraigo**: relatives of Spanish citizens or parents of Spanish minors.
- **Second-chance arraigo**: for those who had a permit and lost it.

## Usual requirements
As a rule, **two years** of continuous stay are required, and no criminal record in Spain or in previous countries of residence.

We review your file, gather the documents and submit the application.$txt$,
  $txt$L'« arraigo » avec le nouveau règlement sur les étrangers$txt$,
  $txt$Depuis mai 2025, il existe cinq voies d'arraigo et deux années de séjour en Espagne suffisent en général. Nous vous expliquons laquelle vous correspond.$txt$,
  $txt$Le règlement sur les étrangers approuvé par le **décret royal 1155/2024**, en vigueur depuis le 20 mai 2025, a réorganisé les autorisations pour *arraigo* (enracinement) destinées aux personnes vivant déjà en Espagne en situation irrégulière.

## Les cinq voies
- **Arraigo social** : liens familiaux ou rapport d'intégration, et ressources suffisantes.
- **Arraigo socioprofessionnel** : avec un contrat de travail conforme aux exigences.
- **Arraigo socioformatif** : pour suivre une formation.
- **Arraigo familial** : membres de la famille de citoyens espagnols ou parents de mineurs espagnols.
- **Arraigo de la seconde chance** : pour qui a perdu une autorisation.

## Conditions habituelles
En général, il faut **deux ans** de séjour continu et l'absence d'antécédents judiciaires en Espagne et dans les pays de résidence antérieurs.

Nous étudions votre dossier, réunissons les documents et déposons la demande.$txt$,
  $txt$Aufenthalt aus Verwurzelung (arraigo) nach der neuen Ausländerverordnung$txt$,
  $txt$Seit Mai 2025 gibt es fünf Wege zum arraigo, und in der Regel genügen zwei Jahre Aufenthalt in Spanien. Wir erklären, welcher zu Ihnen passt.$txt$,
  $txt$Die mit dem **Königlichen Dekret 1155/2024** erlassene Ausländerverordnung, in Kraft seit dem 20. Mai 2025, hat die Aufenthaltstitel aus Verwurzelung (*arraigo*) für Menschen ohne Papiere in Spanien neu geordnet.

## Die fünf Wege
- **Sozialer arraigo**: familiäre Bindungen oder Integrationsbericht sowie Unterhaltsmittel.
- **Sozial-beruflicher arraigo**: mit einem Arbeitsvertrag, der die Anforderungen erfüllt.
- **Sozial-bildungsbezogener arraigo**: für eine Aus- oder Weiterbildung.
- **Familiärer arraigo**: Angehörige spanischer Staatsbürger oder Eltern spanischer Minderjähriger.
- **Arraigo der zweiten Chance**: für Personen, die ihren Titel verloren haben.

## Übliche Voraussetzungen
In der Regel werden **zwei Jahre** ununterbrochener Aufenthalt und keine Vorstrafen in Spanien oder in früheren Aufenthaltsländern verlangt.

Wir prüfen Ihre Unterlagen, stellen die Dokumente zusammen und reichen den Antrag ein.$txt$,
  $txt$الإقامة بسبب الاندماج (arraigo) وفق لائحة الأجانب الجديدة$txt$,
  $txt$منذ مايو 2025 توجد خمسة مسارات للاندماج، ويكفي عادةً عامان من الإقامة في إسبانيا. نوضح لك المسار المناسب لحالتك.$txt$,
  $txt$أعادت لائحة الأجانب الصادرة بـ **المرسوم الملكي 1155/2024**، السارية منذ 20 مايو 2025، تنظيم تصاريح الإقامة بسبب الاندماج لمن يعيشون في إسبانيا بوضع غير نظامي.

## المسارات الخمسة
- **الاندماج الاجتماعي**: روابط عائلية أو تقرير اندماج، مع وسائل عيش كافية.
- **الاندماج الاجتماعي المهني**: بعقد عمل يستوفي الشروط.
- **الاندماج الاجتماعي التكويني**: لمن سيتابع تدريبًا.
- **الاندماج العائلي**: أقارب المواطنين الإسبان أو آباء القاصرين الإسبان.
- **اندماج الفرصة الثانية**: لمن كان لديه تصريح وفقده.

## الشروط المعتادة
يُشترط عمومًا إقامة متواصلة لمدة **عامين** وخلو السجل من السوابق الجنائية في إسبانيا وفي بلدان الإقامة السابقة.

ندرس ملفك ونجمع الوثائق ونقدّم الطلب.$txt$,
  $txt$新《外国人条例》下的“扎根”居留（arraigo）$txt$,
  $txt$自2025年5月起，“扎根”居留共有五种途径，一般在西班牙居住满两年即可申请。我们为您说明哪一种适合您。$txt$,
  $txt$经**第1155/2024号王室法令**批准、自2025年5月20日起施行的《外国人条例》，重新规定了面向已在西班牙非正常居留人士的“扎根”（*arraigo*）居留许可。

## 五种途径
- **社会扎根**：具有家庭纽带或融入报告，并有足够的生活来源。
- **社会劳动扎根**：持有符合要求的劳动合同。
- **社会培训扎根**：将参加培训课程者。
- **家庭扎根**：西班牙公民的家属或西班牙籍未成年人的父母。
- **第二次机会扎根**：曾持有许可但已失去者。

## 一般条件
通常要求连续居留**两年**，并且在西班牙及此前居住国无犯罪记录。

我们审查您的材料、准备文件并递交申请。$txt$,
  $txt$Вид на жительство по «укоренению» (arraigo) по новому Регламенту об иностранцах$txt$,
  $txt$С мая 2025 года существует пять видов arraigo, и, как правило, достаточно двух лет пребывания в Испании. Расскажем, какой подходит вам.$txt$,
  $txt$Регламент об иностранцах, утверждённый **Королевским декретом 1155/2024** и действующий с 20 мая 2025 года, заново упорядочил разрешения по «укоренению» (*arraigo*) для тех, кто уже живёт в Испании без документов.

## Пять видов
- **Социальное arraigo**: семейные связи или отчёт об интеграции и средства к существованию.
- **Социально-трудовое arraigo**: при наличии трудового договора, отвечающего требованиям.
- **Социально-образовательное arraigo**: для прохождения обучения.
- **Семейное arraigo**: родственники граждан Испании или родители несовершеннолетних испанцев.
- **Arraigo «второго шанса»**: для тех, кто имел разрешение и утратил его.

## Обычные требования
Как правило, требуется **два года** непрерывного пребывания и отсутствие судимостей в Испании и в странах прежнего проживания.

Мы изучим ваше дело, соберём документы и подадим заявление.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$vivienda-turistica-denia-registro$txt$,
  $txt$Inmobiliario$txt$,
  array[$txt$Administrativo$txt$, $txt$Civil$txt$]::text[],
  true,
  false,
  false,
  date '2026-07-10',
  null,
  $txt$Alquiler turístico en Dénia: registros y acuerdos de la comunidad$txt$,
  $txt$Informe municipal, registro autonómico, registro único estatal y la mayoría de tres quintos de la comunidad: lo que necesita para alquilar legalmente.$txt$,
  $txt$Alquilar por días una vivienda en Dénia exige hoy varios pasos administrativos.

## Registro autonómico
La normativa valenciana exige inscribir la vivienda en el **Registro de Turismo de la Comunitat Valenciana**, y para ello se necesita el informe municipal de compatibilidad urbanística.

## Registro único estatal
Desde el 1 de julio de 2025 los alquileres de corta duración que se anuncian en plataformas necesitan además el **número de registro único** de arrendamientos.

## La comunidad de propietarios
Para iniciar una nueva actividad turística en un edificio hace falta la aprobación expresa de **tres quintas partes** de los propietarios, que además pueden limitarla o condicionarla.

Revisamos la documentación de su vivienda y los estatutos de su comunidad antes de anunciarla.$txt$,
  $txt$Holiday lets in Dénia: registrations and community approval$txt$,
  $txt$Town-hall report, regional register, national single register and the three-fifths community majority: what you need to let legally.$txt$,
  $txt$Letting a home in Dénia by the day now takes several administrative steps.

## Regional register
Valencian rules require the home to be entered in the **Tourism Register of the Valencian Community**, which needs the town hall's planning-compatibility report.

## National single register
Since 1 July 2025, short-term lets advertised on platforms also need the **single rental registration number**.

## The owners' community
Starting a new holiday-let activity in a building needs the express approval of **three fifths** of the owners, who may also limit it or set conditions.

We review your property's paperwork and your community's rules before you advertise it.$txt$,
  $txt$Location touristique à Dénia : registres et accord de la copropriété$txt$,
  $txt$Rapport municipal, registre régional, registre unique national et majorité des trois cinquièmes : ce qu'il faut pour louer en toute légalité.$txt$,
  $txt$Louer un logement à la journée à Dénia exige aujourd'hui plusieurs démarches administratives.

## Registre régional
La réglementation valencienne impose d'inscrire le logement au **Registre du tourisme de la Communauté valencienne**, ce qui suppose le rapport municipal de compatibilité urbanistique.

## Registre unique national
Depuis le 1er juillet 2025, les locations de courte durée annoncées sur des plateformes doivent aussi disposer du **numéro d'enregistrement unique** des locations.

## La copropriété
Pour démarrer une nouvelle activité touristique dans un immeuble, il faut l'accord exprès des **trois cinquièmes** des copropriétaires, qui peuvent aussi la limiter ou l'encadrer.

Nous vérifions les documents de votre logement et le règlement de votre copropriété avant la mise en ligne.$txt$,
  $txt$Ferienvermietung in Dénia: Register und Zustimmung der Eigentümergemeinschaft$txt$,
  $txt$Gemeindebericht, regionales Register, staatliches Einheitsregister und die Dreifünftelmehrheit der Gemeinschaft: Was Sie für eine legale Vermietung brauchen.$txt$,
  $txt$Wer in Dénia tageweise vermietet, muss heute mehrere behördliche Schritte gehen.

## Regionales Register
Nach valencianischem Recht muss die Wohnung im **Tourismusregister der Comunitat Valenciana** eingetragen werden; dafür braucht man den städtebaulichen Vereinbarkeitsbericht der Gemeinde.

## Staatliches Einheitsregister
Seit dem 1. Juli 2025 benötigen Kurzzeitvermietungen, die auf Plattformen angeboten werden, zusätzlich die **einheitliche Registrierungsnummer** für Mietverhältnisse.

## Die Eigentümergemeinschaft
Für eine neue touristische Vermietung in einem Gebäude ist die ausdrückliche Zustimmung von **drei Fünfteln** der Eigentümer erforderlich, die sie auch beschränken oder an Bedingungen knüpfen können.

Wir prüfen die Unterlagen Ihrer Wohnung und die Satzung Ihrer Gemeinschaft, bevor Sie inserieren.$txt$,
  $txt$التأجير السياحي في دينيا: التسجيلات وموافقة جمعية الملاك$txt$,
  $txt$تقرير البلدية، والسجل الإقليمي، والسجل الوطني الموحد، وأغلبية ثلاثة أخماس الملاك: ما تحتاجه للتأجير بشكل قانوني.$txt$,
  $txt$يتطلب تأجير مسكن في دينيا بنظام الأيام اليوم عدة خطوات إدارية.

## السجل الإقليمي
تفرض أنظمة فالنسيا قيد المسكن في **سجل السياحة لمنطقة فالنسيا**، ويستلزم ذلك تقرير التوافق العمراني الصادر عن البلدية.

## السجل الوطني الموحد
منذ 1 يوليو 2025 تحتاج الإيجارات قصيرة المدة المعلن عنها في المنصات أيضًا إلى **رقم التسجيل الموحد** للإيجارات.

## جمعية الملاك
يتطلب بدء نشاط سياحي جديد في مبنى موافقة صريحة من **ثلاثة أخماس** الملاك، ويمكنهم أيضًا تقييده أو وضع شروط له.

نراجع وثائق مسكنك ونظام جمعيتك قبل نشر الإعلان.$txt$,
  $txt$德尼亚的旅游短租：登记手续与业主共同体的同意$txt$,
  $txt$市政报告、自治区登记、国家统一登记以及五分之三业主多数同意：合法出租所需的一切。$txt$,
  $txt$如今在德尼亚按天出租住房需要完成多项行政手续。

## 自治区登记
根据瓦伦西亚的规定，住房须在**瓦伦西亚自治区旅游登记处**登记，为此需要市政府出具的城市规划兼容性报告。

## 国家统一登记
自2025年7月1日起，在平台上发布广告的短期租赁还须取得租赁**统一登记号**。

## 业主共同体
在一栋楼内开展新的旅游出租活动，须经**五分之三**业主明确同意，业主共同体也可以对其加以限制或附加条件。

在您发布广告之前，我们会审查您住房的文件和所在业主共同体的章程。$txt$,
  $txt$Туристическая аренда в Дении: реестры и согласие сообщества собственников$txt$,
  $txt$Заключение мэрии, региональный реестр, единый государственный реестр и большинство в три пятых: что нужно, чтобы сдавать законно.$txt$,
  $txt$Посуточная сдача жилья в Дении сегодня требует нескольких административных шагов.

## Региональный реестр
Валенсийские правила требуют внести жильё в **Туристический реестр Валенсийского сообщества**, для чего нужно заключение мэрии о градостроительной совместимости.

## Единый государственный реестр
С 1 июля 2025 года краткосрочная аренда, рекламируемая на платформах, требует также **единого регистрационного номера** аренды.

## Сообщество собственников
Чтобы начать новую туристическую деятельность в доме, необходимо явное согласие **трёх пятых** собственников, которые также могут её ограничить или поставить условия.

Мы проверим документы вашего жилья и устав сообщества до публикации объявления.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$reclamar-cuotas-impagadas-comunidad$txt$,
  $txt$Civil$txt$,
  '{}'::text[],
  false,
  false,
  false,
  date '2026-06-12',
  null,
  $txt$Cómo reclamar las cuotas impagadas de la comunidad de propietarios$txt$,
  $txt$El proceso monitorio de la Ley de Propiedad Horizontal permite a la comunidad cobrar las deudas de forma ágil. Estos son los pasos.$txt$,
  $txt$Las cuotas impagadas desequilibran el presupuesto de cualquier comunidad. La ley ofrece una vía rápida para cobrarlas.

## 1. Acuerdo de la junta
La junta de propietarios aprueba la liquidación de la deuda, y el secretario emite un **certificado** con el visto bueno del presidente.

## 2. Notificación al deudor
El acuerdo se notifica al propietario moroso en el domicilio que conste o, si no es posible, en el tablón de anuncios de la comunidad.

## 3. Proceso monitorio
Con esos documentos se presenta la petición de **monitorio** (art. 21 de la Ley de Propiedad Horizontal). Si el deudor no paga ni se opone, se pasa directamente a la ejecución y al embargo.

## Una garantía añadida
La vivienda responde de las cuotas del año en curso y de los **tres años anteriores**, aunque cambie de dueño.

Asesoramos a administradores y comunidades de la Marina Alta.$txt$,
  $txt$How to recover unpaid owners' community fees$txt$,
  $txt$The fast-track payment procedure of the Horizontal Property Act lets the community collect debts quickly. Here are the steps.$txt$,
  $txt$Unpaid fees upset the budget of any owners' community. The law offers a fast route to collect them.

## 1. General meeting resolution
The owners' meeting approves the statement of the debt, and the secretary issues a **certificate** countersigned by the president.

## 2. Notice to the debtor
The resolution is notified to the defaulting owner at their recorded address or, if that fails, on the community notice board.

## 3. Payment procedure
With those documents the community files a **monitorio** claim (art. 21 of the Horizontal Property Act). If the debtor neither pays nor objects, the case goes straight to enforcement and seizure.

## An extra guarantee
The property itself secures the fees of the current year and the **three previous years**, even if it changes hands.

We advise property managers and communities throughout the Marina Alta.$txt$,
  $txt$Comment réclamer les charges de copropriété impayées$txt$,
  $txt$La procédure d'injonction de payer de la loi sur la propriété horizontale permet à la copropriété de recouvrer rapidement ses créances. Voici les étapes.$txt$,
  $txt$Les charges impayées déséquilibrent le budget de toute copropriété. La loi prévoit une voie rapide pour les recouvrer.

## 1. Décision de l'assemblée
L'assemblée des copropriétaires approuve le décompte de la dette, et le secrétaire délivre un **certificat** visé par le président.

## 2. Notification au débiteur
La décision est notifiée au copropriétaire défaillant à son adresse connue ou, à défaut, par affichage au tableau de la copropriété.

## 3. Injonction de payer
Avec ces documents, la copropriété dépose une requête en **monitorio** (art. 21 de la loi sur la propriété horizontale). Si le débiteur ne paie pas et ne s'oppose pas, on passe directement à l'exécution et à la saisie.

## Une garantie supplémentaire
Le logement répond des charges de l'année en cours et des **trois années précédentes**, même en cas de changement de propriétaire.

Nous conseillons syndics et copropriétés dans toute la Marina Alta.$txt$,
  $txt$So fordern Sie unbezahlte Hausgeldbeiträge der Eigentümergemeinschaft ein$txt$,
  $txt$Das Mahnverfahren nach dem Wohnungseigentumsgesetz ermöglicht der Gemeinschaft, Schulden zügig einzutreiben. Die Schritte im Überblick.$txt$,
  $txt$Unbezahlte Beiträge bringen den Haushalt jeder Gemeinschaft durcheinander. Das Gesetz bietet einen schnellen Weg, sie einzutreiben.

## 1. Beschluss der Versammlung
Die Eigentümerversammlung genehmigt die Aufstellung der Schuld, und der Schriftführer stellt eine vom Präsidenten gegengezeichnete **Bescheinigung** aus.

## 2. Zustellung an den Schuldner
Der Beschluss wird dem säumigen Eigentümer an seiner bekannten Anschrift zugestellt oder, falls das nicht möglich ist, am Aushang der Gemeinschaft bekannt gemacht.

## 3. Mahnverfahren
Mit diesen Unterlagen wird der Antrag im **monitorio**-Verfahren gestellt (Art. 21 Wohnungseigentumsgesetz). Zahlt der Schuldner weder noch widerspricht er, geht es direkt in die Vollstreckung und Pfändung.

## Eine zusätzliche Sicherheit
Die Wohnung haftet für die Beiträge des laufenden Jahres und der **drei vorangegangenen Jahre**, auch bei einem Eigentümerwechsel.

Wir beraten Verwalter und Gemeinschaften in der ganzen Marina Alta.$txt$,
  $txt$كيف تطالب برسوم جمعية الملاك غير المدفوعة$txt$,
  $txt$يتيح إجراء أمر الأداء في قانون الملكية الأفقية للجمعية تحصيل الديون بسرعة. هذه هي الخطوات.$txt$,
  $txt$الرسوم غير المدفوعة تُخلّ بميزانية أي جمعية ملاك. ويوفر القانون طريقًا سريعًا لتحصيلها.

## 1. قرار الجمعية العامة
توافق جمعية الملاك على كشف الدين، ويُصدر أمين السر **شهادة** مصادقًا عليها من الرئيس.

## 2. إخطار المدين
يُبلَّغ المالك المتأخر بالقرار في عنوانه المعروف، وإن تعذّر ذلك يُعلَّق في لوحة إعلانات الجمعية.

## 3. إجراء أمر الأداء
بهذه الوثائق يُقدَّم طلب **أمر الأداء** (المادة 21 من قانون الملكية الأفقية). فإذا لم يدفع المدين ولم يعترض، يُنتقل مباشرة إلى التنفيذ والحجز.

## ضمان إضافي
يضمن العقار نفسه رسوم السنة الجارية و**السنوات الثلاث السابقة**، حتى لو تغيّر مالكه.

نقدّم الاستشارة لمديري العقارات وجمعيات الملاك في منطقة مارينا ألتا.$txt$,
  $txt$如何追讨拖欠的业主共同体费用$txt$,
  $txt$《横向产权法》规定的督促程序使业主共同体能够快速追回欠款。以下是具体步骤。$txt$,
  $txt$拖欠费用会打乱任何业主共同体的预算。法律为追讨欠费提供了一条快捷途径。

## 1. 业主大会决议
业主大会批准欠款清算，秘书出具经主席签认的**证明**。

## 2. 通知债务人
决议应送达至欠费业主登记的住址；无法送达时，在业主共同体公告栏张贴公告。

## 3. 督促程序
凭上述文件即可提起**督促程序**（monitorio，《横向产权法》第21条）。如果债务人既不付款也不提出异议，案件将直接进入强制执行和查封阶段。

## 额外保障
即使房屋易主，该房产仍须为本年度及**前三年**的费用承担责任。

我们为上滨海地区的物业管理人和业主共同体提供法律咨询。$txt$,
  $txt$Как взыскать неоплаченные взносы в сообщество собственников$txt$,
  $txt$Приказное производство по Закону о горизонтальной собственности позволяет сообществу быстро взыскать долги. Вот как это сделать.$txt$,
  $txt$Неоплаченные взносы нарушают бюджет любого сообщества. Закон предлагает быстрый способ их взыскания.

## 1. Решение общего собрания
Собрание собственников утверждает расчёт долга, а секретарь выдаёт **справку**, заверенную председателем.

## 2. Уведомление должника
Решение направляется должнику по известному адресу, а если это невозможно — вывешивается на доске объявлений сообщества.

## 3. Приказное производство
С этими документами подаётся заявление в порядке **monitorio** (ст. 21 Закона о горизонтальной собственности). Если должник не платит и не возражает, дело сразу переходит к исполнению и аресту имущества.

## Дополнительная гарантия
Жильё отвечает по взносам текущего года и **трёх предыдущих лет**, даже если сменился собственник.

Мы консультируем управляющих и сообщества собственников по всей Марина-Альте.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$traslado-extranjero-hijos-separacion$txt$,
  $txt$Familia$txt$,
  '{}'::text[],
  false,
  false,
  false,
  date '2026-05-22',
  null,
  $txt$Mudarse al extranjero con los hijos tras la separación$txt$,
  $txt$Cambiar la residencia de un menor a otro país necesita el acuerdo de ambos progenitores o una autorización judicial. Qué riesgos evita.$txt$,
  $txt$En familias internacionales es frecuente que uno de los progenitores quiera volver a su país con los hijos.

## Una decisión de los dos
Fijar la residencia de los hijos forma parte de la **patria potestad**, que ejercen ambos progenitores aunque la custodia sea de uno solo (art. 156 del Código Civil). Sin acuerdo, decide el juez atendiendo al interés del menor.

## Riesgos de trasladarse sin permiso
Llevarse al menor sin consentimiento puede considerarse **sustracción internacional** según el Convenio de La Haya de 1980, que obliga a devolverlo con rapidez, y puede ser además delito (art. 225 bis del Código Penal).

## Cómo hacerlo bien
Proponga un plan concreto: colegio, vivienda, reparto de vacaciones, gastos de viaje y comunicación con el otro progenitor.

Le asesoramos tanto si desea trasladarse como si quiere oponerse.$txt$,
  $txt$Moving abroad with your children after a separation$txt$,
  $txt$Moving a child's residence to another country requires both parents' agreement or a court's permission. The risks it avoids.$txt$,
  $txt$In international families it is common for one parent to want to return home with the children.

## A decision for both parents
Deciding where the children live is part of **parental authority**, which both parents hold even if only one has custody (art. 156 of the Civil Code). Without agreement, the judge decides in the child's best interests.

## The risk of moving without permission
Taking a child abroad without consent may be **international child abduction** under the 1980 Hague Convention, which requires a swift return, and may also be a criminal offence (art. 225 bis of the Criminal Code).

## How to do it properly
Put forward a concrete plan: school, housing, holiday arrangements, travel costs and contact with the other parent.

We advise you whether you wish to move or to oppose a move.$txt$,
  $txt$Partir à l'étranger avec ses enfants après une séparation$txt$,
  $txt$Transférer la résidence d'un enfant dans un autre pays exige l'accord des deux parents ou une autorisation judiciaire. Les risques ainsi évités.$txt$,
  $txt$Dans les familles internationales, il est fréquent que l'un des parents souhaite rentrer dans son pays avec les enfants.

## Une décision à deux
Fixer la résidence des enfants relève de l'**autorité parentale**, exercée par les deux parents même si la garde est confiée à un seul (art. 156 du Code civil). À défaut d'accord, le juge décide dans l'intérêt de l'enfant.

## Les risques d'un départ sans autorisation
Emmener l'enfant sans consentement peut constituer un **enlèvement international** au sens de la Convention de La Haye de 1980, qui impose un retour rapide, et peut aussi être une infraction pénale (art. 225 bis du Code pénal).

## Comment bien faire
Présentez un projet concret : école, logement, partage des vacances, frais de voyage et contacts avec l'autre parent.

Nous vous conseillons, que vous souhaitiez partir ou vous opposer à un départ.$txt$,
  $txt$Mit den Kindern nach der Trennung ins Ausland ziehen$txt$,
  $txt$Für den Umzug eines Kindes in ein anderes Land braucht es die Zustimmung beider Eltern oder eine gerichtliche Genehmigung. Welche Risiken das vermeidet.$txt$,
  $txt$In internationalen Familien möchte häufig ein Elternteil mit den Kindern in sein Heimatland zurückkehren.

## Eine Entscheidung beider Eltern
Der Aufenthaltsort der Kinder gehört zur **elterlichen Sorge**, die beide Eltern ausüben, auch wenn nur einer das Obhutsrecht hat (Art. 156 Código Civil). Einigen sie sich nicht, entscheidet das Gericht nach dem Kindeswohl.

## Risiken eines Umzugs ohne Erlaubnis
Wer ein Kind ohne Zustimmung ins Ausland bringt, kann eine **internationale Kindesentführung** im Sinne des Haager Übereinkommens von 1980 begehen, das eine rasche Rückführung vorsieht; zudem kann es eine Straftat sein (Art. 225 bis Código Penal).

## So geht es richtig
Legen Sie einen konkreten Plan vor: Schule, Wohnung, Ferienregelung, Reisekosten und Kontakt zum anderen Elternteil.

Wir beraten Sie, ob Sie umziehen möchten oder sich einem Umzug widersetzen.$txt$,
  $txt$الانتقال إلى الخارج مع الأبناء بعد الانفصال$txt$,
  $txt$يتطلب نقل إقامة القاصر إلى بلد آخر موافقة الوالدين معًا أو إذنًا قضائيًا. وهذه هي المخاطر التي يجنّبك إياها ذلك.$txt$,
  $txt$في الأسر الدولية كثيرًا ما يرغب أحد الوالدين في العودة إلى بلده مع الأبناء.

## قرار مشترك بين الوالدين
تحديد مكان إقامة الأبناء جزء من **السلطة الأبوية** التي يمارسها الوالدان معًا حتى لو كانت الحضانة لأحدهما فقط (المادة 156 من القانون المدني). وعند عدم الاتفاق، يقرر القاضي وفق مصلحة القاصر.

## مخاطر الانتقال دون إذن
قد يُعدّ أخذ القاصر دون موافقة **اختطافًا دوليًا للأطفال** وفق اتفاقية لاهاي لعام 1980 التي توجب إعادته سريعًا، وقد يشكّل أيضًا جريمة (المادة 225 مكرر من قانون العقوبات).

## كيف تفعل ذلك بالشكل الصحيح
قدّم خطة واضحة: المدرسة والسكن وتقسيم العطل ونفقات السفر والتواصل مع الوالد الآخر.

نقدّم لك المشورة سواء أردت الانتقال أو الاعتراض عليه.$txt$,
  $txt$分居后带子女移居国外$txt$,
  $txt$将未成年子女的居所迁往他国，须经父母双方同意或取得法院许可。这样可以避免哪些风险。$txt$,
  $txt$在跨国家庭中，父母一方常常希望带着子女回到自己的国家。

## 由父母双方共同决定
决定子女的居住地属于**亲权**的内容，即使只有一方享有监护权，亲权仍由父母双方共同行使（《民法典》第156条）。双方无法达成一致时，由法官根据未成年人的最大利益作出决定。

## 未经许可迁居的风险
未经同意带走子女，可能构成1980年《海牙公约》所规定的**国际诱拐儿童**，该公约要求迅速送还儿童；同时还可能构成犯罪（《刑法典》第225条之二）。

## 如何正确办理
提出具体方案：学校、住房、假期安排、旅费以及与另一方父母的联系方式。

无论您希望迁居还是反对对方迁居，我们都可以为您提供咨询。$txt$,
  $txt$Переезд за границу с детьми после расставания$txt$,
  $txt$Для переезда ребёнка в другую страну нужно согласие обоих родителей или разрешение суда. Каких рисков это позволяет избежать.$txt$,
  $txt$В международных семьях один из родителей нередко хочет вернуться на родину вместе с детьми.

## Решение обоих родителей
Выбор места жительства детей входит в **родительские права**, которые осуществляют оба родителя, даже если опека передана одному (ст. 156 Гражданского кодекса). Если согласия нет, решает суд исходя из интересов ребёнка.

## Риски переезда без разрешения
Вывоз ребёнка без согласия может считаться **международным похищением** по Гаагской конвенции 1980 года, которая требует быстрого возвращения, а также может быть преступлением (ст. 225 bis Уголовного кодекса).

## Как сделать всё правильно
Предложите конкретный план: школа, жильё, распределение каникул, расходы на поездки и общение с другим родителем.

Мы консультируем как тех, кто хочет переехать, так и тех, кто возражает против переезда.$txt$
) on conflict (slug) do nothing;

insert into public.blog_posts (
  slug, category, additional_categories, show_additional_categories, hidden, show_on_homepage, date, image, title, excerpt, content, title_en, excerpt_en, content_en, title_fr, excerpt_fr, content_fr, title_de, excerpt_de, content_de, title_ar, excerpt_ar, content_ar, title_zh, excerpt_zh, content_zh, title_ru, excerpt_ru, content_ru
) values (
  $txt$masc-negociacion-previa-demanda-civil$txt$,
  $txt$Civil$txt$,
  '{}'::text[],
  false,
  true,
  false,
  date '2026-11-05',
  null,
  $txt$MASC: el intento de acuerdo previo a la demanda civil (borrador)$txt$,
  $txt$Desde abril de 2025, antes de demandar en la mayoría de asuntos civiles hay que intentar un medio adecuado de solución de controversias.$txt$,
  $txt$La **Ley Orgánica 1/2025**, de eficiencia del Servicio Público de Justicia, exige desde el 3 de abril de 2025 que, antes de presentar la mayoría de las demandas civiles, las partes intenten resolver el conflicto mediante un **medio adecuado de solución de controversias** (MASC).

## Qué cuenta como MASC
La mediación, la conciliación, la negociación directa o asistida por abogados y la oferta vinculante confidencial, entre otros.

## Por qué importa
Sin acreditar ese intento, la demanda no se admite, y la actitud de cada parte puede tenerse en cuenta en las costas.

*Borrador pendiente de revisión antes de publicarse.*$txt$,
  $txt$ADR first: the pre-action settlement attempt in civil cases (draft)$txt$,
  $txt$Since April 2025, before suing in most civil matters you must try an appropriate dispute-resolution method.$txt$,
  $txt$Since 3 April 2025, **Organic Law 1/2025** on the efficiency of the public justice service requires that, before most civil claims are filed, the parties try to resolve the dispute through an **appropriate dispute-resolution method** (MASC).

## What counts
Mediation, conciliation, direct or lawyer-assisted negotiation and a confidential binding offer, among others.

## Why it matters
Without proof of that attempt the claim is not admitted, and each party's attitude may be taken into account for costs.

*Draft pending review before publication.*$txt$,
  $txt$MASC : la tentative d'accord préalable à l'action civile (brouillon)$txt$,
  $txt$Depuis avril 2025, avant d'agir dans la plupart des affaires civiles, il faut tenter un mode approprié de règlement des différends.$txt$,
  $txt$Depuis le 3 avril 2025, la **loi organique 1/2025** sur l'efficacité du service public de la justice exige qu'avant la plupart des actions civiles, les parties tentent de résoudre le litige par un **mode approprié de règlement des différends** (MASC).

## Ce qui compte
Notamment la médiation, la conciliation, la négociation directe ou assistée par avocats et l'offre contraignante confidentielle.

## Pourquoi c'est important
Sans preuve de cette tentative, la demande est irrecevable, et l'attitude de chaque partie peut être prise en compte pour les dépens.

*Brouillon à relire avant publication.*$txt$,
  $txt$Erst verhandeln: der außergerichtliche Einigungsversuch vor der Zivilklage (Entwurf)$txt$,
  $txt$Seit April 2025 muss vor den meisten Zivilklagen ein geeignetes Streitbeilegungsverfahren versucht werden.$txt$,
  $txt$Seit dem 3. April 2025 verlangt das **Organgesetz 1/2025** zur Effizienz der Justiz, dass die Parteien vor den meisten Zivilklagen versuchen, den Streit über ein **geeignetes Streitbeilegungsverfahren** (MASC) zu lösen.

## Was zählt
Unter anderem Mediation, Schlichtung, direkte oder anwaltlich begleitete Verhandlung und ein vertrauliches verbindliches Angebot.

## Warum das wichtig ist
Ohne Nachweis dieses Versuchs wird die Klage nicht zugelassen, und das Verhalten der Parteien kann bei den Kosten berücksichtigt werden.

*Entwurf, vor der Veröffentlichung zu prüfen.*$txt$,
  $txt$الوسائل البديلة: محاولة التسوية قبل رفع الدعوى المدنية (مسودة)$txt$,
  $txt$منذ أبريل 2025 يجب تجربة وسيلة مناسبة لتسوية النزاعات قبل رفع معظم الدعاوى المدنية.$txt$,
  $txt$منذ 3 أبريل 2025 يشترط **القانون الأساسي 1/2025** بشأن كفاءة مرفق العدالة أن يحاول الأطراف، قبل رفع معظم الدعاوى المدنية، حل النزاع عبر **وسيلة مناسبة لتسوية النزاعات**.

## ما الذي يُعتدّ به
الوساطة والتوفيق والتفاوض المباشر أو بمساعدة المحامين والعرض الملزم السري، وغيرها.

## لماذا يهم ذلك
دون إثبات هذه المحاولة لا تُقبل الدعوى، وقد يُؤخذ موقف كل طرف في الاعتبار عند تحديد المصاريف.

*مسودة بانتظار المراجعة قبل النشر.*$txt$,
  $txt$MASC：提起民事诉讼前的和解尝试（草稿）$txt$,
  $txt$自2025年4月起，大多数民事案件在起诉前必须先尝试适当的纠纷解决方式。$txt$,
  $txt$自2025年4月3日起，关于公共司法服务效率的**第1/2025号组织法**要求，在提起大多数民事诉讼之前，当事人须先尝试通过**适当的纠纷解决方式**（MASC）解决争议。

## 哪些方式算数
包括调解、和解、直接协商或由律师协助的协商，以及保密的有约束力要约等。

## 为何重要
无法证明已作出此类尝试的，起诉将不被受理；各方的态度也可能在诉讼费用的分担上被纳入考量。

*草稿，发布前待审阅。*$txt$,
  $txt$MASC: попытка урегулирования до подачи гражданского иска (черновик)$txt$,
  $txt$С апреля 2025 года перед подачей большинства гражданских исков нужно попробовать надлежащий способ урегулирования спора.$txt$,
  $txt$С 3 апреля 2025 года **Органический закон 1/2025** об эффективности правосудия требует, чтобы до подачи большинства гражданских исков стороны попытались разрешить спор **надлежащим способом урегулирования** (MASC).

## Что засчитывается
Медиация, примирение, прямые переговоры или переговоры с участием адвокатов, конфиденциальная обязывающая оферта и другие.

## Почему это важно
Без подтверждения такой попытки иск не принимается, а поведение каждой стороны может учитываться при распределении судебных расходов.

*Черновик, требует проверки перед публикацией.*$txt$
) on conflict (slug) do nothing;

-- Testimonials: six authorised and active, one awaiting the client's authorisation (inactive).
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Margaret H.$txt$, $txt$Compra de vivienda en Jávea$txt$, $txt$Nos explicaron cada paso de la compra en inglés y con paciencia. Revisaron la documentación urbanística antes de firmar y nos sentimos acompañados en todo momento.$txt$, $txt$Margaret H.$txt$, $txt$Home purchase in Jávea$txt$, $txt$They explained every step of the purchase in English and with great patience. They checked the planning documents before we signed and we felt supported throughout.$txt$, $txt$Margaret H.$txt$, $txt$Achat d'une maison à Jávea$txt$, $txt$Chaque étape de l'achat nous a été expliquée en anglais, avec patience. Les documents d'urbanisme ont été vérifiés avant la signature et nous nous sommes sentis accompagnés du début à la fin.$txt$, $txt$Margaret H.$txt$, $txt$Hauskauf in Jávea$txt$, $txt$Jeder Schritt des Kaufs wurde uns geduldig auf Englisch erklärt. Die baurechtlichen Unterlagen wurden vor der Unterschrift geprüft, und wir fühlten uns jederzeit gut begleitet.$txt$, $txt$مارغريت هـ.$txt$, $txt$شراء منزل في خابيا$txt$, $txt$شرحوا لنا كل خطوة من خطوات الشراء بالإنجليزية وبصبر كبير، وراجعوا الوثائق العمرانية قبل التوقيع، وشعرنا بالمرافقة في كل لحظة.$txt$, $txt$Margaret H.$txt$, $txt$在哈维亚购房$txt$, $txt$他们用英语耐心地向我们解释了购房的每一个步骤，在签约前核查了规划文件，让我们始终感到安心。$txt$, $txt$Маргарет Х.$txt$, $txt$Покупка дома в Хавеа$txt$, $txt$Нам терпеливо объяснили каждый шаг покупки на английском. Градостроительные документы проверили до подписания, и мы всё время чувствовали поддержку.$txt$, null, null, true, true, timestamptz '2026-03-10 10:00:00+01', timestamptz '2026-03-12 12:00:00+01');
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Klaus W.$txt$, $txt$Herencia de un residente alemán$txt$, $txt$Tras el fallecimiento de mi padre coordinaron la herencia con el notario alemán y el español. Todo quedó claro y en plazo.$txt$, $txt$Klaus W.$txt$, $txt$Estate of a German resident$txt$, $txt$After my father died they coordinated the estate with both the German and the Spanish notary. Everything was clear and on time.$txt$, $txt$Klaus W.$txt$, $txt$Succession d'un résident allemand$txt$, $txt$Après le décès de mon père, ils ont coordonné la succession avec le notaire allemand et le notaire espagnol. Tout a été clair et dans les délais.$txt$, $txt$Klaus W.$txt$, $txt$Nachlass eines deutschen Residenten$txt$, $txt$Nach dem Tod meines Vaters haben sie die Erbschaft mit dem deutschen und dem spanischen Notar abgestimmt. Alles war verständlich und fristgerecht.$txt$, $txt$كلاوس ف.$txt$, $txt$تركة مقيم ألماني$txt$, $txt$بعد وفاة والدي نسّقوا إجراءات الميراث مع الكاتب العدل الألماني والإسباني، وكان كل شيء واضحًا وفي موعده.$txt$, $txt$Klaus W.$txt$, $txt$德国居民的遗产继承$txt$, $txt$父亲去世后，他们协调了德国和西班牙两地公证人的继承手续。一切清楚明了，按时完成。$txt$, $txt$Клаус В.$txt$, $txt$Наследство немецкого резидента$txt$, $txt$После смерти отца они согласовали наследство с немецким и испанским нотариусами. Всё было понятно и в срок.$txt$, null, null, true, true, timestamptz '2026-04-10 10:00:00+01', timestamptz '2026-04-12 12:00:00+01');
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Sophie L.$txt$, $txt$Divorcio de mutuo acuerdo$txt$, $txt$En un momento difícil encontré un trato humano y cercano. Me ayudaron a llegar a un acuerdo pensando siempre en mis hijos.$txt$, $txt$Sophie L.$txt$, $txt$Divorce by mutual consent$txt$, $txt$At a difficult time I found a warm, human approach. They helped me reach an agreement that always put my children first.$txt$, $txt$Sophie L.$txt$, $txt$Divorce par consentement mutuel$txt$, $txt$Dans un moment difficile, j'ai trouvé une écoute humaine et bienveillante. On m'a aidée à trouver un accord en pensant toujours à mes enfants.$txt$, $txt$Sophie L.$txt$, $txt$Einvernehmliche Scheidung$txt$, $txt$In einer schweren Zeit habe ich eine menschliche und herzliche Betreuung erlebt. Man hat mir geholfen, eine Einigung zu finden, bei der meine Kinder immer im Mittelpunkt standen.$txt$, $txt$صوفي ل.$txt$, $txt$طلاق بالتراضي$txt$, $txt$في وقت صعب وجدت معاملة إنسانية وقريبة، وساعدوني على الوصول إلى اتفاق يضع أطفالي دائمًا في المقام الأول.$txt$, $txt$Sophie L.$txt$, $txt$协议离婚$txt$, $txt$在艰难的时刻，我感受到了温暖而贴心的服务。他们帮助我达成了一份始终以孩子利益为先的协议。$txt$, $txt$Софи Л.$txt$, $txt$Развод по обоюдному согласию$txt$, $txt$В трудный момент я встретила человечное и внимательное отношение. Мне помогли прийти к соглашению, в котором всегда на первом месте были дети.$txt$, null, null, true, true, timestamptz '2026-05-10 10:00:00+01', timestamptz '2026-05-12 12:00:00+01');
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Ahmed B.$txt$, $txt$Autorización de residencia$txt$, $txt$Me explicaron en árabe qué documentos necesitaba y me avisaron de cada novedad del expediente. Muy profesionales.$txt$, $txt$Ahmed B.$txt$, $txt$Residence permit$txt$, $txt$They explained in Arabic which documents I needed and kept me informed of every step of my file. Very professional.$txt$, $txt$Ahmed B.$txt$, $txt$Autorisation de séjour$txt$, $txt$On m'a expliqué en arabe les documents nécessaires et on m'a tenu informé de chaque étape de mon dossier. Très professionnels.$txt$, $txt$Ahmed B.$txt$, $txt$Aufenthaltserlaubnis$txt$, $txt$Man hat mir auf Arabisch erklärt, welche Unterlagen ich brauche, und mich über jeden Schritt meines Verfahrens informiert. Sehr professionell.$txt$, $txt$أحمد ب.$txt$, $txt$تصريح إقامة$txt$, $txt$شرحوا لي بالعربية الوثائق التي أحتاجها وأبلغوني بكل جديد في ملفي. مهنيون جدًا.$txt$, $txt$Ahmed B.$txt$, $txt$居留许可$txt$, $txt$他们用阿拉伯语向我说明了所需的文件，并随时告知我案件的每一步进展。非常专业。$txt$, $txt$Ахмед Б.$txt$, $txt$Разрешение на проживание$txt$, $txt$Мне объяснили по-арабски, какие документы нужны, и сообщали о каждом шаге по делу. Очень профессионально.$txt$, null, null, true, true, timestamptz '2026-06-10 10:00:00+01', timestamptz '2026-06-12 12:00:00+01');
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Li W.$txt$, $txt$Apertura de negocio en Dénia$txt$, $txt$Nos asesoraron sobre el contrato de alquiler del local y los permisos municipales. Respuestas rápidas y claras.$txt$, $txt$Li W.$txt$, $txt$Opening a business in Dénia$txt$, $txt$They advised us on the lease of our premises and the municipal permits. Quick, clear answers.$txt$, $txt$Li W.$txt$, $txt$Ouverture d'un commerce à Dénia$txt$, $txt$Ils nous ont conseillés sur le bail de notre local et les autorisations municipales. Des réponses rapides et claires.$txt$, $txt$Li W.$txt$, $txt$Geschäftseröffnung in Dénia$txt$, $txt$Wir wurden zum Mietvertrag für unser Ladenlokal und zu den städtischen Genehmigungen beraten. Schnelle und klare Antworten.$txt$, $txt$لي و.$txt$, $txt$افتتاح نشاط تجاري في دينيا$txt$, $txt$قدّموا لنا المشورة بشأن عقد إيجار المحل والتراخيص البلدية. إجابات سريعة وواضحة.$txt$, $txt$Li W.$txt$, $txt$在德尼亚开店$txt$, $txt$他们就店铺租赁合同和市政许可为我们提供了咨询。答复迅速、清楚。$txt$, $txt$Ли В.$txt$, $txt$Открытие бизнеса в Дении$txt$, $txt$Нас проконсультировали по договору аренды помещения и муниципальным разрешениям. Быстрые и понятные ответы.$txt$, null, null, true, true, timestamptz '2026-07-10 10:00:00+01', timestamptz '2026-07-12 12:00:00+01');
insert into public.testimonials (name, role, text, name_en, role_en, text_en, name_fr, role_fr, text_fr, name_de, role_de, text_de, name_ar, role_ar, text_ar, name_zh, role_zh, text_zh, name_ru, role_ru, text_ru, image, platform_logo, active, client_authorised, client_authorised_at, created_at)
values ($txt$Olga K.$txt$, $txt$Reclamación a la comunidad de propietarios$txt$, $txt$Gestionaron mi reclamación con rigor y me explicaron en ruso cada opción antes de decidir. Trato impecable.$txt$, $txt$Olga K.$txt$, $txt$Dispute with the owners' community$txt$, $txt$They handled my claim rigorously and explained every option in Russian before I decided. Impeccable service.$txt$, $txt$Olga K.$txt$, $txt$Litige avec la copropriété$txt$, $txt$Ils ont traité ma réclamation avec rigueur et m'ont expliqué chaque option en russe avant que je décide. Un service impeccable.$txt$, $txt$Olga K.$txt$, $txt$Streit mit der Eigentümergemeinschaft$txt$, $txt$Sie haben meine Forderung gründlich bearbeitet und mir jede Möglichkeit auf Russisch erklärt, bevor ich entschieden habe. Tadelloser Service.$txt$, $txt$أولغا ك.$txt$, $txt$نزاع مع جمعية الملاك$txt$, $txt$تابعوا مطالبتي بدقة وشرحوا لي كل خيار بالروسية قبل أن أقرر. خدمة لا تشوبها شائبة.$txt$, $txt$Olga K.$txt$, $txt$与业主共同体的纠纷$txt$, $txt$他们严谨地处理了我的诉求，并在我做决定前用俄语解释了每一种选择。服务无可挑剔。$txt$, $txt$Ольга К.$txt$, $txt$Спор с сообществом собственников$txt$, $txt$Моё требование вели очень тщательно и перед каждым решением объясняли все варианты по-русски. Безупречное отношение.$txt$, null, null, true, true, timestamptz '2026-08-10 10:00:00+01', timestamptz '2026-08-12 12:00:00+01');
insert into public.testimonials (name, role, text, active, client_authorised, created_at)
values ('Pendiente de autorización', 'Cliente', 'Testimonio recibido; no se publica hasta que el cliente lo autorice por escrito.',
        false, false, timestamptz '2026-10-30 09:00:00+01');

-- Visit counters.
insert into public.stats_realtime (created_at, web_visitors, blog_visitors, web_unique_visitors, blog_unique_visitors)
values (timestamptz '2026-01-01 00:00:00+01', 1284, 563, 911, 402);

-- Contact requests in several states.
insert into public.contact_requests
  (name, email, phone, consultation_format, practice_area, message, language, consent_given, consent_text_version,
   consent_at, status, status_changed_at, created_at)
values
  ('John Smith', 'john.smith@example.com', '+44 7700 900123', 'video', 'inheritance',
   'My mother owned an apartment in Dénia and passed away in the UK last month. What are the first steps?',
   'en', true, '2026-01', timestamptz '2026-11-02 10:15:00+01', 'new', null, timestamptz '2026-11-02 10:15:00+01'),
  ('Lucía Martínez', 'lucia.martinez@example.com', '+34 611 222 333', 'in_person', 'family',
   'Quisiera información sobre la modificación de medidas de un convenio de divorcio.',
   'es', true, '2026-01', timestamptz '2026-10-28 17:40:00+01', 'in_progress', timestamptz '2026-10-29 09:00:00+01',
   timestamptz '2026-10-28 17:40:00+01'),
  ('Hans Becker', 'hans.becker@example.com', null, 'phone', 'civil',
   'Unsere Eigentümergemeinschaft möchte einen säumigen Eigentümer in Anspruch nehmen. Können Sie uns beraten?',
   'de', true, '2026-01', timestamptz '2026-10-15 11:05:00+02', 'answered', timestamptz '2026-10-16 13:20:00+02',
   timestamptz '2026-10-15 11:05:00+02');

-- Substitution requests from other lawyers.
insert into public.substitution_requests
  (lawyer_name, colegio, colegiado_number, email, phone, court, city, hearing_date, hearing_time, procedure_type,
   procurator_needed, notes, language, consent_given, consent_text_version, consent_at, status, assigned_lawyer,
   rejection_reason, created_at)
values
  ('María José Ferrer', 'ICA Valencia', '15873', 'mj.ferrer@example.com', '+34 963 000 111',
   'Juzgado de Primera Instancia e Instrucción n.º 3 de Dénia', 'Dénia', date '2026-12-03', time '10:00',
   'Juicio verbal (desahucio por falta de pago)', false, 'Solo asistencia a la vista; remitiré la documentación por correo.',
   'es', true, '2026-01', timestamptz '2026-11-10 09:30:00+01', 'new', null, null, timestamptz '2026-11-10 09:30:00+01'),
  ('Andrés Soler', 'ICA Alicante', 'A-4521', 'andres.soler@example.com', '+34 965 000 222',
   'Juzgado de lo Social n.º 1 de Benidorm', 'Benidorm', date '2026-11-27', time '11:30',
   'Despido', false, null, 'es', true, '2026-01', timestamptz '2026-11-05 16:00:00+01', 'assigned',
   'Letrada del despacho (pendiente de confirmar)', null, timestamptz '2026-11-05 16:00:00+01'),
  ('Pierre Dubois', 'ICA Alicante', '9931', 'pierre.dubois@example.com', '+34 965 000 333',
   'Juzgado de Primera Instancia n.º 2 de Dénia', 'Dénia', date '2026-10-20', time '09:30',
   'Audiencia previa', true, 'Necesito también procurador.', 'fr', true, '2026-01',
   timestamptz '2026-10-01 12:00:00+02', 'rejected', null, 'Coincide con otro señalamiento del despacho.',
   timestamptz '2026-10-01 12:00:00+02');

-- A few admin-editable texts (the translation manager overrides the bundled files with these).
insert into public.translations (namespace, key, language, value) values
  ('common', $txt$office_hours$txt$, $txt$es$txt$, $txt$Lunes a viernes, de 9:00 a 14:00 y de 16:00 a 19:00$txt$),
  ('common', $txt$office_hours$txt$, $txt$en$txt$, $txt$Monday to Friday, 9:00–14:00 and 16:00–19:00$txt$),
  ('common', $txt$office_hours$txt$, $txt$de$txt$, $txt$Montag bis Freitag, 9:00–14:00 und 16:00–19:00 Uhr$txt$),
  ('common', $txt$office_hours$txt$, $txt$fr$txt$, $txt$Du lundi au vendredi, de 9h à 14h et de 16h à 19h$txt$),
  ('common', $txt$office_hours$txt$, $txt$ar$txt$, $txt$من الاثنين إلى الجمعة، من 9:00 إلى 14:00 ومن 16:00 إلى 19:00$txt$),
  ('common', $txt$office_hours$txt$, $txt$zh$txt$, $txt$周一至周五 9:00–14:00，16:00–19:00$txt$),
  ('common', $txt$office_hours$txt$, $txt$ru$txt$, $txt$С понедельника по пятницу, с 9:00 до 14:00 и с 16:00 до 19:00$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$es$txt$, $txt$En julio y agosto, de lunes a viernes de 9:00 a 14:00$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$en$txt$, $txt$In July and August, Monday to Friday 9:00–14:00$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$de$txt$, $txt$Im Juli und August Montag bis Freitag 9:00–14:00 Uhr$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$fr$txt$, $txt$En juillet et août, du lundi au vendredi de 9h à 14h$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$ar$txt$, $txt$في يوليو وأغسطس، من الاثنين إلى الجمعة من 9:00 إلى 14:00$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$zh$txt$, $txt$七月和八月：周一至周五 9:00–14:00$txt$),
  ('common', $txt$office_hours_summer$txt$, $txt$ru$txt$, $txt$В июле и августе — с понедельника по пятницу с 9:00 до 14:00$txt$)
on conflict (namespace, key, language) do nothing;

-- Booking: the two lawyers of shared-ui/src/config/firm.ts, available in the office hours for every mode.
insert into public.booking_lawyers (id, name) values
  ('6b1f3c2a-0000-4000-8000-00000000b001', 'María Ribes Soler'),
  ('6b1f3c2a-0000-4000-8000-00000000b002', 'Miguel Roig Pastor');
insert into public.booking_availability (lawyer_id, mode, weekday, start_time, end_time)
select lawyer.id, mode, weekday, hours.start_time, hours.end_time
from public.booking_lawyers lawyer
cross join unnest(array['office', 'phone', 'video']) as mode
cross join (values (1, time '09:00', time '14:00'), (1, '16:00', '19:00'), (2, '09:00', '14:00'), (2, '16:00', '19:00'),
                   (3, '09:00', '14:00'), (3, '16:00', '19:00'), (4, '09:00', '14:00'), (4, '16:00', '19:00'),
                   (5, '09:00', '14:00')) as hours (weekday, start_time, end_time);

-- Demo requests notify nobody (supabase/migrations/20261125100000_notifications.sql queues e-mails on insert).
delete from public.outbox;

-- The build generates the seeded posts' pages from this data: no site update is waiting for them
-- (supabase/migrations/20261126100000_site_updates.sql queued one per inserted post).
delete from public.site_updates;
