import type { SeedService } from './types';

/**
 * Services of the categories crm-automation, data-analytics, branding-design and strategy-consulting (6 each).
 * Prices are in EUR; feature phrases are snake_case in the language of their text.
 */
export const seedServicesB: SeedService[] = [
  {
    slug: 'crm-implementation',
    category: 'crm-automation',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '180–320%',
    estimatedDeliveryDays: 45,
    prices: [
      { amount: 4200, kind: 'standard' },
      { amount: 9800, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'CRM implementation',
        shortDescription:
          'End-to-end CRM rollout on HubSpot, Pipedrive or Salesforce, ' +
          'configured around your real sales process and adopted by your team.',
        fullDescription:
          'We audit how your team sells today, choose or validate the right CRM platform and configure it around ' +
          'your pipeline stages, roles and reporting needs. Existing contacts, deals and activity history are ' +
          'imported and deduplicated. We connect email, calendar, telephony and your website forms so no lead is ' +
          'lost. The rollout ends with role-based training and 30 days of hands-on adoption support.',
        features: [
          'sales_process_audit',
          'pipeline_setup',
          'data_import_and_deduplication',
          'email_and_calendar_sync',
          'custom_fields_and_properties',
          'role_based_training',
        ],
        benefits: [
          'A single source of truth for every customer',
          'Predictable pipeline and forecasts',
          'Less manual admin for sales reps',
          'Faster onboarding of new salespeople',
        ],
        kpis: ['+25% lead-to-deal conversion', '-30% time to close a deal', '90% CRM adoption within 60 days'],
      },
      ua: {
        title: 'Впровадження CRM',
        shortDescription:
          'Повне впровадження CRM на базі HubSpot, Pipedrive або Salesforce, ' +
          'налаштованої під ваш реальний процес продажів і прийнятої командою.',
        fullDescription:
          'Ми аналізуємо, як ваша команда продає сьогодні, допомагаємо обрати чи підтвердити платформу CRM і ' +
          'налаштовуємо її під етапи воронки, ролі та потреби у звітності. Наявні контакти, угоди та історію ' +
          'активностей імпортуємо й очищаємо від дублікатів. Підключаємо пошту, календар, телефонію та форми сайту, ' +
          'щоб жоден лід не загубився. Завершуємо впровадження навчанням за ролями та 30 днями практичного супроводу.',
        features: [
          'аудит_процесу_продажів',
          'налаштування_воронки',
          'імпорт_і_дедуплікація_даних',
          'синхронізація_пошти_та_календаря',
          'власні_поля_та_властивості',
          'навчання_за_ролями',
        ],
        benefits: [
          'Єдине джерело правди про кожного клієнта',
          'Прогнозована воронка та точні прогнози',
          'Менше ручної роботи для менеджерів',
          'Швидша адаптація нових продавців',
        ],
        kpis: ['+25% конверсії ліда в угоду', '-30% часу на закриття угоди', '90% використання CRM командою за 60 днів'],
      },
      es: {
        title: 'Implantación de CRM',
        shortDescription:
          'Implantación integral de CRM en HubSpot, Pipedrive o Salesforce, ' +
          'configurado según su proceso comercial real y adoptado por su equipo.',
        fullDescription:
          'Analizamos cómo vende hoy su equipo, elegimos o validamos la plataforma CRM adecuada y la configuramos según las ' +
          'etapas del embudo, los roles y las necesidades de reporting. Importamos y deduplicamos los contactos, oportunidades ' +
          'e historial de actividad existentes. Conectamos el correo, el calendario, la telefonía y los formularios web para ' +
          'que no se pierda ningún lead. La implantación termina con formación por roles y 30 días de acompañamiento práctico.',
        features: [
          'auditoría_del_proceso_comercial',
          'configuración_del_embudo',
          'importación_y_deduplicación_de_datos',
          'sincronización_de_correo_y_calendario',
          'campos_y_propiedades_personalizados',
          'formación_por_roles',
        ],
        benefits: [
          'Una única fuente de verdad sobre cada cliente',
          'Embudo y previsiones fiables',
          'Menos tareas administrativas para los comerciales',
          'Incorporación más rápida de nuevos vendedores',
        ],
        kpis: ['+25% de conversión de lead a venta', '-30% de tiempo para cerrar una venta', '90% de adopción del CRM en 60 días'],
      },
      cz: {
        title: 'Implementace CRM',
        shortDescription:
          'Kompletní zavedení CRM v HubSpotu, Pipedrive nebo Salesforce, nastaveného ' +
          'podle vašeho skutečného obchodního procesu a přijatého týmem.',
        fullDescription:
          'Zmapujeme, jak váš tým dnes prodává, pomůžeme vybrat nebo potvrdit vhodnou CRM platformu a nastavíme ' +
          'ji podle fází obchodního trychtýře, rolí a potřeb reportingu. Stávající kontakty, obchody a historii ' +
          'aktivit importujeme a odstraníme duplicity. Propojíme e-mail, kalendář, telefonii a formuláře na ' +
          'webu, aby se žádný lead neztratil. Zavedení končí školením podle rolí a 30 dny praktické podpory.',
        features: [
          'audit_obchodního_procesu',
          'nastavení_obchodního_trychtýře',
          'import_a_deduplikace_dat',
          'synchronizace_pošty_a_kalendáře',
          'vlastní_pole_a_vlastnosti',
          'školení_podle_rolí',
        ],
        benefits: [
          'Jeden zdroj pravdy o každém zákazníkovi',
          'Předvídatelný obchodní trychtýř a prognózy',
          'Méně ruční administrativy pro obchodníky',
          'Rychlejší zaučení nových obchodníků',
        ],
        kpis: ['+25 % konverze leadů na obchody', '-30 % času do uzavření obchodu', '90% využití CRM do 60 dnů'],
      },
    },
  },
  {
    slug: 'marketing-automation-workflows',
    category: 'crm-automation',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '200–400%',
    estimatedDeliveryDays: 30,
    prices: [
      { amount: 2900, kind: 'standard' },
      { amount: 6500, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Marketing automation workflows',
        shortDescription:
          'Automated nurture, onboarding and re-engagement journeys that move ' +
          'leads from first touch to sales-ready without manual follow-up.',
        fullDescription:
          'We map your customer journey and design automated workflows for lead nurturing, onboarding, form abandonment ' +
          'and re-engagement. Lead scoring combines profile fit and behaviour, so sales only receives contacts that are ' +
          'ready to talk. Every workflow is built in your platform — HubSpot, ActiveCampaign, Brevo or Marketo — with ' +
          'clear naming and documentation. After launch we A/B test key steps and tune triggers based on real results.',
        features: [
          'customer_journey_mapping',
          'lead_scoring_model',
          'nurture_sequences',
          'behavioural_triggers',
          'sales_handoff_rules',
          'ab_testing_of_key_steps',
        ],
        benefits: [
          'Consistent follow-up with every lead',
          'Sales spends time only on warm contacts',
          'Scalable communication without extra headcount',
        ],
        kpis: ['+35% marketing-qualified leads', '+20% lead-to-opportunity rate', '-10 hours of manual work per week'],
      },
      ua: {
        title: 'Сценарії автоматизації маркетингу',
        shortDescription:
          'Автоматизовані ланцюжки прогріву, онбордингу та повторного залучення, ' +
          'що ведуть ліда від першого контакту до готовності купувати.',
        fullDescription:
          'Ми описуємо шлях клієнта та проєктуємо автоматизовані сценарії для прогріву лідів, онбордингу, покинутих форм і повторного ' +
          'залучення. Скоринг лідів поєднує відповідність профілю та поведінку, тож відділ продажів отримує лише тих, хто готовий до ' +
          'розмови. Кожен сценарій будуємо у вашій платформі — HubSpot, ActiveCampaign, Brevo чи Marketo — зі зрозумілими назвами та ' +
          'документацією. Після запуску тестуємо ключові кроки методом A/B і коригуємо тригери на основі реальних результатів.',
        features: [
          'карта_шляху_клієнта',
          'модель_скорингу_лідів',
          'ланцюжки_прогріву',
          'поведінкові_тригери',
          'правила_передачі_у_продажі',
          'ab_тестування_ключових_кроків',
        ],
        benefits: [
          'Послідовна комунікація з кожним лідом',
          'Продажі працюють лише з теплими контактами',
          'Масштабування комунікації без розширення штату',
        ],
        kpis: ['+35% маркетингово кваліфікованих лідів', '+20% переходу лідів у можливості продажу', '-10 годин ручної роботи на тиждень'],
      },
      es: {
        title: 'Flujos de automatización de marketing',
        shortDescription:
          'Recorridos automatizados de nutrición, onboarding y reactivación ' +
          'que llevan al lead del primer contacto a estar listo para ventas.',
        fullDescription:
          'Mapeamos el recorrido del cliente y diseñamos flujos automatizados de nutrición de leads, onboarding, ' +
          'formularios abandonados y reactivación. El lead scoring combina el encaje del perfil y el comportamiento, ' +
          'de modo que ventas solo recibe contactos preparados para hablar. Cada flujo se construye en su plataforma ' +
          '—HubSpot, ActiveCampaign, Brevo o Marketo— con una nomenclatura clara y documentación. Tras el lanzamiento, ' +
          'realizamos pruebas A/B de los pasos clave y ajustamos los disparadores según los resultados reales.',
        features: [
          'mapa_del_recorrido_del_cliente',
          'modelo_de_lead_scoring',
          'secuencias_de_nutrición',
          'disparadores_por_comportamiento',
          'reglas_de_traspaso_a_ventas',
          'pruebas_ab_de_pasos_clave',
        ],
        benefits: [
          'Seguimiento constante de cada lead',
          'Ventas se centra solo en contactos cualificados',
          'Comunicación escalable sin ampliar la plantilla',
        ],
        kpis: [
          '+35% de leads cualificados por marketing',
          '+20% de conversión de lead a oportunidad',
          '-10 horas de trabajo manual a la semana',
        ],
      },
      cz: {
        title: 'Scénáře marketingové automatizace',
        shortDescription:
          'Automatizované nurturingové, onboardingové a reaktivační cesty, ' +
          'které dovedou lead od prvního kontaktu až k připravenosti na obchod.',
        fullDescription:
          'Zmapujeme zákaznickou cestu a navrhneme automatizované scénáře pro nurturing leadů, onboarding, opuštěné formuláře ' +
          'a reaktivaci. Lead scoring kombinuje shodu profilu a chování, takže obchod dostává jen kontakty připravené k ' +
          'jednání. Každý scénář postavíme ve vaší platformě – HubSpot, ActiveCampaign, Brevo nebo Marketo – s přehledným ' +
          'pojmenováním a dokumentací. Po spuštění A/B testujeme klíčové kroky a ladíme spouštěče podle skutečných výsledků.',
        features: [
          'mapa_zákaznické_cesty',
          'model_lead_scoringu',
          'nurturingové_sekvence',
          'behaviorální_spouštěče',
          'pravidla_předání_obchodu',
          'ab_testování_klíčových_kroků',
        ],
        benefits: [
          'Důsledná komunikace s každým leadem',
          'Obchod se věnuje jen zahřátým kontaktům',
          'Škálovatelná komunikace bez navyšování týmu',
        ],
        kpis: ['+35 % marketingově kvalifikovaných leadů', '+20 % konverze leadů na příležitosti', '-10 hodin ruční práce týdně'],
      },
    },
  },
  {
    slug: 'crm-data-migration',
    category: 'crm-automation',
    isPopular: false,
    isUrgent: true,
    expertLevel: true,
    hasGuarantee: true,
    roi: '120–200%',
    estimatedDeliveryDays: 21,
    prices: [{ amount: 3500, kind: 'standard' }],
    translations: {
      en: {
        title: 'CRM data migration',
        shortDescription:
          'Safe migration of contacts, deals, activities and attachments between ' +
          'CRMs or from spreadsheets, with zero data loss and minimal downtime.',
        fullDescription:
          'Switching CRM is risky when years of customer history are at stake. We inventory your current data ' +
          'model, map every object and field to the new system and clean records before they move. A test ' +
          'migration on a sample is validated with your team, followed by a full cut-over planned outside ' +
          'working hours. You receive a reconciliation report that proves every record arrived intact.',
        features: [
          'data_model_mapping',
          'pre_migration_cleansing',
          'test_migration',
          'attachment_and_history_transfer',
          'weekend_cut_over',
          'reconciliation_report',
        ],
        benefits: ['No lost customer history', 'Sales keeps working during the switch', 'A cleaner database from day one'],
        kpis: ['99.9% of records migrated intact', 'Under 4 hours of CRM downtime', '-40% duplicate records'],
      },
      ua: {
        title: 'Міграція даних CRM',
        shortDescription:
          'Безпечне перенесення контактів, угод, активностей і вкладень між ' +
          'CRM або з таблиць — без втрати даних і з мінімальним простоєм.',
        fullDescription:
          'Зміна CRM ризикована, коли на кону роки історії роботи з клієнтами. Ми інвентаризуємо поточну модель ' +
          'даних, зіставляємо кожен об’єкт і поле з новою системою та очищаємо записи перед перенесенням. ' +
          'Тестову міграцію на вибірці перевіряємо разом із вашою командою, а повне перемикання плануємо поза ' +
          'робочим часом. Ви отримуєте звіт звірки, який підтверджує, що кожен запис перенесено без втрат.',
        features: [
          'зіставлення_моделі_даних',
          'очищення_перед_міграцією',
          'тестова_міграція',
          'перенесення_вкладень_та_історії',
          'перемикання_у_вихідні',
          'звіт_звірки',
        ],
        benefits: ['Жодної втраченої історії клієнтів', 'Продажі працюють під час переходу', 'Чистіша база з першого дня'],
        kpis: ['99,9% записів перенесено без втрат', 'Менше 4 годин простою CRM', '-40% дублікатів записів'],
      },
      es: {
        title: 'Migración de datos de CRM',
        shortDescription:
          'Migración segura de contactos, oportunidades, actividades y ' +
          'adjuntos entre CRM o desde hojas de cálculo, sin pérdida de datos.',
        fullDescription:
          'Cambiar de CRM es arriesgado cuando están en juego años de historial de clientes. Inventariamos su modelo ' +
          'de datos actual, mapeamos cada objeto y campo al nuevo sistema y depuramos los registros antes de moverlos. ' +
          'Validamos con su equipo una migración de prueba sobre una muestra y planificamos el cambio definitivo fuera ' +
          'del horario laboral. Recibe un informe de conciliación que demuestra que cada registro llegó íntegro.',
        features: [
          'mapeo_del_modelo_de_datos',
          'depuración_previa_a_la_migración',
          'migración_de_prueba',
          'traspaso_de_adjuntos_e_historial',
          'cambio_en_fin_de_semana',
          'informe_de_conciliación',
        ],
        benefits: [
          'Ningún historial de cliente perdido',
          'Ventas sigue trabajando durante el cambio',
          'Una base de datos más limpia desde el primer día',
        ],
        kpis: ['99,9% de registros migrados íntegros', 'Menos de 4 horas de inactividad del CRM', '-40% de registros duplicados'],
      },
      cz: {
        title: 'Migrace dat CRM',
        shortDescription:
          'Bezpečný přenos kontaktů, obchodů, aktivit a příloh mezi CRM systémy nebo z tabulek – bez ztráty dat a s minimálním výpadkem.',
        fullDescription:
          'Změna CRM je riskantní, když jde o roky historie se zákazníky. Zinventarizujeme váš současný ' +
          'datový model, namapujeme každý objekt a pole do nového systému a před přenosem záznamy vyčistíme. ' +
          'Testovací migraci na vzorku ověříme s vaším týmem a finální přepnutí naplánujeme mimo pracovní ' +
          'dobu. Dostanete odsouhlasovací report, který dokládá, že každý záznam dorazil v pořádku.',
        features: [
          'mapování_datového_modelu',
          'čištění_před_migrací',
          'testovací_migrace',
          'přenos_příloh_a_historie',
          'přepnutí_o_víkendu',
          'odsouhlasovací_report',
        ],
        benefits: ['Žádná ztracená historie zákazníků', 'Obchod pracuje i během přechodu', 'Čistší databáze od prvního dne'],
        kpis: ['99,9 % záznamů přeneseno beze ztrát', 'Méně než 4 hodiny výpadku CRM', '-40 % duplicitních záznamů'],
      },
    },
  },
  {
    slug: 'sales-pipeline-automation',
    category: 'crm-automation',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–280%',
    estimatedDeliveryDays: 25,
    prices: [{ amount: 2400, kind: 'standard' }],
    translations: {
      en: {
        title: 'Sales pipeline automation',
        shortDescription: 'Automatic task creation, deal routing, reminders and quotes inside your CRM, so reps sell more and update less.',
        fullDescription:
          'We identify the repetitive steps your sales team performs for every deal and automate them inside the CRM. ' +
          'New leads are routed to the right rep by territory, segment or round robin, and follow-up tasks appear at ' +
          'each stage automatically. Stalled deals trigger alerts to managers, while quotes and contracts are generated ' +
          'from deal data with e-signature. The result is a pipeline that stays up to date without chasing anyone.',
        features: [
          'lead_routing_rules',
          'automatic_follow_up_tasks',
          'stalled_deal_alerts',
          'quote_and_contract_generation',
          'e_signature_integration',
          'pipeline_hygiene_rules',
        ],
        benefits: ['More selling time for every rep', 'No forgotten follow-ups', 'Reliable pipeline data for managers'],
        kpis: ['-40% time spent on CRM admin', '+15% win rate', '-25% deals stalled over 30 days'],
      },
      ua: {
        title: 'Автоматизація воронки продажів',
        shortDescription:
          'Автоматичне створення задач, розподіл угод, нагадування та комерційні ' +
          'пропозиції прямо в CRM — менеджери більше продають і менше заповнюють.',
        fullDescription:
          'Ми визначаємо рутинні кроки, які ваша команда продажів виконує для кожної угоди, і автоматизуємо їх у CRM. Нові ' +
          'ліди розподіляються на потрібного менеджера за регіоном, сегментом або по черзі, а задачі на кожному етапі ' +
          'з’являються автоматично. Завислі угоди надсилають сповіщення керівникам, а пропозиції та договори формуються з ' +
          'даних угоди з електронним підписом. У результаті воронка завжди актуальна без постійних нагадувань.',
        features: [
          'правила_розподілу_лідів',
          'автоматичні_задачі_для_повторного_контакту',
          'сповіщення_про_завислі_угоди',
          'генерація_пропозицій_і_договорів',
          'інтеграція_електронного_підпису',
          'правила_чистоти_воронки',
        ],
        benefits: [
          'Більше часу на продажі для кожного менеджера',
          'Жодного забутого повторного контакту',
          'Надійні дані воронки для керівників',
        ],
        kpis: ['-40% часу на адміністрування CRM', '+15% частки виграних угод', '-25% угод, що зависли понад 30 днів'],
      },
      es: {
        title: 'Automatización del embudo de ventas',
        shortDescription:
          'Creación automática de tareas, asignación de oportunidades, recordatorios ' +
          'y presupuestos en su CRM: sus comerciales venden más y registran menos.',
        fullDescription:
          'Identificamos los pasos repetitivos que su equipo comercial realiza en cada oportunidad y los automatizamos ' +
          'dentro del CRM. Los nuevos leads se asignan al comercial adecuado por zona, segmento o rotación, y las ' +
          'tareas de seguimiento aparecen automáticamente en cada etapa. Las oportunidades estancadas generan alertas ' +
          'para los responsables, y los presupuestos y contratos se crean a partir de los datos de la oportunidad con ' +
          'firma electrónica. El resultado es un embudo siempre actualizado sin tener que perseguir a nadie.',
        features: [
          'reglas_de_asignación_de_leads',
          'tareas_de_seguimiento_automáticas',
          'alertas_de_oportunidades_estancadas',
          'generación_de_presupuestos_y_contratos',
          'integración_de_firma_electrónica',
          'reglas_de_higiene_del_embudo',
        ],
        benefits: [
          'Más tiempo de venta para cada comercial',
          'Ningún seguimiento olvidado',
          'Datos del embudo fiables para los responsables',
        ],
        kpis: ['-40% de tiempo dedicado a tareas del CRM', '+15% de tasa de cierre', '-25% de oportunidades estancadas más de 30 días'],
      },
      cz: {
        title: 'Automatizace obchodního trychtýře',
        shortDescription:
          'Automatické úkoly, přidělování obchodů, připomínky a nabídky přímo v CRM – obchodníci víc prodávají a méně vyplňují.',
        fullDescription:
          'Najdeme opakující se kroky, které váš obchodní tým dělá u každého obchodu, a zautomatizujeme je v CRM. Nové leady ' +
          'se přidělují správnému obchodníkovi podle regionu, segmentu nebo rotace a navazující úkoly se v každé fázi ' +
          'vytvářejí automaticky. Uvízlé obchody posílají upozornění manažerům a nabídky i smlouvy se generují z dat obchodu ' +
          'včetně elektronického podpisu. Výsledkem je trychtýř, který je stále aktuální, aniž byste kohokoli museli urgovat.',
        features: [
          'pravidla_přidělování_leadů',
          'automatické_navazující_úkoly',
          'upozornění_na_uvízlé_obchody',
          'generování_nabídek_a_smluv',
          'integrace_elektronického_podpisu',
          'pravidla_čistoty_trychtýře',
        ],
        benefits: [
          'Více času na prodej pro každého obchodníka',
          'Žádné zapomenuté navazující kontakty',
          'Spolehlivá data o trychtýři pro manažery',
        ],
        kpis: ['-40 % času stráveného administrativou v CRM', '+15 % úspěšnosti obchodů', '-25 % obchodů uvízlých déle než 30 dní'],
      },
    },
  },
  {
    slug: 'ai-chatbot-lead-qualification',
    category: 'crm-automation',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '140–260%',
    estimatedDeliveryDays: 20,
    prices: [
      { amount: 1900, kind: 'standard' },
      { amount: 4800, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'AI chatbot for lead qualification',
        shortDescription:
          'A website and messenger chatbot that answers questions 24/7, qualifies ' +
          'visitors and books meetings straight into your sales calendar.',
        fullDescription:
          'We design conversation flows around your ideal customer profile and train an AI assistant on your offer, ' +
          'pricing rules and FAQs. The bot asks qualifying questions, enriches the contact and creates a lead in your ' +
          'CRM with a full transcript. Qualified visitors can book a meeting with the right rep instantly, while others ' +
          'receive relevant content. Conversations are reviewed monthly to improve answers and keep the tone on brand.',
        features: [
          'conversation_design',
          'knowledge_base_training',
          'qualification_questions',
          'crm_lead_creation',
          'meeting_booking',
          'multilingual_support',
        ],
        benefits: ['Instant response to every visitor', 'More meetings without hiring more SDRs', 'Consistent qualification criteria'],
        kpis: ['+30% website lead conversion', '+40% booked meetings', 'Under 5 seconds first response time'],
      },
      ua: {
        title: 'AI-чат-бот для кваліфікації лідів',
        shortDescription:
          'Чат-бот для сайту та месенджерів, який цілодобово відповідає на запитання, ' +
          'кваліфікує відвідувачів і записує їх на зустрічі з менеджерами.',
        fullDescription:
          'Ми проєктуємо сценарії діалогів під профіль вашого ідеального клієнта та навчаємо AI-асистента на вашій пропозиції, ' +
          'правилах ціноутворення та частих запитаннях. Бот ставить кваліфікаційні запитання, доповнює дані контакту та створює ліда ' +
          'в CRM разом із повною розшифровкою розмови. Кваліфіковані відвідувачі одразу бронюють зустріч із потрібним менеджером, а ' +
          'інші отримують релевантні матеріали. Щомісяця ми аналізуємо розмови, щоб покращувати відповіді та зберігати тон бренду.',
        features: [
          'проєктування_діалогів',
          'навчання_на_базі_знань',
          'кваліфікаційні_запитання',
          'створення_лідів_у_crm',
          'бронювання_зустрічей',
          'багатомовна_підтримка',
        ],
        benefits: ['Миттєва відповідь кожному відвідувачу', 'Більше зустрічей без розширення команди', 'Єдині критерії кваліфікації'],
        kpis: ['+30% конверсії сайту в ліди', '+40% запланованих зустрічей', 'Перша відповідь менш ніж за 5 секунд'],
      },
      es: {
        title: 'Chatbot con IA para cualificar leads',
        shortDescription:
          'Un chatbot para web y mensajería que responde 24/7, cualifica a los ' +
          'visitantes y agenda reuniones directamente en el calendario comercial.',
        fullDescription:
          'Diseñamos los flujos de conversación en torno a su perfil de cliente ideal y entrenamos un asistente de IA ' +
          'con su oferta, sus reglas de precios y las preguntas frecuentes. El bot plantea preguntas de cualificación, ' +
          'enriquece el contacto y crea el lead en su CRM con la transcripción completa. Los visitantes cualificados ' +
          'reservan al instante una reunión con el comercial adecuado, y el resto recibe contenido relevante. ' +
          'Revisamos las conversaciones cada mes para mejorar las respuestas y mantener el tono de marca.',
        features: [
          'diseño_de_conversaciones',
          'entrenamiento_con_base_de_conocimiento',
          'preguntas_de_cualificación',
          'creación_de_leads_en_el_crm',
          'reserva_de_reuniones',
          'soporte_multilingüe',
        ],
        benefits: ['Respuesta inmediata a cada visitante', 'Más reuniones sin ampliar el equipo', 'Criterios de cualificación homogéneos'],
        kpis: ['+30% de conversión web a lead', '+40% de reuniones agendadas', 'Primera respuesta en menos de 5 segundos'],
      },
      cz: {
        title: 'AI chatbot pro kvalifikaci leadů',
        shortDescription:
          'Chatbot pro web a messengery, který nonstop odpovídá na dotazy, ' +
          'kvalifikuje návštěvníky a rovnou jim rezervuje schůzky s obchodníky.',
        fullDescription:
          'Navrhneme konverzační scénáře podle profilu vašeho ideálního zákazníka a AI asistenta naučíme vaši nabídku, cenová ' +
          'pravidla a časté dotazy. Bot klade kvalifikační otázky, doplní údaje o kontaktu a vytvoří lead v CRM včetně celého ' +
          'přepisu konverzace. Kvalifikovaní návštěvníci si mohou ihned rezervovat schůzku se správným obchodníkem, ostatní ' +
          'dostanou relevantní obsah. Konverzace každý měsíc vyhodnocujeme, abychom zlepšovali odpovědi a drželi tón značky.',
        features: [
          'návrh_konverzací',
          'učení_ze_znalostní_báze',
          'kvalifikační_otázky',
          'zakládání_leadů_v_crm',
          'rezervace_schůzek',
          'vícejazyčná_podpora',
        ],
        benefits: ['Okamžitá odpověď každému návštěvníkovi', 'Více schůzek bez rozšiřování týmu', 'Jednotná kritéria kvalifikace'],
        kpis: ['+30 % konverze webu na leady', '+40 % domluvených schůzek', 'První odpověď do 5 sekund'],
      },
    },
  },
  {
    slug: 'crm-integrations',
    category: 'crm-automation',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: false,
    roi: '120–220%',
    estimatedDeliveryDays: 14,
    prices: [{ amount: 1500, kind: 'standard' }],
    translations: {
      en: {
        title: 'CRM integrations and API connectors',
        shortDescription:
          'Connect your CRM with your e-shop, ERP, accounting, telephony and ' +
          'support tools so data flows automatically in both directions.',
        fullDescription:
          'Disconnected tools force teams to copy data by hand and make reports unreliable. We design the integration ' +
          'architecture, use native connectors where they are solid and build custom API integrations or middleware ' +
          'flows where they are not. Orders, invoices, tickets and calls appear on the customer record in near real ' +
          'time. Every integration comes with monitoring, error alerts and technical documentation for your IT team.',
        features: [
          'integration_architecture',
          'erp_and_accounting_sync',
          'e_shop_order_sync',
          'custom_api_connectors',
          'error_monitoring_and_alerts',
          'technical_documentation',
        ],
        benefits: ['No more copy-paste between systems', 'A complete 360° customer view', 'Reports you can trust'],
        kpis: ['-15 hours of manual data entry per week', '100% of orders synced to the CRM', '-50% data entry errors'],
      },
      ua: {
        title: 'Інтеграції CRM та API-конектори',
        shortDescription:
          'Поєднуємо CRM з інтернет-магазином, ERP, бухгалтерією, телефонією та ' +
          'службою підтримки, щоб дані передавалися автоматично в обидва боки.',
        fullDescription:
          'Роз’єднані інструменти змушують команди копіювати дані вручну й роблять звіти ненадійними. Ми проєктуємо архітектуру ' +
          'інтеграцій, використовуємо нативні конектори там, де вони надійні, і створюємо власні API-інтеграції або проміжні ' +
          'сценарії там, де їх бракує. Замовлення, рахунки, звернення та дзвінки з’являються в картці клієнта майже в реальному ' +
          'часі. Кожна інтеграція має моніторинг, сповіщення про помилки та технічну документацію для вашої ІТ-команди.',
        features: [
          'архітектура_інтеграцій',
          'синхронізація_з_erp_і_бухгалтерією',
          'синхронізація_замовлень_магазину',
          'власні_api_конектори',
          'моніторинг_і_сповіщення_про_помилки',
          'технічна_документація',
        ],
        benefits: ['Жодного копіювання між системами', 'Повний профіль клієнта на 360°', 'Звіти, яким можна довіряти'],
        kpis: ['-15 годин ручного введення даних на тиждень', '100% замовлень синхронізовано з CRM', '-50% помилок у даних'],
      },
      es: {
        title: 'Integraciones de CRM y conectores API',
        shortDescription:
          'Conectamos su CRM con la tienda online, el ERP, la contabilidad, la ' +
          'telefonía y el soporte para que los datos fluyan solos en ambos sentidos.',
        fullDescription:
          'Las herramientas desconectadas obligan a copiar datos a mano y hacen que los informes no sean fiables. Diseñamos la ' +
          'arquitectura de integración, usamos conectores nativos cuando son sólidos y desarrollamos integraciones API o flujos de ' +
          'middleware a medida cuando no lo son. Pedidos, facturas, incidencias y llamadas aparecen en la ficha del cliente casi en ' +
          'tiempo real. Cada integración incluye monitorización, alertas de errores y documentación técnica para su equipo de TI.',
        features: [
          'arquitectura_de_integración',
          'sincronización_con_erp_y_contabilidad',
          'sincronización_de_pedidos_online',
          'conectores_api_a_medida',
          'monitorización_y_alertas_de_errores',
          'documentación_técnica',
        ],
        benefits: ['Se acabó copiar y pegar entre sistemas', 'Visión completa de 360° del cliente', 'Informes en los que puede confiar'],
        kpis: [
          '-15 horas semanales de introducción manual de datos',
          '100% de pedidos sincronizados con el CRM',
          '-50% de errores en los datos',
        ],
      },
      cz: {
        title: 'Integrace CRM a API konektory',
        shortDescription:
          'Propojíme CRM s e-shopem, ERP, účetnictvím, telefonií a zákaznickou podporou, aby data proudila automaticky oběma směry.',
        fullDescription:
          'Nepropojené nástroje nutí týmy přepisovat data ručně a reporty pak nejsou spolehlivé. Navrhneme architekturu ' +
          'integrací, tam, kde jsou spolehlivé, využijeme nativní konektory a jinde postavíme vlastní API integrace ' +
          'nebo middleware. Objednávky, faktury, tikety i hovory se na kartě zákazníka objeví téměř v reálném čase. Ke ' +
          'každé integraci dodáváme monitoring, upozornění na chyby a technickou dokumentaci pro vaše IT.',
        features: [
          'architektura_integrací',
          'synchronizace_s_erp_a_účetnictvím',
          'synchronizace_objednávek_z_eshopu',
          'vlastní_api_konektory',
          'monitoring_a_upozornění_na_chyby',
          'technická_dokumentace',
        ],
        benefits: ['Konec kopírování mezi systémy', 'Kompletní 360° pohled na zákazníka', 'Reporty, kterým můžete věřit'],
        kpis: ['-15 hodin ručního zadávání dat týdně', '100 % objednávek synchronizováno do CRM', '-50 % chyb v datech'],
      },
    },
  },
  {
    slug: 'bi-dashboard-development',
    category: 'data-analytics',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 35,
    prices: [
      { amount: 3800, kind: 'standard' },
      { amount: 8900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'BI dashboard development',
        shortDescription:
          'Executive and team dashboards in Power BI, Looker Studio or Tableau ' +
          'that combine sales, marketing and finance data in one place.',
        fullDescription:
          'We start with the decisions your managers need to make and define the KPIs and data sources behind them. ' +
          'Data from your CRM, ad platforms, e-shop and accounting is modelled into a clean, documented data layer that ' +
          'refreshes automatically. Dashboards are designed for clarity: drill-downs, targets, alerts and role-based ' +
          'access. We finish with training so your team can answer new questions without waiting for an analyst.',
        features: [
          'kpi_framework',
          'data_source_connectors',
          'automated_data_refresh',
          'drill_down_reports',
          'role_based_access',
          'dashboard_training',
        ],
        benefits: [
          'One version of the numbers for the whole company',
          'Faster, evidence-based decisions',
          'No more manual Excel reporting',
        ],
        kpis: ['-80% time spent on monthly reporting', 'Daily data refresh instead of monthly', '100% of core KPIs on one dashboard'],
      },
      ua: {
        title: 'Розробка BI-дашбордів',
        shortDescription:
          'Дашборди для керівництва та команд у Power BI, Looker Studio або Tableau, ' +
          'що поєднують дані продажів, маркетингу та фінансів в одному місці.',
        fullDescription:
          'Ми починаємо з рішень, які мають ухвалювати ваші керівники, і визначаємо KPI та джерела даних для них. Дані ' +
          'з CRM, рекламних платформ, інтернет-магазину та бухгалтерії моделюємо в чистий задокументований шар, що ' +
          'оновлюється автоматично. Дашборди проєктуємо для зрозумілості: деталізація, цілі, сповіщення та доступ за ' +
          'ролями. Наприкінці навчаємо команду, щоб вона могла відповідати на нові запитання, не чекаючи на аналітика.',
        features: [
          'система_kpi',
          'конектори_джерел_даних',
          'автоматичне_оновлення_даних',
          'звіти_з_деталізацією',
          'доступ_за_ролями',
          'навчання_роботі_з_дашбордами',
        ],
        benefits: ['Єдина версія цифр для всієї компанії', 'Швидші рішення на основі даних', 'Жодних ручних звітів в Excel'],
        kpis: ['-80% часу на щомісячну звітність', 'Щоденне оновлення даних замість щомісячного', '100% ключових KPI на одному дашборді'],
      },
      es: {
        title: 'Desarrollo de dashboards de BI',
        shortDescription:
          'Cuadros de mando para dirección y equipos en Power BI, Looker ' +
          'Studio o Tableau que reúnen datos de ventas, marketing y finanzas.',
        fullDescription:
          'Partimos de las decisiones que deben tomar sus responsables y definimos los KPI y las fuentes de datos que las respaldan. Los ' +
          'datos del CRM, las plataformas publicitarias, la tienda online y la contabilidad se modelan en una capa de datos limpia y ' +
          'documentada que se actualiza automáticamente. Diseñamos los dashboards para que sean claros: desgloses, objetivos, alertas y ' +
          'acceso por roles. Terminamos con una formación para que su equipo pueda responder nuevas preguntas sin esperar a un analista.',
        features: [
          'marco_de_kpi',
          'conectores_de_fuentes_de_datos',
          'actualización_automática_de_datos',
          'informes_con_desglose',
          'acceso_por_roles',
          'formación_en_dashboards',
        ],
        benefits: [
          'Una única versión de las cifras para toda la empresa',
          'Decisiones más rápidas y basadas en datos',
          'Adiós a los informes manuales en Excel',
        ],
        kpis: [
          '-80% de tiempo dedicado al reporting mensual',
          'Datos actualizados a diario en lugar de cada mes',
          '100% de los KPI clave en un solo dashboard',
        ],
      },
      cz: {
        title: 'Vývoj BI dashboardů',
        shortDescription:
          'Manažerské a týmové dashboardy v Power BI, Looker Studiu nebo Tableau, které spojují data z prodeje, marketingu a financí.',
        fullDescription:
          'Začínáme rozhodnutími, která vaši manažeři potřebují dělat, a definujeme k nim KPI a zdroje dat. Data z CRM, ' +
          'reklamních platforem, e-shopu a účetnictví namodelujeme do čisté, zdokumentované datové vrstvy, která se ' +
          'automaticky aktualizuje. Dashboardy navrhujeme s důrazem na přehlednost: proklikávání do detailu, cíle, upozornění ' +
          'a přístup podle rolí. Na závěr proškolíme váš tým, aby si na nové otázky uměl odpovědět bez čekání na analytika.',
        features: [
          'rámec_kpi',
          'konektory_datových_zdrojů',
          'automatická_aktualizace_dat',
          'reporty_s_detailem',
          'přístup_podle_rolí',
          'školení_práce_s_dashboardy',
        ],
        benefits: ['Jedna verze čísel pro celou firmu', 'Rychlejší rozhodování podložené daty', 'Konec ručního reportingu v Excelu'],
        kpis: ['-80 % času na měsíční reporting', 'Denní aktualizace dat místo měsíční', '100 % klíčových KPI na jednom dashboardu'],
      },
    },
  },
  {
    slug: 'marketing-analytics-dashboard',
    category: 'data-analytics',
    isPopular: true,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '170–320%',
    estimatedDeliveryDays: 14,
    prices: [{ amount: 1900, kind: 'standard' }],
    translations: {
      en: {
        title: 'Marketing analytics dashboard',
        shortDescription:
          'A live view of spend, leads, pipeline and revenue by channel and campaign, so you know which marketing actually pays off.',
        fullDescription:
          'We connect Google Ads, Meta, LinkedIn, your web analytics and CRM into a single marketing dashboard. Spend ' +
          'is matched with leads, opportunities and closed revenue, giving you cost per lead, customer acquisition cost ' +
          'and ROAS for every channel and campaign. UTM conventions and attribution rules are agreed upfront so the ' +
          'numbers hold up in management meetings. Weekly automated summaries highlight what to scale and what to stop.',
        features: [
          'ad_platform_connectors',
          'crm_revenue_matching',
          'utm_naming_convention',
          'channel_attribution',
          'cac_and_roas_reports',
          'weekly_automated_summary',
        ],
        benefits: ['Budget decisions based on revenue, not clicks', 'Clear accountability per channel', 'Less time building reports'],
        kpis: ['+20% ROAS within 3 months', '-15% customer acquisition cost', '100% of ad spend attributed to a channel'],
      },
      ua: {
        title: 'Дашборд маркетингової аналітики',
        shortDescription:
          'Актуальна картина витрат, лідів, воронки й доходу за каналами та кампаніями — ви бачите, який маркетинг справді окупається.',
        fullDescription:
          'Ми об’єднуємо Google Ads, Meta, LinkedIn, вашу вебаналітику та CRM в одному маркетинговому дашборді. Витрати ' +
          'зіставляються з лідами, можливостями та отриманим доходом, тож ви бачите вартість ліда, вартість залучення клієнта та ' +
          'ROAS для кожного каналу й кампанії. Правила UTM-розмітки та атрибуції погоджуємо заздалегідь, щоб цифри витримували ' +
          'перевірку на нарадах керівництва. Щотижневі автоматичні зведення підказують, що масштабувати, а що зупинити.',
        features: [
          'конектори_рекламних_платформ',
          'зіставлення_з_доходом_у_crm',
          'правила_utm_розмітки',
          'атрибуція_каналів',
          'звіти_cac_і_roas',
          'щотижневе_автоматичне_зведення',
        ],
        benefits: [
          'Рішення щодо бюджету на основі доходу, а не кліків',
          'Чітка відповідальність за кожен канал',
          'Менше часу на підготовку звітів',
        ],
        kpis: ['+20% ROAS за 3 місяці', '-15% вартості залучення клієнта', '100% рекламних витрат прив’язано до каналу'],
      },
      es: {
        title: 'Dashboard de analítica de marketing',
        shortDescription:
          'Una vista en tiempo real de inversión, leads, oportunidades e ingresos ' +
          'por canal y campaña para saber qué marketing es realmente rentable.',
        fullDescription:
          'Conectamos Google Ads, Meta, LinkedIn, su analítica web y el CRM en un único dashboard de marketing. La inversión se ' +
          'cruza con leads, oportunidades e ingresos cerrados, y obtiene el coste por lead, el coste de adquisición de cliente ' +
          'y el ROAS de cada canal y campaña. Las convenciones UTM y las reglas de atribución se acuerdan de antemano para que ' +
          'las cifras resistan cualquier comité de dirección. Un resumen automático semanal señala qué escalar y qué detener.',
        features: [
          'conectores_de_plataformas_publicitarias',
          'cruce_con_ingresos_del_crm',
          'convención_de_utm',
          'atribución_por_canal',
          'informes_de_cac_y_roas',
          'resumen_semanal_automático',
        ],
        benefits: [
          'Decisiones de presupuesto basadas en ingresos, no en clics',
          'Responsabilidad clara por canal',
          'Menos tiempo preparando informes',
        ],
        kpis: [
          '+20% de ROAS en 3 meses',
          '-15% de coste de adquisición de cliente',
          '100% de la inversión publicitaria atribuida a un canal',
        ],
      },
      cz: {
        title: 'Dashboard marketingové analytiky',
        shortDescription:
          'Živý přehled výdajů, leadů, příležitostí a tržeb podle kanálů a kampaní – uvidíte, který marketing se skutečně vyplácí.',
        fullDescription:
          'Propojíme Google Ads, Meta, LinkedIn, vaši webovou analytiku a CRM do jednoho marketingového dashboardu. ' +
          'Výdaje párujeme s leady, příležitostmi a uzavřenými tržbami, takže u každého kanálu a kampaně vidíte ' +
          'cenu za lead, náklady na získání zákazníka a ROAS. Pravidla pro UTM a atribuci dohodneme předem, aby ' +
          'čísla obstála i na poradě vedení. Týdenní automatické shrnutí ukáže, co škálovat a co zastavit.',
        features: [
          'konektory_reklamních_platforem',
          'párování_s_tržbami_v_crm',
          'pravidla_pro_utm',
          'atribuce_kanálů',
          'reporty_cac_a_roas',
          'týdenní_automatické_shrnutí',
        ],
        benefits: ['Rozhodování o rozpočtu podle tržeb, ne kliků', 'Jasná odpovědnost za každý kanál', 'Méně času nad přípravou reportů'],
        kpis: ['+20 % ROAS do 3 měsíců', '-15 % nákladů na získání zákazníka', '100 % reklamních výdajů přiřazeno ke kanálu'],
      },
    },
  },
  {
    slug: 'customer-data-platform-setup',
    category: 'data-analytics',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '200–450%',
    estimatedDeliveryDays: 90,
    prices: [
      { amount: 12500, kind: 'standard' },
      { amount: 24000, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Customer data platform setup',
        shortDescription:
          'Unify website, app, CRM and purchase data into real-time customer ' +
          'profiles ready for personalisation and precise audience targeting.',
        fullDescription:
          'A customer data platform turns scattered events and records into one consistent profile per customer. We select ' +
          'the right CDP for your stack, design the tracking plan and identity resolution rules, and connect your sources and ' +
          'activation destinations. Consent management is built in from the start to keep you compliant with GDPR. Marketing ' +
          'gets ready-made segments for email, ads and on-site personalisation, while analysts get clean, queryable data.',
        features: [
          'cdp_selection',
          'tracking_plan',
          'identity_resolution',
          'gdpr_consent_management',
          'audience_segments',
          'activation_to_ad_platforms',
          'data_warehouse_sync',
        ],
        benefits: ['A single real-time view of each customer', 'Personalisation across every channel', 'GDPR-compliant data handling'],
        kpis: [
          '+25% email and ad conversion rates',
          '-20% ad spend wasted on existing customers',
          '95% of known visitors matched to a profile',
        ],
      },
      ua: {
        title: 'Впровадження платформи клієнтських даних (CDP)',
        shortDescription:
          'Об’єднуємо дані сайту, застосунку, CRM і покупок у профілі клієнтів ' +
          'у реальному часі — для персоналізації та точного таргетингу.',
        fullDescription:
          'Платформа клієнтських даних перетворює розрізнені події та записи на єдиний узгоджений профіль кожного клієнта. Ми ' +
          'підбираємо CDP під ваш технологічний стек, розробляємо план трекінгу та правила зіставлення ідентичностей і підключаємо ' +
          'джерела та канали активації. Керування згодами закладаємо з самого початку, щоб забезпечити відповідність GDPR. Маркетинг ' +
          'отримує готові сегменти для розсилок, реклами та персоналізації на сайті, а аналітики — чисті дані, придатні для запитів.',
        features: [
          'вибір_cdp',
          'план_трекінгу',
          'зіставлення_ідентичностей',
          'керування_згодами_gdpr',
          'сегменти_аудиторій',
          'активація_в_рекламних_платформах',
          'синхронізація_зі_сховищем_даних',
        ],
        benefits: [
          'Єдиний профіль кожного клієнта в реальному часі',
          'Персоналізація в усіх каналах',
          'Робота з даними відповідно до GDPR',
        ],
        kpis: [
          '+25% конверсії розсилок і реклами',
          '-20% марних витрат на рекламу для наявних клієнтів',
          '95% відомих відвідувачів зіставлено з профілем',
        ],
      },
      es: {
        title: 'Implantación de una plataforma de datos de clientes (CDP)',
        shortDescription:
          'Unificamos datos web, de la app, del CRM y de compras en perfiles de ' +
          'cliente en tiempo real, listos para personalizar y segmentar con precisión.',
        fullDescription:
          'Una plataforma de datos de clientes convierte eventos y registros dispersos en un perfil único y ' +
          'coherente por cliente. Seleccionamos la CDP adecuada para su stack, diseñamos el plan de medición y las ' +
          'reglas de resolución de identidades, y conectamos las fuentes y los destinos de activación. La gestión ' +
          'del consentimiento se integra desde el principio para cumplir el RGPD. Marketing obtiene segmentos listos ' +
          'para email, publicidad y personalización web, y los analistas, datos limpios y fáciles de consultar.',
        features: [
          'selección_de_la_cdp',
          'plan_de_medición',
          'resolución_de_identidades',
          'gestión_del_consentimiento_rgpd',
          'segmentos_de_audiencia',
          'activación_en_plataformas_publicitarias',
          'sincronización_con_el_data_warehouse',
        ],
        benefits: [
          'Una visión única y en tiempo real de cada cliente',
          'Personalización en todos los canales',
          'Tratamiento de datos conforme al RGPD',
        ],
        kpis: [
          '+25% de conversión en email y publicidad',
          '-20% de inversión publicitaria desperdiciada en clientes actuales',
          '95% de visitantes conocidos vinculados a un perfil',
        ],
      },
      cz: {
        title: 'Zavedení zákaznické datové platformy (CDP)',
        shortDescription:
          'Sjednotíme data z webu, aplikace, CRM a nákupů do zákaznických profilů ' +
          'v reálném čase, připravených pro personalizaci a přesné cílení.',
        fullDescription:
          'Zákaznická datová platforma promění roztříštěné události a záznamy v jeden konzistentní profil každého zákazníka. ' +
          'Vybereme CDP vhodnou pro vaše technologie, navrhneme plán měření a pravidla pro spojování identit a napojíme ' +
          'zdroje i aktivační kanály. Správu souhlasů zabudujeme od začátku, abyste splnili požadavky GDPR. Marketing získá ' +
          'hotové segmenty pro e-maily, reklamu a personalizaci webu, analytici čistá data připravená k dotazování.',
        features: [
          'výběr_cdp',
          'plán_měření',
          'spojování_identit',
          'správa_souhlasů_gdpr',
          'segmenty_publika',
          'aktivace_v_reklamních_platformách',
          'synchronizace_s_datovým_skladem',
        ],
        benefits: ['Jeden pohled na každého zákazníka v reálném čase', 'Personalizace ve všech kanálech', 'Práce s daty v souladu s GDPR'],
        kpis: [
          '+25 % konverze e-mailů a reklamy',
          '-20 % zbytečných reklamních výdajů na stávající zákazníky',
          '95 % známých návštěvníků spárováno s profilem',
        ],
      },
    },
  },
  {
    slug: 'data-enrichment-cleansing',
    category: 'data-analytics',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '130–250%',
    estimatedDeliveryDays: 10,
    prices: [
      { amount: 690, kind: 'standard' },
      { amount: 1450, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Data enrichment and cleansing',
        shortDescription:
          'Clean, deduplicate and enrich your CRM or lead lists with verified company and contact data from trusted European sources.',
        fullDescription:
          'Outdated and duplicate records waste sales time and hurt email deliverability. We audit your database, ' +
          'standardise formats, merge duplicates and verify email addresses and phone numbers. Records are then enriched ' +
          'with firmographic data such as industry, company size, revenue band and VAT number from GDPR-compliant ' +
          'sources. You receive a data quality scorecard and, on request, a recurring schedule to keep the data clean.',
        features: [
          'data_quality_audit',
          'duplicate_merging',
          'email_verification',
          'firmographic_enrichment',
          'format_standardisation',
          'quality_scorecard',
        ],
        benefits: ['Sales calls the right people', 'Better email deliverability', 'Accurate segmentation and reporting'],
        kpis: ['-90% duplicate records', '-60% email bounce rate', '+40% records with complete company data'],
      },
      ua: {
        title: 'Збагачення та очищення даних',
        shortDescription:
          'Очищаємо, дедуплікуємо та збагачуємо CRM або списки лідів перевіреними ' +
          'даними про компанії й контакти з надійних європейських джерел.',
        fullDescription:
          'Застарілі записи та дублікати забирають час продажів і погіршують доставлюваність листів. Ми проводимо аудит бази, ' +
          'стандартизуємо формати, об’єднуємо дублікати та перевіряємо email-адреси й номери телефонів. Потім збагачуємо ' +
          'записи фірмографічними даними — галузь, розмір компанії, діапазон доходу, номер платника ПДВ — із джерел, що ' +
          'відповідають GDPR. Ви отримуєте картку якості даних, а за бажанням — регулярний графік підтримки бази в чистоті.',
        features: [
          'аудит_якості_даних',
          'злиття_дублікатів',
          'перевірка_email_адрес',
          'фірмографічне_збагачення',
          'стандартизація_форматів',
          'картка_якості_даних',
        ],
        benefits: ['Продажі телефонують потрібним людям', 'Краща доставлюваність листів', 'Точна сегментація та звітність'],
        kpis: ['-90% дублікатів записів', '-60% повернених листів', '+40% записів із повними даними про компанію'],
      },
      es: {
        title: 'Enriquecimiento y limpieza de datos',
        shortDescription:
          'Limpiamos, deduplicamos y enriquecemos su CRM o sus listas de leads con ' +
          'datos verificados de empresas y contactos de fuentes europeas fiables.',
        fullDescription:
          'Los registros desactualizados y duplicados hacen perder tiempo a ventas y perjudican la entregabilidad del email. Auditamos ' +
          'su base de datos, normalizamos formatos, fusionamos duplicados y verificamos correos y teléfonos. Después enriquecemos los ' +
          'registros con datos firmográficos —sector, tamaño de empresa, rango de facturación y NIF-IVA— procedentes de fuentes ' +
          'conformes al RGPD. Recibe un informe de calidad de datos y, si lo desea, un calendario periódico para mantenerlos limpios.',
        features: [
          'auditoría_de_calidad_de_datos',
          'fusión_de_duplicados',
          'verificación_de_correos',
          'enriquecimiento_firmográfico',
          'normalización_de_formatos',
          'informe_de_calidad',
        ],
        benefits: ['Ventas contacta con las personas adecuadas', 'Mejor entregabilidad del email', 'Segmentación e informes precisos'],
        kpis: ['-90% de registros duplicados', '-60% de tasa de rebote de email', '+40% de registros con datos de empresa completos'],
      },
      cz: {
        title: 'Obohacení a čištění dat',
        shortDescription:
          'Vyčistíme, deduplikujeme a obohatíme vaše CRM nebo seznamy leadů o ' +
          'ověřená firemní a kontaktní data z důvěryhodných evropských zdrojů.',
        fullDescription:
          'Zastaralé a duplicitní záznamy obchodníkům berou čas a zhoršují doručitelnost e-mailů. Provedeme audit ' +
          'databáze, sjednotíme formáty, sloučíme duplicity a ověříme e-mailové adresy i telefonní čísla. Záznamy ' +
          'poté obohatíme o firmografická data, jako je obor, velikost firmy, pásmo obratu a DIČ, ze zdrojů v ' +
          'souladu s GDPR. Dostanete přehled kvality dat a na přání i pravidelný harmonogram, jak data udržet čistá.',
        features: [
          'audit_kvality_dat',
          'slučování_duplicit',
          'ověření_emailových_adres',
          'firmografické_obohacení',
          'sjednocení_formátů',
          'přehled_kvality_dat',
        ],
        benefits: ['Obchodníci volají správným lidem', 'Lepší doručitelnost e-mailů', 'Přesná segmentace a reporting'],
        kpis: ['-90 % duplicitních záznamů', '-60 % nedoručených e-mailů', '+40 % záznamů s úplnými firemními údaji'],
      },
    },
  },
  {
    slug: 'web-analytics-tracking-setup',
    category: 'data-analytics',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '120–240%',
    estimatedDeliveryDays: 7,
    prices: [{ amount: 1200, kind: 'standard' }],
    translations: {
      en: {
        title: 'Web analytics and tracking setup',
        shortDescription:
          'A reliable GA4, Google Tag Manager and server-side tracking setup with ' +
          'consent mode, correctly measured conversions and e-commerce events.',
        fullDescription:
          'Most analytics setups silently miss conversions or count them twice. We audit your current tracking, write a ' +
          'measurement plan and implement GA4 with Google Tag Manager, including consent mode v2 and server-side ' +
          'tagging where it adds accuracy. Key conversions, form submissions and e-commerce events are passed to Google ' +
          'Ads, Meta and LinkedIn. Everything is tested, documented and handed over with a short training session.',
        features: [
          'tracking_audit',
          'measurement_plan',
          'ga4_and_gtm_implementation',
          'consent_mode_v2',
          'server_side_tagging',
          'conversion_api_setup',
        ],
        benefits: [
          'Numbers you can rely on',
          'Better ad optimisation thanks to accurate conversions',
          'Compliance with cookie consent rules',
        ],
        kpis: ['+30% conversions recorded by ad platforms', 'Under 5% discrepancy between GA4 and CRM', '100% of key events documented'],
      },
      ua: {
        title: 'Налаштування вебаналітики та трекінгу',
        shortDescription:
          'Надійне налаштування GA4, Google Tag Manager і серверного трекінгу ' +
          'з режимом згоди, коректним обліком конверсій та подій e-commerce.',
        fullDescription:
          'Більшість налаштувань аналітики непомітно пропускають конверсії або рахують їх двічі. Ми проводимо аудит поточного ' +
          'трекінгу, складаємо план вимірювань і впроваджуємо GA4 через Google Tag Manager, включно з consent mode v2 та ' +
          'серверним тегуванням там, де воно підвищує точність. Ключові конверсії, відправлення форм і події e-commerce ' +
          'передаються в Google Ads, Meta та LinkedIn. Усе тестуємо, документуємо та передаємо разом із коротким навчанням.',
        features: [
          'аудит_трекінгу',
          'план_вимірювань',
          'впровадження_ga4_і_gtm',
          'режим_згоди_v2',
          'серверне_тегування',
          'налаштування_api_конверсій',
        ],
        benefits: [
          'Цифри, на які можна покластися',
          'Краща оптимізація реклами завдяки точним конверсіям',
          'Відповідність вимогам щодо згоди на cookies',
        ],
        kpis: [
          '+30% конверсій, зафіксованих рекламними платформами',
          'Розбіжність між GA4 і CRM менше 5%',
          '100% ключових подій задокументовано',
        ],
      },
      es: {
        title: 'Configuración de analítica web y seguimiento',
        shortDescription:
          'Configuración fiable de GA4, Google Tag Manager y seguimiento server-side, ' +
          'con modo de consentimiento y conversiones medidas correctamente.',
        fullDescription:
          'La mayoría de configuraciones de analítica pierden conversiones o las cuentan dos veces sin que nadie lo ' +
          'note. Auditamos su seguimiento actual, redactamos un plan de medición e implementamos GA4 con Google Tag ' +
          'Manager, incluido el modo de consentimiento v2 y el etiquetado del lado del servidor cuando aporta ' +
          'precisión. Las conversiones clave, los envíos de formularios y los eventos de e-commerce se envían a ' +
          'Google Ads, Meta y LinkedIn. Todo se prueba, se documenta y se entrega con una breve sesión de formación.',
        features: [
          'auditoría_del_seguimiento',
          'plan_de_medición',
          'implantación_de_ga4_y_gtm',
          'modo_de_consentimiento_v2',
          'etiquetado_del_lado_del_servidor',
          'configuración_de_la_api_de_conversiones',
        ],
        benefits: [
          'Cifras en las que puede confiar',
          'Mejor optimización de anuncios gracias a conversiones precisas',
          'Cumplimiento de las normas de consentimiento de cookies',
        ],
        kpis: [
          '+30% de conversiones registradas por las plataformas publicitarias',
          'Menos de un 5% de discrepancia entre GA4 y el CRM',
          '100% de los eventos clave documentados',
        ],
      },
      cz: {
        title: 'Nastavení webové analytiky a měření',
        shortDescription:
          'Spolehlivé nastavení GA4, Google Tag Manageru a server-side měření s ' +
          'režimem souhlasu, správně měřenými konverzemi a e-commerce událostmi.',
        fullDescription:
          'Většina analytických nastavení nenápadně vynechává konverze nebo je počítá dvakrát. Provedeme audit současného ' +
          'měření, sepíšeme plán měření a implementujeme GA4 přes Google Tag Manager včetně režimu souhlasu v2 a ' +
          'server-side tagování tam, kde zvyšuje přesnost. Klíčové konverze, odeslané formuláře a e-commerce události ' +
          'předáváme do Google Ads, Meta a LinkedIn. Vše otestujeme, zdokumentujeme a předáme s krátkým školením.',
        features: [
          'audit_měření',
          'plán_měření',
          'implementace_ga4_a_gtm',
          'režim_souhlasu_v2',
          'server_side_tagování',
          'nastavení_api_pro_konverze',
        ],
        benefits: [
          'Čísla, na která se můžete spolehnout',
          'Lepší optimalizace reklam díky přesným konverzím',
          'Soulad s pravidly pro souhlas s cookies',
        ],
        kpis: [
          '+30 % konverzí zaznamenaných reklamními platformami',
          'Rozdíl mezi GA4 a CRM pod 5 %',
          '100 % klíčových událostí zdokumentováno',
        ],
      },
    },
  },
  {
    slug: 'predictive-churn-ltv-modelling',
    category: 'data-analytics',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '250–500%',
    estimatedDeliveryDays: 60,
    prices: [{ amount: 7500, kind: 'standard' }],
    translations: {
      en: {
        title: 'Predictive churn and customer lifetime value modelling',
        shortDescription:
          'Machine-learning models that flag customers at risk of leaving and ' +
          'forecast lifetime value, so retention budgets go where they matter.',
        fullDescription:
          'Using your transaction, product usage and support data, we build and validate models that score each customer’s churn ' +
          'risk and expected lifetime value. Scores are written back to your CRM or data warehouse and refreshed automatically. ' +
          'We help your team design retention plays for high-value, high-risk segments and measure their impact against a ' +
          'control group. Models are explained in plain language, so managers understand which factors drive the predictions.',
        features: [
          'data_readiness_assessment',
          'churn_risk_model',
          'lifetime_value_forecast',
          'crm_score_write_back',
          'retention_playbook',
          'control_group_measurement',
        ],
        benefits: [
          'Act before valuable customers leave',
          'Smarter allocation of retention budgets',
          'Transparent, explainable predictions',
        ],
        kpis: [
          '-15% customer churn in 6 months',
          '+10% average customer lifetime value',
          'Over 80% accuracy in identifying at-risk customers',
        ],
      },
      ua: {
        title: 'Прогнозне моделювання відтоку та цінності клієнта (LTV)',
        shortDescription:
          'Моделі машинного навчання, які виявляють клієнтів із ризиком відтоку та ' +
          'прогнозують їхню цінність, щоб бюджет на утримання працював ефективно.',
        fullDescription:
          'На основі даних про транзакції, використання продукту та звернення до підтримки ми будуємо й перевіряємо ' +
          'моделі, що оцінюють ризик відтоку та очікувану довічну цінність кожного клієнта. Оцінки записуються ' +
          'назад у CRM або сховище даних і оновлюються автоматично. Ми допомагаємо команді розробити заходи ' +
          'утримання для цінних сегментів із високим ризиком і вимірюємо їхній ефект порівняно з контрольною ' +
          'групою. Моделі пояснюємо простою мовою, щоб керівники розуміли, які чинники впливають на прогнози.',
        features: [
          'оцінка_готовності_даних',
          'модель_ризику_відтоку',
          'прогноз_довічної_цінності',
          'запис_оцінок_у_crm',
          'план_заходів_утримання',
          'вимірювання_з_контрольною_групою',
        ],
        benefits: ['Дієте до того, як цінні клієнти підуть', 'Розумніший розподіл бюджету на утримання', 'Прозорі та зрозумілі прогнози'],
        kpis: [
          '-15% відтоку клієнтів за 6 місяців',
          '+10% середньої довічної цінності клієнта',
          'Понад 80% точності у виявленні клієнтів під ризиком',
        ],
      },
      es: {
        title: 'Modelos predictivos de abandono y valor del cliente (LTV)',
        shortDescription:
          'Modelos de machine learning que detectan clientes en riesgo de abandono ' +
          'y predicen su valor, para invertir en retención donde realmente importa.',
        fullDescription:
          'A partir de sus datos de transacciones, uso del producto y soporte, construimos y validamos modelos que ' +
          'puntúan el riesgo de abandono y el valor de vida esperado de cada cliente. Las puntuaciones se escriben en su ' +
          'CRM o data warehouse y se actualizan automáticamente. Ayudamos a su equipo a diseñar acciones de retención ' +
          'para los segmentos de alto valor y alto riesgo, y medimos su impacto frente a un grupo de control. Explicamos ' +
          'los modelos en lenguaje claro para que los responsables entiendan qué factores impulsan las predicciones.',
        features: [
          'evaluación_de_preparación_de_datos',
          'modelo_de_riesgo_de_abandono',
          'previsión_del_valor_de_vida',
          'escritura_de_puntuaciones_en_el_crm',
          'plan_de_retención',
          'medición_con_grupo_de_control',
        ],
        benefits: [
          'Actúe antes de que se vayan los clientes valiosos',
          'Asignación más inteligente del presupuesto de retención',
          'Predicciones transparentes y explicables',
        ],
        kpis: [
          '-15% de abandono de clientes en 6 meses',
          '+10% de valor medio de vida del cliente',
          'Más del 80% de precisión al identificar clientes en riesgo',
        ],
      },
      cz: {
        title: 'Prediktivní modely odchodu zákazníků a jejich hodnoty (CLV)',
        shortDescription:
          'Modely strojového učení, které odhalí zákazníky ohrožené odchodem a ' +
          'předpoví jejich celoživotní hodnotu, aby rozpočet na retenci dával smysl.',
        fullDescription:
          'Z vašich dat o transakcích, využívání produktu a podpoře postavíme a ověříme modely, které každému zákazníkovi přiřadí ' +
          'riziko odchodu a očekávanou celoživotní hodnotu. Skóre se zapisují zpět do CRM nebo datového skladu a automaticky se ' +
          'aktualizují. Pomůžeme vašemu týmu navrhnout retenční kroky pro hodnotné a rizikové segmenty a jejich dopad měříme ' +
          'proti kontrolní skupině. Modely vysvětlujeme srozumitelně, aby manažeři chápali, které faktory predikce ovlivňují.',
        features: [
          'posouzení_připravenosti_dat',
          'model_rizika_odchodu',
          'predikce_celoživotní_hodnoty',
          'zápis_skóre_do_crm',
          'plán_retenčních_kroků',
          'měření_proti_kontrolní_skupině',
        ],
        benefits: [
          'Jednáte dřív, než hodnotní zákazníci odejdou',
          'Chytřejší rozdělení rozpočtu na retenci',
          'Transparentní a vysvětlitelné predikce',
        ],
        kpis: [
          '-15 % odchodu zákazníků za 6 měsíců',
          '+10 % průměrné celoživotní hodnoty zákazníka',
          'Přes 80% přesnost při určení ohrožených zákazníků',
        ],
      },
    },
  },
  {
    slug: 'brand-identity-design',
    category: 'branding-design',
    isPopular: true,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '130–280%',
    estimatedDeliveryDays: 40,
    prices: [
      { amount: 4500, kind: 'standard' },
      { amount: 11000, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Brand identity design',
        shortDescription:
          'A distinctive visual identity — logo, colour palette, typography and key visuals — built on a clear brand positioning.',
        fullDescription:
          'We begin with workshops and market research to define your positioning, personality and what sets you ' +
          'apart from competitors. Based on this, we develop two to three creative directions and refine the chosen ' +
          'one into a complete identity system: logo suite, colour palette, typography, imagery style and graphic ' +
          'elements. All assets are delivered in print and digital formats, ready for your team and suppliers. The ' +
          'identity is tested on real applications such as your website, presentations and social media.',
        features: [
          'brand_discovery_workshop',
          'competitor_visual_audit',
          'logo_design',
          'colour_palette_and_typography',
          'key_visuals',
          'application_mockups',
        ],
        benefits: [
          'Instant recognition in a crowded market',
          'Consistent look across every touchpoint',
          'Higher perceived value of your offer',
        ],
        kpis: [
          '+30% brand recall in target audience surveys',
          '+15% website conversion after rollout',
          '100% of core assets delivered in editable formats',
        ],
      },
      ua: {
        title: 'Розробка айдентики бренду',
        shortDescription:
          'Виразна візуальна айдентика — логотип, палітра, типографіка та ключові візуали — на основі чіткого позиціонування бренду.',
        fullDescription:
          'Ми починаємо з воркшопів і дослідження ринку, щоб визначити ваше позиціонування, характер бренду та ' +
          'відмінності від конкурентів. На цій основі розробляємо два-три творчі напрями й доводимо обраний до ' +
          'повної системи айдентики: набір логотипів, палітра кольорів, типографіка, стиль зображень і ' +
          'графічні елементи. Усі матеріали передаємо у форматах для друку та digital, готових для вашої ' +
          'команди й підрядників. Айдентику перевіряємо на реальних носіях — сайті, презентаціях і соцмережах.',
        features: [
          'воркшоп_з_дослідження_бренду',
          'візуальний_аудит_конкурентів',
          'дизайн_логотипа',
          'палітра_кольорів_і_типографіка',
          'ключові_візуали',
          'макети_застосування',
        ],
        benefits: [
          'Миттєве впізнавання на насиченому ринку',
          'Єдиний стиль у кожній точці контакту',
          'Вища сприйнята цінність вашої пропозиції',
        ],
        kpis: [
          '+30% згадуваності бренду в опитуваннях цільової аудиторії',
          '+15% конверсії сайту після впровадження',
          '100% ключових матеріалів у редагованих форматах',
        ],
      },
      es: {
        title: 'Diseño de identidad de marca',
        shortDescription:
          'Una identidad visual distintiva —logotipo, paleta de colores, tipografía ' +
          'y visuales clave— construida sobre un posicionamiento de marca claro.',
        fullDescription:
          'Empezamos con talleres e investigación de mercado para definir su posicionamiento, su personalidad y lo que le diferencia ' +
          'de la competencia. A partir de ahí desarrollamos dos o tres direcciones creativas y perfeccionamos la elegida hasta ' +
          'convertirla en un sistema de identidad completo: versiones del logotipo, paleta de colores, tipografía, estilo fotográfico ' +
          'y elementos gráficos. Entregamos todos los archivos en formatos para impresión y digital, listos para su equipo y sus ' +
          'proveedores. La identidad se prueba en aplicaciones reales como su web, sus presentaciones y sus redes sociales.',
        features: [
          'taller_de_descubrimiento_de_marca',
          'auditoría_visual_de_la_competencia',
          'diseño_de_logotipo',
          'paleta_de_colores_y_tipografía',
          'visuales_clave',
          'maquetas_de_aplicación',
        ],
        benefits: [
          'Reconocimiento inmediato en un mercado saturado',
          'Imagen coherente en cada punto de contacto',
          'Mayor valor percibido de su oferta',
        ],
        kpis: [
          '+30% de recuerdo de marca en encuestas al público objetivo',
          '+15% de conversión web tras el lanzamiento',
          '100% de los archivos clave en formatos editables',
        ],
      },
      cz: {
        title: 'Návrh vizuální identity značky',
        shortDescription:
          'Výrazná vizuální identita – logo, barevná paleta, typografie a klíčové vizuály – postavená na jasném positioningu značky.',
        fullDescription:
          'Začínáme workshopy a průzkumem trhu, abychom definovali váš positioning, osobnost značky a to, čím se lišíte od konkurence. ' +
          'Na tomto základě připravíme dva až tři kreativní směry a vybraný dotáhneme do kompletního systému identity: varianty loga, ' +
          'barevná paleta, typografie, styl fotografií a grafické prvky. Všechny podklady dodáme v tiskových i digitálních formátech, ' +
          'připravené pro váš tým i dodavatele. Identitu ověříme na skutečných aplikacích, jako je web, prezentace a sociální sítě.',
        features: [
          'workshop_o_značce',
          'vizuální_audit_konkurence',
          'návrh_loga',
          'barevná_paleta_a_typografie',
          'klíčové_vizuály',
          'ukázky_aplikací',
        ],
        benefits: [
          'Okamžitá rozpoznatelnost na přeplněném trhu',
          'Jednotný vzhled ve všech kontaktních bodech',
          'Vyšší vnímaná hodnota vaší nabídky',
        ],
        kpis: [
          '+30 % zapamatovatelnosti značky v průzkumech cílové skupiny',
          '+15 % konverze webu po spuštění',
          '100 % klíčových podkladů v editovatelných formátech',
        ],
      },
    },
  },
  {
    slug: 'website-ux-redesign',
    category: 'branding-design',
    isPopular: true,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '160–350%',
    estimatedDeliveryDays: 60,
    prices: [
      { amount: 6900, kind: 'standard' },
      { amount: 15500, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Website UX redesign',
        shortDescription:
          'A research-driven redesign of your website’s structure, user journeys ' +
          'and interface that turns more visitors into leads and customers.',
        fullDescription:
          'We analyse analytics, heatmaps and session recordings and interview customers to find where visitors get lost. ' +
          'Information architecture and key journeys are redesigned, then validated with clickable prototypes and usability tests ' +
          'before any development starts. The new interface follows your brand, meets WCAG accessibility guidelines and is optimised ' +
          'for mobile and page speed. We support your developers through implementation and track conversion after launch.',
        features: [
          'analytics_and_heatmap_review',
          'customer_interviews',
          'information_architecture',
          'clickable_prototype',
          'usability_testing',
          'accessible_ui_design',
          'developer_handoff',
        ],
        benefits: ['More leads from the same traffic', 'Easier navigation for every visitor', 'Fewer costly redesign mistakes'],
        kpis: ['+35% website conversion rate', '-25% bounce rate on key pages', '+20% task completion on mobile'],
      },
      ua: {
        title: 'UX-редизайн вебсайту',
        shortDescription:
          'Редизайн структури, шляхів користувача та інтерфейсу сайту на основі ' +
          'досліджень, який перетворює більше відвідувачів на лідів і клієнтів.',
        fullDescription:
          'Ми аналізуємо вебаналітику, теплові карти та записи сесій і проводимо інтерв’ю з клієнтами, щоб знайти, ' +
          'де відвідувачі губляться. Інформаційну архітектуру та ключові сценарії переробляємо й перевіряємо на ' +
          'клікабельних прототипах і юзабіліті-тестах ще до початку розробки. Новий інтерфейс відповідає вашому ' +
          'бренду та вимогам доступності WCAG і оптимізований для мобільних пристроїв та швидкості завантаження. ' +
          'Ми супроводжуємо ваших розробників під час впровадження та відстежуємо конверсію після запуску.',
        features: [
          'аналіз_аналітики_й_теплових_карт',
          'опитування_клієнтів',
          'інформаційна_архітектура',
          'клікабельний_прототип',
          'юзабіліті_тестування',
          'доступний_дизайн_інтерфейсу',
          'передача_макетів_розробникам',
        ],
        benefits: [
          'Більше лідів із того самого трафіку',
          'Простіша навігація для кожного відвідувача',
          'Менше дорогих помилок під час редизайну',
        ],
        kpis: ['+35% конверсії сайту', '-25% показника відмов на ключових сторінках', '+20% завершених дій на мобільних пристроях'],
      },
      es: {
        title: 'Rediseño UX del sitio web',
        shortDescription:
          'Un rediseño basado en investigación de la estructura, los recorridos y ' +
          'la interfaz de su web que convierte más visitas en leads y clientes.',
        fullDescription:
          'Analizamos la analítica, los mapas de calor y las grabaciones de sesiones, y entrevistamos a clientes para ' +
          'descubrir dónde se pierden los visitantes. Rediseñamos la arquitectura de la información y los recorridos clave, ' +
          'y los validamos con prototipos navegables y pruebas de usabilidad antes de empezar el desarrollo. La nueva ' +
          'interfaz respeta su marca, cumple las pautas de accesibilidad WCAG y está optimizada para móvil y velocidad de ' +
          'carga. Acompañamos a sus desarrolladores durante la implementación y medimos la conversión tras el lanzamiento.',
        features: [
          'revisión_de_analítica_y_mapas_de_calor',
          'entrevistas_con_clientes',
          'arquitectura_de_la_información',
          'prototipo_navegable',
          'pruebas_de_usabilidad',
          'diseño_de_interfaz_accesible',
          'entrega_a_desarrollo',
        ],
        benefits: [
          'Más leads con el mismo tráfico',
          'Navegación más sencilla para cada visitante',
          'Menos errores costosos en el rediseño',
        ],
        kpis: ['+35% de tasa de conversión web', '-25% de tasa de rebote en páginas clave', '+20% de tareas completadas en móvil'],
      },
      cz: {
        title: 'UX redesign webu',
        shortDescription:
          'Redesign struktury, uživatelských cest a rozhraní webu založený ' +
          'na výzkumu, který promění více návštěvníků v leady a zákazníky.',
        fullDescription:
          'Analyzujeme data z analytiky, heatmapy a nahrávky návštěv a vedeme rozhovory se zákazníky, abychom zjistili, kde se ' +
          'návštěvníci ztrácejí. Informační architekturu a klíčové cesty přepracujeme a ještě před vývojem je ověříme na klikacích ' +
          'prototypech a uživatelských testech. Nové rozhraní odpovídá vaší značce, splňuje pravidla přístupnosti WCAG a je ' +
          'optimalizované pro mobily i rychlost načítání. Vaše vývojáře podpoříme při implementaci a po spuštění sledujeme konverze.',
        features: [
          'analýza_dat_a_heatmap',
          'rozhovory_se_zákazníky',
          'informační_architektura',
          'klikací_prototyp',
          'uživatelské_testování',
          'přístupný_design_rozhraní',
          'předání_vývojářům',
        ],
        benefits: ['Více leadů ze stejné návštěvnosti', 'Snazší orientace pro každého návštěvníka', 'Méně drahých chyb při redesignu'],
        kpis: [
          '+35 % konverzního poměru webu',
          '-25 % míry okamžitého opuštění na klíčových stránkách',
          '+20 % dokončených úkonů na mobilu',
        ],
      },
    },
  },
  {
    slug: 'conversion-landing-page-design',
    category: 'branding-design',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 7,
    prices: [{ amount: 890, kind: 'standard' }],
    translations: {
      en: {
        title: 'Conversion-focused landing page design',
        shortDescription:
          'A fast, on-brand landing page for your campaign or offer, with persuasive copy, a clear call to action and built-in tracking.',
        fullDescription:
          'We turn your offer into a focused landing page that speaks to one audience with one goal. The package includes ' +
          'copywriting, design, a responsive build in your CMS or landing page builder, form setup and conversion ' +
          'tracking. We apply proven patterns — social proof, benefit-led headlines and frictionless forms — and prepare ' +
          'a variant for A/B testing. Typical delivery is one week, which makes it ideal for time-sensitive campaigns.',
        features: [
          'conversion_copywriting',
          'responsive_page_design',
          'form_and_crm_connection',
          'conversion_tracking',
          'ab_test_variant',
          'page_speed_optimisation',
        ],
        benefits: ['Launch campaigns within days', 'Higher return on ad spend', 'Ready for continuous testing'],
        kpis: ['+40% conversion compared with a generic page', '-20% cost per lead', 'Page load time under 2.5 s'],
      },
      ua: {
        title: 'Дизайн конверсійного лендингу',
        shortDescription:
          'Швидкий лендинг у стилі вашого бренду для кампанії чи пропозиції — з ' +
          'переконливим текстом, чітким закликом до дії та налаштованим трекінгом.',
        fullDescription:
          'Ми перетворюємо вашу пропозицію на сфокусовану посадкову сторінку з однією аудиторією та однією метою. Пакет охоплює ' +
          'копірайтинг, дизайн, адаптивну верстку у вашій CMS або конструкторі лендингів, налаштування форм і відстеження ' +
          'конверсій. Застосовуємо перевірені прийоми — соціальні докази, заголовки з акцентом на вигоді та прості форми — і ' +
          'готуємо варіант для A/B-тесту. Зазвичай лендинг готовий за тиждень, тож він ідеально підходить для термінових кампаній.',
        features: [
          'конверсійний_копірайтинг',
          'адаптивний_дизайн_сторінки',
          'підключення_форм_до_crm',
          'відстеження_конверсій',
          'варіант_для_ab_тесту',
          'оптимізація_швидкості_сторінки',
        ],
        benefits: ['Запуск кампаній за лічені дні', 'Вища віддача від рекламного бюджету', 'Готовність до постійного тестування'],
        kpis: ['+40% конверсії порівняно зі звичайною сторінкою', '-20% вартості ліда', 'Завантаження сторінки менше ніж за 2,5 с'],
      },
      es: {
        title: 'Diseño de landing pages orientadas a conversión',
        shortDescription:
          'Una landing page rápida y alineada con su marca para su campaña u oferta, ' +
          'con textos persuasivos, una llamada a la acción clara y medición integrada.',
        fullDescription:
          'Convertimos su oferta en una landing page enfocada en una sola audiencia y un solo objetivo. El paquete incluye redacción, ' +
          'diseño, maquetación responsive en su CMS o en un creador de landing pages, configuración de formularios y seguimiento de ' +
          'conversiones. Aplicamos patrones probados —prueba social, titulares centrados en beneficios y formularios sin fricción— y ' +
          'preparamos una variante para pruebas A/B. La entrega habitual es de una semana, ideal para campañas con plazos ajustados.',
        features: [
          'redacción_orientada_a_conversión',
          'diseño_responsive',
          'conexión_de_formularios_con_el_crm',
          'seguimiento_de_conversiones',
          'variante_para_prueba_ab',
          'optimización_de_velocidad',
        ],
        benefits: ['Lance campañas en pocos días', 'Mayor retorno de la inversión publicitaria', 'Lista para pruebas continuas'],
        kpis: ['+40% de conversión frente a una página genérica', '-20% de coste por lead', 'Carga de página en menos de 2,5 s'],
      },
      cz: {
        title: 'Návrh konverzní landing page',
        shortDescription:
          'Rychlá landing page v duchu vaší značky pro kampaň nebo nabídku – ' +
          's přesvědčivým textem, jasnou výzvou k akci a nastaveným měřením.',
        fullDescription:
          'Vaši nabídku proměníme v cílenou vstupní stránku s jedním publikem a jedním cílem. Balíček zahrnuje copywriting, ' +
          'design, responzivní zpracování ve vašem CMS nebo nástroji pro landing pages, nastavení formulářů a měření ' +
          'konverzí. Využíváme osvědčené postupy – sociální důkaz, nadpisy postavené na přínosech a formuláře bez zbytečných ' +
          'polí – a připravíme variantu pro A/B test. Obvyklé dodání je do týdne, takže se hodí i pro časově citlivé kampaně.',
        features: [
          'konverzní_copywriting',
          'responzivní_design_stránky',
          'napojení_formulářů_na_crm',
          'měření_konverzí',
          'varianta_pro_ab_test',
          'optimalizace_rychlosti_stránky',
        ],
        benefits: ['Spuštění kampaní během pár dní', 'Vyšší návratnost reklamních investic', 'Připraveno na průběžné testování'],
        kpis: ['+40 % konverzí oproti obecné stránce', '-20 % ceny za lead', 'Načtení stránky do 2,5 s'],
      },
    },
  },
  {
    slug: 'brand-guidelines',
    category: 'branding-design',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '110–180%',
    estimatedDeliveryDays: 21,
    prices: [{ amount: 2200, kind: 'standard' }],
    translations: {
      en: {
        title: 'Brand guidelines and brand book',
        shortDescription:
          'A practical brand book that tells your team, agencies and partners ' +
          'exactly how to use your logo, colours, tone of voice and templates.',
        fullDescription:
          'Even a strong brand loses its impact when everyone applies it differently. We document your identity in a clear, ' +
          'visual brand book covering logo usage, colour codes, typography, imagery, layout grids and tone of voice, with ' +
          'examples of correct and incorrect use. The package includes ready-to-use templates for presentations, documents and ' +
          'social media posts. Guidelines are delivered as an interactive PDF and an online version that is easy to update.',
        features: [
          'logo_usage_rules',
          'colour_and_typography_specs',
          'tone_of_voice_guide',
          'layout_grids',
          'presentation_and_document_templates',
          'social_media_templates',
        ],
        benefits: [
          'A consistent brand in every channel',
          'Faster work for internal teams and agencies',
          'Fewer rounds of design corrections',
        ],
        kpis: ['-50% time to produce branded materials', '-60% design correction rounds', '100% of templates aligned with the brand'],
      },
      ua: {
        title: 'Брендбук і гайдлайни бренду',
        shortDescription:
          'Практичний брендбук, який пояснює команді, агенціям і партнерам, як ' +
          'саме використовувати логотип, кольори, тон комунікації та шаблони.',
        fullDescription:
          'Навіть сильний бренд втрачає силу, коли кожен застосовує його по-своєму. Ми описуємо вашу айдентику в зрозумілому ' +
          'візуальному брендбуку: використання логотипа, коди кольорів, типографіка, стиль зображень, модульні сітки та тон ' +
          'комунікації з прикладами правильного й неправильного застосування. До пакета входять готові шаблони презентацій, документів ' +
          'і дописів для соцмереж. Гайдлайни передаємо у вигляді інтерактивного PDF та онлайн-версії, яку легко оновлювати.',
        features: [
          'правила_використання_логотипа',
          'специфікації_кольорів_і_шрифтів',
          'гайд_з_тону_комунікації',
          'модульні_сітки',
          'шаблони_презентацій_і_документів',
          'шаблони_для_соцмереж',
        ],
        benefits: ['Єдиний стиль бренду в усіх каналах', 'Швидша робота внутрішніх команд і агенцій', 'Менше раундів дизайнерських правок'],
        kpis: ['-50% часу на створення брендованих матеріалів', '-60% раундів правок дизайну', '100% шаблонів відповідають бренду'],
      },
      es: {
        title: 'Manual de marca y guías de estilo',
        shortDescription:
          'Un manual de marca práctico que indica a su equipo, agencias y socios ' +
          'cómo usar exactamente el logotipo, los colores, el tono y las plantillas.',
        fullDescription:
          'Incluso una marca sólida pierde fuerza cuando cada uno la aplica a su manera. Documentamos su identidad en un manual de marca ' +
          'claro y visual que cubre el uso del logotipo, los códigos de color, la tipografía, las imágenes, las retículas y el tono de ' +
          'voz, con ejemplos de usos correctos e incorrectos. El paquete incluye plantillas listas para presentaciones, documentos y ' +
          'publicaciones en redes sociales. Entregamos las guías en PDF interactivo y en una versión online fácil de actualizar.',
        features: [
          'normas_de_uso_del_logotipo',
          'especificaciones_de_color_y_tipografía',
          'guía_de_tono_de_voz',
          'retículas_de_maquetación',
          'plantillas_de_presentaciones_y_documentos',
          'plantillas_para_redes_sociales',
        ],
        benefits: [
          'Marca coherente en todos los canales',
          'Trabajo más ágil para equipos internos y agencias',
          'Menos rondas de correcciones de diseño',
        ],
        kpis: [
          '-50% de tiempo para producir materiales de marca',
          '-60% de rondas de corrección de diseño',
          '100% de las plantillas alineadas con la marca',
        ],
      },
      cz: {
        title: 'Brand manuál a pravidla značky',
        shortDescription:
          'Praktický brand manuál, který vašemu týmu, agenturám i partnerům ' +
          'přesně řekne, jak používat logo, barvy, tón komunikace a šablony.',
        fullDescription:
          'I silná značka ztrácí na síle, když ji každý používá jinak. Vaši identitu zdokumentujeme v přehledném vizuálním ' +
          'manuálu, který pokrývá použití loga, barevné kódy, typografii, práci s obrazem, layoutové mřížky a tón komunikace ' +
          'včetně příkladů správného i chybného použití. Součástí balíčku jsou hotové šablony prezentací, dokumentů a ' +
          'příspěvků na sociální sítě. Manuál dodáme jako interaktivní PDF i online verzi, kterou snadno aktualizujete.',
        features: [
          'pravidla_použití_loga',
          'specifikace_barev_a_písma',
          'průvodce_tónem_komunikace',
          'layoutové_mřížky',
          'šablony_prezentací_a_dokumentů',
          'šablony_pro_sociální_sítě',
        ],
        benefits: ['Jednotná značka ve všech kanálech', 'Rychlejší práce interních týmů i agentur', 'Méně kol grafických korektur'],
        kpis: ['-50 % času na tvorbu materiálů ve stylu značky', '-60 % kol grafických korektur', '100 % šablon v souladu se značkou'],
      },
    },
  },
  {
    slug: 'ux-audit-usability-testing',
    category: 'branding-design',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '180–400%',
    estimatedDeliveryDays: 15,
    prices: [
      { amount: 1800, kind: 'standard' },
      { amount: 3900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'UX audit and usability testing',
        shortDescription:
          'An expert review and moderated user tests of your website or app that reveal the friction points costing you leads and sales.',
        fullDescription:
          'Our UX specialists evaluate your key journeys against established usability heuristics, accessibility standards and ' +
          'conversion best practices. We then run moderated tests with five to eight representative users and record where they ' +
          'hesitate, fail or give up. Findings are prioritised by business impact and effort, with annotated screenshots and ' +
          'concrete recommendations. You get a roadmap of quick wins and larger improvements your team can start on immediately.',
        features: [
          'heuristic_evaluation',
          'accessibility_check',
          'moderated_user_tests',
          'session_recording_analysis',
          'prioritised_findings',
          'improvement_roadmap',
        ],
        benefits: ['Clear evidence of what blocks conversions', 'A prioritised list of fixes', 'Decisions based on real user behaviour'],
        kpis: ['+20% conversion after implementing quick wins', '-30% form abandonment', '30+ prioritised issues identified on average'],
      },
      ua: {
        title: 'UX-аудит і юзабіліті-тестування',
        shortDescription:
          'Експертний аналіз і модеровані тести з користувачами вашого сайту чи ' +
          'застосунку, які виявляють бар’єри, що коштують вам лідів і продажів.',
        fullDescription:
          'Наші UX-фахівці оцінюють ключові сценарії за визнаними евристиками юзабіліті, стандартами доступності ' +
          'та найкращими практиками конверсії. Потім проводимо модеровані тести з п’ятьма-вісьмома типовими ' +
          'користувачами й фіксуємо, де вони вагаються, помиляються чи здаються. Висновки пріоритезуємо за ' +
          'впливом на бізнес і трудомісткістю, додаючи скриншоти з позначками та конкретні рекомендації. Ви ' +
          'отримуєте дорожню карту швидких покращень і масштабніших змін, до яких команда може братися одразу.',
        features: [
          'евристичний_аналіз',
          'перевірка_доступності',
          'модеровані_тести_з_користувачами',
          'аналіз_записів_сесій',
          'пріоритезовані_висновки',
          'дорожня_карта_покращень',
        ],
        benefits: [
          'Чіткі докази того, що блокує конверсії',
          'Пріоритезований перелік виправлень',
          'Рішення на основі реальної поведінки користувачів',
        ],
        kpis: [
          '+20% конверсії після впровадження швидких покращень',
          '-30% покинутих форм',
          'У середньому понад 30 пріоритезованих проблем',
        ],
      },
      es: {
        title: 'Auditoría UX y pruebas de usabilidad',
        shortDescription:
          'Una revisión experta y pruebas moderadas con usuarios de su web o app ' +
          'que revelan los puntos de fricción que le cuestan leads y ventas.',
        fullDescription:
          'Nuestros especialistas en UX evalúan sus recorridos clave según heurísticas de usabilidad reconocidas, ' +
          'estándares de accesibilidad y buenas prácticas de conversión. Después realizamos pruebas moderadas con entre ' +
          'cinco y ocho usuarios representativos y registramos dónde dudan, fallan o abandonan. Priorizamos los hallazgos ' +
          'según su impacto en el negocio y el esfuerzo necesario, con capturas anotadas y recomendaciones concretas. ' +
          'Recibe una hoja de ruta con mejoras rápidas y cambios de mayor calado para que su equipo empiece de inmediato.',
        features: [
          'evaluación_heurística',
          'revisión_de_accesibilidad',
          'pruebas_moderadas_con_usuarios',
          'análisis_de_grabaciones_de_sesiones',
          'hallazgos_priorizados',
          'hoja_de_ruta_de_mejoras',
        ],
        benefits: [
          'Evidencias claras de lo que frena la conversión',
          'Una lista priorizada de correcciones',
          'Decisiones basadas en el comportamiento real de los usuarios',
        ],
        kpis: [
          '+20% de conversión tras aplicar las mejoras rápidas',
          '-30% de abandono de formularios',
          'Más de 30 problemas priorizados de media',
        ],
      },
      cz: {
        title: 'UX audit a uživatelské testování',
        shortDescription:
          'Expertní posouzení a moderované testy s uživateli vašeho webu nebo ' +
          'aplikace, které odhalí překážky, jež vás stojí leady a prodeje.',
        fullDescription:
          'Naši UX specialisté hodnotí klíčové cesty podle uznávaných heuristik použitelnosti, standardů přístupnosti a osvědčených ' +
          'postupů pro konverze. Poté provedeme moderované testy s pěti až osmi reprezentativními uživateli a zaznamenáme, kde váhají, ' +
          'chybují nebo to vzdají. Zjištění seřadíme podle dopadu na byznys a pracnosti a doplníme je o okomentované snímky obrazovky ' +
          'a konkrétní doporučení. Získáte plán rychlých vylepšení i větších změn, na kterých může váš tým začít pracovat hned.',
        features: [
          'heuristická_analýza',
          'kontrola_přístupnosti',
          'moderované_uživatelské_testy',
          'analýza_nahrávek_návštěv',
          'prioritizovaná_zjištění',
          'plán_vylepšení',
        ],
        benefits: ['Jasné důkazy o tom, co brzdí konverze', 'Prioritizovaný seznam oprav', 'Rozhodnutí podle skutečného chování uživatelů'],
        kpis: [
          '+20 % konverzí po zavedení rychlých vylepšení',
          '-30 % opuštěných formulářů',
          'V průměru přes 30 prioritizovaných problémů',
        ],
      },
    },
  },
  {
    slug: 'sales-presentation-design',
    category: 'branding-design',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: false,
    roi: '120–220%',
    estimatedDeliveryDays: 12,
    prices: [{ amount: 1200, kind: 'standard' }],
    translations: {
      en: {
        title: 'Sales presentation and collateral design',
        shortDescription:
          'Persuasive pitch decks, case study sheets and product brochures ' +
          'that help your sales team explain value and close deals faster.',
        fullDescription:
          'We work with your sales leaders to understand the questions prospects ask at each stage of the buying process. Based on ' +
          'this, we structure and write a clear sales narrative and design a modular pitch deck, one-page case studies and product ' +
          'sheets in your brand style. All materials are built as editable templates in PowerPoint, Google Slides or Canva, so ' +
          'reps can tailor them to each client. Optional coaching shows the team how to present the story with confidence.',
        features: [
          'sales_narrative',
          'modular_pitch_deck',
          'case_study_one_pagers',
          'product_sheets',
          'editable_templates',
          'presentation_coaching',
        ],
        benefits: [
          'A consistent, professional sales story',
          'Less time preparing client presentations',
          'A stronger first impression with prospects',
        ],
        kpis: ['+15% proposal-to-deal conversion', '-60% time to prepare a client presentation', '100% of reps using the same core deck'],
      },
      ua: {
        title: 'Дизайн презентацій і матеріалів для продажів',
        shortDescription:
          'Переконливі презентації, кейси та продуктові буклети, які допомагають ' +
          'відділу продажів пояснювати цінність і швидше закривати угоди.',
        fullDescription:
          'Ми працюємо з керівниками продажів, щоб зрозуміти, які запитання ставлять потенційні клієнти на кожному етапі купівлі. ' +
          'На цій основі вибудовуємо й пишемо чітку історію продажу та створюємо модульну презентацію, односторінкові кейси й ' +
          'описи продуктів у стилі вашого бренду. Усі матеріали — це редаговані шаблони в PowerPoint, Google Slides або Canva, тож ' +
          'менеджери можуть адаптувати їх під кожного клієнта. За бажанням проводимо тренінг, як упевнено презентувати цю історію.',
        features: [
          'історія_продажу',
          'модульна_презентація',
          'односторінкові_кейси',
          'описи_продуктів',
          'редаговані_шаблони',
          'тренінг_з_презентації',
        ],
        benefits: [
          'Єдина професійна історія продажу',
          'Менше часу на підготовку презентацій',
          'Сильніше перше враження на потенційних клієнтів',
        ],
        kpis: [
          '+15% конверсії комерційних пропозицій в угоди',
          '-60% часу на підготовку презентації для клієнта',
          '100% менеджерів використовують єдину базову презентацію',
        ],
      },
      es: {
        title: 'Diseño de presentaciones y materiales de venta',
        shortDescription:
          'Presentaciones comerciales, casos de éxito y fichas de producto ' +
          'persuasivos que ayudan a su equipo a transmitir valor y cerrar antes.',
        fullDescription:
          'Trabajamos con sus responsables comerciales para entender qué preguntas plantean los clientes potenciales en ' +
          'cada fase de la compra. Con esa base estructuramos y redactamos un relato comercial claro y diseñamos una ' +
          'presentación modular, casos de éxito de una página y fichas de producto con el estilo de su marca. Todos los ' +
          'materiales se entregan como plantillas editables en PowerPoint, Google Slides o Canva, para que los comerciales ' +
          'los adapten a cada cliente. Una formación opcional enseña al equipo a presentar el relato con seguridad.',
        features: [
          'relato_comercial',
          'presentación_modular',
          'casos_de_éxito_de_una_página',
          'fichas_de_producto',
          'plantillas_editables',
          'formación_en_presentaciones',
        ],
        benefits: [
          'Un relato comercial coherente y profesional',
          'Menos tiempo preparando presentaciones',
          'Mejor primera impresión ante los clientes potenciales',
        ],
        kpis: [
          '+15% de conversión de propuesta a venta',
          '-60% de tiempo para preparar una presentación',
          '100% de los comerciales usan la misma presentación base',
        ],
      },
      cz: {
        title: 'Design obchodních prezentací a materiálů',
        shortDescription:
          'Přesvědčivé prezentace, případové studie a produktové listy, které ' +
          'obchodníkům pomáhají vysvětlit hodnotu a rychleji uzavírat obchody.',
        fullDescription:
          'Spolu s vedením obchodu zjistíme, jaké otázky potenciální zákazníci kladou v jednotlivých fázích nákupu. Na tomto základě ' +
          'sestavíme a napíšeme srozumitelný obchodní příběh a navrhneme modulární prezentaci, jednostránkové případové studie a ' +
          'produktové listy ve stylu vaší značky. Všechny materiály dodáme jako editovatelné šablony v PowerPointu, Google Slides nebo ' +
          'Canvě, aby je obchodníci mohli přizpůsobit každému klientovi. Volitelné školení tým naučí příběh sebejistě prezentovat.',
        features: [
          'obchodní_příběh',
          'modulární_prezentace',
          'jednostránkové_případové_studie',
          'produktové_listy',
          'editovatelné_šablony',
          'prezentační_koučink',
        ],
        benefits: [
          'Jednotný a profesionální obchodní příběh',
          'Méně času na přípravu prezentací',
          'Silnější první dojem u potenciálních zákazníků',
        ],
        kpis: [
          '+15 % konverze nabídek na obchody',
          '-60 % času na přípravu prezentace pro klienta',
          '100 % obchodníků používá stejnou základní prezentaci',
        ],
      },
    },
  },
  {
    slug: 'go-to-market-strategy',
    category: 'strategy-consulting',
    isPopular: true,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '200–450%',
    estimatedDeliveryDays: 30,
    prices: [
      { amount: 5500, kind: 'standard' },
      { amount: 12500, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Go-to-market strategy',
        shortDescription:
          'A clear plan for launching a product or entering a new segment: target ' +
          'customers, positioning, pricing, channels and a 90-day action plan.',
        fullDescription:
          'Launching without a go-to-market plan usually means wasted budget and slow traction. We analyse your market, ' +
          'competitors and existing customers to define the ideal customer profile, buyer personas and a positioning that stands ' +
          'out. Together we choose the pricing model, the sales motion and the acquisition channels with the best expected return. ' +
          'You receive a go-to-market playbook with messaging, budget allocation, KPIs and a week-by-week 90-day launch plan.',
        features: [
          'market_and_competitor_analysis',
          'ideal_customer_profile',
          'positioning_and_messaging',
          'channel_strategy',
          'budget_allocation',
          'ninety_day_launch_plan',
        ],
        benefits: ['Focus on the customers most likely to buy', 'Marketing and sales aligned from day one', 'Faster time to first revenue'],
        kpis: ['-30% time to the first 10 customers', '+25% lead-to-customer conversion', '-20% customer acquisition cost'],
      },
      ua: {
        title: 'Стратегія виходу на ринок (go-to-market)',
        shortDescription:
          'Чіткий план запуску продукту або виходу в новий сегмент: цільові ' +
          'клієнти, позиціонування, ціни, канали та план дій на 90 днів.',
        fullDescription:
          'Запуск без стратегії виходу на ринок зазвичай означає змарнований бюджет і повільний старт. Ми аналізуємо ринок, конкурентів ' +
          'і наявних клієнтів, щоб визначити профіль ідеального клієнта, портрети покупців і позиціонування, що вирізняє вас серед ' +
          'інших. Разом обираємо модель ціноутворення, формат продажів і канали залучення з найкращою очікуваною віддачею. Ви отримуєте ' +
          'go-to-market плейбук із ключовими повідомленнями, розподілом бюджету, KPI та потижневим планом запуску на 90 днів.',
        features: [
          'аналіз_ринку_та_конкурентів',
          'профіль_ідеального_клієнта',
          'позиціонування_та_повідомлення',
          'стратегія_каналів',
          'розподіл_бюджету',
          'план_запуску_на_90_днів',
        ],
        benefits: [
          'Фокус на клієнтах, які найімовірніше куплять',
          'Узгоджені маркетинг і продажі з першого дня',
          'Швидший шлях до перших продажів',
        ],
        kpis: ['-30% часу до перших 10 клієнтів', '+25% конверсії лідів у клієнтів', '-20% вартості залучення клієнта'],
      },
      es: {
        title: 'Estrategia de salida al mercado (go-to-market)',
        shortDescription:
          'Un plan claro para lanzar un producto o entrar en un nuevo segmento: ' +
          'clientes objetivo, posicionamiento, precios, canales y un plan de 90 días.',
        fullDescription:
          'Lanzar sin un plan de salida al mercado suele significar presupuesto desperdiciado y una tracción lenta. ' +
          'Analizamos su mercado, la competencia y sus clientes actuales para definir el perfil de cliente ideal, ' +
          'los buyer personas y un posicionamiento que destaque. Juntos elegimos el modelo de precios, el enfoque ' +
          'comercial y los canales de captación con mejor retorno esperado. Recibe un playbook de go-to-market con ' +
          'mensajes, reparto del presupuesto, KPI y un plan de lanzamiento de 90 días semana a semana.',
        features: [
          'análisis_de_mercado_y_competencia',
          'perfil_de_cliente_ideal',
          'posicionamiento_y_mensajes',
          'estrategia_de_canales',
          'reparto_del_presupuesto',
          'plan_de_lanzamiento_de_90_días',
        ],
        benefits: [
          'Foco en los clientes con más probabilidad de comprar',
          'Marketing y ventas alineados desde el primer día',
          'Primeros ingresos en menos tiempo',
        ],
        kpis: [
          '-30% de tiempo hasta los primeros 10 clientes',
          '+25% de conversión de lead a cliente',
          '-20% de coste de adquisición de cliente',
        ],
      },
      cz: {
        title: 'Go-to-market strategie',
        shortDescription:
          'Jasný plán uvedení produktu na trh nebo vstupu do nového segmentu: ' +
          'cíloví zákazníci, positioning, ceny, kanály a akční plán na 90 dní.',
        fullDescription:
          'Start bez go-to-market plánu obvykle znamená promarněný rozpočet a pomalý rozjezd. Analyzujeme váš trh, konkurenci a ' +
          'stávající zákazníky, abychom definovali profil ideálního zákazníka, nákupní persony a positioning, který vyčnívá. ' +
          'Společně zvolíme cenový model, způsob prodeje a akviziční kanály s nejlepší očekávanou návratností. Dostanete ' +
          'go-to-market playbook s klíčovými sděleními, rozdělením rozpočtu, KPI a plánem spuštění na 90 dní rozepsaným po týdnech.',
        features: [
          'analýza_trhu_a_konkurence',
          'profil_ideálního_zákazníka',
          'positioning_a_sdělení',
          'strategie_kanálů',
          'rozdělení_rozpočtu',
          'plán_spuštění_na_90_dní',
        ],
        benefits: [
          'Zaměření na zákazníky s nejvyšší šancí na nákup',
          'Sladěný marketing a obchod od prvního dne',
          'Rychlejší cesta k prvním tržbám',
        ],
        kpis: ['-30 % času do prvních 10 zákazníků', '+25 % konverze leadů na zákazníky', '-20 % nákladů na získání zákazníka'],
      },
    },
  },
  {
    slug: 'growth-audit',
    category: 'strategy-consulting',
    isPopular: true,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '300–600%',
    estimatedDeliveryDays: 10,
    prices: [{ amount: 1500, kind: 'standard' }],
    translations: {
      en: {
        title: 'Growth audit',
        shortDescription:
          'A two-week diagnostic of your marketing, sales and customer data that pinpoints the biggest growth levers and quick wins.',
        fullDescription:
          'We review your funnel end to end — traffic sources, conversion points, sales process, retention and the data that ' +
          'connects them. Interviews with management and key team members are combined with hard numbers from your analytics, CRM ' +
          'and finance. The outcome is a concise report with benchmarks, the ten highest-impact opportunities and an estimate of ' +
          'the revenue each one can unlock. A final workshop turns the findings into a prioritised six-month growth roadmap.',
        features: [
          'full_funnel_review',
          'management_interviews',
          'crm_and_analytics_data_review',
          'industry_benchmarks',
          'opportunity_sizing',
          'growth_roadmap_workshop',
        ],
        benefits: [
          'An objective outside view of your growth engine',
          'Clear priorities for the next six months',
          'Quick wins that pay for the audit',
        ],
        kpis: [
          '10 prioritised growth opportunities',
          '+15% revenue potential identified on average',
          'First quick wins live within 30 days',
        ],
      },
      ua: {
        title: 'Аудит зростання',
        shortDescription:
          'Двотижнева діагностика маркетингу, продажів і клієнтських даних, що визначає найсильніші важелі зростання та швидкі перемоги.',
        fullDescription:
          'Ми перевіряємо всю воронку від початку до кінця — джерела трафіку, точки конверсії, процес продажів, ' +
          'утримання клієнтів і дані, що їх поєднують. Інтерв’ю з керівництвом і ключовими співробітниками ' +
          'доповнюємо точними цифрами з вашої аналітики, CRM і фінансів. Результат — стислий звіт із бенчмарками, ' +
          'десятьма можливостями з найбільшим впливом і оцінкою доходу, який може принести кожна з них. На ' +
          'фінальному воркшопі перетворюємо висновки на пріоритезовану дорожню карту зростання на шість місяців.',
        features: [
          'аналіз_усієї_воронки',
          'розмови_з_керівництвом',
          'аналіз_даних_crm_та_аналітики',
          'галузеві_бенчмарки',
          'оцінка_потенціалу_можливостей',
          'воркшоп_з_дорожньої_карти_зростання',
        ],
        benefits: [
          'Об’єктивний погляд ззовні на ваш двигун зростання',
          'Чіткі пріоритети на наступні пів року',
          'Швидкі перемоги, що окуповують аудит',
        ],
        kpis: [
          '10 пріоритезованих можливостей зростання',
          'У середньому виявляємо +15% потенціалу доходу',
          'Перші швидкі покращення запущено протягом 30 днів',
        ],
      },
      es: {
        title: 'Auditoría de crecimiento',
        shortDescription:
          'Un diagnóstico de dos semanas de su marketing, sus ventas y sus datos ' +
          'de clientes que identifica las principales palancas de crecimiento.',
        fullDescription:
          'Revisamos su embudo de principio a fin: fuentes de tráfico, puntos de conversión, proceso comercial, ' +
          'retención y los datos que los conectan. Las entrevistas con la dirección y con personas clave del equipo se ' +
          'combinan con cifras reales de su analítica, su CRM y sus finanzas. El resultado es un informe conciso con ' +
          'benchmarks, las diez oportunidades de mayor impacto y una estimación de los ingresos que puede aportar cada ' +
          'una. Un taller final convierte las conclusiones en una hoja de ruta de crecimiento priorizada a seis meses.',
        features: [
          'revisión_completa_del_embudo',
          'entrevistas_con_la_dirección',
          'revisión_de_datos_del_crm_y_analítica',
          'benchmarks_del_sector',
          'cuantificación_de_oportunidades',
          'taller_de_hoja_de_ruta',
        ],
        benefits: [
          'Una visión externa y objetiva de su motor de crecimiento',
          'Prioridades claras para los próximos seis meses',
          'Mejoras rápidas que amortizan la auditoría',
        ],
        kpis: [
          '10 oportunidades de crecimiento priorizadas',
          '+15% de potencial de ingresos identificado de media',
          'Primeras mejoras rápidas activas en 30 días',
        ],
      },
      cz: {
        title: 'Audit růstu',
        shortDescription:
          'Dvoutýdenní diagnostika vašeho marketingu, obchodu a zákaznických dat, která odhalí největší růstové páky a rychlá vítězství.',
        fullDescription:
          'Projdeme celý trychtýř od začátku do konce – zdroje návštěvnosti, konverzní body, obchodní proces, udržení zákazníků ' +
          'i data, která je propojují. Rozhovory s vedením a klíčovými lidmi v týmu doplníme tvrdými čísly z vaší analytiky, ' +
          'CRM a financí. Výsledkem je stručná zpráva s benchmarky, deseti příležitostmi s největším dopadem a odhadem tržeb, ' +
          'které každá z nich může přinést. Závěrečný workshop promění zjištění v prioritizovanou půlroční roadmapu růstu.',
        features: [
          'revize_celého_trychtýře',
          'rozhovory_s_vedením',
          'analýza_dat_z_crm_a_analytiky',
          'oborové_benchmarky',
          'vyčíslení_příležitostí',
          'workshop_k_roadmapě_růstu',
        ],
        benefits: [
          'Objektivní pohled zvenčí na váš růstový motor',
          'Jasné priority na dalších šest měsíců',
          'Rychlá vítězství, která audit zaplatí',
        ],
        kpis: [
          '10 prioritizovaných růstových příležitostí',
          'V průměru odhalený potenciál +15 % tržeb',
          'První rychlá vylepšení spuštěna do 30 dnů',
        ],
      },
    },
  },
  {
    slug: 'fractional-cmo',
    category: 'strategy-consulting',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: false,
    roi: '150–300%',
    estimatedDeliveryDays: null,
    prices: [
      { amount: 3900, kind: 'standard' },
      { amount: 7500, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Fractional CMO',
        shortDescription:
          'An experienced marketing leader on a part-time basis who sets the ' +
          'strategy, manages your team and agencies and reports to the board.',
        fullDescription:
          'Many growing companies need senior marketing leadership long before they can justify a full-time executive. Our fractional ' +
          'CMOs work with you one to two days a week to build the marketing strategy, set budgets and KPIs, and lead your in-house ' +
          'team and external agencies. They introduce planning rituals, reporting and clear accountability between marketing and ' +
          'sales. The engagement is monthly, with no long-term lock-in, and can end with hiring and onboarding your permanent CMO.',
        features: [
          'marketing_strategy_and_planning',
          'budget_and_kpi_ownership',
          'team_and_agency_leadership',
          'board_level_reporting',
          'marketing_and_sales_alignment',
          'cmo_hiring_support',
        ],
        benefits: [
          'Senior expertise at a fraction of a full-time salary',
          'Immediate leadership without a long hiring process',
          'Flexible commitment month to month',
        ],
        kpis: ['+20% marketing-sourced pipeline in 6 months', '-15% wasted marketing spend', 'A board-ready marketing report every month'],
      },
      ua: {
        title: 'CMO на аутсорсі (fractional CMO)',
        shortDescription:
          'Досвідчений маркетинговий керівник на часткову зайнятість, який формує ' +
          'стратегію, керує командою й агенціями та звітує перед власниками.',
        fullDescription:
          'Багатьом компаніям, що зростають, потрібне сильне маркетингове лідерство задовго до того, як вони можуть ' +
          'дозволити собі штатного директора. Наші CMO на аутсорсі працюють із вами один-два дні на тиждень: будують ' +
          'маркетингову стратегію, встановлюють бюджети та KPI, керують внутрішньою командою та зовнішніми агенціями. Вони ' +
          'запроваджують регулярне планування, звітність і чітку відповідальність між маркетингом і продажами. Співпраця ' +
          'щомісячна, без довгострокових зобов’язань, і може завершитися підбором та адаптацією вашого штатного CMO.',
        features: [
          'маркетингова_стратегія_та_планування',
          'відповідальність_за_бюджет_і_kpi',
          'керування_командою_та_агенціями',
          'звітність_для_власників',
          'узгодження_маркетингу_та_продажів',
          'допомога_з_наймом_cmo',
        ],
        benefits: [
          'Досвід топменеджера за частку вартості штатної посади',
          'Лідерство одразу, без довгого найму',
          'Гнучкий формат співпраці з помісячною оплатою',
        ],
        kpis: [
          '+20% воронки з маркетингових джерел за 6 місяців',
          '-15% неефективних маркетингових витрат',
          'Щомісячний маркетинговий звіт для власників',
        ],
      },
      es: {
        title: 'CMO externo a tiempo parcial (fractional CMO)',
        shortDescription:
          'Un director de marketing con experiencia a tiempo parcial que define la ' +
          'estrategia, dirige a su equipo y sus agencias e informa a la dirección.',
        fullDescription:
          'Muchas empresas en crecimiento necesitan un liderazgo de marketing sénior mucho antes de poder justificar un ' +
          'directivo a tiempo completo. Nuestros CMO a tiempo parcial trabajan con usted uno o dos días por semana para ' +
          'construir la estrategia de marketing, fijar presupuestos y KPI, y dirigir a su equipo interno y a las agencias ' +
          'externas. Implantan rutinas de planificación, reporting y una responsabilidad clara entre marketing y ventas. La ' +
          'colaboración es mensual, sin permanencia, y puede culminar con la selección e incorporación de su CMO en plantilla.',
        features: [
          'estrategia_y_planificación_de_marketing',
          'gestión_del_presupuesto_y_los_kpi',
          'liderazgo_del_equipo_y_las_agencias',
          'informes_para_el_consejo',
          'alineación_de_marketing_y_ventas',
          'apoyo_en_la_contratación_del_cmo',
        ],
        benefits: [
          'Experiencia directiva por una fracción de un salario completo',
          'Liderazgo inmediato sin un largo proceso de selección',
          'Compromiso flexible mes a mes',
        ],
        kpis: [
          '+20% de pipeline generado por marketing en 6 meses',
          '-15% de inversión de marketing desperdiciada',
          'Informe mensual de marketing listo para el consejo',
        ],
      },
      cz: {
        title: 'Externí marketingový ředitel (fractional CMO)',
        shortDescription:
          'Zkušený marketingový lídr na částečný úvazek, který nastaví strategii, řídí váš tým i agentury a podává zprávy vedení.',
        fullDescription:
          'Mnoho rostoucích firem potřebuje seniorní vedení marketingu dávno předtím, než si může dovolit ředitele na plný úvazek. ' +
          'Naši externí CMO s vámi pracují jeden až dva dny týdně: vytvářejí marketingovou strategii, nastavují rozpočty a KPI a ' +
          'vedou interní tým i externí agentury. Zavádějí pravidelné plánování, reporting a jasnou odpovědnost mezi marketingem a ' +
          'obchodem. Spolupráce je měsíční bez dlouhodobého závazku a může vyústit ve výběr a zapracování vašeho stálého CMO.',
        features: [
          'marketingová_strategie_a_plánování',
          'odpovědnost_za_rozpočet_a_kpi',
          'vedení_týmu_a_agentur',
          'reporting_pro_vedení',
          'sladění_marketingu_a_obchodu',
          'pomoc_s_náborem_cmo',
        ],
        benefits: [
          'Seniorní know-how za zlomek platu na plný úvazek',
          'Okamžité vedení bez zdlouhavého náboru',
          'Flexibilní spolupráce měsíc po měsíci',
        ],
        kpis: [
          '+20 % pipeline z marketingu za 6 měsíců',
          '-15 % neefektivních marketingových výdajů',
          'Měsíční marketingový report pro vedení',
        ],
      },
    },
  },
  {
    slug: 'market-entry-research',
    category: 'strategy-consulting',
    isPopular: false,
    isUrgent: false,
    expertLevel: true,
    hasGuarantee: true,
    roi: '150–250%',
    estimatedDeliveryDays: 35,
    prices: [{ amount: 4800, kind: 'standard' }],
    translations: {
      en: {
        title: 'Market entry research for European markets',
        shortDescription:
          'A data-backed assessment of a new country or region: market size, ' +
          'competition, regulation, pricing and the best route to your first customers.',
        fullDescription:
          'Expanding into a new European market is a major investment, so the decision should rest on evidence. We size the ' +
          'addressable market, map local competitors and their pricing, and review regulatory, tax and language requirements. ' +
          'Interviews with potential customers and partners in the target country validate demand and reveal local buying habits. ' +
          'You receive a go/no-go recommendation, a comparison of entry models and a first-year budget and revenue scenario.',
        features: [
          'market_sizing',
          'local_competitor_mapping',
          'regulatory_and_tax_review',
          'customer_and_partner_interviews',
          'entry_model_comparison',
          'first_year_business_case',
        ],
        benefits: [
          'Lower risk when expanding abroad',
          'Realistic expectations for the first year',
          'A clear choice of entry model and partners',
        ],
        kpis: [
          '3–5 target markets compared side by side',
          '20+ interviews with local customers',
          '-40% time to first revenue in the new market',
        ],
      },
      ua: {
        title: 'Дослідження для виходу на європейські ринки',
        shortDescription:
          'Оцінка нової країни чи регіону на основі даних: обсяг ринку, ' +
          'конкуренція, регулювання, ціни та найкращий шлях до перших клієнтів.',
        fullDescription:
          'Вихід на новий європейський ринок — велика інвестиція, тож рішення має спиратися на факти. Ми оцінюємо доступний обсяг ' +
          'ринку, складаємо карту місцевих конкурентів і їхніх цін, аналізуємо регуляторні, податкові та мовні вимоги. Інтерв’ю з ' +
          'потенційними клієнтами й партнерами в цільовій країні підтверджують попит і розкривають місцеві звички купівлі. Ви ' +
          'отримуєте рекомендацію, чи варто виходити на ринок, порівняння моделей виходу та сценарій бюджету й доходу на перший рік.',
        features: [
          'оцінка_обсягу_ринку',
          'карта_місцевих_конкурентів',
          'аналіз_регулювання_та_податків',
          'опитування_клієнтів_і_партнерів',
          'порівняння_моделей_виходу',
          'бізнес_кейс_на_перший_рік',
        ],
        benefits: [
          'Менший ризик під час виходу за кордон',
          'Реалістичні очікування на перший рік',
          'Чіткий вибір моделі виходу та партнерів',
        ],
        kpis: ['Порівняння 3–5 цільових ринків', 'Понад 20 інтерв’ю з місцевими клієнтами', '-40% часу до першого доходу на новому ринку'],
      },
      es: {
        title: 'Estudio de entrada en mercados europeos',
        shortDescription:
          'Evaluación basada en datos de un nuevo país o región: tamaño de mercado, ' +
          'competencia, regulación, precios y la mejor vía hacia los primeros clientes.',
        fullDescription:
          'Expandirse a un nuevo mercado europeo es una inversión importante, por lo que la decisión debe basarse en ' +
          'evidencias. Dimensionamos el mercado accesible, mapeamos la competencia local y sus precios, y revisamos los ' +
          'requisitos normativos, fiscales y lingüísticos. Las entrevistas con clientes y socios potenciales en el país ' +
          'objetivo validan la demanda y revelan los hábitos de compra locales. Recibe una recomendación sobre si entrar ' +
          'o no, una comparación de modelos de entrada y un escenario de presupuesto e ingresos para el primer año.',
        features: [
          'dimensionamiento_del_mercado',
          'mapa_de_la_competencia_local',
          'revisión_normativa_y_fiscal',
          'entrevistas_con_clientes_y_socios',
          'comparación_de_modelos_de_entrada',
          'plan_de_negocio_del_primer_año',
        ],
        benefits: [
          'Menor riesgo al expandirse al extranjero',
          'Expectativas realistas para el primer año',
          'Elección clara del modelo de entrada y de los socios',
        ],
        kpis: [
          '3–5 mercados objetivo comparados',
          'Más de 20 entrevistas con clientes locales',
          '-40% de tiempo hasta los primeros ingresos en el nuevo mercado',
        ],
      },
      cz: {
        title: 'Průzkum vstupu na evropské trhy',
        shortDescription:
          'Datově podložené posouzení nové země či regionu: velikost trhu, ' +
          'konkurence, regulace, ceny a nejlepší cesta k prvním zákazníkům.',
        fullDescription:
          'Expanze na nový evropský trh je velká investice, proto by rozhodnutí mělo stát na faktech. Určíme velikost ' +
          'dostupného trhu, zmapujeme místní konkurenci a její ceny a prověříme regulatorní, daňové a jazykové požadavky. ' +
          'Rozhovory s potenciálními zákazníky a partnery v cílové zemi ověří poptávku a odhalí místní nákupní zvyklosti. ' +
          'Dostanete doporučení, zda do trhu vstoupit, srovnání modelů vstupu a scénář rozpočtu a tržeb na první rok.',
        features: [
          'určení_velikosti_trhu',
          'mapa_místní_konkurence',
          'regulatorní_a_daňová_analýza',
          'rozhovory_se_zákazníky_a_partnery',
          'srovnání_modelů_vstupu',
          'business_case_na_první_rok',
        ],
        benefits: ['Nižší riziko při expanzi do zahraničí', 'Realistická očekávání na první rok', 'Jasná volba modelu vstupu a partnerů'],
        kpis: ['Srovnání 3–5 cílových trhů', 'Přes 20 rozhovorů s místními zákazníky', '-40 % času do prvních tržeb na novém trhu'],
      },
    },
  },
  {
    slug: 'pricing-strategy',
    category: 'strategy-consulting',
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: true,
    roi: '200–500%',
    estimatedDeliveryDays: 28,
    prices: [
      { amount: 3200, kind: 'standard' },
      { amount: 6900, kind: 'pro' },
    ],
    translations: {
      en: {
        title: 'Pricing and packaging strategy',
        shortDescription: 'Evidence-based pricing, tiers and discount rules that capture the value you deliver without slowing down sales.',
        fullDescription:
          'Pricing is often the fastest lever for profit, yet it is rarely reviewed systematically. We analyse your deal ' +
          'data, margins and competitor offers and run willingness-to-pay research with customers and prospects. On this ' +
          'basis we design value-based packages, price points and clear discount governance for your sales team. We also ' +
          'plan how to communicate changes to existing customers and track the impact on win rates and margins.',
        features: [
          'deal_and_margin_analysis',
          'competitor_price_benchmark',
          'willingness_to_pay_research',
          'value_based_packages',
          'discount_governance',
          'price_change_communication',
        ],
        benefits: [
          'Higher margins without losing customers',
          'Simpler offers that are easier to sell',
          'Consistent discounting across the team',
        ],
        kpis: ['+8% average deal value', '+3 pp gross margin', '-30% unapproved discounts'],
      },
      ua: {
        title: 'Стратегія ціноутворення та пакетування',
        shortDescription:
          'Обґрунтовані ціни, тарифні пакети та правила знижок, що відображають цінність вашого продукту й не гальмують продажі.',
        fullDescription:
          'Ціноутворення часто є найшвидшим важелем прибутку, але його рідко переглядають системно. Ми аналізуємо дані угод, ' +
          'маржинальність і пропозиції конкурентів та досліджуємо готовність платити серед клієнтів і потенційних покупців. На ' +
          'цій основі розробляємо пакети на основі цінності, цінові рівні та чіткі правила надання знижок для відділу продажів. ' +
          'Також плануємо, як повідомити про зміни наявним клієнтам, і відстежуємо вплив на частку виграних угод і маржу.',
        features: [
          'аналіз_угод_і_маржі',
          'порівняння_цін_конкурентів',
          'дослідження_готовності_платити',
          'пакети_на_основі_цінності',
          'правила_надання_знижок',
          'комунікація_зміни_цін',
        ],
        benefits: ['Вища маржа без втрати клієнтів', 'Простіші пропозиції, які легше продавати', 'Єдиний підхід до знижок у команді'],
        kpis: ['+8% середньої суми угоди', '+3 в. п. валової маржі', '-30% непогоджених знижок'],
      },
      es: {
        title: 'Estrategia de precios y empaquetado',
        shortDescription: 'Precios, planes y reglas de descuento basados en datos que capturan el valor que ofrece sin frenar las ventas.',
        fullDescription:
          'El precio suele ser la palanca más rápida para mejorar el beneficio, pero rara vez se revisa de forma ' +
          'sistemática. Analizamos sus datos de ventas, sus márgenes y las ofertas de la competencia, y estudiamos la ' +
          'disposición a pagar de clientes y compradores potenciales. Con esa base diseñamos paquetes basados en valor, ' +
          'niveles de precio y una política de descuentos clara para su equipo comercial. También planificamos cómo ' +
          'comunicar los cambios a los clientes actuales y medimos el impacto en la tasa de cierre y los márgenes.',
        features: [
          'análisis_de_ventas_y_márgenes',
          'comparativa_de_precios_de_la_competencia',
          'estudio_de_disposición_a_pagar',
          'paquetes_basados_en_valor',
          'política_de_descuentos',
          'comunicación_de_cambios_de_precio',
        ],
        benefits: [
          'Márgenes más altos sin perder clientes',
          'Ofertas más sencillas y fáciles de vender',
          'Descuentos coherentes en todo el equipo',
        ],
        kpis: ['+8% de valor medio por venta', '+3 p. p. de margen bruto', '-30% de descuentos no autorizados'],
      },
      cz: {
        title: 'Cenová strategie a balíčkování',
        shortDescription: 'Daty podložené ceny, tarify a pravidla slev, které zachytí hodnotu, kterou přinášíte, a přitom nebrzdí prodej.',
        fullDescription:
          'Cena bývá nejrychlejší pákou na zisk, a přesto se jen zřídka systematicky přezkoumává. Analyzujeme data o ' +
          'obchodech, marže a nabídky konkurence a zkoumáme ochotu platit u zákazníků i potenciálních kupců. Na tomto základě ' +
          'navrhneme balíčky postavené na hodnotě, cenové hladiny a jasná pravidla pro poskytování slev obchodním týmem. ' +
          'Naplánujeme také, jak změny komunikovat stávajícím zákazníkům, a sledujeme dopad na úspěšnost obchodů i marže.',
        features: [
          'analýza_obchodů_a_marží',
          'srovnání_cen_konkurence',
          'průzkum_ochoty_platit',
          'balíčky_podle_hodnoty',
          'pravidla_pro_slevy',
          'komunikace_změny_cen',
        ],
        benefits: [
          'Vyšší marže bez ztráty zákazníků',
          'Jednodušší nabídky, které se snáz prodávají',
          'Jednotný přístup ke slevám v celém týmu',
        ],
        kpis: ['+8 % průměrné hodnoty obchodu', '+3 p. b. hrubé marže', '-30 % neschválených slev'],
      },
    },
  },
  {
    slug: 'sales-process-optimisation',
    category: 'strategy-consulting',
    isPopular: false,
    isUrgent: true,
    expertLevel: false,
    hasGuarantee: true,
    roi: '150–300%',
    estimatedDeliveryDays: 30,
    prices: [{ amount: 2600, kind: 'standard' }],
    translations: {
      en: {
        title: 'Sales process optimisation',
        shortDescription:
          'A hands-on review and redesign of how your team prospects, qualifies ' +
          'and closes, with clear stages, scripts and performance metrics.',
        fullDescription:
          'We shadow sales calls, analyse CRM data and interview reps and managers to see where deals slow down or ' +
          'are lost. The process is then redesigned with clear stage definitions, qualification criteria, playbooks ' +
          'and objection handling guides. Managers get a simple coaching routine and a weekly dashboard of leading ' +
          'indicators. We support the rollout for eight weeks and adjust the process based on real results.',
        features: [
          'sales_call_shadowing',
          'win_loss_analysis',
          'stage_exit_criteria',
          'qualification_framework',
          'sales_playbook',
          'manager_coaching_routine',
        ],
        benefits: ['A repeatable process every rep can follow', 'Faster ramp-up of new salespeople', 'Forecasts managers can rely on'],
        kpis: ['+20% win rate', '-25% sales cycle length', '+30% forecast accuracy'],
      },
      ua: {
        title: 'Оптимізація процесу продажів',
        shortDescription:
          'Практичний аналіз і перебудова того, як ваша команда шукає й кваліфікує ' +
          'клієнтів і закриває угоди, — з чіткими етапами, скриптами та метриками.',
        fullDescription:
          'Ми слухаємо дзвінки менеджерів, аналізуємо дані CRM і спілкуємося з продавцями та керівниками, щоб побачити, де ' +
          'угоди гальмують або втрачаються. Потім перебудовуємо процес: чіткі визначення етапів, критерії кваліфікації, ' +
          'плейбуки та інструкції з роботи із запереченнями. Керівники отримують простий ритм коучингу та щотижневий дашборд ' +
          'випереджальних показників. Ми супроводжуємо впровадження вісім тижнів і коригуємо процес за реальними результатами.',
        features: [
          'прослуховування_дзвінків',
          'аналіз_виграних_і_програних_угод',
          'критерії_переходу_між_етапами',
          'система_кваліфікації',
          'плейбук_продажів',
          'регулярний_коучинг_від_керівника',
        ],
        benefits: [
          'Відтворюваний процес для кожного менеджера',
          'Швидша адаптація нових продавців',
          'Прогнози, на які можуть покластися керівники',
        ],
        kpis: ['+20% частки виграних угод', '-25% тривалості циклу продажу', '+30% точності прогнозу продажів'],
      },
      es: {
        title: 'Optimización del proceso comercial',
        shortDescription:
          'Revisión práctica y rediseño de cómo su equipo prospecta, cualifica ' +
          'y cierra, con etapas claras, guiones y métricas de rendimiento.',
        fullDescription:
          'Acompañamos llamadas comerciales, analizamos los datos del CRM y entrevistamos a comerciales y responsables ' +
          'para ver dónde se frenan o se pierden las oportunidades. Después rediseñamos el proceso con definiciones ' +
          'claras de etapas, criterios de cualificación, playbooks y guías para gestionar objeciones. Los responsables ' +
          'reciben una rutina sencilla de coaching y un dashboard semanal de indicadores adelantados. Acompañamos la ' +
          'implantación durante ocho semanas y ajustamos el proceso según los resultados reales.',
        features: [
          'acompañamiento_de_llamadas',
          'análisis_de_ventas_ganadas_y_perdidas',
          'criterios_de_salida_por_etapa',
          'marco_de_cualificación',
          'playbook_comercial',
          'rutina_de_coaching_para_responsables',
        ],
        benefits: [
          'Un proceso repetible que todo comercial puede seguir',
          'Incorporación más rápida de nuevos vendedores',
          'Previsiones fiables para los responsables',
        ],
        kpis: ['+20% de tasa de cierre', '-25% de duración del ciclo de venta', '+30% de precisión de las previsiones'],
      },
      cz: {
        title: 'Optimalizace obchodního procesu',
        shortDescription:
          'Praktická revize a přestavba toho, jak váš tým vyhledává, kvalifikuje a ' +
          'uzavírá obchody – s jasnými fázemi, scénáři a výkonnostními metrikami.',
        fullDescription:
          'Posloucháme obchodní hovory, analyzujeme data z CRM a mluvíme s obchodníky i manažery, abychom zjistili, ' +
          'kde se obchody zpomalují nebo ztrácejí. Proces pak přestavíme: jasné definice fází, kvalifikační kritéria, ' +
          'playbooky a návody na práci s námitkami. Manažeři získají jednoduchý rytmus koučinku a týdenní dashboard ' +
          'předstihových ukazatelů. Zavedení podporujeme osm týdnů a proces upravujeme podle skutečných výsledků.',
        features: [
          'poslech_obchodních_hovorů',
          'analýza_vyhraných_a_prohraných_obchodů',
          'kritéria_přechodu_mezi_fázemi',
          'kvalifikační_rámec',
          'obchodní_playbook',
          'pravidelný_koučink_manažerem',
        ],
        benefits: [
          'Opakovatelný proces pro každého obchodníka',
          'Rychlejší zapracování nových obchodníků',
          'Prognózy, na které se manažeři mohou spolehnout',
        ],
        kpis: ['+20 % úspěšnosti obchodů', '-25 % délky obchodního cyklu', '+30 % přesnosti prognóz'],
      },
    },
  },
];
