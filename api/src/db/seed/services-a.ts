import type { SeedService } from './types';

/** Services of the first four categories: digital marketing, SEO and content, paid advertising, sales optimisation. */
export const seedServicesA: SeedService[] = [
  // ─── Digital marketing ───────────────────────────────────────────────────────
  {
    slug: 'digital-marketing-audit',
    category: 'digital-marketing',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 14,
    prices: [
      { amount: 990, kind: 'standard' },
      { amount: 1900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Digital marketing audit',
        shortDescription:
          'A full review of your channels, budgets and tracking that shows where money is wasted and where growth is waiting.',
        fullDescription:
          'We analyse every active channel — search, social, email, paid media and your website — against your business goals and your competitors. Tracking and attribution are checked so that decisions rest on reliable numbers. You receive a prioritised action plan with the estimated impact, effort and cost of each recommendation. A workshop with your team closes the audit, so the plan can be put to work immediately.',
        features: [
          'channel_performance_review',
          'competitor_benchmarking',
          'tracking_and_attribution_check',
          'budget_efficiency_analysis',
          'prioritised_action_plan',
          'team_workshop',
        ],
        benefits: [
          'A clear picture of what actually drives revenue',
          'Wasted budget identified within two weeks',
          'A roadmap your team can execute right away',
        ],
        kpis: [
          '10–25% of the marketing budget reallocated to better-performing channels',
          '+20% marketing-qualified leads within 3 months',
          'Tracking coverage of 95%+ of conversions',
        ],
      },
      ua: {
        title: 'Аудит цифрового маркетингу',
        shortDescription: 'Повний аналіз ваших каналів, бюджетів і аналітики: де ви втрачаєте гроші та де є потенціал для зростання.',
        fullDescription:
          'Ми аналізуємо кожен активний канал — пошук, соцмережі, email, платну рекламу та ваш сайт — з огляду на бізнес-цілі та конкурентів. Перевіряємо налаштування аналітики й атрибуції, щоб рішення спиралися на достовірні дані. Ви отримуєте пріоритезований план дій з оцінкою ефекту, трудовитрат і вартості кожної рекомендації. Аудит завершується воркшопом з вашою командою, щоб план можна було впроваджувати одразу.',
        features: [
          'аналіз_ефективності_каналів',
          'порівняння_з_конкурентами',
          'перевірка_аналітики_та_атрибуції',
          'аналіз_ефективності_бюджету',
          'пріоритезований_план_дій',
          'воркшоп_для_команди',
        ],
        benefits: [
          'Чітке розуміння, що насправді приносить дохід',
          'Неефективні витрати виявлено за два тижні',
          'Дорожня карта, яку команда може виконувати одразу',
        ],
        kpis: [
          '10–25% маркетингового бюджету перерозподілено на ефективніші канали',
          '+20% маркетингово кваліфікованих лідів за 3 місяці',
          'Відстеження понад 95% конверсій',
        ],
      },
      es: {
        title: 'Auditoría de marketing digital',
        shortDescription:
          'Una revisión completa de tus canales, presupuestos y medición que muestra dónde se pierde dinero y dónde te espera el crecimiento.',
        fullDescription:
          'Analizamos cada canal activo —búsqueda, redes sociales, email, publicidad de pago y tu sitio web— en relación con tus objetivos de negocio y con la competencia. Revisamos la medición y la atribución para que las decisiones se basen en datos fiables. Recibirás un plan de acción priorizado con el impacto, el esfuerzo y el coste estimados de cada recomendación. La auditoría concluye con un taller con tu equipo para poner el plan en marcha de inmediato.',
        features: [
          'revisión_del_rendimiento_por_canal',
          'análisis_de_la_competencia',
          'verificación_de_medición_y_atribución',
          'análisis_de_eficiencia_del_presupuesto',
          'plan_de_acción_priorizado',
          'taller_con_el_equipo',
        ],
        benefits: [
          'Una visión clara de lo que realmente genera ingresos',
          'Presupuesto malgastado identificado en dos semanas',
          'Una hoja de ruta que tu equipo puede ejecutar desde el primer día',
        ],
        kpis: [
          'Reasignación del 10–25% del presupuesto a canales más rentables',
          '+20% de leads cualificados de marketing en 3 meses',
          'Medición de más del 95% de las conversiones',
        ],
      },
      cz: {
        title: 'Audit digitálního marketingu',
        shortDescription: 'Kompletní prověrka vašich kanálů, rozpočtů a měření, která ukáže, kde utíkají peníze a kde čeká růst.',
        fullDescription:
          'Analyzujeme každý aktivní kanál — vyhledávání, sociální sítě, e-mail, placenou reklamu i váš web — ve vztahu k vašim obchodním cílům a konkurenci. Prověříme měření a atribuci, aby se rozhodnutí opírala o spolehlivá data. Dostanete prioritizovaný akční plán s odhadem dopadu, náročnosti a nákladů u každého doporučení. Audit uzavíráme workshopem s vaším týmem, aby bylo možné plán ihned začít realizovat.',
        features: [
          'hodnocení_výkonu_kanálů',
          'srovnání_s_konkurencí',
          'kontrola_měření_a_atribuce',
          'analýza_efektivity_rozpočtu',
          'prioritizovaný_akční_plán',
          'workshop_pro_tým',
        ],
        benefits: [
          'Jasný přehled o tom, co skutečně přináší tržby',
          'Neefektivní výdaje odhalené do dvou týdnů',
          'Plán, který může váš tým okamžitě realizovat',
        ],
        kpis: [
          'Přesun 10–25 % rozpočtu do výkonnějších kanálů',
          '+20 % marketingově kvalifikovaných leadů za 3 měsíce',
          'Měření více než 95 % konverzí',
        ],
      },
    },
  },
  {
    slug: 'social-media-management',
    category: 'digital-marketing',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '120–250%',
    estimatedDeliveryDays: 10,
    prices: [
      { amount: 690, kind: 'standard' },
      { amount: 1490, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Social media management',
        shortDescription:
          'A consistent, on-brand presence on the networks your customers use, with content, community management and monthly reporting.',
        fullDescription:
          'We build a content plan around your audience, products and seasonal peaks, then create and publish posts, stories and short videos every week. Our community managers answer comments and messages in your brand voice and flag sales opportunities to your team. Every month you get a clear report on reach, engagement and leads, together with the next month’s plan. The service covers up to four networks, including LinkedIn, Instagram, Facebook and TikTok.',
        features: [
          'monthly_content_calendar',
          'post_and_video_creation',
          'community_management',
          'social_listening',
          'monthly_performance_report',
        ],
        benefits: [
          'A steady, professional presence without hiring in-house',
          'Faster replies to customers and prospects',
          'Content that supports sales, not just likes',
        ],
        kpis: [
          '+50% engagement rate within 3 months',
          '+30% followers from the target audience in 6 months',
          'Response time to messages under 4 hours',
        ],
      },
      ua: {
        title: 'Ведення соціальних мереж',
        shortDescription:
          'Регулярна присутність у мережах, де є ваші клієнти: контент, робота зі спільнотою та щомісячна звітність у стилі вашого бренду.',
        fullDescription:
          'Ми складаємо контент-план з урахуванням вашої аудиторії, продуктів і сезонних піків, а потім щотижня створюємо й публікуємо дописи, сторіз і короткі відео. Наші ком’юніті-менеджери відповідають на коментарі та повідомлення голосом вашого бренду й передають вашій команді потенційні продажі. Щомісяця ви отримуєте зрозумілий звіт про охоплення, залученість і ліди разом із планом на наступний місяць. Послуга охоплює до чотирьох мереж, зокрема LinkedIn, Instagram, Facebook і TikTok.',
        features: [
          'щомісячний_контент_план',
          'створення_дописів_і_відео',
          'робота_зі_спільнотою',
          'моніторинг_згадок',
          'щомісячний_звіт_про_результати',
        ],
        benefits: [
          'Стабільна професійна присутність без найму штатного фахівця',
          'Швидші відповіді клієнтам і потенційним покупцям',
          'Контент, що працює на продажі, а не лише на лайки',
        ],
        kpis: [
          '+50% до рівня залученості за 3 місяці',
          '+30% підписників із цільової аудиторії за 6 місяців',
          'Час відповіді на повідомлення — до 4 годин',
        ],
      },
      es: {
        title: 'Gestión de redes sociales',
        shortDescription:
          'Una presencia constante y coherente con tu marca en las redes que usan tus clientes, con contenidos, gestión de comunidad e informes mensuales.',
        fullDescription:
          'Diseñamos un calendario de contenidos en función de tu audiencia, tus productos y los picos de temporada, y cada semana creamos y publicamos posts, stories y vídeos cortos. Nuestros community managers responden comentarios y mensajes con la voz de tu marca y trasladan a tu equipo las oportunidades de venta. Cada mes recibes un informe claro de alcance, interacción y leads, junto con el plan del mes siguiente. El servicio cubre hasta cuatro redes, entre ellas LinkedIn, Instagram, Facebook y TikTok.',
        features: [
          'calendario_de_contenidos_mensual',
          'creación_de_posts_y_vídeos',
          'gestión_de_comunidad',
          'escucha_social',
          'informe_mensual_de_resultados',
        ],
        benefits: [
          'Presencia profesional y constante sin ampliar plantilla',
          'Respuestas más rápidas a clientes y potenciales clientes',
          'Contenido que impulsa las ventas, no solo los «me gusta»',
        ],
        kpis: [
          '+50% de tasa de interacción en 3 meses',
          '+30% de seguidores del público objetivo en 6 meses',
          'Tiempo de respuesta a mensajes inferior a 4 horas',
        ],
      },
      cz: {
        title: 'Správa sociálních sítí',
        shortDescription:
          'Pravidelná a konzistentní prezentace na sítích, kde jsou vaši zákazníci — obsah, komunitní management a měsíční reporting.',
        fullDescription:
          'Připravíme obsahový plán podle vašeho publika, produktů a sezónních špiček a každý týden tvoříme a publikujeme příspěvky, stories a krátká videa. Naši komunitní manažeři odpovídají na komentáře a zprávy hlasem vaší značky a obchodní příležitosti předávají vašemu týmu. Každý měsíc dostanete přehledný report o dosahu, interakcích a leadech spolu s plánem na další měsíc. Služba pokrývá až čtyři sítě, včetně LinkedInu, Instagramu, Facebooku a TikToku.',
        features: [
          'měsíční_obsahový_plán',
          'tvorba_příspěvků_a_videí',
          'komunitní_management',
          'monitoring_zmínek',
          'měsíční_report_výsledků',
        ],
        benefits: [
          'Stabilní profesionální prezentace bez nutnosti přijímat nové lidi',
          'Rychlejší reakce na dotazy zákazníků',
          'Obsah, který podporuje prodej, nejen počet lajků',
        ],
        kpis: ['+50 % míry zapojení během 3 měsíců', '+30 % sledujících z cílové skupiny za 6 měsíců', 'Odpověď na zprávy do 4 hodin'],
      },
    },
  },
  {
    slug: 'email-marketing-automation',
    category: 'digital-marketing',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '200–400%',
    estimatedDeliveryDays: 21,
    prices: [
      { amount: 1200, kind: 'standard' },
      { amount: 2400, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Email marketing automation',
        shortDescription:
          'Automated email journeys — welcome, nurturing, abandoned cart and win-back — that sell for you around the clock.',
        fullDescription:
          'We map your customer lifecycle and design automated email flows for each key moment, from the first sign-up to the repeat purchase. Copy, templates and segmentation are created for you and connected to your CRM or e-commerce platform. Every flow is A/B tested and tuned based on opens, clicks and revenue per recipient. We also clean your list and set up domain authentication, so your emails land in the inbox rather than in spam.',
        features: [
          'lifecycle_mapping',
          'automated_email_flows',
          'audience_segmentation',
          'responsive_email_templates',
          'ab_testing',
          'deliverability_setup',
        ],
        benefits: [
          'Revenue that keeps coming in without extra daily work',
          'Personalised messages at the right moment',
          'Better inbox placement and a healthier list',
        ],
        kpis: [
          '20–30% of online revenue generated by email within 6 months',
          'Open rate above 35% on automated flows',
          '+15% repeat purchase rate in 6 months',
        ],
      },
      ua: {
        title: 'Автоматизація email-маркетингу',
        shortDescription:
          'Автоматичні email-ланцюжки — вітальні, прогрівальні, для покинутих кошиків і повернення клієнтів, — що продають цілодобово.',
        fullDescription:
          'Ми описуємо життєвий цикл ваших клієнтів і створюємо автоматичні розсилки для кожного ключового моменту — від першої реєстрації до повторної покупки. Тексти, шаблони та сегментацію готуємо самі й підключаємо до вашої CRM або e-commerce-платформи. Кожен ланцюжок проходить A/B-тестування та вдосконалюється за показниками відкриттів, кліків і доходу на одержувача. Також ми очищаємо базу контактів і налаштовуємо автентифікацію домену, щоб листи потрапляли у «Вхідні», а не в спам.',
        features: [
          'карта_життєвого_циклу_клієнта',
          'автоматичні_ланцюжки_листів',
          'сегментація_аудиторії',
          'адаптивні_шаблони_листів',
          'ab_тестування',
          'налаштування_доставлюваності',
        ],
        benefits: [
          'Дохід, що надходить без щоденної ручної роботи',
          'Персоналізовані повідомлення в потрібний момент',
          'Краще потрапляння у «Вхідні» та чистіша база',
        ],
        kpis: [
          '20–30% онлайн-доходу з email-розсилок за 6 місяців',
          'Відкриваність автоматичних листів понад 35%',
          '+15% до частки повторних покупок за 6 місяців',
        ],
      },
      es: {
        title: 'Automatización de email marketing',
        shortDescription:
          'Secuencias de email automatizadas —bienvenida, nutrición, carrito abandonado y recuperación— que venden por ti las 24 horas.',
        fullDescription:
          'Trazamos el ciclo de vida de tus clientes y diseñamos flujos automatizados para cada momento clave, desde el primer registro hasta la compra repetida. Redactamos los textos, creamos las plantillas y la segmentación, y lo conectamos todo con tu CRM o tu plataforma de e-commerce. Cada flujo se somete a pruebas A/B y se optimiza según aperturas, clics e ingresos por destinatario. Además, depuramos tu base de datos y configuramos la autenticación del dominio para que tus correos lleguen a la bandeja de entrada y no a spam.',
        features: [
          'mapa_del_ciclo_de_vida',
          'flujos_de_email_automatizados',
          'segmentación_de_audiencias',
          'plantillas_responsive',
          'pruebas_ab',
          'configuración_de_entregabilidad',
        ],
        benefits: [
          'Ingresos constantes sin trabajo diario adicional',
          'Mensajes personalizados en el momento adecuado',
          'Mejor entregabilidad y una base de datos más sana',
        ],
        kpis: [
          '20–30% de la facturación online procedente del email en 6 meses',
          'Tasa de apertura superior al 35% en los flujos automatizados',
          '+15% en la tasa de recompra en 6 meses',
        ],
      },
      cz: {
        title: 'Automatizace e-mailového marketingu',
        shortDescription:
          'Automatizované e-mailové sekvence (uvítací, nurturingové, opuštěný košík, reaktivace), které za vás prodávají 24 hodin denně.',
        fullDescription:
          'Zmapujeme životní cyklus vašich zákazníků a pro každý klíčový okamžik navrhneme automatizovanou sekvenci — od první registrace až po opakovaný nákup. Texty, šablony i segmentaci připravíme za vás a napojíme je na vaše CRM nebo e-shopovou platformu. Každou sekvenci A/B testujeme a ladíme podle otevření, prokliků a tržeb na příjemce. Zároveň vyčistíme databázi kontaktů a nastavíme autentizaci domény, aby e-maily končily v doručené poště, a ne ve spamu.',
        features: [
          'mapování_životního_cyklu',
          'automatizované_e_mailové_sekvence',
          'segmentace_publika',
          'responzivní_šablony',
          'ab_testování',
          'nastavení_doručitelnosti',
        ],
        benefits: [
          'Tržby, které přicházejí bez každodenní práce navíc',
          'Personalizované zprávy ve správnou chvíli',
          'Lepší doručitelnost a zdravější databáze',
        ],
        kpis: [
          '20–30 % online tržeb z e-mailu do 6 měsíců',
          'Míra otevření automatických e-mailů nad 35 %',
          '+15 % opakovaných nákupů za 6 měsíců',
        ],
      },
    },
  },
  {
    slug: 'influencer-marketing-campaigns',
    category: 'digital-marketing',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: false,
    roi: '100–220%',
    estimatedDeliveryDays: 30,
    prices: [{ amount: 2500, kind: 'standard' }],
    translations: {
      en: {
        title: 'Influencer marketing campaigns',
        shortDescription: 'Campaigns with carefully vetted creators whose audiences match your customers, from shortlist to final report.',
        fullDescription:
          'We look for creators whose followers genuinely match your target market and check their audience quality, engagement and brand safety. Our team negotiates fees, prepares briefs and contracts, and approves content before publication. Tracking links and discount codes let us attribute sales and leads to each creator. After the campaign you receive a full report and a recommendation on which partnerships are worth continuing long term.',
        features: [
          'creator_search_and_vetting',
          'audience_quality_check',
          'fee_negotiation',
          'briefs_and_contracts',
          'content_approval',
          'sales_attribution',
        ],
        benefits: [
          'Trust borrowed from voices your customers already follow',
          'No fake followers or wasted fees',
          'Measurable sales, not just impressions',
        ],
        kpis: [
          'Engagement rate above 4% on sponsored content',
          'Cost per acquisition 20% below the paid social benchmark',
          '500,000+ targeted impressions per campaign',
        ],
      },
      ua: {
        title: 'Кампанії з інфлюенс-маркетингу',
        shortDescription:
          'Кампанії з ретельно перевіреними блогерами, чия аудиторія збігається з вашими клієнтами, — від добірки до фінального звіту.',
        fullDescription:
          'Ми шукаємо авторів, чиї підписники справді відповідають вашому цільовому ринку, і перевіряємо якість аудиторії, залученість та безпечність для бренду. Наша команда домовляється про гонорари, готує брифи й договори та погоджує контент перед публікацією. Трекінгові посилання й промокоди дозволяють пов’язати продажі та ліди з кожним автором. Після кампанії ви отримуєте повний звіт і рекомендації, з ким варто співпрацювати довгостроково.',
        features: [
          'пошук_і_перевірка_блогерів',
          'аналіз_якості_аудиторії',
          'переговори_щодо_гонорарів',
          'брифи_та_договори',
          'погодження_контенту',
          'атрибуція_продажів',
        ],
        benefits: [
          'Довіра до голосів, яких ваші клієнти вже слухають',
          'Жодних накручених підписників і марних витрат',
          'Вимірювані продажі, а не лише покази',
        ],
        kpis: [
          'Залученість спонсорського контенту понад 4%',
          'Вартість залучення клієнта на 20% нижча, ніж у рекламі в соцмережах',
          'Понад 500 000 цільових показів за кампанію',
        ],
      },
      es: {
        title: 'Campañas de marketing de influencers',
        shortDescription:
          'Campañas con creadores cuidadosamente seleccionados cuya audiencia coincide con tus clientes, desde la preselección hasta el informe final.',
        fullDescription:
          'Buscamos creadores cuyos seguidores encajen de verdad con tu mercado objetivo y comprobamos la calidad de su audiencia, su nivel de interacción y la seguridad de marca. Nuestro equipo negocia tarifas, prepara briefings y contratos, y revisa el contenido antes de su publicación. Los enlaces de seguimiento y los códigos de descuento nos permiten atribuir ventas y leads a cada creador. Al cierre de la campaña recibes un informe completo y una recomendación sobre qué colaboraciones merece la pena mantener a largo plazo.',
        features: [
          'búsqueda_y_selección_de_creadores',
          'análisis_de_calidad_de_audiencia',
          'negociación_de_tarifas',
          'briefings_y_contratos',
          'aprobación_de_contenidos',
          'atribución_de_ventas',
        ],
        benefits: [
          'La confianza de voces que tus clientes ya siguen',
          'Sin seguidores falsos ni tarifas desperdiciadas',
          'Ventas medibles, no solo impresiones',
        ],
        kpis: [
          'Tasa de interacción superior al 4% en el contenido patrocinado',
          'Coste por adquisición un 20% inferior a la media de la publicidad en redes sociales',
          'Más de 500.000 impresiones segmentadas por campaña',
        ],
      },
      cz: {
        title: 'Influencer marketingové kampaně',
        shortDescription:
          'Kampaně s pečlivě prověřenými tvůrci, jejichž publikum odpovídá vašim zákazníkům — od výběru po závěrečný report.',
        fullDescription:
          'Hledáme tvůrce, jejichž sledující skutečně odpovídají vašemu cílovému trhu, a prověřujeme kvalitu jejich publika, míru zapojení i bezpečnost pro značku. Náš tým vyjednává honoráře, připravuje briefy a smlouvy a schvaluje obsah před zveřejněním. Díky trackovacím odkazům a slevovým kódům přiřadíme prodeje a leady konkrétním tvůrcům. Po skončení kampaně dostanete kompletní report a doporučení, se kterými tvůrci se vyplatí spolupracovat dlouhodobě.',
        features: [
          'vyhledání_a_prověření_tvůrců',
          'analýza_kvality_publika',
          'vyjednání_honorářů',
          'briefy_a_smlouvy',
          'schvalování_obsahu',
          'atribuce_prodejů',
        ],
        benefits: [
          'Důvěra hlasů, které vaši zákazníci už sledují',
          'Žádní falešní sledující ani vyhozené honoráře',
          'Měřitelné prodeje, ne jen zobrazení',
        ],
        kpis: [
          'Míra zapojení sponzorovaného obsahu nad 4 %',
          'Cena za akvizici o 20 % nižší než u placené reklamy na sociálních sítích',
          'Přes 500 000 cílených zobrazení na kampaň',
        ],
      },
    },
  },
  {
    slug: 'go-to-market-launch',
    category: 'digital-marketing',
    isPopular: false,
    isUrgent: true,
    expertLevel: true,
    hasGuarantee: true,
    roi: '180–350%',
    estimatedDeliveryDays: 45,
    prices: [
      { amount: 4900, kind: 'standard' },
      { amount: 9900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Go-to-market launch campaign',
        shortDescription:
          'An integrated launch plan and campaign for a new product, service or market, ready to go live in weeks rather than months.',
        fullDescription:
          'We define your target segments, positioning and key messages, then turn them into a launch plan across paid, owned and earned channels. Landing pages, ad creative, email sequences and sales enablement materials are produced in one coordinated sprint. During the launch window we monitor results daily and shift budget to the channels that perform best. The campaign ends with a debrief and a 90-day plan to turn launch momentum into steady demand.',
        features: [
          'segment_and_positioning_definition',
          'launch_messaging',
          'multichannel_campaign_plan',
          'landing_page_and_creative_production',
          'sales_enablement_kit',
          'daily_launch_monitoring',
        ],
        benefits: [
          'A coordinated launch instead of scattered activity',
          'Faster time to first customers',
          'Sales and marketing aligned from day one',
        ],
        kpis: [
          'First qualified leads within 14 days of launch',
          '+35% launch-period pipeline compared with previous launches',
          'Cost per lead within the agreed target by week 4',
        ],
      },
      ua: {
        title: 'Кампанія з виведення продукту на ринок',
        shortDescription: 'Комплексний план і кампанія запуску нового продукту, послуги чи ринку — готові до старту за тижні, а не місяці.',
        fullDescription:
          'Ми визначаємо цільові сегменти, позиціонування та ключові меседжі й перетворюємо їх на план запуску в платних, власних і партнерських каналах. Посадкові сторінки, рекламні креативи, email-ланцюжки та матеріали для відділу продажів створюються в одному скоординованому спринті. Під час запуску ми щодня відстежуємо результати й перерозподіляємо бюджет на найефективніші канали. Кампанія завершується розбором результатів і планом на 90 днів, щоб перетворити стартовий імпульс на стабільний попит.',
        features: [
          'визначення_сегментів_і_позиціонування',
          'меседжі_для_запуску',
          'план_багатоканальної_кампанії',
          'створення_лендингів_і_креативів',
          'матеріали_для_відділу_продажів',
          'щоденний_моніторинг_запуску',
        ],
        benefits: [
          'Скоординований запуск замість розрізнених дій',
          'Швидший шлях до перших клієнтів',
          'Продажі та маркетинг узгоджені з першого дня',
        ],
        kpis: [
          'Перші кваліфіковані ліди протягом 14 днів після запуску',
          '+35% угод у воронці за період запуску порівняно з попередніми запусками',
          'Вартість ліда в межах цільової до 4-го тижня',
        ],
      },
      es: {
        title: 'Campaña de lanzamiento al mercado',
        shortDescription:
          'Un plan y una campaña integrados para lanzar un nuevo producto, servicio o mercado, listos para salir en semanas y no en meses.',
        fullDescription:
          'Definimos tus segmentos objetivo, tu posicionamiento y tus mensajes clave, y los convertimos en un plan de lanzamiento en canales de pago, propios y ganados. Las landing pages, las creatividades, las secuencias de email y los materiales de apoyo a ventas se producen en un único sprint coordinado. Durante el lanzamiento seguimos los resultados a diario y movemos el presupuesto hacia los canales que mejor funcionan. La campaña concluye con un análisis final y un plan a 90 días para convertir el impulso inicial en demanda estable.',
        features: [
          'definición_de_segmentos_y_posicionamiento',
          'mensajes_de_lanzamiento',
          'plan_de_campaña_multicanal',
          'producción_de_landing_pages_y_creatividades',
          'kit_de_apoyo_a_ventas',
          'seguimiento_diario_del_lanzamiento',
        ],
        benefits: [
          'Un lanzamiento coordinado en lugar de acciones dispersas',
          'Primeros clientes en menos tiempo',
          'Ventas y marketing alineados desde el primer día',
        ],
        kpis: [
          'Primeros leads cualificados en los 14 días siguientes al lanzamiento',
          '+35% de pipeline durante el lanzamiento frente a lanzamientos anteriores',
          'Coste por lead dentro del objetivo acordado en la semana 4',
        ],
      },
      cz: {
        title: 'Kampaň pro uvedení na trh',
        shortDescription:
          'Integrovaný plán a kampaň pro uvedení nového produktu či služby nebo vstup na nový trh — připravené ke spuštění během týdnů, ne měsíců.',
        fullDescription:
          'Definujeme cílové segmenty, positioning a klíčová sdělení a převedeme je do plánu uvedení napříč placenými, vlastními i získanými kanály. Landing pages, reklamní kreativa, e-mailové sekvence i podklady pro obchodníky vzniknou v jednom koordinovaném sprintu. Během spuštění denně sledujeme výsledky a přesouváme rozpočet do nejvýkonnějších kanálů. Kampaň uzavírá vyhodnocení a 90denní plán, jak proměnit počáteční impuls ve stabilní poptávku.',
        features: [
          'definice_segmentů_a_positioningu',
          'sdělení_pro_uvedení_na_trh',
          'plán_vícekanálové_kampaně',
          'tvorba_landing_pages_a_kreativy',
          'podklady_pro_obchodníky',
          'denní_monitoring_spuštění',
        ],
        benefits: [
          'Koordinované uvedení místo roztříštěných aktivit',
          'Rychlejší cesta k prvním zákazníkům',
          'Obchod a marketing sladěné od prvního dne',
        ],
        kpis: [
          'První kvalifikované leady do 14 dnů od spuštění',
          '+35 % obchodních příležitostí v období uvedení oproti předchozím uvedením',
          'Cena za lead v dohodnutém cíli do 4. týdne',
        ],
      },
    },
  },
  {
    slug: 'outsourced-marketing-team',
    category: 'digital-marketing',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '150–280%',
    estimatedDeliveryDays: null,
    prices: [{ amount: 3900, kind: 'standard' }],
    translations: {
      en: {
        title: 'Outsourced marketing team',
        shortDescription: 'A senior marketing lead plus specialists on demand — strategy, execution and reporting for a fixed monthly fee.',
        fullDescription:
          'You get an experienced marketing lead who owns your plan, budget and results, backed by our specialists in content, paid media, design and analytics. We work inside your tools and meet your team weekly, so the collaboration feels like an in-house department. Priorities are set quarterly and reviewed monthly against agreed KPIs. The engagement scales up or down with your needs, with no recruitment costs or long notice periods.',
        features: [
          'dedicated_marketing_lead',
          'specialists_on_demand',
          'quarterly_marketing_plan',
          'weekly_team_meetings',
          'kpi_dashboard',
          'flexible_scaling',
        ],
        benefits: [
          'Senior expertise for a fraction of the cost of a full-time hire',
          'A complete team from the first week',
          'Flexible capacity as your business grows',
        ],
        kpis: [
          '+40% marketing-sourced pipeline within 6 months',
          'Cost per acquisition down 20% within 2 quarters',
          'Quarterly plan delivery rate above 90%',
        ],
      },
      ua: {
        title: 'Аутсорсингова маркетингова команда',
        shortDescription:
          'Досвідчений керівник маркетингу та профільні фахівці за потреби — стратегія, реалізація й звітність за фіксовану щомісячну плату.',
        fullDescription:
          'Ви отримуєте досвідченого керівника маркетингу, який відповідає за ваш план, бюджет і результати, а також підтримку наших фахівців із контенту, платної реклами, дизайну та аналітики. Ми працюємо у ваших інструментах і щотижня зустрічаємося з вашою командою, тож співпраця нагадує роботу власного відділу. Пріоритети визначаються щокварталу й щомісяця звіряються з погодженими KPI. Обсяг робіт легко збільшити чи зменшити відповідно до ваших потреб — без витрат на найм і тривалих термінів попередження.',
        features: [
          'персональний_керівник_маркетингу',
          'фахівці_за_потреби',
          'квартальний_маркетинговий_план',
          'щотижневі_зустрічі_з_командою',
          'дашборд_kpi',
          'гнучке_масштабування',
        ],
        benefits: [
          'Експертиза сеньйорного рівня за частку вартості штатного працівника',
          'Повноцінна команда з першого тижня',
          'Гнучкий ресурс, що зростає разом із бізнесом',
        ],
        kpis: [
          '+40% угод у воронці з маркетингових каналів за 6 місяців',
          'Вартість залучення клієнта нижча на 20% за 2 квартали',
          'Виконання квартального плану понад 90%',
        ],
      },
      es: {
        title: 'Equipo de marketing externalizado',
        shortDescription:
          'Un responsable de marketing sénior y especialistas a demanda: estrategia, ejecución e informes por una cuota mensual fija.',
        fullDescription:
          'Cuentas con un responsable de marketing experimentado que se encarga de tu plan, tu presupuesto y tus resultados, respaldado por nuestros especialistas en contenidos, publicidad de pago, diseño y analítica. Trabajamos con tus herramientas y nos reunimos cada semana con tu equipo, de modo que la colaboración funciona como un departamento interno. Las prioridades se fijan cada trimestre y se revisan cada mes frente a los KPI acordados. El servicio crece o se reduce según tus necesidades, sin costes de selección ni largos plazos de preaviso.',
        features: [
          'responsable_de_marketing_dedicado',
          'especialistas_a_demanda',
          'plan_de_marketing_trimestral',
          'reuniones_semanales_con_el_equipo',
          'cuadro_de_mando_de_kpi',
          'escalado_flexible',
        ],
        benefits: [
          'Experiencia sénior por una fracción del coste de una contratación',
          'Un equipo completo desde la primera semana',
          'Capacidad flexible a medida que crece tu negocio',
        ],
        kpis: [
          '+40% de pipeline generado por marketing en 6 meses',
          'Coste de adquisición un 20% menor en 2 trimestres',
          'Cumplimiento del plan trimestral superior al 90%',
        ],
      },
      cz: {
        title: 'Externí marketingový tým',
        shortDescription:
          'Zkušený vedoucí marketingu a specialisté podle potřeby — strategie, realizace a reporting za pevný měsíční poplatek.',
        fullDescription:
          'Získáte zkušeného vedoucího marketingu, který odpovídá za váš plán, rozpočet i výsledky, a k tomu naše specialisty na obsah, placenou reklamu, design a analytiku. Pracujeme ve vašich nástrojích a každý týden se potkáváme s vaším týmem, takže spolupráce funguje jako interní oddělení. Priority stanovujeme čtvrtletně a každý měsíc je vyhodnocujeme podle dohodnutých KPI. Rozsah spolupráce lze pružně zvýšit i snížit — bez nákladů na nábor a bez dlouhých výpovědních lhůt.',
        features: [
          'vlastní_vedoucí_marketingu',
          'specialisté_podle_potřeby',
          'čtvrtletní_marketingový_plán',
          'týdenní_schůzky_s_týmem',
          'dashboard_kpi',
          'flexibilní_kapacita',
        ],
        benefits: [
          'Seniorní know-how za zlomek ceny interního zaměstnance',
          'Kompletní tým od prvního týdne',
          'Flexibilní kapacita, která roste s vaší firmou',
        ],
        kpis: [
          '+40 % obchodních příležitostí z marketingu během 6 měsíců',
          'Cena za akvizici nižší o 20 % během 2 čtvrtletí',
          'Plnění čtvrtletního plánu nad 90 %',
        ],
      },
    },
  },

  // ─── SEO and content ─────────────────────────────────────────────────────────
  {
    slug: 'technical-seo-audit',
    category: 'seo-content',
    isPopular: true,
    isUrgent: true,
    expertLevel: true,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 10,
    prices: [
      { amount: 1490, kind: 'standard' },
      { amount: 2900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Technical SEO audit',
        shortDescription:
          'An in-depth check of crawlability, indexing, speed and structured data, with a fix list your developers can act on immediately.',
        fullDescription:
          'We crawl your entire website and review indexing, site architecture, internal linking, Core Web Vitals, structured data and international settings such as hreflang. Server logs and Search Console data show how search engines actually treat your pages. Every issue is ranked by impact and effort and described in a ticket-ready format for developers. After implementation we run a verification crawl to confirm that the fixes are live and working.',
        features: [
          'full_site_crawl',
          'indexing_and_crawl_budget_review',
          'core_web_vitals_analysis',
          'structured_data_validation',
          'hreflang_check',
          'developer_ready_fix_list',
        ],
        benefits: [
          'Remove the technical barriers holding your rankings back',
          'Clear, prioritised tasks for your developers',
          'A faster site for users and search engines alike',
        ],
        kpis: [
          '+25% indexed pages receiving search traffic within 3 months',
          'All Core Web Vitals in the green for key templates',
          '+30% organic traffic in 6 months',
        ],
      },
      ua: {
        title: 'Технічний SEO-аудит',
        shortDescription:
          'Глибока перевірка сканування, індексації, швидкості та мікророзмітки зі списком виправлень, який розробники можуть одразу взяти в роботу.',
        fullDescription:
          'Ми скануємо весь сайт і перевіряємо індексацію, структуру, внутрішню перелінковку, Core Web Vitals, мікророзмітку та міжнародні налаштування, як-от hreflang. Серверні логи й дані Search Console показують, як пошукові системи насправді бачать ваші сторінки. Кожну проблему ми оцінюємо за впливом і трудомісткістю та описуємо у форматі, готовому для постановки задач розробникам. Після впровадження проводимо контрольне сканування, щоб переконатися, що виправлення працюють.',
        features: [
          'повне_сканування_сайту',
          'аналіз_індексації_та_краулінгового_бюджету',
          'аналіз_core_web_vitals',
          'перевірка_мікророзмітки',
          'перевірка_hreflang',
          'список_завдань_для_розробників',
        ],
        benefits: [
          'Усунення технічних бар’єрів, що стримують позиції',
          'Чіткі пріоритетні завдання для розробників',
          'Швидший сайт для користувачів і пошукових систем',
        ],
        kpis: [
          '+25% проіндексованих сторінок із пошуковим трафіком за 3 місяці',
          'Усі показники Core Web Vitals у зеленій зоні для ключових шаблонів',
          '+30% органічного трафіку за 6 місяців',
        ],
      },
      es: {
        title: 'Auditoría SEO técnica',
        shortDescription:
          'Un análisis a fondo del rastreo, la indexación, la velocidad y los datos estructurados, con una lista de correcciones lista para tus desarrolladores.',
        fullDescription:
          'Rastreamos todo tu sitio web y revisamos la indexación, la arquitectura, el enlazado interno, las Core Web Vitals, los datos estructurados y la configuración internacional, como hreflang. Los logs del servidor y los datos de Search Console muestran cómo tratan realmente los buscadores tus páginas. Cada incidencia se prioriza según su impacto y esfuerzo, y se describe en un formato listo para convertirla en una tarea de desarrollo. Tras la implementación, hacemos un rastreo de verificación para confirmar que las correcciones están activas y funcionan.',
        features: [
          'rastreo_completo_del_sitio',
          'revisión_de_indexación_y_presupuesto_de_rastreo',
          'análisis_de_core_web_vitals',
          'validación_de_datos_estructurados',
          'revisión_de_hreflang',
          'lista_de_correcciones_para_desarrollo',
        ],
        benefits: [
          'Elimina las barreras técnicas que frenan tu posicionamiento',
          'Tareas claras y priorizadas para tus desarrolladores',
          'Un sitio más rápido para usuarios y buscadores',
        ],
        kpis: [
          '+25% de páginas indexadas con tráfico de búsqueda en 3 meses',
          'Todas las Core Web Vitals en verde en las plantillas clave',
          '+30% de tráfico orgánico en 6 meses',
        ],
      },
      cz: {
        title: 'Technický SEO audit',
        shortDescription:
          'Důkladná kontrola procházení, indexace, rychlosti a strukturovaných dat se seznamem oprav, na kterých mohou vývojáři hned začít pracovat.',
        fullDescription:
          'Projdeme celý web a zkontrolujeme indexaci, architekturu, vnitřní prolinkování, Core Web Vitals, strukturovaná data i mezinárodní nastavení, jako je hreflang. Serverové logy a data ze Search Console ukážou, jak vyhledávače s vašimi stránkami skutečně zacházejí. Každý problém seřadíme podle dopadu a pracnosti a popíšeme ho tak, aby šel rovnou převést na úkol pro vývojáře. Po implementaci provedeme kontrolní procházení webu, abychom ověřili, že opravy fungují.',
        features: [
          'kompletní_procházení_webu',
          'kontrola_indexace_a_crawl_budgetu',
          'analýza_core_web_vitals',
          'validace_strukturovaných_dat',
          'kontrola_hreflang',
          'seznam_oprav_pro_vývojáře',
        ],
        benefits: [
          'Odstranění technických překážek, které brzdí vaše pozice',
          'Jasné a prioritizované úkoly pro vývojáře',
          'Rychlejší web pro uživatele i vyhledávače',
        ],
        kpis: [
          '+25 % indexovaných stránek s návštěvností z vyhledávání za 3 měsíce',
          'Všechny Core Web Vitals v zelené zóně u klíčových šablon',
          '+30 % organické návštěvnosti za 6 měsíců',
        ],
      },
    },
  },
  {
    slug: 'content-marketing-strategy',
    category: 'seo-content',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '180–350%',
    estimatedDeliveryDays: 21,
    prices: [{ amount: 1900, kind: 'standard' }],
    translations: {
      en: {
        title: 'Content marketing strategy',
        shortDescription:
          'A content plan built on search demand and buyer questions, so that every article, guide and case study works towards leads.',
        fullDescription:
          'We research what your buyers search for and ask at each stage of their journey, then map topics to your products and sales process. The strategy defines content pillars, formats, tone of voice and a six-month editorial calendar. Each planned piece comes with a target keyword, search intent and conversion goal. We also set up measurement, so you can see which content generates traffic, leads and revenue.',
        features: [
          'keyword_research',
          'buyer_journey_mapping',
          'content_pillars',
          'editorial_calendar',
          'tone_of_voice_guide',
          'content_performance_tracking',
        ],
        benefits: [
          'Content that attracts buyers, not just visitors',
          'A clear plan your writers can follow for months',
          'Proof of which content pays off',
        ],
        kpis: ['+40% organic traffic in 6 months', '+25% leads from content in 6 months', '50+ keywords in the top 10 within 9 months'],
      },
      ua: {
        title: 'Стратегія контент-маркетингу',
        shortDescription: 'Контент-план на основі пошукового попиту й запитань покупців, щоб кожна стаття, гайд і кейс працювали на ліди.',
        fullDescription:
          'Ми досліджуємо, що шукають і про що запитують ваші покупці на кожному етапі шляху, та пов’язуємо теми з вашими продуктами й процесом продажів. Стратегія визначає ключові тематичні напрями, формати, тон комунікації та редакційний календар на шість місяців. Для кожного запланованого матеріалу вказано цільовий ключовий запит, пошуковий намір і мету конверсії. Ми також налаштовуємо аналітику, щоб ви бачили, який контент приносить трафік, ліди й дохід.',
        features: [
          'дослідження_ключових_слів',
          'карта_шляху_покупця',
          'тематичні_напрями_контенту',
          'редакційний_календар',
          'гайд_з_тону_комунікації',
          'аналітика_ефективності_контенту',
        ],
        benefits: [
          'Контент, що приваблює покупців, а не просто відвідувачів',
          'Зрозумілий план для авторів на місяці вперед',
          'Дані про те, який контент окупається',
        ],
        kpis: [
          '+40% органічного трафіку за 6 місяців',
          '+25% лідів із контенту за 6 місяців',
          'Понад 50 ключових запитів у топ-10 за 9 місяців',
        ],
      },
      es: {
        title: 'Estrategia de marketing de contenidos',
        shortDescription:
          'Un plan de contenidos basado en la demanda de búsqueda y en las preguntas de tus compradores, para que cada artículo, guía y caso de éxito genere leads.',
        fullDescription:
          'Investigamos qué buscan y qué preguntan tus compradores en cada etapa de su recorrido, y relacionamos los temas con tus productos y tu proceso comercial. La estrategia define los pilares de contenido, los formatos, el tono de voz y un calendario editorial de seis meses. Cada pieza planificada incluye una palabra clave objetivo, la intención de búsqueda y un objetivo de conversión. También configuramos la medición para que veas qué contenidos generan tráfico, leads e ingresos.',
        features: [
          'investigación_de_palabras_clave',
          'mapa_del_recorrido_del_comprador',
          'pilares_de_contenido',
          'calendario_editorial',
          'guía_de_tono_de_voz',
          'medición_del_rendimiento_del_contenido',
        ],
        benefits: [
          'Contenido que atrae compradores, no solo visitas',
          'Un plan claro que tus redactores pueden seguir durante meses',
          'Datos que demuestran qué contenido es rentable',
        ],
        kpis: [
          '+40% de tráfico orgánico en 6 meses',
          '+25% de leads procedentes de contenidos en 6 meses',
          'Más de 50 palabras clave en el top 10 en 9 meses',
        ],
      },
      cz: {
        title: 'Strategie obsahového marketingu',
        shortDescription:
          'Obsahový plán postavený na poptávce ve vyhledávání a otázkách zákazníků, aby každý článek, návod i případová studie přinášely leady.',
        fullDescription:
          'Zjistíme, co vaši zákazníci hledají a na co se ptají v jednotlivých fázích nákupní cesty, a propojíme témata s vašimi produkty a obchodním procesem. Strategie určuje obsahové pilíře, formáty, tón komunikace a redakční kalendář na šest měsíců. Každý plánovaný obsah má cílové klíčové slovo, vyhledávací záměr a konverzní cíl. Zároveň nastavíme měření, abyste viděli, který obsah přináší návštěvnost, leady a tržby.',
        features: [
          'analýza_klíčových_slov',
          'mapa_nákupní_cesty',
          'obsahové_pilíře',
          'redakční_kalendář',
          'manuál_tónu_komunikace',
          'měření_výkonu_obsahu',
        ],
        benefits: [
          'Obsah, který přitahuje zákazníky, ne jen návštěvníky',
          'Jasný plán, podle kterého mohou autoři psát celé měsíce',
          'Důkaz o tom, který obsah se vyplácí',
        ],
        kpis: [
          '+40 % organické návštěvnosti za 6 měsíců',
          '+25 % leadů z obsahu za 6 měsíců',
          'Více než 50 klíčových slov v top 10 do 9 měsíců',
        ],
      },
    },
  },
  {
    slug: 'link-building-digital-pr',
    category: 'seo-content',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '120–250%',
    estimatedDeliveryDays: 60,
    prices: [{ amount: 1200, kind: 'standard' }],
    translations: {
      en: {
        title: 'Link building and digital PR',
        shortDescription: 'High-quality backlinks from relevant, trusted publications, earned through outreach and data-driven PR stories.',
        fullDescription:
          'We analyse your backlink profile and your competitors’ to find the gaps that matter most for your rankings. Our team creates linkable assets — studies, tools and expert commentary — and pitches them to journalists and niche publishers. Every link is placed editorially on a real website with genuine traffic; we never use link farms or private blog networks. Monthly reports show each new link, its authority and its effect on your target pages.',
        features: [
          'backlink_profile_analysis',
          'competitor_link_gap_research',
          'linkable_asset_creation',
          'journalist_and_publisher_outreach',
          'monthly_link_report',
        ],
        benefits: [
          'Stronger domain authority and higher rankings',
          'Brand mentions in publications your customers read',
          'Safe, white-hat methods only',
        ],
        kpis: [
          '10–20 editorial links from relevant domains per quarter',
          '+15 points of Domain Rating within 12 months',
          '20% more target keywords on page one within 6 months',
        ],
      },
      ua: {
        title: 'Лінкбілдинг і digital PR',
        shortDescription: 'Якісні зворотні посилання з релевантних і авторитетних видань завдяки аутрічу та PR-історіям на основі даних.',
        fullDescription:
          'Ми аналізуємо посилальний профіль вашого сайту й конкурентів, щоб знайти прогалини, які найбільше впливають на позиції. Наша команда створює матеріали, на які хочеться посилатися, — дослідження, інструменти, експертні коментарі — і пропонує їх журналістам та нішевим виданням. Кожне посилання розміщується редакційно на реальному сайті з живим трафіком; ми ніколи не використовуємо біржі посилань чи приватні мережі сайтів. Щомісячні звіти показують кожне нове посилання, його авторитетність і вплив на цільові сторінки.',
        features: [
          'аналіз_посилального_профілю',
          'пошук_прогалин_порівняно_з_конкурентами',
          'створення_матеріалів_для_посилань',
          'аутріч_до_журналістів_і_видань',
          'щомісячний_звіт_про_посилання',
        ],
        benefits: [
          'Вищий авторитет домену та кращі позиції',
          'Згадки бренду у виданнях, які читають ваші клієнти',
          'Лише безпечні методи «білого» SEO',
        ],
        kpis: [
          '10–20 редакційних посилань із релевантних доменів щокварталу',
          '+15 пунктів Domain Rating за 12 місяців',
          'На 20% більше цільових запитів на першій сторінці за 6 місяців',
        ],
      },
      es: {
        title: 'Link building y PR digital',
        shortDescription:
          'Enlaces de calidad desde medios relevantes y de confianza, conseguidos mediante outreach e historias de PR basadas en datos.',
        fullDescription:
          'Analizamos tu perfil de enlaces y el de tus competidores para encontrar las carencias que más afectan a tu posicionamiento. Nuestro equipo crea activos enlazables —estudios, herramientas y comentarios de expertos— y los presenta a periodistas y medios especializados. Cada enlace se publica de forma editorial en un sitio real con tráfico auténtico; nunca usamos granjas de enlaces ni redes privadas de blogs. Los informes mensuales muestran cada nuevo enlace, su autoridad y su efecto en tus páginas objetivo.',
        features: [
          'análisis_del_perfil_de_enlaces',
          'comparativa_de_enlaces_con_la_competencia',
          'creación_de_activos_enlazables',
          'outreach_a_periodistas_y_medios',
          'informe_mensual_de_enlaces',
        ],
        benefits: [
          'Más autoridad de dominio y mejores posiciones',
          'Menciones de marca en medios que leen tus clientes',
          'Solo técnicas seguras de sombrero blanco',
        ],
        kpis: [
          '10–20 enlaces editoriales de dominios relevantes por trimestre',
          '+15 puntos de Domain Rating en 12 meses',
          'Un 20% más de palabras clave objetivo en la primera página en 6 meses',
        ],
      },
      cz: {
        title: 'Linkbuilding a digitální PR',
        shortDescription: 'Kvalitní zpětné odkazy z relevantních a důvěryhodných médií získané outreachem a datovými PR příběhy.',
        fullDescription:
          'Analyzujeme odkazový profil vašeho webu i konkurence a najdeme mezery, které nejvíce ovlivňují vaše pozice. Náš tým vytváří obsah, na který se přirozeně odkazuje — studie, nástroje a odborné komentáře — a nabízí ho novinářům a oborovým médiím. Každý odkaz je umístěn redakčně na skutečném webu s reálnou návštěvností; nikdy nepoužíváme odkazové farmy ani soukromé sítě webů. Měsíční reporty ukazují každý nový odkaz, jeho autoritu a vliv na cílové stránky.',
        features: [
          'analýza_odkazového_profilu',
          'srovnání_odkazů_s_konkurencí',
          'tvorba_odkazovatelného_obsahu',
          'oslovování_novinářů_a_médií',
          'měsíční_report_odkazů',
        ],
        benefits: [
          'Vyšší autorita domény a lepší pozice',
          'Zmínky o značce v médiích, která čtou vaši zákazníci',
          'Výhradně bezpečné white-hat metody',
        ],
        kpis: [
          '10–20 redakčních odkazů z relevantních domén za čtvrtletí',
          '+15 bodů Domain Ratingu do 12 měsíců',
          'O 20 % více cílových klíčových slov na první stránce za 6 měsíců',
        ],
      },
    },
  },
  {
    slug: 'local-seo',
    category: 'seo-content',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '200–400%',
    estimatedDeliveryDays: 14,
    prices: [
      { amount: 790, kind: 'standard' },
      { amount: 490, kind: 'standard', currency: 'EUR' },
      { amount: 1290, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Local SEO',
        shortDescription:
          'Get found on Google Maps and in local search results in every city where you have an office, shop or service area.',
        fullDescription:
          'We optimise your Google Business Profile, clean up your business listings across directories and make sure your name, address and phone number are consistent everywhere. Location pages on your website are created or improved with local content and structured data. A review strategy helps you collect more genuine customer reviews and respond to them professionally. Monthly tracking shows your visibility in the map pack for each location and keyword.',
        features: [
          'google_business_profile_optimisation',
          'local_citation_cleanup',
          'location_landing_pages',
          'review_generation_strategy',
          'map_pack_rank_tracking',
        ],
        benefits: [
          'More calls, visits and direction requests',
          'Consistent business information everywhere',
          'A stronger reputation built on genuine reviews',
        ],
        kpis: [
          '+50% calls and direction requests from Google Maps within 4 months',
          'Top 3 map pack positions for core keywords in each location',
          '30+ new customer reviews in 6 months',
        ],
      },
      ua: {
        title: 'Локальне SEO',
        shortDescription:
          'Вас знаходитимуть у Google Картах і в локальній видачі в кожному місті, де є ваш офіс, магазин чи зона обслуговування.',
        fullDescription:
          'Ми оптимізуємо ваш профіль Google Business, упорядковуємо інформацію про компанію в каталогах і стежимо, щоб назва, адреса та телефон усюди збігалися. На сайті створюємо або вдосконалюємо сторінки філій з локальним контентом і мікророзміткою. Стратегія роботи з відгуками допомагає отримувати більше справжніх відгуків клієнтів і професійно на них відповідати. Щомісячний моніторинг показує вашу видимість у картах для кожної локації та кожного запиту.',
        features: [
          'оптимізація_профілю_google_business',
          'упорядкування_каталогів_компаній',
          'сторінки_для_кожної_локації',
          'стратегія_збору_відгуків',
          'моніторинг_позицій_у_картах',
        ],
        benefits: [
          'Більше дзвінків, візитів і запитів на маршрут',
          'Однакова інформація про компанію всюди',
          'Сильніша репутація завдяки справжнім відгукам',
        ],
        kpis: [
          '+50% дзвінків і запитів на маршрут із Google Карт за 4 місяці',
          'Топ-3 у картах за основними запитами в кожній локації',
          'Понад 30 нових відгуків клієнтів за 6 місяців',
        ],
      },
      es: {
        title: 'SEO local',
        shortDescription:
          'Aparece en Google Maps y en los resultados locales en cada ciudad donde tengas oficina, tienda o zona de servicio.',
        fullDescription:
          'Optimizamos tu perfil de Google Business, ordenamos tus fichas en directorios y nos aseguramos de que el nombre, la dirección y el teléfono coincidan en todas partes. Creamos o mejoramos en tu web las páginas de cada ubicación con contenido local y datos estructurados. Una estrategia de reseñas te ayuda a conseguir más opiniones reales de clientes y a responderlas de forma profesional. El seguimiento mensual muestra tu visibilidad en el mapa para cada ubicación y palabra clave.',
        features: [
          'optimización_del_perfil_de_google_business',
          'limpieza_de_citas_locales',
          'páginas_por_ubicación',
          'estrategia_de_reseñas',
          'seguimiento_de_posiciones_en_mapas',
        ],
        benefits: [
          'Más llamadas, visitas y solicitudes de cómo llegar',
          'Información de empresa coherente en todas partes',
          'Mejor reputación gracias a reseñas auténticas',
        ],
        kpis: [
          '+50% de llamadas y solicitudes de ruta desde Google Maps en 4 meses',
          'Top 3 en el mapa para las palabras clave principales en cada ubicación',
          'Más de 30 reseñas nuevas de clientes en 6 meses',
        ],
      },
      cz: {
        title: 'Lokální SEO',
        shortDescription:
          'Buďte k nalezení v Mapách Google a v lokálních výsledcích v každém městě, kde máte pobočku, prodejnu nebo oblast působnosti.',
        fullDescription:
          'Optimalizujeme váš profil Google Business, sjednotíme zápisy ve firemních katalozích a zajistíme, aby název, adresa a telefon byly všude stejné. Na webu vytvoříme nebo vylepšíme stránky poboček s lokálním obsahem a strukturovanými daty. Strategie práce s recenzemi vám pomůže získávat více skutečných hodnocení od zákazníků a profesionálně na ně reagovat. Měsíční sledování ukazuje vaši viditelnost v mapách pro každou pobočku a klíčové slovo.',
        features: [
          'optimalizace_profilu_google_business',
          'sjednocení_firemních_zápisů',
          'stránky_poboček',
          'strategie_získávání_recenzí',
          'sledování_pozic_v_mapách',
        ],
        benefits: [
          'Více telefonátů, návštěv a žádostí o navigaci',
          'Jednotné firemní údaje všude na internetu',
          'Silnější pověst díky skutečným recenzím',
        ],
        kpis: [
          '+50 % telefonátů a žádostí o navigaci z Map Google za 4 měsíce',
          'Top 3 v mapách pro hlavní klíčová slova v každé lokalitě',
          'Více než 30 nových zákaznických recenzí za 6 měsíců',
        ],
      },
    },
  },
  {
    slug: 'seo-copywriting',
    category: 'seo-content',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '120–220%',
    estimatedDeliveryDays: 7,
    prices: [{ amount: 390, kind: 'standard' }],
    translations: {
      en: {
        title: 'SEO copywriting',
        shortDescription: 'Search-optimised articles, product descriptions and landing page copy written by specialists in your industry.',
        fullDescription:
          'Our writers combine subject knowledge with SEO best practice to produce texts that rank well and read well. Every piece starts with a brief covering keywords, search intent, structure and internal links. Texts are edited, fact-checked and formatted for featured snippets before delivery, ready to publish in your CMS. The package includes four long-form pieces or an equivalent volume of product and category descriptions.',
        features: [
          'seo_content_brief',
          'industry_specialist_writers',
          'on_page_optimisation',
          'editing_and_fact_checking',
          'featured_snippet_formatting',
        ],
        benefits: ['Texts that rank and convert', 'No extra editing work for your team', 'A consistent brand voice across all pages'],
        kpis: [
          '70% of new articles in the top 20 within 3 months',
          '+20% average time on page',
          '+15% conversion rate on rewritten landing pages',
        ],
      },
      ua: {
        title: 'SEO-копірайтинг',
        shortDescription: 'Пошуково оптимізовані статті, описи товарів і тексти для лендингів від авторів, які знаються на вашій галузі.',
        fullDescription:
          'Наші автори поєднують знання теми з найкращими практиками SEO, тож тексти добре ранжуються й легко читаються. Кожен матеріал починається з брифу, де визначено ключові слова, пошуковий намір, структуру та внутрішні посилання. Перед здачею тексти редагуються, проходять перевірку фактів і оптимізуються під розширені сніпети — їх можна одразу публікувати у вашій CMS. Пакет містить чотири великі статті або еквівалентний обсяг описів товарів і категорій.',
        features: [
          'seo_бриф_для_тексту',
          'автори_з_галузевою_експертизою',
          'оптимізація_сторінки',
          'редагування_та_перевірка_фактів',
          'оптимізація_під_розширені_сніпети',
        ],
        benefits: [
          'Тексти, що ранжуються й конвертують',
          'Жодного додаткового редагування для вашої команди',
          'Єдиний голос бренду на всіх сторінках',
        ],
        kpis: ['70% нових статей у топ-20 за 3 місяці', '+20% до середнього часу на сторінці', '+15% до конверсії оновлених лендингів'],
      },
      es: {
        title: 'Redacción SEO',
        shortDescription:
          'Artículos, descripciones de producto y textos para landing pages optimizados para buscadores y escritos por especialistas de tu sector.',
        fullDescription:
          'Nuestros redactores combinan conocimiento del sector con buenas prácticas SEO para crear textos que posicionan y se leen con gusto. Cada pieza parte de un briefing con palabras clave, intención de búsqueda, estructura y enlaces internos. Antes de la entrega, los textos se editan, se verifican y se optimizan para fragmentos destacados, listos para publicar en tu CMS. El paquete incluye cuatro artículos extensos o un volumen equivalente de descripciones de productos y categorías.',
        features: [
          'briefing_seo',
          'redactores_especializados_por_sector',
          'optimización_on_page',
          'edición_y_verificación_de_datos',
          'formato_para_fragmentos_destacados',
        ],
        benefits: [
          'Textos que posicionan y convierten',
          'Sin trabajo de edición adicional para tu equipo',
          'Una voz de marca coherente en todas las páginas',
        ],
        kpis: [
          'El 70% de los nuevos artículos en el top 20 en 3 meses',
          '+20% de tiempo medio en la página',
          '+15% de conversión en las landing pages reescritas',
        ],
      },
      cz: {
        title: 'SEO copywriting',
        shortDescription: 'Články, popisky produktů a texty landing pages optimalizované pro vyhledávače od autorů, kteří znají váš obor.',
        fullDescription:
          'Naši autoři spojují znalost oboru s osvědčenými postupy SEO, takže texty se dobře umisťují i dobře čtou. Každý text začíná briefem s klíčovými slovy, vyhledávacím záměrem, strukturou a vnitřními odkazy. Před předáním texty redigujeme, ověřujeme fakta a optimalizujeme pro rozšířené úryvky — jsou připravené k publikaci ve vašem CMS. Balíček zahrnuje čtyři delší články nebo odpovídající objem popisků produktů a kategorií.',
        features: [
          'seo_brief_k_textu',
          'autoři_se_znalostí_oboru',
          'on_page_optimalizace',
          'korektura_a_ověření_faktů',
          'formátování_pro_rozšířené_úryvky',
        ],
        benefits: [
          'Texty, které se umisťují a konvertují',
          'Žádná další redakční práce pro váš tým',
          'Jednotný hlas značky na všech stránkách',
        ],
        kpis: [
          '70 % nových článků v top 20 do 3 měsíců',
          '+20 % průměrné doby na stránce',
          '+15 % konverzního poměru u přepsaných landing pages',
        ],
      },
    },
  },
  {
    slug: 'seo-website-migration',
    category: 'seo-content',
    isPopular: false,
    isUrgent: true,
    expertLevel: true,
    hasGuarantee: true,
    roi: '100–200%',
    estimatedDeliveryDays: 30,
    prices: [{ amount: 2900, kind: 'standard' }],
    translations: {
      en: {
        title: 'SEO-safe website migration',
        shortDescription: 'Move to a new domain, CMS or design without losing the rankings and traffic you have spent years building.',
        fullDescription:
          'We benchmark your current rankings, traffic and backlinks, then build a complete redirect map from old to new URLs. Before launch we test the staging site for indexing, metadata, structured data and internal links. On launch day we monitor crawling and errors in real time and fix issues as they appear. For eight weeks after launch we track recovery and report on every significant change.',
        features: [
          'pre_migration_benchmark',
          'redirect_mapping',
          'staging_site_testing',
          'launch_day_monitoring',
          'post_launch_recovery_tracking',
        ],
        benefits: [
          'Organic traffic and revenue protected during the change',
          'A clear plan for developers and content teams',
          'Problems caught before search engines see them',
        ],
        kpis: [
          'Organic traffic back to its pre-migration level within 8 weeks',
          'Fewer than 1% broken URLs after launch',
          '100% of high-value pages redirected correctly',
        ],
      },
      ua: {
        title: 'SEO-супровід міграції сайту',
        shortDescription: 'Перехід на новий домен, CMS чи дизайн без втрати позицій і трафіку, які ви нарощували роками.',
        fullDescription:
          'Ми фіксуємо поточні позиції, трафік і зворотні посилання, а потім складаємо повну карту переадресацій зі старих URL на нові. Перед запуском перевіряємо тестову версію сайту: індексацію, метадані, мікророзмітку та внутрішні посилання. У день запуску в реальному часі стежимо за скануванням і помилками та виправляємо їх одразу. Протягом восьми тижнів після запуску відстежуємо відновлення й звітуємо про кожну суттєву зміну.',
        features: [
          'фіксація_показників_до_міграції',
          'карта_переадресацій',
          'перевірка_тестової_версії',
          'моніторинг_у_день_запуску',
          'відстеження_відновлення_після_запуску',
        ],
        benefits: [
          'Збереження органічного трафіку та доходу під час змін',
          'Чіткий план для розробників і контент-команди',
          'Проблеми виявляються раніше, ніж їх побачать пошукові системи',
        ],
        kpis: [
          'Органічний трафік повертається до рівня до міграції протягом 8 тижнів',
          'Менше 1% непрацюючих URL після запуску',
          '100% цінних сторінок коректно переадресовано',
        ],
      },
      es: {
        title: 'Migración web sin perder SEO',
        shortDescription: 'Cambia de dominio, CMS o diseño sin perder el posicionamiento y el tráfico que has construido durante años.',
        fullDescription:
          'Registramos tus posiciones, tu tráfico y tus enlaces actuales, y elaboramos un mapa completo de redirecciones de las URL antiguas a las nuevas. Antes del lanzamiento revisamos el entorno de pruebas para comprobar la indexación, los metadatos, los datos estructurados y el enlazado interno. El día del lanzamiento supervisamos el rastreo y los errores en tiempo real y los corregimos a medida que aparecen. Durante las ocho semanas siguientes seguimos la recuperación e informamos de cada cambio relevante.',
        features: [
          'análisis_previo_a_la_migración',
          'mapa_de_redirecciones',
          'pruebas_en_entorno_de_staging',
          'supervisión_el_día_del_lanzamiento',
          'seguimiento_de_la_recuperación',
        ],
        benefits: [
          'Protege el tráfico orgánico y los ingresos durante el cambio',
          'Un plan claro para desarrolladores y equipos de contenido',
          'Problemas detectados antes de que los vean los buscadores',
        ],
        kpis: [
          'Tráfico orgánico de vuelta al nivel previo en 8 semanas',
          'Menos del 1% de URL rotas tras el lanzamiento',
          'El 100% de las páginas de alto valor redirigidas correctamente',
        ],
      },
      cz: {
        title: 'Migrace webu bez ztráty SEO',
        shortDescription: 'Přechod na novou doménu, CMS nebo design bez ztráty pozic a návštěvnosti, které jste budovali roky.',
        fullDescription:
          'Zaznamenáme současné pozice, návštěvnost a zpětné odkazy a připravíme kompletní mapu přesměrování ze starých URL na nové. Před spuštěním zkontrolujeme testovací verzi webu z hlediska indexace, metadat, strukturovaných dat a vnitřních odkazů. V den spuštění v reálném čase sledujeme procházení a chyby a průběžně je opravujeme. Osm týdnů po spuštění sledujeme obnovu návštěvnosti a reportujeme každou významnou změnu.',
        features: [
          'měření_stavu_před_migrací',
          'mapa_přesměrování',
          'kontrola_testovacího_prostředí',
          'monitoring_v_den_spuštění',
          'sledování_obnovy_po_spuštění',
        ],
        benefits: [
          'Ochrana organické návštěvnosti a tržeb během změny',
          'Jasný plán pro vývojáře i obsahový tým',
          'Problémy odhalené dřív, než je uvidí vyhledávače',
        ],
        kpis: [
          'Organická návštěvnost na úrovni před migrací do 8 týdnů',
          'Méně než 1 % nefunkčních URL po spuštění',
          '100 % hodnotných stránek správně přesměrováno',
        ],
      },
    },
  },

  // ─── Paid advertising ────────────────────────────────────────────────────────
  {
    slug: 'google-ads-management',
    category: 'paid-advertising',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '200–450%',
    estimatedDeliveryDays: 7,
    prices: [
      { amount: 690, kind: 'standard' },
      { amount: 1490, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Google Ads management',
        shortDescription:
          'Search, Performance Max and YouTube campaigns run by certified specialists, focused on cost per lead and return on ad spend.',
        fullDescription:
          'We audit or build your account structure, keyword lists and conversion tracking, then launch campaigns aligned with your margins and sales capacity. Bids, budgets, search terms and ad copy are optimised every week. Landing page recommendations help turn more clicks into enquiries and orders. A transparent monthly report shows spend, conversions, cost per result and next steps.',
        features: [
          'account_structure_setup',
          'keyword_and_audience_research',
          'conversion_tracking',
          'weekly_bid_optimisation',
          'ad_copy_testing',
          'monthly_performance_report',
        ],
        benefits: ['More leads for the same budget', 'Full transparency on every euro spent', 'Certified Google Partner specialists'],
        kpis: [
          'Cost per lead down 25–40% within 3 months',
          'Return on ad spend of 4x or higher for e-commerce',
          '+30% conversions on the same budget',
        ],
      },
      ua: {
        title: 'Ведення Google Ads',
        shortDescription:
          'Пошукові кампанії, Performance Max і YouTube під керуванням сертифікованих фахівців з фокусом на вартість ліда та окупність реклами.',
        fullDescription:
          'Ми перевіряємо або створюємо структуру акаунта, списки ключових слів і відстеження конверсій, а потім запускаємо кампанії з урахуванням вашої маржі та можливостей відділу продажів. Щотижня оптимізуємо ставки, бюджети, пошукові запити й тексти оголошень. Рекомендації щодо посадкових сторінок допомагають перетворювати більше кліків на заявки та замовлення. Прозорий щомісячний звіт показує витрати, конверсії, вартість результату й наступні кроки.',
        features: [
          'налаштування_структури_акаунта',
          'дослідження_ключових_слів_і_аудиторій',
          'відстеження_конверсій',
          'щотижнева_оптимізація_ставок',
          'тестування_оголошень',
          'щомісячний_звіт_про_результати',
        ],
        benefits: [
          'Більше лідів за той самий бюджет',
          'Повна прозорість щодо кожного витраченого євро',
          'Сертифіковані фахівці Google Partner',
        ],
        kpis: ['Вартість ліда нижча на 25–40% за 3 місяці', 'ROAS від 4x для e-commerce', '+30% конверсій за того самого бюджету'],
      },
      es: {
        title: 'Gestión de Google Ads',
        shortDescription:
          'Campañas de búsqueda, Performance Max y YouTube gestionadas por especialistas certificados, centradas en el coste por lead y el retorno publicitario.',
        fullDescription:
          'Auditamos o creamos la estructura de tu cuenta, las listas de palabras clave y la medición de conversiones, y lanzamos campañas alineadas con tus márgenes y tu capacidad comercial. Cada semana optimizamos pujas, presupuestos, términos de búsqueda y textos de anuncios. Nuestras recomendaciones sobre las landing pages ayudan a convertir más clics en solicitudes y pedidos. Un informe mensual transparente muestra la inversión, las conversiones, el coste por resultado y los próximos pasos.',
        features: [
          'configuración_de_la_estructura_de_cuenta',
          'investigación_de_palabras_clave_y_audiencias',
          'medición_de_conversiones',
          'optimización_semanal_de_pujas',
          'pruebas_de_anuncios',
          'informe_mensual_de_resultados',
        ],
        benefits: [
          'Más leads con el mismo presupuesto',
          'Transparencia total sobre cada euro invertido',
          'Especialistas certificados Google Partner',
        ],
        kpis: [
          'Coste por lead entre un 25% y un 40% menor en 3 meses',
          'ROAS de 4x o superior en e-commerce',
          '+30% de conversiones con el mismo presupuesto',
        ],
      },
      cz: {
        title: 'Správa Google Ads',
        shortDescription:
          'Kampaně ve vyhledávání, Performance Max a YouTube pod vedením certifikovaných specialistů se zaměřením na cenu za lead a návratnost reklamy.',
        fullDescription:
          'Zkontrolujeme nebo vytvoříme strukturu účtu, seznamy klíčových slov a měření konverzí a spustíme kampaně podle vašich marží a kapacity obchodního týmu. Každý týden optimalizujeme nabídky, rozpočty, vyhledávací dotazy a texty reklam. Doporučení k landing pages pomáhají proměnit více prokliků v poptávky a objednávky. Přehledný měsíční report ukazuje útratu, konverze, cenu za výsledek a další kroky.',
        features: [
          'nastavení_struktury_účtu',
          'analýza_klíčových_slov_a_publik',
          'měření_konverzí',
          'týdenní_optimalizace_nabídek',
          'testování_reklamních_textů',
          'měsíční_report_výsledků',
        ],
        benefits: [
          'Více leadů za stejný rozpočet',
          'Plná transparentnost u každého utraceného eura',
          'Certifikovaní specialisté Google Partner',
        ],
        kpis: ['Cena za lead nižší o 25–40 % do 3 měsíců', 'ROAS 4x a vyšší u e-commerce', '+30 % konverzí při stejném rozpočtu'],
      },
    },
  },
  {
    slug: 'meta-ads-campaigns',
    category: 'paid-advertising',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–350%',
    estimatedDeliveryDays: 7,
    prices: [{ amount: 590, kind: 'standard' }],
    translations: {
      en: {
        title: 'Facebook and Instagram ads',
        shortDescription:
          'Meta advertising campaigns with scroll-stopping creative, precise audiences and conversion tracking that survives privacy changes.',
        fullDescription:
          'We plan full-funnel campaigns on Facebook and Instagram, from awareness to retargeting, using audiences built from your customer data and site visitors. Our designers produce static, carousel and short video creative, which we test continuously to find the winners. The Conversions API and server-side tracking keep your data reliable despite browser restrictions. Weekly optimisation and a monthly review keep spend focused on the audiences and messages that sell.',
        features: [
          'full_funnel_campaign_plan',
          'custom_and_lookalike_audiences',
          'creative_production',
          'continuous_creative_testing',
          'conversions_api_setup',
          'retargeting',
        ],
        benefits: [
          'Reach your ideal customers where they spend their time',
          'Creative that is tested, not guessed',
          'Reliable data for better decisions',
        ],
        kpis: [
          'Cost per purchase down 20–35% within 3 months',
          'Click-through rate above 1.5% on prospecting ads',
          'Retargeting ROAS of 6x or higher',
        ],
      },
      ua: {
        title: 'Реклама у Facebook та Instagram',
        shortDescription:
          'Рекламні кампанії в Meta з креативами, що зупиняють стрічку, точними аудиторіями та відстеженням конверсій, стійким до обмежень приватності.',
        fullDescription:
          'Ми плануємо кампанії для всієї воронки у Facebook та Instagram — від охоплення до ретаргетингу — на основі аудиторій із ваших клієнтських даних і відвідувачів сайту. Наші дизайнери створюють статичні банери, каруселі та короткі відео, які ми постійно тестуємо, щоб знайти найкращі. Conversions API та серверне відстеження зберігають точність даних попри обмеження браузерів. Щотижнева оптимізація та щомісячний аналіз спрямовують бюджет на аудиторії й меседжі, що справді продають.',
        features: [
          'план_кампаній_для_всієї_воронки',
          'власні_та_схожі_аудиторії',
          'створення_креативів',
          'постійне_тестування_креативів',
          'налаштування_conversions_api',
          'ретаргетинг',
        ],
        benefits: [
          'Охоплення ідеальних клієнтів там, де вони проводять час',
          'Креативи, перевірені тестами, а не здогадками',
          'Надійні дані для кращих рішень',
        ],
        kpis: ['Вартість покупки нижча на 20–35% за 3 місяці', 'CTR понад 1,5% для реклами на нову аудиторію', 'ROAS ретаргетингу від 6x'],
      },
      es: {
        title: 'Publicidad en Facebook e Instagram',
        shortDescription:
          'Campañas en Meta con creatividades que captan la atención, audiencias precisas y una medición de conversiones preparada para los cambios de privacidad.',
        fullDescription:
          'Planificamos campañas de embudo completo en Facebook e Instagram, desde el reconocimiento hasta el retargeting, con audiencias creadas a partir de tus datos de clientes y de los visitantes de tu web. Nuestros diseñadores producen creatividades estáticas, carruseles y vídeos cortos que probamos de forma continua para encontrar las ganadoras. La API de Conversiones y la medición del lado del servidor mantienen la fiabilidad de los datos pese a las restricciones de los navegadores. La optimización semanal y la revisión mensual concentran la inversión en las audiencias y los mensajes que venden.',
        features: [
          'plan_de_campañas_de_embudo_completo',
          'audiencias_personalizadas_y_similares',
          'producción_de_creatividades',
          'pruebas_continuas_de_creatividades',
          'configuración_de_la_api_de_conversiones',
          'retargeting',
        ],
        benefits: [
          'Llega a tus clientes ideales donde pasan su tiempo',
          'Creatividades probadas, no intuiciones',
          'Datos fiables para decidir mejor',
        ],
        kpis: [
          'Coste por compra entre un 20% y un 35% menor en 3 meses',
          'CTR superior al 1,5% en campañas de captación',
          'ROAS de retargeting de 6x o superior',
        ],
      },
      cz: {
        title: 'Reklama na Facebooku a Instagramu',
        shortDescription:
          'Kampaně v Meta s kreativou, která zastaví scrollování, přesným cílením a měřením konverzí odolným vůči omezením soukromí.',
        fullDescription:
          'Plánujeme kampaně napříč celým nákupním trychtýřem na Facebooku a Instagramu — od budování povědomí po retargeting — s publiky vytvořenými z vašich zákaznických dat a návštěvníků webu. Naši grafici připravují statické bannery, karusely a krátká videa, která průběžně testujeme, abychom našli ty nejúspěšnější. Conversions API a serverové měření udrží data spolehlivá i přes omezení prohlížečů. Týdenní optimalizace a měsíční vyhodnocení soustředí rozpočet na publika a sdělení, která prodávají.',
        features: [
          'plán_kampaní_pro_celý_trychtýř',
          'vlastní_a_podobná_publika',
          'tvorba_kreativy',
          'průběžné_testování_kreativy',
          'nastavení_conversions_api',
          'retargeting',
        ],
        benefits: [
          'Oslovíte ideální zákazníky tam, kde tráví čas',
          'Kreativa ověřená testy, ne odhadem',
          'Spolehlivá data pro lepší rozhodování',
        ],
        kpis: ['Cena za nákup nižší o 20–35 % do 3 měsíců', 'CTR nad 1,5 % u akvizičních kampaní', 'ROAS retargetingu 6x a vyšší'],
      },
    },
  },
  {
    slug: 'linkedin-ads-b2b',
    category: 'paid-advertising',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '120–260%',
    estimatedDeliveryDays: 14,
    prices: [
      { amount: 1200, kind: 'standard' },
      { amount: 2500, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'LinkedIn Ads for B2B',
        shortDescription:
          'Reach decision-makers by job title, company size and industry with LinkedIn campaigns designed to fill your sales pipeline.',
        fullDescription:
          'We define your ideal customer profile and build audiences by role, seniority, industry and target account lists. Campaigns combine thought-leadership content, lead gen forms and conversation ads to move buyers from first touch to a meeting. Leads flow directly into your CRM, so your sales team can follow up within hours. We report on the pipeline and revenue influenced, not just on clicks and impressions.',
        features: [
          'ideal_customer_profile_definition',
          'account_based_targeting',
          'lead_gen_forms',
          'thought_leadership_content',
          'crm_lead_sync',
          'pipeline_reporting',
        ],
        benefits: [
          'Your message in front of the people who sign contracts',
          'Leads delivered straight into your CRM',
          'Reporting tied to pipeline and revenue',
        ],
        kpis: [
          'Cost per qualified lead down 30% within 3 months',
          '15–25% of leads converted into sales meetings',
          '+20% engagement from target accounts each quarter',
        ],
      },
      ua: {
        title: 'LinkedIn Ads для B2B',
        shortDescription:
          'Кампанії в LinkedIn, що наповнюють воронку продажів: охоплення осіб, які ухвалюють рішення, за посадою, розміром компанії й галуззю.',
        fullDescription:
          'Ми визначаємо профіль ідеального клієнта й формуємо аудиторії за роллю, рівнем посади, галуззю та списками цільових компаній. Кампанії поєднують експертний контент, лід-форми та рекламу в повідомленнях, щоб провести покупця від першого контакту до зустрічі. Ліди потрапляють безпосередньо у вашу CRM, тож відділ продажів може зв’язатися з ними протягом кількох годин. Ми звітуємо про вплив на воронку продажів і дохід, а не лише про кліки та покази.',
        features: [
          'профіль_ідеального_клієнта',
          'таргетинг_на_цільові_компанії',
          'лід_форми',
          'експертний_контент',
          'синхронізація_лідів_із_crm',
          'звітність_по_воронці_продажів',
        ],
        benefits: [
          'Ваше повідомлення бачать ті, хто підписує контракти',
          'Ліди надходять одразу у вашу CRM',
          'Звітність, прив’язана до воронки й доходу',
        ],
        kpis: [
          'Вартість кваліфікованого ліда нижча на 30% за 3 місяці',
          '15–25% лідів переходять у зустрічі з відділом продажів',
          '+20% залученості цільових компаній щокварталу',
        ],
      },
      es: {
        title: 'LinkedIn Ads para B2B',
        shortDescription:
          'Llega a quienes deciden por cargo, tamaño de empresa y sector con campañas de LinkedIn diseñadas para llenar tu pipeline comercial.',
        fullDescription:
          'Definimos tu perfil de cliente ideal y creamos audiencias por función, nivel jerárquico, sector y listas de cuentas objetivo. Las campañas combinan contenido de liderazgo de opinión, formularios de captación y anuncios de conversación para llevar al comprador del primer contacto a la reunión. Los leads llegan directamente a tu CRM para que tu equipo comercial pueda contactar con ellos en cuestión de horas. Informamos sobre el pipeline y los ingresos generados, no solo sobre clics e impresiones.',
        features: [
          'definición_del_perfil_de_cliente_ideal',
          'segmentación_por_cuentas_objetivo',
          'formularios_de_captación',
          'contenido_de_liderazgo_de_opinión',
          'sincronización_de_leads_con_el_crm',
          'informes_de_pipeline',
        ],
        benefits: [
          'Tu mensaje ante las personas que firman los contratos',
          'Leads directamente en tu CRM',
          'Informes vinculados al pipeline y a los ingresos',
        ],
        kpis: [
          'Coste por lead cualificado un 30% menor en 3 meses',
          'Entre el 15% y el 25% de los leads se convierten en reuniones comerciales',
          '+20% de interacción de las cuentas objetivo cada trimestre',
        ],
      },
      cz: {
        title: 'LinkedIn Ads pro B2B',
        shortDescription:
          'Oslovte rozhodovatele podle pozice, velikosti firmy a oboru pomocí kampaní na LinkedInu, které plní váš obchodní trychtýř.',
        fullDescription:
          'Definujeme profil ideálního zákazníka a vytvoříme publika podle role, seniority, oboru a seznamů cílových firem. Kampaně kombinují odborný obsah, formuláře pro sběr leadů a konverzační reklamy, aby zákazníka dovedly od prvního kontaktu až ke schůzce. Leady putují přímo do vašeho CRM, takže je obchodníci mohou kontaktovat během několika hodin. Reportujeme dopad na obchodní příležitosti a tržby, nejen prokliky a zobrazení.',
        features: [
          'profil_ideálního_zákazníka',
          'cílení_na_vybrané_firmy',
          'formuláře_pro_sběr_leadů',
          'odborný_obsah',
          'synchronizace_leadů_s_crm',
          'reporting_obchodních_příležitostí',
        ],
        benefits: [
          'Vaše sdělení uvidí ti, kdo podepisují smlouvy',
          'Leady rovnou ve vašem CRM',
          'Reporting napojený na obchodní příležitosti a tržby',
        ],
        kpis: [
          'Cena za kvalifikovaný lead nižší o 30 % do 3 měsíců',
          '15–25 % leadů se promění v obchodní schůzky',
          '+20 % zapojení cílových firem každé čtvrtletí',
        ],
      },
    },
  },
  {
    slug: 'programmatic-display-video',
    category: 'paid-advertising',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '80–180%',
    estimatedDeliveryDays: 21,
    prices: [{ amount: 2900, kind: 'standard' }],
    translations: {
      en: {
        title: 'Programmatic display and video',
        shortDescription:
          'Automated buying of display, video and connected TV inventory across premium European publishers, with strict brand safety controls.',
        fullDescription:
          'We plan and buy programmatic media through leading demand-side platforms, targeting audiences by intent, context and first-party data. Brand safety and fraud filters keep your ads away from unsuitable content and fake traffic. Creative is adapted to each format, from banners to pre-roll video and connected TV. Reporting covers reach, viewability, frequency and the uplift in branded search and site visits.',
        features: [
          'dsp_media_planning',
          'audience_and_contextual_targeting',
          'brand_safety_filters',
          'ad_fraud_protection',
          'cross_format_creative_adaptation',
          'brand_lift_measurement',
        ],
        benefits: [
          'Large-scale reach at a controlled cost',
          'Ads only on trusted, relevant websites',
          'Measurable impact on brand awareness',
        ],
        kpis: ['Viewability rate above 70%', 'Invalid traffic below 2%', '+15% branded search volume during the campaign'],
      },
      ua: {
        title: 'Програматична медійна та відеореклама',
        shortDescription:
          'Автоматизована закупівля банерної, відео- та Smart TV-реклами на преміальних європейських майданчиках із суворим контролем безпеки бренду.',
        fullDescription:
          'Ми плануємо й закуповуємо програматичну рекламу через провідні DSP-платформи, націлюючись на аудиторії за наміром, контекстом і власними даними. Фільтри безпеки бренду та захисту від шахрайства не допускають показів поруч із неприйнятним контентом і ботами. Креативи адаптуються під кожен формат — від банерів до відеореклами перед роликами та Smart TV. У звітах — охоплення, видимість, частота показів і зростання брендових пошукових запитів та відвідувань сайту.',
        features: [
          'медіапланування_в_dsp',
          'аудиторний_і_контекстний_таргетинг',
          'фільтри_безпеки_бренду',
          'захист_від_рекламного_шахрайства',
          'адаптація_креативів_під_формати',
          'вимірювання_brand_lift',
        ],
        benefits: [
          'Масштабне охоплення з контрольованою вартістю',
          'Реклама лише на перевірених релевантних сайтах',
          'Вимірюваний вплив на впізнаваність бренду',
        ],
        kpis: ['Видимість показів понад 70%', 'Недійсний трафік менше 2%', '+15% брендових пошукових запитів під час кампанії'],
      },
      es: {
        title: 'Publicidad programática display y vídeo',
        shortDescription:
          'Compra automatizada de inventario display, vídeo y TV conectada en medios europeos premium, con estrictos controles de seguridad de marca.',
        fullDescription:
          'Planificamos y compramos medios programáticos a través de las principales plataformas DSP, con segmentación por intención, contexto y datos propios. Los filtros de seguridad de marca y antifraude mantienen tus anuncios lejos de contenidos inadecuados y tráfico falso. Las creatividades se adaptan a cada formato, desde banners hasta vídeo pre-roll y TV conectada. Los informes recogen el alcance, la visibilidad, la frecuencia y el aumento de búsquedas de marca y visitas a la web.',
        features: [
          'planificación_de_medios_en_dsp',
          'segmentación_por_audiencia_y_contexto',
          'filtros_de_seguridad_de_marca',
          'protección_antifraude',
          'adaptación_de_creatividades_por_formato',
          'medición_de_brand_lift',
        ],
        benefits: [
          'Gran alcance con un coste controlado',
          'Anuncios solo en sitios fiables y relevantes',
          'Impacto medible en el reconocimiento de marca',
        ],
        kpis: ['Tasa de visibilidad superior al 70%', 'Tráfico no válido inferior al 2%', '+15% de búsquedas de marca durante la campaña'],
      },
      cz: {
        title: 'Programatická displejová a video reklama',
        shortDescription:
          'Automatizovaný nákup bannerové, video a Smart TV reklamy u prémiových evropských vydavatelů s přísnou kontrolou bezpečnosti značky.',
        fullDescription:
          'Plánujeme a nakupujeme programatickou reklamu přes přední DSP platformy a cílíme podle záměru, kontextu a vašich vlastních dat. Filtry bezpečnosti značky a ochrany proti podvodům udrží vaši reklamu mimo nevhodný obsah a falešný provoz. Kreativu přizpůsobíme každému formátu — od bannerů přes pre-roll videa až po Smart TV. Reporting zahrnuje dosah, viditelnost, frekvenci a nárůst brandového vyhledávání i návštěv webu.',
        features: [
          'mediaplánování_v_dsp',
          'behaviorální_a_kontextové_cílení',
          'filtry_bezpečnosti_značky',
          'ochrana_proti_reklamním_podvodům',
          'úprava_kreativy_pro_formáty',
          'měření_brand_liftu',
        ],
        benefits: [
          'Velký dosah za kontrolovanou cenu',
          'Reklama jen na důvěryhodných a relevantních webech',
          'Měřitelný dopad na povědomí o značce',
        ],
        kpis: ['Viditelnost reklamy nad 70 %', 'Neplatný provoz pod 2 %', '+15 % brandového vyhledávání během kampaně'],
      },
    },
  },
  {
    slug: 'shopping-performance-max',
    category: 'paid-advertising',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '250–500%',
    estimatedDeliveryDays: 10,
    prices: [{ amount: 890, kind: 'standard' }],
    translations: {
      en: {
        title: 'Google Shopping and Performance Max for e-commerce',
        shortDescription:
          'Product feed optimisation and shopping campaigns that put your best-margin products in front of customers ready to buy.',
        fullDescription:
          'We clean up and enrich your product feed in Google Merchant Center, improving titles, attributes and images so that products match more searches. Campaigns are structured by margin, best sellers and stock levels, so budget goes where profit is highest. Performance Max asset groups, audience signals and negative keywords are tuned every week. Feed errors and disapprovals are monitored daily, so products stay live during peak seasons.',
        features: [
          'product_feed_optimisation',
          'merchant_center_setup',
          'margin_based_campaign_structure',
          'performance_max_asset_groups',
          'daily_feed_monitoring',
        ],
        benefits: [
          'More sales of the products that earn the most',
          'Fewer disapproved products and lost impressions',
          'Campaigns ready for Black Friday and seasonal peaks',
        ],
        kpis: ['ROAS of 5x or higher within 3 months', '+40% impression share in Shopping', 'Fewer than 1% of products disapproved'],
      },
      ua: {
        title: 'Google Shopping і Performance Max для e-commerce',
        shortDescription:
          'Оптимізація товарного фіду та торгові кампанії, які показують ваші найбільш маржинальні товари покупцям, готовим купувати.',
        fullDescription:
          'Ми впорядковуємо й доповнюємо ваш товарний фід у Google Merchant Center, покращуючи назви, атрибути та зображення, щоб товари відповідали більшій кількості запитів. Кампанії структуруємо за маржею, хітами продажів і залишками на складі, тож бюджет іде туди, де прибуток найвищий. Щотижня налаштовуємо групи ресурсів Performance Max, сигнали аудиторій і мінус-слова. Помилки фіду та відхилені товари відстежуємо щодня, щоб товари залишалися в показах у пікові сезони.',
        features: [
          'оптимізація_товарного_фіду',
          'налаштування_merchant_center',
          'структура_кампаній_за_маржею',
          'групи_ресурсів_performance_max',
          'щоденний_моніторинг_фіду',
        ],
        benefits: [
          'Більше продажів найприбутковіших товарів',
          'Менше відхилених товарів і втрачених показів',
          'Кампанії, готові до Чорної п’ятниці та сезонних піків',
        ],
        kpis: ['ROAS від 5x протягом 3 місяців', '+40% до частки показів у Shopping', 'Менше 1% відхилених товарів'],
      },
      es: {
        title: 'Google Shopping y Performance Max para e-commerce',
        shortDescription:
          'Optimización del feed de productos y campañas de Shopping que muestran tus productos con mejor margen a clientes listos para comprar.',
        fullDescription:
          'Depuramos y enriquecemos tu feed de productos en Google Merchant Center, mejorando títulos, atributos e imágenes para que los productos coincidan con más búsquedas. Estructuramos las campañas por margen, productos más vendidos y niveles de stock, de modo que el presupuesto vaya donde el beneficio es mayor. Cada semana ajustamos los grupos de recursos de Performance Max, las señales de audiencia y las palabras clave negativas. Los errores del feed y los productos rechazados se supervisan a diario para que sigan activos en temporada alta.',
        features: [
          'optimización_del_feed_de_productos',
          'configuración_de_merchant_center',
          'campañas_estructuradas_por_margen',
          'grupos_de_recursos_de_performance_max',
          'supervisión_diaria_del_feed',
        ],
        benefits: [
          'Más ventas de los productos más rentables',
          'Menos productos rechazados e impresiones perdidas',
          'Campañas preparadas para el Black Friday y los picos de temporada',
        ],
        kpis: ['ROAS de 5x o superior en 3 meses', '+40% de cuota de impresiones en Shopping', 'Menos del 1% de productos rechazados'],
      },
      cz: {
        title: 'Google Shopping a Performance Max pro e-shopy',
        shortDescription:
          'Optimalizace produktového feedu a nákupní kampaně, které ukazují vaše nejmaržovější produkty zákazníkům připraveným nakoupit.',
        fullDescription:
          'Vyčistíme a obohatíme váš produktový feed v Google Merchant Center — vylepšíme názvy, atributy a obrázky, aby produkty odpovídaly více vyhledáváním. Kampaně strukturujeme podle marže, nejprodávanějších položek a skladových zásob, takže rozpočet jde tam, kde je zisk nejvyšší. Každý týden ladíme skupiny podkladů Performance Max, signály publika a vylučující klíčová slova. Chyby ve feedu a zamítnuté produkty hlídáme denně, aby produkty zůstaly aktivní i v sezónních špičkách.',
        features: [
          'optimalizace_produktového_feedu',
          'nastavení_merchant_center',
          'struktura_kampaní_podle_marže',
          'skupiny_podkladů_performance_max',
          'denní_kontrola_feedu',
        ],
        benefits: [
          'Více prodejů nejziskovějších produktů',
          'Méně zamítnutých produktů a ztracených zobrazení',
          'Kampaně připravené na Black Friday a sezónní špičky',
        ],
        kpis: ['ROAS 5x a vyšší do 3 měsíců', '+40 % podílu zobrazení v Shoppingu', 'Méně než 1 % zamítnutých produktů'],
      },
    },
  },
  {
    slug: 'ppc-account-audit',
    category: 'paid-advertising',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–400%',
    estimatedDeliveryDays: 5,
    prices: [{ amount: 490, kind: 'standard' }],
    translations: {
      en: {
        title: 'PPC account audit',
        shortDescription:
          'A fast, independent review of your Google, Microsoft or Meta ad accounts that reveals wasted spend and quick wins within a week.',
        fullDescription:
          'We review account structure, targeting, bidding strategies, search terms, ad copy and conversion tracking against current best practice. Wasted spend is quantified, so you can see exactly how much budget goes on irrelevant clicks. You receive a prioritised list of quick wins and longer-term improvements, with the estimated savings for each. A one-hour call walks your team or current agency through the findings.',
        features: [
          'account_structure_review',
          'wasted_spend_analysis',
          'conversion_tracking_check',
          'bidding_strategy_review',
          'quick_wins_list',
          'findings_call',
        ],
        benefits: [
          'An independent view of how your budget is really used',
          'Savings identified in days, not months',
          'A clear brief for your team or agency',
        ],
        kpis: [
          '10–30% of ad spend recovered from waste',
          'Cost per conversion down 15% within 6 weeks of implementation',
          'Audit delivered within 5 working days',
        ],
      },
      ua: {
        title: 'Аудит рекламного акаунта PPC',
        shortDescription:
          'Швидка незалежна перевірка ваших рекламних акаунтів Google, Microsoft чи Meta, яка за тиждень покаже зайві витрати та швидкі перемоги.',
        fullDescription:
          'Ми перевіряємо структуру акаунта, таргетинг, стратегії призначення ставок, пошукові запити, тексти оголошень і відстеження конверсій на відповідність актуальним найкращим практикам. Зайві витрати оцінюємо в грошах, тож ви бачите, скільки бюджету йде на нерелевантні кліки. Ви отримуєте пріоритезований список швидких покращень і довгострокових змін з оцінкою економії для кожного. Під час годинного дзвінка ми пояснюємо висновки вашій команді або поточній агенції.',
        features: [
          'аналіз_структури_акаунта',
          'аналіз_зайвих_витрат',
          'перевірка_відстеження_конверсій',
          'аналіз_стратегій_ставок',
          'список_швидких_покращень',
          'дзвінок_з_поясненням_висновків',
        ],
        benefits: [
          'Незалежний погляд на те, як насправді витрачається бюджет',
          'Економія, виявлена за дні, а не місяці',
          'Чіткий бриф для вашої команди чи агенції',
        ],
        kpis: [
          '10–30% рекламного бюджету повернуто із зайвих витрат',
          'Вартість конверсії нижча на 15% протягом 6 тижнів після впровадження',
          'Аудит готовий за 5 робочих днів',
        ],
      },
      es: {
        title: 'Auditoría de cuentas PPC',
        shortDescription:
          'Una revisión rápida e independiente de tus cuentas de Google, Microsoft o Meta que detecta en una semana el gasto desperdiciado y las mejoras rápidas.',
        fullDescription:
          'Revisamos la estructura de la cuenta, la segmentación, las estrategias de puja, los términos de búsqueda, los anuncios y la medición de conversiones según las mejores prácticas actuales. Cuantificamos el gasto desperdiciado para que veas exactamente cuánto presupuesto se va en clics irrelevantes. Recibes una lista priorizada de mejoras rápidas y cambios a largo plazo, con el ahorro estimado de cada uno. En una llamada de una hora explicamos las conclusiones a tu equipo o a tu agencia actual.',
        features: [
          'revisión_de_la_estructura_de_cuenta',
          'análisis_del_gasto_desperdiciado',
          'revisión_de_la_medición_de_conversiones',
          'revisión_de_estrategias_de_puja',
          'lista_de_mejoras_rápidas',
          'llamada_de_presentación_de_resultados',
        ],
        benefits: [
          'Una visión independiente de cómo se usa realmente tu presupuesto',
          'Ahorros detectados en días, no en meses',
          'Un briefing claro para tu equipo o tu agencia',
        ],
        kpis: [
          'Recuperación del 10–30% de la inversión desperdiciada',
          'Coste por conversión un 15% menor a las 6 semanas de aplicar los cambios',
          'Auditoría entregada en 5 días laborables',
        ],
      },
      cz: {
        title: 'Audit PPC účtu',
        shortDescription:
          'Rychlá nezávislá kontrola vašich reklamních účtů Google, Microsoft nebo Meta, která do týdne odhalí zbytečné výdaje a rychlá zlepšení.',
        fullDescription:
          'Prověříme strukturu účtu, cílení, strategie nabídek, vyhledávací dotazy, texty reklam i měření konverzí podle aktuálních osvědčených postupů. Zbytečné výdaje vyčíslíme, takže přesně uvidíte, kolik rozpočtu odchází na irelevantní prokliky. Dostanete prioritizovaný seznam rychlých zlepšení i dlouhodobějších úprav s odhadem úspory u každé z nich. Na hodinovém hovoru projdeme zjištění s vaším týmem nebo současnou agenturou.',
        features: [
          'kontrola_struktury_účtu',
          'analýza_zbytečných_výdajů',
          'kontrola_měření_konverzí',
          'posouzení_strategií_nabídek',
          'seznam_rychlých_zlepšení',
          'hovor_k_výsledkům_auditu',
        ],
        benefits: [
          'Nezávislý pohled na to, jak se váš rozpočet skutečně utrácí',
          'Úspory odhalené během dnů, ne měsíců',
          'Jasné zadání pro váš tým nebo agenturu',
        ],
        kpis: [
          'Úspora 10–30 % zbytečně utrácených prostředků',
          'Cena za konverzi nižší o 15 % do 6 týdnů od zavedení změn',
          'Audit dodaný do 5 pracovních dnů',
        ],
      },
    },
  },

  // ─── Sales optimisation ──────────────────────────────────────────────────────
  {
    slug: 'sales-funnel-audit',
    category: 'sales-optimisation',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 14,
    prices: [
      { amount: 1290, kind: 'standard' },
      { amount: 2490, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Sales funnel audit',
        shortDescription: 'An end-to-end review of how leads become customers, pinpointing where deals stall and what to fix first.',
        fullDescription:
          'We analyse your funnel from first contact to signed contract using CRM data, call recordings and interviews with your sales team. Conversion rates, cycle length and deal sizes are benchmarked by stage, channel and salesperson. The audit identifies the bottlenecks that cost you the most revenue and explains why they occur. You receive a prioritised improvement plan with quick wins for the first 30 days and structural changes for the next quarter.',
        features: [
          'funnel_stage_analysis',
          'crm_data_review',
          'sales_call_analysis',
          'sales_team_interviews',
          'bottleneck_identification',
          'prioritised_improvement_plan',
        ],
        benefits: [
          'Know exactly where and why deals are lost',
          'Decisions based on data, not opinions',
          'Quick wins that pay for the audit',
        ],
        kpis: [
          '+15% lead-to-customer conversion rate within 3 months',
          'Sales cycle shortened by 20%',
          'Forecast accuracy improved to 85% or more',
        ],
      },
      ua: {
        title: 'Аудит воронки продажів',
        shortDescription: 'Наскрізний аналіз того, як ліди стають клієнтами: де угоди застрягають і що виправляти насамперед.',
        fullDescription:
          'Ми аналізуємо вашу воронку від першого контакту до підписаного договору на основі даних CRM, записів дзвінків та інтерв’ю з відділом продажів. Конверсію, тривалість циклу угоди й середній чек порівнюємо за етапами, каналами та менеджерами. Аудит виявляє вузькі місця, що коштують вам найбільше доходу, і пояснює, чому вони виникають. Ви отримуєте пріоритезований план покращень зі швидкими кроками на перші 30 днів і структурними змінами на наступний квартал.',
        features: [
          'аналіз_етапів_воронки',
          'аналіз_даних_crm',
          'аналіз_дзвінків_продажів',
          'опитування_команди_продажів',
          'виявлення_вузьких_місць',
          'пріоритезований_план_покращень',
        ],
        benefits: [
          'Точне розуміння, де й чому втрачаються угоди',
          'Рішення на основі даних, а не думок',
          'Швидкі покращення, що окуплять аудит',
        ],
        kpis: ['+15% до конверсії ліда в клієнта за 3 місяці', 'Цикл продажу коротший на 20%', 'Точність прогнозу продажів понад 85%'],
      },
      es: {
        title: 'Auditoría del embudo de ventas',
        shortDescription:
          'Una revisión integral de cómo los leads se convierten en clientes, que señala dónde se estancan las oportunidades y qué corregir primero.',
        fullDescription:
          'Analizamos tu embudo desde el primer contacto hasta la firma del contrato a partir de los datos del CRM, grabaciones de llamadas y entrevistas con tu equipo comercial. Comparamos tasas de conversión, duración del ciclo y tamaño de las operaciones por etapa, canal y comercial. La auditoría identifica los cuellos de botella que más ingresos te cuestan y explica por qué se producen. Recibes un plan de mejora priorizado con acciones rápidas para los primeros 30 días y cambios estructurales para el siguiente trimestre.',
        features: [
          'análisis_por_etapas_del_embudo',
          'revisión_de_datos_del_crm',
          'análisis_de_llamadas_comerciales',
          'entrevistas_con_el_equipo',
          'detección_de_cuellos_de_botella',
          'plan_de_mejora_priorizado',
        ],
        benefits: [
          'Saber exactamente dónde y por qué se pierden ventas',
          'Decisiones basadas en datos, no en opiniones',
          'Mejoras rápidas que amortizan la auditoría',
        ],
        kpis: [
          '+15% en la conversión de lead a cliente en 3 meses',
          'Ciclo de venta un 20% más corto',
          'Precisión de las previsiones superior al 85%',
        ],
      },
      cz: {
        title: 'Audit obchodního trychtýře',
        shortDescription: 'Komplexní analýza toho, jak se z leadů stávají zákazníci — kde se obchody zasekávají a co opravit jako první.',
        fullDescription:
          'Analyzujeme váš trychtýř od prvního kontaktu až po podpis smlouvy na základě dat z CRM, nahrávek hovorů a rozhovorů s obchodním týmem. Konverzní poměry, délku obchodního cyklu a velikost zakázek porovnáváme podle fází, kanálů a obchodníků. Audit odhalí úzká místa, která vás stojí nejvíce tržeb, a vysvětlí, proč vznikají. Dostanete prioritizovaný plán zlepšení s rychlými kroky na prvních 30 dní a strukturálními změnami na další čtvrtletí.',
        features: [
          'analýza_fází_trychtýře',
          'kontrola_dat_v_crm',
          'analýza_obchodních_hovorů',
          'rozhovory_s_týmem',
          'identifikace_úzkých_míst',
          'prioritizovaný_plán_zlepšení',
        ],
        benefits: [
          'Přesně víte, kde a proč přicházíte o obchody',
          'Rozhodnutí na základě dat, ne názorů',
          'Rychlá zlepšení, která audit zaplatí',
        ],
        kpis: ['+15 % konverze z leadu na zákazníka do 3 měsíců', 'Obchodní cyklus kratší o 20 %', 'Přesnost prognóz nad 85 %'],
      },
    },
  },
  {
    slug: 'conversion-rate-optimisation',
    category: 'sales-optimisation',
    isPopular: true,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '200–500%',
    estimatedDeliveryDays: 30,
    prices: [
      { amount: 1900, kind: 'standard' },
      { amount: 3900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Conversion rate optimisation',
        shortDescription:
          'Research-driven A/B testing of your website and checkout that turns more of your existing visitors into leads and customers.',
        fullDescription:
          'We combine analytics, heatmaps, session recordings and user surveys to understand why visitors leave without converting. Every hypothesis is prioritised by expected impact and tested with statistically sound A/B experiments. Our designers and developers build the variants, so your team does not need to free up capacity. Winning changes are documented and rolled out, and every test adds to a growing knowledge base about your customers.',
        features: [
          'conversion_funnel_analysis',
          'heatmaps_and_session_recordings',
          'user_surveys',
          'hypothesis_prioritisation',
          'ab_and_multivariate_testing',
          'test_variant_development',
        ],
        benefits: [
          'More revenue without increasing ad spend',
          'Changes proven by data before full rollout',
          'A deeper understanding of customer behaviour',
        ],
        kpis: [
          '+20–40% conversion rate within 6 months',
          '2–4 A/B tests completed per month',
          '+15% average order value on tested checkouts',
        ],
      },
      ua: {
        title: 'Оптимізація конверсії',
        shortDescription:
          'A/B-тестування сайту й оформлення замовлення на основі досліджень, що перетворює більше наявних відвідувачів на лідів і клієнтів.',
        fullDescription:
          'Ми поєднуємо веб-аналітику, теплові карти, записи сесій та опитування користувачів, щоб зрозуміти, чому відвідувачі йдуть, не здійснивши цільової дії. Кожну гіпотезу пріоритезуємо за очікуваним ефектом і перевіряємо статистично коректними A/B-тестами. Варіанти сторінок створюють наші дизайнери та розробники, тож вашій команді не потрібно виділяти додаткові ресурси. Успішні зміни документуються й впроваджуються, а кожен тест поповнює базу знань про ваших клієнтів.',
        features: [
          'аналіз_воронки_конверсії',
          'теплові_карти_та_записи_сесій',
          'опитування_користувачів',
          'пріоритезація_гіпотез',
          'ab_та_мультиваріантні_тести',
          'розробка_варіантів_для_тестів',
        ],
        benefits: [
          'Більше доходу без збільшення рекламного бюджету',
          'Зміни, підтверджені даними ще до повного впровадження',
          'Глибше розуміння поведінки клієнтів',
        ],
        kpis: [
          '+20–40% до конверсії за 6 місяців',
          '2–4 завершені A/B-тести щомісяця',
          '+15% до середнього чека на протестованих сторінках оформлення',
        ],
      },
      es: {
        title: 'Optimización de la tasa de conversión (CRO)',
        shortDescription:
          'Tests A/B basados en investigación para tu web y tu proceso de compra, que convierten a más visitantes actuales en leads y clientes.',
        fullDescription:
          'Combinamos analítica, mapas de calor, grabaciones de sesiones y encuestas a usuarios para entender por qué los visitantes se van sin convertir. Cada hipótesis se prioriza según su impacto esperado y se valida con experimentos A/B estadísticamente sólidos. Nuestros diseñadores y desarrolladores crean las variantes, así que tu equipo no tiene que liberar recursos. Los cambios ganadores se documentan y se implantan, y cada test amplía el conocimiento acumulado sobre tus clientes.',
        features: [
          'análisis_del_embudo_de_conversión',
          'mapas_de_calor_y_grabaciones',
          'encuestas_a_usuarios',
          'priorización_de_hipótesis',
          'tests_ab_y_multivariantes',
          'desarrollo_de_variantes',
        ],
        benefits: [
          'Más ingresos sin aumentar la inversión publicitaria',
          'Cambios validados con datos antes de implantarlos',
          'Un conocimiento más profundo del comportamiento de tus clientes',
        ],
        kpis: [
          '+20–40% de tasa de conversión en 6 meses',
          '2–4 tests A/B completados al mes',
          '+15% de ticket medio en los procesos de compra optimizados',
        ],
      },
      cz: {
        title: 'Optimalizace konverzního poměru',
        shortDescription:
          'A/B testování webu a objednávkového procesu založené na výzkumu, které z vašich současných návštěvníků udělá více leadů a zákazníků.',
        fullDescription:
          'Kombinujeme webovou analytiku, heatmapy, nahrávky relací a uživatelské dotazníky, abychom pochopili, proč návštěvníci odcházejí bez konverze. Každou hypotézu prioritizujeme podle očekávaného dopadu a ověřujeme ji statisticky podloženými A/B testy. Varianty připraví naši designéři a vývojáři, takže váš tým nemusí uvolňovat kapacity. Vítězné změny zdokumentujeme a nasadíme a každý test rozšiřuje znalosti o vašich zákaznících.',
        features: [
          'analýza_konverzního_trychtýře',
          'heatmapy_a_nahrávky_relací',
          'uživatelské_dotazníky',
          'prioritizace_hypotéz',
          'ab_a_multivariantní_testy',
          'vývoj_testovacích_variant',
        ],
        benefits: [
          'Vyšší tržby bez navýšení reklamního rozpočtu',
          'Změny ověřené daty ještě před plným nasazením',
          'Hlubší porozumění chování zákazníků',
        ],
        kpis: [
          '+20–40 % konverzního poměru do 6 měsíců',
          '2–4 dokončené A/B testy měsíčně',
          '+15 % průměrné hodnoty objednávky v testovaném košíku',
        ],
      },
    },
  },
  {
    slug: 'b2b-lead-generation',
    category: 'sales-optimisation',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–320%',
    estimatedDeliveryDays: null,
    prices: [
      { amount: 2200, kind: 'standard' },
      { amount: 4400, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'B2B lead generation and outbound',
        shortDescription: 'Targeted outbound campaigns by email and LinkedIn that book qualified sales meetings with your ideal customers.',
        fullDescription:
          'We build verified lists of decision-makers at companies that match your ideal customer profile, in full compliance with the GDPR. Personalised multi-step sequences combine email, LinkedIn and, where relevant, phone calls. Our SDR team handles replies, qualifies interest and books meetings directly into your sales team’s calendars. Weekly reports show messages sent, reply rates, meetings booked and feedback from the market.',
        features: [
          'ideal_customer_profile',
          'verified_contact_lists',
          'gdpr_compliant_outreach',
          'personalised_email_sequences',
          'linkedin_outreach',
          'meeting_booking',
        ],
        benefits: [
          'A predictable flow of sales meetings',
          'Your salespeople focus on closing, not prospecting',
          'Fast market feedback on your offer',
        ],
        kpis: ['10–25 qualified meetings per month', 'Reply rate above 8%', 'At least 40% of meetings turning into opportunities'],
      },
      ua: {
        title: 'Генерація B2B-лідів і outbound',
        shortDescription:
          'Цільові outbound-кампанії через email та LinkedIn, що приводять кваліфіковані зустрічі з вашими ідеальними клієнтами.',
        fullDescription:
          'Ми формуємо перевірені бази контактів осіб, що ухвалюють рішення, у компаніях, які відповідають профілю вашого ідеального клієнта, з повним дотриманням GDPR. Персоналізовані багатоетапні ланцюжки поєднують email, LinkedIn і, за потреби, телефонні дзвінки. Наша команда SDR обробляє відповіді, кваліфікує інтерес і призначає зустрічі безпосередньо в календарях ваших менеджерів з продажу. Щотижневі звіти показують кількість надісланих повідомлень, частку відповідей, призначені зустрічі та зворотний зв’язок від ринку.',
        features: [
          'профіль_ідеального_клієнта',
          'перевірені_бази_контактів',
          'розсилки_відповідно_до_gdpr',
          'персоналізовані_email_ланцюжки',
          'аутріч_у_linkedin',
          'призначення_зустрічей',
        ],
        benefits: [
          'Передбачуваний потік зустрічей для відділу продажів',
          'Менеджери закривають угоди, а не шукають клієнтів',
          'Швидкий зворотний зв’язок ринку щодо вашої пропозиції',
        ],
        kpis: [
          '10–25 кваліфікованих зустрічей щомісяця',
          'Частка відповідей понад 8%',
          'Щонайменше 40% зустрічей переходять в угоди у воронці',
        ],
      },
      es: {
        title: 'Generación de leads B2B y prospección outbound',
        shortDescription:
          'Campañas de prospección por email y LinkedIn que consiguen reuniones comerciales cualificadas con tus clientes ideales.',
        fullDescription:
          'Creamos listas verificadas de contactos con capacidad de decisión en empresas que encajan con tu perfil de cliente ideal, cumpliendo plenamente el RGPD. Secuencias personalizadas de varios pasos combinan email, LinkedIn y, cuando procede, llamadas telefónicas. Nuestro equipo de SDR gestiona las respuestas, cualifica el interés y agenda reuniones directamente en los calendarios de tus comerciales. Los informes semanales muestran los mensajes enviados, la tasa de respuesta, las reuniones agendadas y el feedback del mercado.',
        features: [
          'perfil_de_cliente_ideal',
          'listas_de_contactos_verificadas',
          'prospección_conforme_al_rgpd',
          'secuencias_de_email_personalizadas',
          'prospección_en_linkedin',
          'agenda_de_reuniones',
        ],
        benefits: [
          'Un flujo predecible de reuniones comerciales',
          'Tu equipo se centra en cerrar ventas, no en prospectar',
          'Feedback rápido del mercado sobre tu oferta',
        ],
        kpis: [
          '10–25 reuniones cualificadas al mes',
          'Tasa de respuesta superior al 8%',
          'Al menos el 40% de las reuniones se convierten en oportunidades',
        ],
      },
      cz: {
        title: 'Generování B2B leadů a outbound',
        shortDescription:
          'Cílené outboundové kampaně přes e-mail a LinkedIn, které domlouvají kvalifikované obchodní schůzky s vašimi ideálními zákazníky.',
        fullDescription:
          'Sestavíme ověřené seznamy kontaktů na rozhodovatele ve firmách odpovídajících profilu vašeho ideálního zákazníka, plně v souladu s GDPR. Personalizované vícekrokové sekvence kombinují e-mail, LinkedIn a v případě potřeby i telefonáty. Náš SDR tým vyřizuje odpovědi, ověřuje zájem a domlouvá schůzky přímo do kalendářů vašich obchodníků. Týdenní reporty ukazují odeslané zprávy, míru odpovědí, domluvené schůzky a zpětnou vazbu z trhu.',
        features: [
          'profil_ideálního_zákazníka',
          'ověřené_seznamy_kontaktů',
          'oslovování_v_souladu_s_gdpr',
          'personalizované_e_mailové_sekvence',
          'oslovování_na_linkedinu',
          'domlouvání_schůzek',
        ],
        benefits: [
          'Předvídatelný přísun obchodních schůzek',
          'Obchodníci uzavírají obchody, místo aby hledali kontakty',
          'Rychlá zpětná vazba trhu na vaši nabídku',
        ],
        kpis: ['10–25 kvalifikovaných schůzek měsíčně', 'Míra odpovědí nad 8 %', 'Alespoň 40 % schůzek se promění v obchodní příležitost'],
      },
    },
  },
  {
    slug: 'sales-playbook-development',
    category: 'sales-optimisation',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '120–250%',
    estimatedDeliveryDays: 30,
    prices: [{ amount: 2900, kind: 'standard' }],
    translations: {
      en: {
        title: 'Sales playbook development',
        shortDescription:
          'A practical playbook with your sales process, qualification criteria, scripts and objection handling, built on what your best reps already do.',
        fullDescription:
          'We interview your top performers, listen to calls and review won and lost deals to capture what actually works. The playbook defines each stage of your sales process, its exit criteria, the qualification framework and the content to use at every step. Talk tracks, email templates and objection-handling guides are written in your language and tone. We roll it out with a workshop and set up CRM fields so that adoption can be measured.',
        features: [
          'sales_process_design',
          'qualification_framework',
          'talk_tracks_and_scripts',
          'objection_handling_guide',
          'email_templates',
          'crm_alignment',
        ],
        benefits: [
          'Consistent results across the whole team',
          'Faster onboarding of new salespeople',
          'Best practices captured, not lost when people leave',
        ],
        kpis: [
          'New reps reaching quota 30% faster',
          '+10% win rate within 2 quarters',
          '90% of opportunities following the defined stages in the CRM',
        ],
      },
      ua: {
        title: 'Розробка sales playbook',
        shortDescription:
          'Практичний посібник із продажів: процес, критерії кваліфікації, скрипти й робота із запереченнями на основі досвіду ваших найкращих менеджерів.',
        fullDescription:
          'Ми проводимо інтерв’ю з вашими найкращими продавцями, слухаємо дзвінки й аналізуємо виграні та програні угоди, щоб зафіксувати те, що справді працює. Playbook описує кожен етап процесу продажів, критерії переходу між етапами, методику кваліфікації та матеріали для кожного кроку. Скрипти розмов, шаблони листів і посібники з роботи із запереченнями написані вашою мовою та у вашому стилі. Ми впроваджуємо playbook через воркшоп і налаштовуємо поля в CRM, щоб можна було вимірювати, як ним користуються.',
        features: [
          'побудова_процесу_продажів',
          'методика_кваліфікації_лідів',
          'скрипти_розмов',
          'робота_із_запереченнями',
          'шаблони_листів',
          'узгодження_з_crm',
        ],
        benefits: [
          'Стабільні результати всієї команди',
          'Швидша адаптація нових менеджерів',
          'Найкращі практики зберігаються, навіть коли люди йдуть',
        ],
        kpis: [
          'Нові менеджери виходять на план на 30% швидше',
          '+10% до частки виграних угод за 2 квартали',
          '90% угод у CRM проходять визначені етапи',
        ],
      },
      es: {
        title: 'Desarrollo de playbook comercial',
        shortDescription:
          'Un manual práctico con tu proceso de venta, criterios de cualificación, guiones y gestión de objeciones, basado en lo que ya hacen tus mejores comerciales.',
        fullDescription:
          'Entrevistamos a tus mejores comerciales, escuchamos llamadas y revisamos operaciones ganadas y perdidas para recoger lo que realmente funciona. El playbook define cada etapa del proceso de venta, los criterios de avance, el marco de cualificación y el contenido que se debe usar en cada paso. Los argumentarios, las plantillas de email y las guías de gestión de objeciones se redactan con tu lenguaje y tu tono. Lo implantamos con un taller y configuramos campos en el CRM para poder medir su adopción.',
        features: [
          'diseño_del_proceso_de_venta',
          'marco_de_cualificación',
          'argumentarios_y_guiones',
          'guía_de_gestión_de_objeciones',
          'plantillas_de_email',
          'alineación_con_el_crm',
        ],
        benefits: [
          'Resultados homogéneos en todo el equipo',
          'Incorporación más rápida de nuevos comerciales',
          'Las buenas prácticas quedan documentadas aunque cambien las personas',
        ],
        kpis: [
          'Los nuevos comerciales alcanzan su cuota un 30% antes',
          '+10% de tasa de cierre en 2 trimestres',
          'El 90% de las oportunidades siguen las etapas definidas en el CRM',
        ],
      },
      cz: {
        title: 'Tvorba obchodního playbooku',
        shortDescription:
          'Praktický manuál s obchodním procesem, kvalifikačními kritérii, scénáři hovorů a prací s námitkami podle postupů vašich nejlepších obchodníků.',
        fullDescription:
          'Vedeme rozhovory s vašimi nejúspěšnějšími obchodníky, posloucháme hovory a procházíme vyhrané i prohrané obchody, abychom zachytili, co skutečně funguje. Playbook popisuje každou fázi obchodního procesu, kritéria pro posun dál, kvalifikační rámec a materiály pro každý krok. Scénáře hovorů, šablony e-mailů a návody na práci s námitkami píšeme vaším jazykem a ve vašem stylu. Zavedeme ho prostřednictvím workshopu a nastavíme pole v CRM, aby bylo možné jeho používání měřit.',
        features: [
          'návrh_obchodního_procesu',
          'kvalifikační_rámec',
          'scénáře_hovorů',
          'práce_s_námitkami',
          'šablony_e_mailů',
          'propojení_s_crm',
        ],
        benefits: [
          'Konzistentní výsledky celého týmu',
          'Rychlejší zaučení nových obchodníků',
          'Osvědčené postupy zůstanou ve firmě, i když lidé odejdou',
        ],
        kpis: [
          'Noví obchodníci plní plán o 30 % dříve',
          '+10 % úspěšně uzavřených obchodů během 2 čtvrtletí',
          '90 % příležitostí v CRM prochází definovanými fázemi',
        ],
      },
    },
  },
  {
    slug: 'sales-team-training',
    category: 'sales-optimisation',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '130–260%',
    estimatedDeliveryDays: 21,
    prices: [
      { amount: 1800, kind: 'standard' },
      { amount: 3600, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Sales team training and coaching',
        shortDescription:
          'Hands-on training in consultative selling, negotiation and closing, followed by individual coaching based on real calls.',
        fullDescription:
          'Training programmes are tailored to your products, customers and sales cycle rather than taken off the shelf. Workshops cover discovery questioning, value-based presentation, negotiation and closing, with role-plays built from your real deals. After the workshops, our coaches review recorded calls and give each salesperson personal feedback. Managers receive coaching guides, so the new skills stay in use long after the programme ends.',
        features: [
          'tailored_training_programme',
          'discovery_questioning_skills',
          'negotiation_and_closing',
          'role_plays_from_real_deals',
          'individual_call_coaching',
          'manager_coaching_guides',
        ],
        benefits: [
          'Skills your team can apply the very next day',
          'Personal feedback for every salesperson',
          'Lasting change supported by managers',
        ],
        kpis: ['+15% win rate within 6 months', '+10% average deal size', 'Participant satisfaction score of 4.5/5 or higher'],
      },
      ua: {
        title: 'Навчання й коучинг відділу продажів',
        shortDescription:
          'Практичне навчання консультативним продажам, переговорам і закриттю угод з подальшим індивідуальним коучингом на основі реальних дзвінків.',
        fullDescription:
          'Навчальні програми ми адаптуємо до ваших продуктів, клієнтів і циклу продажу, а не беремо готові шаблони. Воркшопи охоплюють виявлення потреб, презентацію цінності, переговори та закриття угод, а рольові ігри будуються на ваших реальних угодах. Після воркшопів наші коучі аналізують записи дзвінків і дають кожному менеджеру персональний зворотний зв’язок. Керівники отримують посібники з коучингу, щоб нові навички залишалися в роботі ще довго після завершення програми.',
        features: [
          'індивідуальна_навчальна_програма',
          'виявлення_потреб_клієнта',
          'переговори_та_закриття_угод',
          'рольові_ігри_на_реальних_кейсах',
          'коучинг_за_записами_дзвінків',
          'посібники_для_керівників',
        ],
        benefits: [
          'Навички, які команда застосовує вже наступного дня',
          'Персональний зворотний зв’язок для кожного менеджера',
          'Стійкі зміни за підтримки керівників',
        ],
        kpis: ['+15% до частки виграних угод за 6 місяців', '+10% до середньої суми угоди', 'Оцінка задоволеності учасників від 4,5 з 5'],
      },
      es: {
        title: 'Formación y coaching para equipos comerciales',
        shortDescription:
          'Formación práctica en venta consultiva, negociación y cierre, seguida de coaching individual basado en llamadas reales.',
        fullDescription:
          'Adaptamos los programas de formación a tus productos, clientes y ciclo de venta, en lugar de usar contenidos genéricos. Los talleres abordan la detección de necesidades, la presentación de valor, la negociación y el cierre, con role plays basados en tus operaciones reales. Después de los talleres, nuestros coaches revisan llamadas grabadas y dan a cada comercial feedback personalizado. Los responsables reciben guías de coaching para que las nuevas habilidades se mantengan mucho después de terminar el programa.',
        features: [
          'programa_de_formación_a_medida',
          'detección_de_necesidades',
          'negociación_y_cierre',
          'role_plays_con_casos_reales',
          'coaching_individual_de_llamadas',
          'guías_de_coaching_para_responsables',
        ],
        benefits: [
          'Habilidades que el equipo aplica al día siguiente',
          'Feedback personalizado para cada comercial',
          'Un cambio duradero con el apoyo de los responsables',
        ],
        kpis: [
          '+15% de tasa de cierre en 6 meses',
          '+10% de importe medio por operación',
          'Valoración de los participantes de 4,5/5 o superior',
        ],
      },
      cz: {
        title: 'Školení a koučink obchodního týmu',
        shortDescription:
          'Praktické školení konzultativního prodeje, vyjednávání a uzavírání obchodů, na které navazuje individuální koučink nad skutečnými hovory.',
        fullDescription:
          'Školicí programy připravujeme na míru vašim produktům, zákazníkům a obchodnímu cyklu, žádné univerzální kurzy. Workshopy pokrývají zjišťování potřeb, prezentaci hodnoty, vyjednávání a uzavírání obchodů a modelové situace vycházejí z vašich skutečných obchodů. Po workshopech naši kouči procházejí nahrávky hovorů a každému obchodníkovi dávají osobní zpětnou vazbu. Manažeři dostanou koučovací příručky, aby nové dovednosti zůstaly v praxi i dlouho po skončení programu.',
        features: [
          'program_na_míru',
          'zjišťování_potřeb_zákazníka',
          'vyjednávání_a_uzavírání_obchodů',
          'modelové_situace_z_praxe',
          'individuální_koučink_hovorů',
          'příručky_pro_manažery',
        ],
        benefits: [
          'Dovednosti, které tým využije hned druhý den',
          'Osobní zpětná vazba pro každého obchodníka',
          'Trvalá změna s podporou manažerů',
        ],
        kpis: ['+15 % úspěšně uzavřených obchodů do 6 měsíců', '+10 % průměrné hodnoty obchodu', 'Hodnocení účastníků 4,5/5 a vyšší'],
      },
    },
  },
  {
    slug: 'pricing-strategy-review',
    category: 'sales-optimisation',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '200–600%',
    estimatedDeliveryDays: 28,
    prices: [{ amount: 3500, kind: 'standard' }],
    translations: {
      en: {
        title: 'Pricing strategy review',
        shortDescription:
          'A data-backed analysis of your prices, packages and discounts that captures more margin without losing customers.',
        fullDescription:
          'We study your current pricing, discount practices and win-loss data alongside competitor offers and customers’ willingness to pay. Surveys and interviews reveal which features customers value most and what they would pay for them. Based on the findings, we design price levels, packages and discount rules that your sales team can apply consistently. The review includes a rollout plan, communication guidelines and a method for measuring the impact.',
        features: [
          'price_and_discount_analysis',
          'competitor_price_benchmarking',
          'willingness_to_pay_research',
          'package_and_tier_design',
          'discount_policy',
          'rollout_plan',
        ],
        benefits: ['Higher margins on the same sales volume', 'Fewer ad hoc discounts', 'Packages that are easier to sell'],
        kpis: ['+3–8% gross margin within 6 months', 'Average discount reduced by 25%', '+10% average deal value'],
      },
      ua: {
        title: 'Аналіз цінової стратегії',
        shortDescription: 'Аналіз ваших цін, пакетів і знижок на основі даних, щоб отримувати більше маржі без втрати клієнтів.',
        fullDescription:
          'Ми вивчаємо поточні ціни, практику знижок і дані про виграні та програні угоди, а також пропозиції конкурентів і готовність клієнтів платити. Опитування та інтерв’ю показують, які можливості клієнти цінують найбільше і скільки готові за них платити. На основі висновків ми розробляємо цінові рівні, пакети й правила знижок, які відділ продажів може застосовувати послідовно. Результат містить план впровадження, рекомендації щодо комунікації та методику вимірювання ефекту.',
        features: [
          'аналіз_цін_і_знижок',
          'порівняння_цін_конкурентів',
          'дослідження_готовності_платити',
          'розробка_пакетів_і_тарифів',
          'політика_знижок',
          'план_впровадження',
        ],
        benefits: ['Вища маржа за того самого обсягу продажів', 'Менше спонтанних знижок', 'Пакети, які легше продавати'],
        kpis: ['+3–8% валової маржі за 6 місяців', 'Середня знижка менша на 25%', '+10% до середньої суми угоди'],
      },
      es: {
        title: 'Revisión de la estrategia de precios',
        shortDescription: 'Un análisis basado en datos de tus precios, paquetes y descuentos para ganar margen sin perder clientes.',
        fullDescription:
          'Estudiamos tus precios actuales, tus prácticas de descuento y los datos de operaciones ganadas y perdidas, junto con las ofertas de la competencia y la disposición a pagar de tus clientes. Las encuestas y entrevistas revelan qué funcionalidades valoran más los clientes y cuánto pagarían por ellas. A partir de los resultados diseñamos niveles de precio, paquetes y reglas de descuento que el equipo comercial puede aplicar de forma coherente. La revisión incluye un plan de implantación, pautas de comunicación y un método para medir el impacto.',
        features: [
          'análisis_de_precios_y_descuentos',
          'comparativa_de_precios_de_la_competencia',
          'estudio_de_disposición_a_pagar',
          'diseño_de_paquetes_y_niveles',
          'política_de_descuentos',
          'plan_de_implantación',
        ],
        benefits: ['Más margen con el mismo volumen de ventas', 'Menos descuentos improvisados', 'Paquetes más fáciles de vender'],
        kpis: ['+3–8% de margen bruto en 6 meses', 'Descuento medio reducido en un 25%', '+10% de valor medio por operación'],
      },
      cz: {
        title: 'Revize cenové strategie',
        shortDescription: 'Analýza vašich cen, balíčků a slev podložená daty, která vám pomůže získat vyšší marži bez ztráty zákazníků.',
        fullDescription:
          'Zkoumáme vaše současné ceny, slevovou praxi a data o vyhraných a prohraných obchodech spolu s nabídkami konkurence a ochotou zákazníků platit. Dotazníky a rozhovory ukážou, které funkce zákazníci nejvíce oceňují a kolik by za ně zaplatili. Na základě zjištění navrhneme cenové úrovně, balíčky a pravidla slev, která mohou obchodníci uplatňovat jednotně. Součástí revize je plán zavedení, doporučení pro komunikaci a metoda měření dopadu.',
        features: [
          'analýza_cen_a_slev',
          'srovnání_cen_konkurence',
          'průzkum_ochoty_platit',
          'návrh_balíčků_a_tarifů',
          'slevová_politika',
          'plán_zavedení',
        ],
        benefits: ['Vyšší marže při stejném objemu prodeje', 'Méně nahodilých slev', 'Balíčky, které se snáze prodávají'],
        kpis: ['+3–8 % hrubé marže do 6 měsíců', 'Průměrná sleva nižší o 25 %', '+10 % průměrné hodnoty obchodu'],
      },
    },
  },
];
