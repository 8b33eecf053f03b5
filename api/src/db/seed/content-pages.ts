import type { SeedContentPage } from './types';

/**
 * The informational pages of the site (about, partners, cases, contacts, terms, privacy), fully written in every seed language.
 * Company facts used throughout: Growth Partners Europe S.L. (Madrid, CIF B12345678) and Growth Partners CZ s.r.o.
 * (Prague, IČO 12345678); the welcome bonus of up to 10 000 EUR pays at most 20% of an order, at least 10 EUR is paid in cash.
 * Case results keep the same values ('+180%') in every language; only labels are translated.
 */
export const seedContentPages: SeedContentPage[] = [
  {
    slug: 'about',
    sortOrder: 1,
    translations: {
      en: {
        title: 'About Growth Partners',
        description:
          'Growth Partners is a European team for marketing, sales optimisation and data services, with offices in Madrid and Prague and ' +
          '500+ satisfied clients.',
        blocks: [
          { type: 'heading', text: 'Who we are' },
          {
            type: 'paragraph',
            text:
              'Growth Partners helps small and medium-sized companies across Europe grow in a measurable way. We combine marketing, ' +
              'sales optimisation and data services in one team, so strategy, execution and reporting come from a single partner instead ' +
              'of three separate agencies.',
          },
          {
            type: 'paragraph',
            text:
              'We work from two offices, in Madrid and in Prague, through Growth Partners Europe S.L. and Growth Partners CZ s.r.o. Our ' +
              'consultants, analysts and specialists speak English, Spanish, Czech and Ukrainian and run projects for clients throughout ' +
              'the European Union and beyond.',
          },
          { type: 'heading', text: 'Growth Partners in figures' },
          {
            type: 'list',
            items: [
              '500+ satisfied clients, from start-ups to established manufacturers and retailers',
              '98% of projects completed successfully, on time and within the agreed scope',
              '24/7 support for clients with active projects',
              'Two legal entities and offices in Spain and the Czech Republic',
            ],
          },
          { type: 'heading', text: 'What we stand for' },
          {
            type: 'list',
            items: [
              'Measurable results: every project starts with agreed KPIs and ends with a transparent report',
              'Honest advice: we recommend only what pays off for your business, even if it means a smaller order',
              'One team, the full picture: marketing, sales and data specialists work on your goals together',
              'Data protection by design: we process personal data in line with the GDPR and run analytics only with consent',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Ready to grow? Browse our services or write to sales@growth-partners.example. New clients receive a welcome bonus of up ' +
              'to 10 000 EUR.',
          },
        ],
      },
      ua: {
        title: 'Про Growth Partners',
        description:
          'Growth Partners — європейська команда з маркетингу, оптимізації продажів і роботи з даними: офіси в Мадриді та Празі, понад ' +
          '500 задоволених клієнтів.',
        blocks: [
          { type: 'heading', text: 'Хто ми' },
          {
            type: 'paragraph',
            text:
              'Growth Partners допомагає малим і середнім компаніям по всій Європі зростати вимірювано. Ми поєднуємо маркетинг, ' +
              'оптимізацію продажів і послуги з даними в одній команді, тож стратегія, реалізація та звітність надходять від одного ' +
              'партнера, а не від трьох окремих агенцій.',
          },
          {
            type: 'paragraph',
            text:
              'Ми працюємо з двох офісів — у Мадриді та Празі — через компанії Growth Partners Europe S.L. і Growth Partners CZ s.r.o. ' +
              'Наші консультанти, аналітики та фахівці спілкуються англійською, іспанською, чеською та українською мовами й ведуть ' +
              'проєкти для клієнтів у всьому Європейському Союзі та за його межами.',
          },
          { type: 'heading', text: 'Growth Partners у цифрах' },
          {
            type: 'list',
            items: [
              'Понад 500 задоволених клієнтів — від стартапів до відомих виробників і ритейлерів',
              '98% проєктів завершено успішно, вчасно та в узгодженому обсязі',
              'Підтримка 24/7 для клієнтів з активними проєктами',
              'Дві юридичні особи та офіси в Іспанії й Чехії',
            ],
          },
          { type: 'heading', text: 'Наші цінності' },
          {
            type: 'list',
            items: [
              'Вимірюваний результат: кожен проєкт починається з узгоджених KPI і завершується прозорим звітом',
              'Чесні поради: ми рекомендуємо лише те, що окупиться для вашого бізнесу, навіть якщо замовлення буде меншим',
              'Одна команда, повна картина: фахівці з маркетингу, продажів і даних працюють над вашими цілями разом',
              'Захист даних за замовчуванням: ми обробляємо персональні дані відповідно до GDPR і вмикаємо аналітику лише за вашою згодою',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Готові зростати? Перегляньте наші послуги або напишіть на sales@growth-partners.example. Нові клієнти отримують вітальний ' +
              'бонус до 10 000 EUR.',
          },
        ],
      },
      es: {
        title: 'Sobre Growth Partners',
        description:
          'Growth Partners es un equipo europeo de marketing, optimización de ventas y servicios de datos, con sedes en Madrid y Praga y ' +
          'más de 500 clientes satisfechos.',
        blocks: [
          { type: 'heading', text: 'Quiénes somos' },
          {
            type: 'paragraph',
            text:
              'Growth Partners ayuda a pequeñas y medianas empresas de toda Europa a crecer de forma medible. Reunimos marketing, ' +
              'optimización de ventas y servicios de datos en un solo equipo, de modo que la estrategia, la ejecución y los informes ' +
              'proceden de un único socio y no de tres agencias distintas.',
          },
          {
            type: 'paragraph',
            text:
              'Trabajamos desde dos oficinas, en Madrid y en Praga, a través de Growth Partners Europe S.L. y Growth Partners CZ s.r.o. ' +
              'Nuestros consultores, analistas y especialistas hablan inglés, español, checo y ucraniano y gestionan proyectos para ' +
              'clientes de toda la Unión Europea y de fuera de ella.',
          },
          { type: 'heading', text: 'Growth Partners en cifras' },
          {
            type: 'list',
            items: [
              'Más de 500 clientes satisfechos, desde startups hasta fabricantes y comercios consolidados',
              'El 98 % de los proyectos, finalizados con éxito, a tiempo y dentro del alcance acordado',
              'Soporte 24/7 para clientes con proyectos activos',
              'Dos sociedades y oficinas en España y en la República Checa',
            ],
          },
          { type: 'heading', text: 'Nuestros valores' },
          {
            type: 'list',
            items: [
              'Resultados medibles: cada proyecto empieza con KPI acordados y termina con un informe transparente',
              'Asesoramiento honesto: solo recomendamos lo que resulta rentable para su negocio, aunque el pedido sea menor',
              'Un equipo, una visión completa: especialistas en marketing, ventas y datos trabajan juntos en sus objetivos',
              'Protección de datos desde el diseño: tratamos los datos personales conforme al RGPD y solo usamos analítica con su ' +
                'consentimiento',
            ],
          },
          {
            type: 'paragraph',
            text:
              '¿Listo para crecer? Consulte nuestros servicios o escriba a sales@growth-partners.example. Los nuevos clientes reciben un ' +
              'bono de bienvenida de hasta 10 000 EUR.',
          },
        ],
      },
      cz: {
        title: 'O společnosti Growth Partners',
        description:
          'Growth Partners je evropský tým pro marketing, optimalizaci prodeje a datové služby s kancelářemi v Madridu a Praze a více ' +
          'než 500 spokojenými klienty.',
        blocks: [
          { type: 'heading', text: 'Kdo jsme' },
          {
            type: 'paragraph',
            text:
              'Growth Partners pomáhá malým a středním firmám po celé Evropě měřitelně růst. Marketing, optimalizaci prodeje a datové ' +
              'služby spojujeme v jednom týmu, takže strategie, realizace i reporting přicházejí od jednoho partnera, a ne od tří ' +
              'samostatných agentur.',
          },
          {
            type: 'paragraph',
            text:
              'Pracujeme ze dvou kanceláří, v Madridu a v Praze, prostřednictvím společností Growth Partners Europe S.L. a Growth ' +
              'Partners CZ s.r.o. Naši konzultanti, analytici a specialisté mluví anglicky, španělsky, česky a ukrajinsky a vedou ' +
              'projekty pro klienty v celé Evropské unii i mimo ni.',
          },
          { type: 'heading', text: 'Growth Partners v číslech' },
          {
            type: 'list',
            items: [
              'Více než 500 spokojených klientů – od start-upů po zavedené výrobce a obchodníky',
              '98 % projektů dokončených úspěšně, včas a v dohodnutém rozsahu',
              'Podpora 24/7 pro klienty s aktivními projekty',
              'Dvě právnické osoby a kanceláře ve Španělsku a v České republice',
            ],
          },
          { type: 'heading', text: 'Naše hodnoty' },
          {
            type: 'list',
            items: [
              'Měřitelné výsledky: každý projekt začíná dohodnutými KPI a končí transparentním reportem',
              'Upřímné rady: doporučujeme jen to, co se vaší firmě vyplatí, i když je pak zakázka menší',
              'Jeden tým, celý obraz: specialisté na marketing, prodej a data pracují na vašich cílech společně',
              'Ochrana dat už od návrhu: osobní údaje zpracováváme v souladu s GDPR a analytiku spouštíme jen s vaším souhlasem',
            ],
          },
          {
            type: 'paragraph',
            text:
              'Chcete růst? Prohlédněte si naše služby nebo napište na sales@growth-partners.example. Noví klienti získají uvítací bonus ' +
              'až 10 000 EUR.',
          },
        ],
      },
    },
  },
  {
    slug: 'partners',
    sortOrder: 2,
    translations: {
      en: {
        title: 'Our partners',
        description:
          'Growth Partners works with trusted technology and agency partners in CRM, advertising, data, automation and cloud to deliver ' +
          'results for clients faster.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'We do not try to build everything ourselves. For each part of a growth project we work with carefully selected technology ' +
              'and agency partners whom we have known for years. Our clients benefit from certified integrations, preferential terms and ' +
              'a single point of contact: Growth Partners coordinates all partners and remains responsible for the result.',
          },
          {
            type: 'partner',
            name: 'Velora CRM',
            description:
              'A European CRM platform for small and mid-sized sales teams. As a certified implementation partner we set up sales ' +
              'pipelines, lead scoring and integrations with web forms, online shops and accounting systems, and train sales teams to ' +
              'use the system every day.',
          },
          {
            type: 'partner',
            name: 'AdMeridian Network',
            description:
              'A network of performance-marketing agencies with certified specialists for the major search, social and programmatic ' +
              'advertising platforms. Through AdMeridian we get early access to beta features, local media buyers in more than twenty ' +
              'markets and shared benchmarks for campaign planning.',
          },
          {
            type: 'partner',
            name: 'Datacrest Insights',
            description:
              'A provider of verified B2B company and contact data for the EU. We use Datacrest data to enrich CRM records, build target ' +
              'account lists and clean up databases, always with documented sources and in line with the GDPR.',
          },
          {
            type: 'partner',
            name: 'Loopwise Automation',
            description:
              'A marketing automation and email platform. Together we build onboarding sequences, lead nurturing and reactivation ' +
              'campaigns that connect directly to the CRM and report revenue, not just opens and clicks.',
          },
          {
            type: 'partner',
            name: 'Brightmill Creative',
            description:
              'An independent content and design studio based in Barcelona and Brno. Brightmill produces landing pages, ad creatives, ' +
              'video and copy in several languages, so campaigns launch with materials tailored to each market.',
          },
          {
            type: 'partner',
            name: 'Northgate Cloud',
            description:
              'A European cloud and data warehouse provider with data centres in the EU. Our dashboards, data pipelines and reporting ' +
              'solutions run on Northgate infrastructure, so client data stays in the European Union.',
          },
        ],
      },
      ua: {
        title: 'Наші партнери',
        description:
          'Growth Partners співпрацює з перевіреними технологічними й агентськими партнерами у сферах CRM, реклами, даних, автоматизації ' +
          'та хмари для швидшого результату.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Ми не намагаємося робити все самотужки. Для кожної частини проєкту зростання ми залучаємо ретельно відібраних ' +
              'технологічних та агентських партнерів, яких знаємо роками. Наші клієнти отримують сертифіковані інтеграції, пільгові ' +
              'умови та єдину контактну особу: Growth Partners координує роботу всіх партнерів і відповідає за результат.',
          },
          {
            type: 'partner',
            name: 'Velora CRM',
            description:
              'Європейська CRM-платформа для невеликих і середніх відділів продажів. Як сертифікований партнер із впровадження ми ' +
              'налаштовуємо воронки продажів, скоринг лідів та інтеграції з вебформами, інтернет-магазинами й обліковими системами, а ' +
              'також навчаємо команди щодня працювати з системою.',
          },
          {
            type: 'partner',
            name: 'AdMeridian Network',
            description:
              'Мережа агенцій перформанс-маркетингу із сертифікованими фахівцями з провідних пошукових, соціальних і ' +
              'програматик-платформ. Завдяки AdMeridian ми маємо ранній доступ до бета-функцій, місцевих медіабаєрів на понад двадцяти ' +
              'ринках і спільні бенчмарки для планування кампаній.',
          },
          {
            type: 'partner',
            name: 'Datacrest Insights',
            description:
              'Постачальник перевірених B2B-даних про компанії та контакти в ЄС. Ми використовуємо дані Datacrest, щоб збагачувати ' +
              'записи в CRM, складати списки цільових компаній і очищати бази даних, — завжди з документованими джерелами та відповідно ' +
              'до GDPR.',
          },
          {
            type: 'partner',
            name: 'Loopwise Automation',
            description:
              'Платформа маркетингової автоматизації та email-розсилок. Разом ми створюємо ланцюжки онбордингу, прогріву лідів і ' +
              'повторної активації клієнтів, які напряму пов’язані з CRM і показують дохід, а не лише відкриття та кліки.',
          },
          {
            type: 'partner',
            name: 'Brightmill Creative',
            description:
              'Незалежна студія контенту та дизайну з офісами в Барселоні та Брно. Brightmill створює лендинги, рекламні креативи, відео ' +
              'й тексти кількома мовами, тож кампанії стартують із матеріалами, адаптованими до кожного ринку.',
          },
          {
            type: 'partner',
            name: 'Northgate Cloud',
            description:
              'Європейський постачальник хмарних послуг і сховищ даних із дата-центрами в ЄС. Наші дашборди, конвеєри даних і звітні ' +
              'рішення працюють на інфраструктурі Northgate, тож дані клієнтів залишаються в Європейському Союзі.',
          },
        ],
      },
      es: {
        title: 'Nuestros socios',
        description:
          'Growth Partners colabora con socios tecnológicos y agencias de confianza en CRM, publicidad, datos, automatización y nube ' +
          'para lograr resultados más rápido.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'No intentamos hacerlo todo nosotros mismos. Para cada parte de un proyecto de crecimiento trabajamos con socios ' +
              'tecnológicos y agencias cuidadosamente seleccionados a los que conocemos desde hace años. Nuestros clientes se benefician ' +
              'de integraciones certificadas, condiciones preferentes y un único interlocutor: Growth Partners coordina a todos los ' +
              'socios y sigue siendo responsable del resultado.',
          },
          {
            type: 'partner',
            name: 'Velora CRM',
            description:
              'Plataforma CRM europea para equipos comerciales pequeños y medianos. Como partner de implantación certificado, ' +
              'configuramos embudos de venta, lead scoring e integraciones con formularios web, tiendas online y sistemas contables, y ' +
              'formamos a los equipos para que la usen a diario.',
          },
          {
            type: 'partner',
            name: 'AdMeridian Network',
            description:
              'Red de agencias de marketing de resultados con especialistas certificados en las principales plataformas publicitarias de ' +
              'búsqueda, redes sociales y compra programática. Gracias a AdMeridian tenemos acceso anticipado a funciones beta, ' +
              'compradores de medios locales en más de veinte mercados y referencias compartidas para planificar campañas.',
          },
          {
            type: 'partner',
            name: 'Datacrest Insights',
            description:
              'Proveedor de datos verificados de empresas y contactos B2B en la UE. Utilizamos los datos de Datacrest para enriquecer ' +
              'los registros del CRM, elaborar listas de cuentas objetivo y depurar bases de datos, siempre con fuentes documentadas y ' +
              'conforme al RGPD.',
          },
          {
            type: 'partner',
            name: 'Loopwise Automation',
            description:
              'Plataforma de automatización del marketing y email marketing. Juntos creamos secuencias de bienvenida, nutrición de leads ' +
              'y campañas de reactivación conectadas directamente al CRM, que informan de los ingresos y no solo de aperturas y clics.',
          },
          {
            type: 'partner',
            name: 'Brightmill Creative',
            description:
              'Estudio independiente de contenidos y diseño con sede en Barcelona y Brno. Brightmill produce landing pages, ' +
              'creatividades publicitarias, vídeos y textos en varios idiomas, para que las campañas se lancen con materiales adaptados ' +
              'a cada mercado.',
          },
          {
            type: 'partner',
            name: 'Northgate Cloud',
            description:
              'Proveedor europeo de servicios en la nube y almacenes de datos con centros de datos en la UE. Nuestros paneles, flujos de ' +
              'datos y soluciones de informes funcionan sobre la infraestructura de Northgate, de modo que los datos de los clientes ' +
              'permanecen en la Unión Europea.',
          },
        ],
      },
      cz: {
        title: 'Naši partneři',
        description:
          'Growth Partners spolupracuje s prověřenými technologickými a agenturními partnery v oblasti CRM, reklamy, dat, automatizace a ' +
          'cloudu pro rychlejší výsledky.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Nesnažíme se dělat všechno sami. Pro každou část růstového projektu spolupracujeme s pečlivě vybranými technologickými a ' +
              'agenturními partnery, které známe řadu let. Naši klienti tak získávají certifikované integrace, výhodné podmínky a jednu ' +
              'kontaktní osobu: Growth Partners koordinuje všechny partnery a za výsledek odpovídá.',
          },
          {
            type: 'partner',
            name: 'Velora CRM',
            description:
              'Evropská CRM platforma pro malé a středně velké obchodní týmy. Jako certifikovaný implementační partner nastavujeme ' +
              'obchodní pipeline, lead scoring a propojení s webovými formuláři, e-shopy a účetními systémy a školíme obchodníky, aby se ' +
              'systémem pracovali každý den.',
          },
          {
            type: 'partner',
            name: 'AdMeridian Network',
            description:
              'Síť agentur výkonnostního marketingu s certifikovanými specialisty na hlavní vyhledávací, sociální a programatické ' +
              'reklamní platformy. Díky AdMeridian máme přednostní přístup k beta funkcím, lokální nákupčí médií na více než dvaceti ' +
              'trzích a sdílené benchmarky pro plánování kampaní.',
          },
          {
            type: 'partner',
            name: 'Datacrest Insights',
            description:
              'Poskytovatel ověřených B2B dat o firmách a kontaktech v EU. Data od Datacrest využíváme k obohacení záznamů v CRM, ' +
              'sestavení seznamů cílových firem a čištění databází – vždy s doloženými zdroji a v souladu s GDPR.',
          },
          {
            type: 'partner',
            name: 'Loopwise Automation',
            description:
              'Platforma pro marketingovou automatizaci a e-mailing. Společně vytváříme onboardingové sekvence, nurturing leadů a ' +
              'reaktivační kampaně, které jsou přímo napojené na CRM a vykazují tržby, nejen otevření a prokliky.',
          },
          {
            type: 'partner',
            name: 'Brightmill Creative',
            description:
              'Nezávislé studio pro obsah a design se sídlem v Barceloně a Brně. Brightmill připravuje landing pages, reklamní kreativy, ' +
              'videa a texty v několika jazycích, takže kampaně startují s materiály přizpůsobenými každému trhu.',
          },
          {
            type: 'partner',
            name: 'Northgate Cloud',
            description:
              'Evropský poskytovatel cloudových služeb a datových skladů s datovými centry v EU. Naše dashboardy, datové pipeline a ' +
              'reportingová řešení běží na infrastruktuře Northgate, takže data klientů zůstávají v Evropské unii.',
          },
        ],
      },
    },
  },
  {
    slug: 'cases',
    sortOrder: 3,
    translations: {
      en: {
        title: 'Case studies',
        description:
          'Real results from Growth Partners projects: more organic traffic, shorter sales cycles, faster reporting and cheaper leads ' +
          'for clients across Europe.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Every project starts with clear goals and ends with measurable results. Below are four examples from different industries ' +
              'and countries. We do not publish client names for reasons of confidentiality; unless stated otherwise, the figures ' +
              'compare the twelve months before and after the project.',
          },
          {
            type: 'case',
            client: 'Online furniture retailer, Spain',
            challenge:
              'The online shop depended almost entirely on paid advertising. Organic search brought little traffic, product pages had ' +
              'thin descriptions and rising advertising costs were eating into margins.',
            solution:
              'We carried out a technical SEO audit, fixed indexing and site speed issues, rebuilt the category structure and wrote ' +
              'unique descriptions for more than 1,200 products. A content plan with buying guides targeted search queries with strong ' +
              'purchase intent.',
            results: [
              { label: 'Organic traffic', value: '+180%' },
              { label: 'Online revenue from organic search', value: '+95%' },
              { label: 'Cost per acquisition', value: '−32%' },
            ],
          },
          {
            type: 'case',
            client: 'B2B software company (SaaS), Czech Republic',
            challenge:
              'The eight-person sales team worked with spreadsheets and email. Leads were followed up late or not at all, and management ' +
              'had no reliable sales forecast.',
            solution:
              'We implemented a CRM with a clearly defined sales pipeline, introduced lead scoring and automated follow-up sequences, ' +
              'and wrote a sales playbook. The sales representatives received hands-on training and weekly coaching for three months.',
            results: [
              { label: 'Qualified leads per month', value: '+120%' },
              { label: 'Sales cycle length', value: '−28%' },
              { label: 'Win rate', value: '+40%' },
            ],
          },
          {
            type: 'case',
            client: 'Logistics company with 14 depots, Poland',
            challenge:
              'Operational data was spread across four separate systems. Monthly reports were compiled by hand, took several days and ' +
              'often contained conflicting figures.',
            solution:
              'We designed a central data warehouse, built automated data pipelines from the transport management, warehouse and ' +
              'accounting systems, cleaned up duplicate customer records and delivered interactive dashboards for management and depot ' +
              'managers.',
            results: [
              { label: 'Time to prepare monthly reports', value: '−85%' },
              { label: 'Duplicate customer records', value: '−92%' },
              { label: 'Delivery forecast accuracy', value: '94%' },
            ],
          },
          {
            type: 'case',
            client: 'Network of private dental clinics, Ukraine',
            challenge:
              'The clinics spent a large budget on advertising but could not tell which channels brought in patients. The cost per lead ' +
              'kept rising and many enquiries were never called back.',
            solution:
              'We set up consent-based tracking and call tracking, restructured search and social campaigns around individual treatments ' +
              'and connected online booking to the CRM, so that every enquiry was followed up within 15 minutes.',
            results: [
              { label: 'Cost per lead', value: '−45%' },
              { label: 'Booked appointments', value: '+210%' },
              { label: 'Marketing ROI', value: '+320%' },
            ],
          },
        ],
      },
      ua: {
        title: 'Кейси',
        description:
          'Реальні результати проєктів Growth Partners: більше органічного трафіку, коротші цикли продажів, швидша звітність і дешевші ' +
          'ліди для клієнтів по всій Європі.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Кожен проєкт починається з чітких цілей і завершується вимірюваними результатами. Нижче — чотири приклади з різних ' +
              'галузей і країн. Назви клієнтів ми не публікуємо з міркувань конфіденційності; якщо не зазначено інше, показники ' +
              'порівнюють дванадцять місяців до та після проєкту.',
          },
          {
            type: 'case',
            client: 'Інтернет-магазин меблів, Іспанія',
            challenge:
              'Інтернет-магазин майже повністю залежав від платної реклами. Органічний пошук приносив мало трафіку, сторінки товарів ' +
              'мали поверхові описи, а зростання вартості реклами з’їдало маржу.',
            solution:
              'Ми провели технічний SEO-аудит, усунули проблеми з індексацією та швидкістю сайту, перебудували структуру категорій і ' +
              'написали унікальні описи для понад 1 200 товарів. Контент-план із порадниками з вибору меблів був націлений на пошукові ' +
              'запити з чітким наміром купівлі.',
            results: [
              { label: 'Органічний трафік', value: '+180%' },
              { label: 'Онлайн-дохід з органічного пошуку', value: '+95%' },
              { label: 'Вартість залучення клієнта', value: '−32%' },
            ],
          },
          {
            type: 'case',
            client: 'Компанія з розробки B2B-програмного забезпечення (SaaS), Чехія',
            challenge:
              'Відділ продажів із восьми осіб працював з електронними таблицями та поштою. Ліди опрацьовували із запізненням або не ' +
              'опрацьовували взагалі, а керівництво не мало надійного прогнозу продажів.',
            solution:
              'Ми впровадили CRM із чітко визначеною воронкою продажів, запровадили скоринг лідів і автоматизовані ланцюжки нагадувань, ' +
              'а також написали посібник із продажів. Менеджери з продажів пройшли практичне навчання та три місяці щотижневого коучингу.',
            results: [
              { label: 'Кваліфіковані ліди на місяць', value: '+120%' },
              { label: 'Тривалість циклу продажів', value: '−28%' },
              { label: 'Частка виграних угод', value: '+40%' },
            ],
          },
          {
            type: 'case',
            client: 'Логістична компанія з 14 терміналами, Польща',
            challenge:
              'Операційні дані зберігалися в чотирьох окремих системах. Щомісячні звіти складали вручну, на це йшло кілька днів, а цифри ' +
              'часто суперечили одна одній.',
            solution:
              'Ми спроєктували центральне сховище даних, побудували автоматизовані конвеєри даних із систем управління перевезеннями, ' +
              'складського та бухгалтерського обліку, очистили дублікати записів клієнтів і створили інтерактивні дашборди для ' +
              'керівництва та керівників терміналів.',
            results: [
              { label: 'Час підготовки щомісячних звітів', value: '−85%' },
              { label: 'Дублікати записів клієнтів', value: '−92%' },
              { label: 'Точність прогнозу доставок', value: '94%' },
            ],
          },
          {
            type: 'case',
            client: 'Мережа приватних стоматологічних клінік, Україна',
            challenge:
              'Клініки витрачали великий бюджет на рекламу, але не могли визначити, які канали приводять пацієнтів. Вартість ліда ' +
              'постійно зростала, а багатьом із тих, хто звертався, так і не передзвонили.',
            solution:
              'Ми налаштували відстеження на основі згоди та колтрекінг, перебудували пошукові кампанії й кампанії в соцмережах навколо ' +
              'окремих видів лікування та інтегрували онлайн-запис із CRM, щоб на кожне звернення реагували протягом 15 хвилин.',
            results: [
              { label: 'Вартість ліда', value: '−45%' },
              { label: 'Записи на прийом', value: '+210%' },
              { label: 'ROI маркетингу', value: '+320%' },
            ],
          },
        ],
      },
      es: {
        title: 'Casos de éxito',
        description:
          'Resultados reales de proyectos de Growth Partners: más tráfico orgánico, ciclos de venta más cortos, informes más rápidos y ' +
          'leads más baratos en toda Europa.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Cada proyecto empieza con objetivos claros y termina con resultados medibles. A continuación presentamos cuatro ejemplos ' +
              'de distintos sectores y países. Por motivos de confidencialidad no publicamos los nombres de los clientes; salvo que se ' +
              'indique lo contrario, las cifras comparan los doce meses anteriores y posteriores al proyecto.',
          },
          {
            type: 'case',
            client: 'Tienda online de muebles, España',
            challenge:
              'La tienda online dependía casi por completo de la publicidad de pago. La búsqueda orgánica aportaba poco tráfico, las ' +
              'fichas de producto tenían descripciones escasas y el aumento de los costes publicitarios reducía los márgenes.',
            solution:
              'Realizamos una auditoría SEO técnica, corregimos los problemas de indexación y de velocidad del sitio, reorganizamos la ' +
              'estructura de categorías y redactamos descripciones únicas para más de 1 200 productos. Un plan de contenidos con guías ' +
              'de compra se centró en búsquedas con una clara intención de compra.',
            results: [
              { label: 'Tráfico orgánico', value: '+180%' },
              { label: 'Ingresos online procedentes de la búsqueda orgánica', value: '+95%' },
              { label: 'Coste por adquisición', value: '−32%' },
            ],
          },
          {
            type: 'case',
            client: 'Empresa de software B2B (SaaS), República Checa',
            challenge:
              'El equipo comercial, de ocho personas, trabajaba con hojas de cálculo y correo electrónico. Los leads se atendían tarde o ' +
              'no se atendían, y la dirección no disponía de una previsión de ventas fiable.',
            solution:
              'Implantamos un CRM con un embudo de ventas claramente definido, introdujimos lead scoring y secuencias de seguimiento ' +
              'automatizadas y redactamos un manual de ventas. Los comerciales recibieron formación práctica y coaching semanal durante ' +
              'tres meses.',
            results: [
              { label: 'Leads cualificados al mes', value: '+120%' },
              { label: 'Duración del ciclo de venta', value: '−28%' },
              { label: 'Tasa de cierre', value: '+40%' },
            ],
          },
          {
            type: 'case',
            client: 'Empresa de logística con 14 centros de distribución, Polonia',
            challenge:
              'Los datos operativos estaban repartidos en cuatro sistemas distintos. Los informes mensuales se elaboraban a mano, ' +
              'llevaban varios días y a menudo contenían cifras contradictorias.',
            solution:
              'Diseñamos un almacén de datos central, creamos flujos de datos automatizados desde los sistemas de gestión del ' +
              'transporte, de almacén y de contabilidad, depuramos los registros de clientes duplicados y entregamos paneles ' +
              'interactivos para la dirección y los responsables de cada centro.',
            results: [
              { label: 'Tiempo de preparación de los informes mensuales', value: '−85%' },
              { label: 'Registros de clientes duplicados', value: '−92%' },
              { label: 'Precisión de la previsión de entregas', value: '94%' },
            ],
          },
          {
            type: 'case',
            client: 'Red de clínicas dentales privadas, Ucrania',
            challenge:
              'Las clínicas invertían un gran presupuesto en publicidad, pero no sabían qué canales les traían pacientes. El coste por ' +
              'lead no dejaba de subir y muchas consultas nunca recibían una llamada de respuesta.',
            solution:
              'Configuramos una medición basada en el consentimiento y el seguimiento de llamadas, reestructuramos las campañas de ' +
              'búsqueda y de redes sociales en torno a tratamientos concretos y conectamos la reserva online con el CRM, de modo que ' +
              'cada consulta se atendiera en menos de 15 minutos.',
            results: [
              { label: 'Coste por lead', value: '−45%' },
              { label: 'Citas reservadas', value: '+210%' },
              { label: 'ROI de marketing', value: '+320%' },
            ],
          },
        ],
      },
      cz: {
        title: 'Případové studie',
        description:
          'Skutečné výsledky projektů Growth Partners: více organické návštěvnosti, kratší obchodní cykly, rychlejší reporting a ' +
          'levnější leady pro klienty v celé Evropě.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Každý projekt začíná jasnými cíli a končí měřitelnými výsledky. Níže najdete čtyři příklady z různých odvětví a zemí. ' +
              'Jména klientů z důvodu důvěrnosti nezveřejňujeme; není-li uvedeno jinak, čísla porovnávají dvanáct měsíců před projektem ' +
              'a po něm.',
          },
          {
            type: 'case',
            client: 'Online prodejce nábytku, Španělsko',
            challenge:
              'E-shop byl téměř zcela závislý na placené reklamě. Organické vyhledávání přinášelo málo návštěvnosti, produktové stránky ' +
              'měly strohé popisy a rostoucí náklady na reklamu ukrajovaly z marže.',
            solution:
              'Provedli jsme technický SEO audit, odstranili problémy s indexací a rychlostí webu, přestavěli strukturu kategorií a ' +
              'napsali unikátní popisy pro více než 1 200 produktů. Obsahový plán s nákupními průvodci cílil na vyhledávací dotazy s ' +
              'jasným nákupním záměrem.',
            results: [
              { label: 'Organická návštěvnost', value: '+180%' },
              { label: 'Online tržby z organického vyhledávání', value: '+95%' },
              { label: 'Náklady na získání zákazníka', value: '−32%' },
            ],
          },
          {
            type: 'case',
            client: 'Softwarová firma B2B (SaaS), Česká republika',
            challenge:
              'Osmičlenný obchodní tým pracoval s tabulkami a e-maily. Na leady se reagovalo pozdě nebo vůbec a vedení nemělo ' +
              'spolehlivou prognózu prodeje.',
            solution:
              'Zavedli jsme CRM s jasně definovanou obchodní pipeline, lead scoring a automatizované follow-up sekvence a sepsali ' +
              'obchodní playbook. Obchodníci prošli praktickým školením a tři měsíce jsme je každý týden koučovali.',
            results: [
              { label: 'Kvalifikované leady za měsíc', value: '+120%' },
              { label: 'Délka obchodního cyklu', value: '−28%' },
              { label: 'Úspěšnost uzavírání obchodů', value: '+40%' },
            ],
          },
          {
            type: 'case',
            client: 'Logistická firma se 14 depy, Polsko',
            challenge:
              'Provozní data byla roztříštěná ve čtyřech samostatných systémech. Měsíční reporty se sestavovaly ručně, trvaly několik ' +
              'dní a často obsahovaly protichůdná čísla.',
            solution:
              'Navrhli jsme centrální datový sklad, vybudovali automatizované datové pipeline ze systémů pro řízení dopravy, skladu a ' +
              'účetnictví, vyčistili duplicitní záznamy zákazníků a dodali interaktivní dashboardy pro vedení i vedoucí dep.',
            results: [
              { label: 'Čas na přípravu měsíčních reportů', value: '−85%' },
              { label: 'Duplicitní záznamy zákazníků', value: '−92%' },
              { label: 'Přesnost prognózy doručení', value: '94%' },
            ],
          },
          {
            type: 'case',
            client: 'Síť soukromých zubních klinik, Ukrajina',
            challenge:
              'Kliniky vydávaly na reklamu velký rozpočet, ale nevěděly, které kanály přivádějí pacienty. Cena za lead neustále rostla a ' +
              'mnoha zájemcům se nikdo nikdy neozval zpět.',
            solution:
              'Nastavili jsme měření založené na souhlasu a sledování hovorů, přestavěli kampaně ve vyhledávání a na sociálních sítích ' +
              'podle jednotlivých typů ošetření a propojili online rezervace s CRM, takže na každou poptávku se reagovalo do 15 minut.',
            results: [
              { label: 'Cena za lead', value: '−45%' },
              { label: 'Rezervované termíny', value: '+210%' },
              { label: 'ROI marketingu', value: '+320%' },
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'contacts',
    sortOrder: 4,
    translations: {
      en: {
        title: 'Contacts',
        description:
          'Contact Growth Partners in Madrid or Prague: addresses, phone numbers, email addresses and office hours of our Spanish and ' +
          'Czech companies.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Whether you are planning a new project, have a question about an order or want to exercise your data protection rights, ' +
              'we are happy to help. Write to us or call the office nearest to you; we reply to every enquiry within one business day.',
          },
          { type: 'heading', text: 'Spain: Growth Partners Europe S.L.' },
          {
            type: 'list',
            items: [
              'Address: Calle de Alcalá 120, 28009 Madrid, Spain',
              'Tax ID (CIF): B12345678',
              'Phone: +34 910 123 456',
              'Email: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Czech Republic: Growth Partners CZ s.r.o.' },
          {
            type: 'list',
            items: [
              'Address: Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
              'Company ID (IČO): 12345678',
              'Phone: +420 222 123 456',
              'Email: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Email addresses' },
          {
            type: 'list',
            items: [
              'hello@growth-partners.example: general enquiries and support for existing orders',
              'sales@growth-partners.example: new projects, quotes and partnerships',
              'privacy@growth-partners.example: data protection and requests under the GDPR',
            ],
          },
          { type: 'heading', text: 'Office hours' },
          {
            type: 'list',
            items: [
              'Monday to Friday: 9:00–18:00 Central European Time, in Madrid and Prague',
              'Saturdays, Sundays and public holidays: closed',
              'Clients with active projects: 24/7 support by email and in the client account',
            ],
          },
        ],
      },
      ua: {
        title: 'Контакти',
        description:
          'Зв’яжіться з Growth Partners у Мадриді чи Празі: адреси, телефони, електронна пошта та години роботи нашої іспанської та ' +
          'чеської компаній.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Плануєте новий проєкт, маєте запитання щодо замовлення чи хочете скористатися своїми правами щодо захисту даних — ми раді ' +
              'допомогти. Напишіть нам або зателефонуйте до найближчого офісу; ми відповідаємо на кожне звернення протягом одного ' +
              'робочого дня.',
          },
          { type: 'heading', text: 'Іспанія: Growth Partners Europe S.L.' },
          {
            type: 'list',
            items: [
              'Адреса: Calle de Alcalá 120, 28009 Madrid, Spain',
              'Податковий номер (CIF): B12345678',
              'Телефон: +34 910 123 456',
              'Електронна пошта: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Чехія: Growth Partners CZ s.r.o.' },
          {
            type: 'list',
            items: [
              'Адреса: Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
              'Ідентифікаційний номер (IČO): 12345678',
              'Телефон: +420 222 123 456',
              'Електронна пошта: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Адреси електронної пошти' },
          {
            type: 'list',
            items: [
              'hello@growth-partners.example: загальні запитання та підтримка за чинними замовленнями',
              'sales@growth-partners.example: нові проєкти, комерційні пропозиції та партнерство',
              'privacy@growth-partners.example: захист даних і запити відповідно до GDPR',
            ],
          },
          { type: 'heading', text: 'Години роботи' },
          {
            type: 'list',
            items: [
              'З понеділка по п’ятницю: 9:00–18:00 за центральноєвропейським часом, у Мадриді та Празі',
              'Субота, неділя та державні свята: вихідні',
              'Клієнти з активними проєктами: підтримка 24/7 електронною поштою та в особистому кабінеті',
            ],
          },
        ],
      },
      es: {
        title: 'Contacto',
        description:
          'Contacte con Growth Partners en Madrid o en Praga: direcciones, teléfonos, correos electrónicos y horario de atención de ' +
          'nuestras sociedades española y checa.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Tanto si está planificando un nuevo proyecto como si tiene una pregunta sobre un pedido o desea ejercer sus derechos de ' +
              'protección de datos, estaremos encantados de ayudarle. Escríbanos o llame a la oficina más cercana; respondemos a todas ' +
              'las consultas en el plazo de un día laborable.',
          },
          { type: 'heading', text: 'España: Growth Partners Europe S.L.' },
          {
            type: 'list',
            items: [
              'Dirección: Calle de Alcalá 120, 28009 Madrid, España',
              'CIF: B12345678',
              'Teléfono: +34 910 123 456',
              'Correo electrónico: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'República Checa: Growth Partners CZ s.r.o.' },
          {
            type: 'list',
            items: [
              'Dirección: Vinohradská 2405/190, 130 00 Praga 3, República Checa',
              'Número de identificación (IČO): 12345678',
              'Teléfono: +420 222 123 456',
              'Correo electrónico: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Direcciones de correo electrónico' },
          {
            type: 'list',
            items: [
              'hello@growth-partners.example: consultas generales y soporte para pedidos en curso',
              'sales@growth-partners.example: nuevos proyectos, presupuestos y colaboraciones',
              'privacy@growth-partners.example: protección de datos y solicitudes conforme al RGPD',
            ],
          },
          { type: 'heading', text: 'Horario de atención' },
          {
            type: 'list',
            items: [
              'De lunes a viernes: de 9:00 a 18:00, hora de Europa central, en Madrid y en Praga',
              'Sábados, domingos y festivos: cerrado',
              'Clientes con proyectos activos: soporte 24/7 por correo electrónico y en el área de cliente',
            ],
          },
        ],
      },
      cz: {
        title: 'Kontakty',
        description:
          'Kontaktujte Growth Partners v Madridu nebo v Praze: adresy, telefonní čísla, e-maily a provozní doba naší španělské a české ' +
          'společnosti na jednom místě.',
        blocks: [
          {
            type: 'paragraph',
            text:
              'Ať plánujete nový projekt, máte dotaz k objednávce, nebo chcete uplatnit svá práva v oblasti ochrany osobních údajů, rádi ' +
              'vám pomůžeme. Napište nám nebo zavolejte do nejbližší kanceláře; na každý dotaz odpovídáme do jednoho pracovního dne.',
          },
          { type: 'heading', text: 'Španělsko: Growth Partners Europe S.L.' },
          {
            type: 'list',
            items: [
              'Adresa: Calle de Alcalá 120, 28009 Madrid, Španělsko',
              'Daňové identifikační číslo (CIF): B12345678',
              'Telefon: +34 910 123 456',
              'E-mail: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'Česká republika: Growth Partners CZ s.r.o.' },
          {
            type: 'list',
            items: [
              'Adresa: Vinohradská 2405/190, 130 00 Praha 3, Česká republika',
              'IČO: 12345678',
              'Telefon: +420 222 123 456',
              'E-mail: hello@growth-partners.example',
            ],
          },
          { type: 'heading', text: 'E-mailové adresy' },
          {
            type: 'list',
            items: [
              'hello@growth-partners.example: obecné dotazy a podpora k probíhajícím objednávkám',
              'sales@growth-partners.example: nové projekty, cenové nabídky a partnerství',
              'privacy@growth-partners.example: ochrana osobních údajů a žádosti podle GDPR',
            ],
          },
          { type: 'heading', text: 'Provozní doba' },
          {
            type: 'list',
            items: [
              'Pondělí až pátek: 9:00–18:00 středoevropského času, v Madridu i v Praze',
              'Soboty, neděle a státní svátky: zavřeno',
              'Klienti s aktivními projekty: podpora 24/7 e-mailem a v klientském účtu',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'terms',
    sortOrder: 5,
    translations: {
      en: {
        title: 'Terms of Service',
        description:
          'Terms of Service of Growth Partners: contracting entities, orders, prices and payment in EUR, welcome bonus rules, ' +
          'cancellation, liability and governing law.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Parties. These Terms of Service govern all services ordered through this website. The services are provided by Growth ' +
              'Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678, and by Growth Partners CZ s.r.o., ' +
              'Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678 (each “Growth Partners” or “we”). The contracting ' +
              'entity for a particular order is the one named in the order confirmation and on the invoice. “Client” means the company ' +
              'or person placing the order.',
          },
          {
            type: 'paragraph',
            text:
              '2. Services and orders. The scope, deliverables and estimated delivery time of each service are described on its service ' +
              'page and, where applicable, in an individual proposal. An order placed in the client account first has the status ' +
              '“Pending”. The contract is concluded when we confirm the order (status “Confirmed”). We may decline an order, for example ' +
              'if the requested work cannot be carried out lawfully or within the stated time; in that case no payment is due.',
          },
          {
            type: 'paragraph',
            text:
              '3. Prices and payment. Prices are stated in euros (EUR) unless another currency is expressly indicated; VAT is added at ' +
              'the applicable rate where required by law. We issue an electronic invoice for every order. Unless agreed otherwise, ' +
              'invoices are payable within 14 days of issue by bank transfer or card. For larger projects we may ask for an advance ' +
              'payment or agree on invoicing by milestones. If payment is late, we may suspend work on the order concerned.',
          },
          {
            type: 'paragraph',
            text:
              '4. Welcome bonus. New clients receive a welcome bonus of up to 10 000 EUR, credited to their client account as bonus ' +
              'credits. The following rules apply:',
          },
          {
            type: 'list',
            items: [
              'The bonus can cover at most 20% of the price of an order.',
              'At least 10 EUR of every order is always paid in cash, i.e. by bank transfer or card, not with bonus credits.',
              'Bonus credits never expire.',
              'Bonus credits are non-transferable: they cannot be passed on to another client, sold or exchanged for money.',
              'If an order paid partly with bonus credits is cancelled, the credits spent on it are returned to the client account.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '5. Cancellation. The client may cancel an order free of charge while it has the status “Pending” or “Confirmed”, either ' +
              'in the client account or by email to hello@growth-partners.example. Any amount already paid is refunded within 14 days, ' +
              'and the bonus credits spent on the order are returned to the client account. Once work on the order has started, it can ' +
              'no longer be cancelled through the website; early termination is then agreed individually and the work already performed ' +
              'is invoiced.',
          },
          {
            type: 'paragraph',
            text:
              '6. Cooperation and results. The client provides the access, information and approvals needed for the work in good time. ' +
              'Forecasts, KPIs and expected returns stated on the website are estimates based on comparable projects. Specific results ' +
              'are guaranteed only where a service is expressly marked as guaranteed, and only under the conditions stated there.',
          },
          {
            type: 'paragraph',
            text:
              '7. Confidentiality and intellectual property. Both parties keep the other party’s confidential information secret, also ' +
              'after the cooperation has ended. Upon full payment, the client obtains the rights to use the deliverables created ' +
              'specifically for them; our pre-existing tools, templates and know-how remain our property.',
          },
          {
            type: 'paragraph',
            text:
              '8. Liability. We perform our services with professional care. Our liability for damage caused by slight negligence is ' +
              'limited to the price of the order concerned, and we are not liable for indirect damage or lost profit. These limitations ' +
              'do not apply to damage caused intentionally or through gross negligence, to personal injury or where liability cannot be ' +
              'limited by law.',
          },
          {
            type: 'paragraph',
            text:
              '9. Governing law and disputes. Contracts with Growth Partners Europe S.L. are governed by Spanish law and disputes are ' +
              'decided by the courts of Madrid. Contracts with Growth Partners CZ s.r.o. are governed by Czech law and disputes are ' +
              'decided by the courts in Prague. The UN Convention on Contracts for the International Sale of Goods does not apply. ' +
              'Mandatory consumer protection rules of the consumer’s country of residence remain unaffected.',
          },
          {
            type: 'paragraph',
            text:
              '10. Changes and contact. We may update these terms; each order is governed by the version in force when it was placed. ' +
              'Please send questions about these terms to hello@growth-partners.example and questions about new orders to ' +
              'sales@growth-partners.example, or call us on +34 910 123 456 (Spain) or +420 222 123 456 (Czech Republic).',
          },
        ],
      },
      ua: {
        title: 'Умови надання послуг',
        description:
          'Умови надання послуг Growth Partners: сторони договору, замовлення, ціни та оплата в EUR, правила вітального бонусу, ' +
          'скасування, відповідальність і право.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Сторони. Ці Умови надання послуг регулюють усі послуги, замовлені через цей вебсайт. Послуги надають Growth Partners ' +
              'Europe S.L., Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678, та Growth Partners CZ s.r.o., Vinohradská 2405/190, ' +
              '130 00 Prague 3, Czech Republic, IČO 12345678 (кожна з них — «Growth Partners» або «ми»). Стороною договору за конкретним ' +
              'замовленням є компанія, зазначена в підтвердженні замовлення та в рахунку. «Клієнт» — компанія або особа, яка розміщує ' +
              'замовлення.',
          },
          {
            type: 'paragraph',
            text:
              '2. Послуги та замовлення. Обсяг, результати та орієнтовний строк виконання кожної послуги описано на її сторінці та, за ' +
              'потреби, в індивідуальній пропозиції. Замовлення, розміщене в особистому кабінеті, спочатку має статус «Очікує». Договір ' +
              'вважається укладеним, коли ми підтверджуємо замовлення (статус «Підтверджено»). Ми можемо відхилити замовлення, наприклад ' +
              'якщо роботу неможливо виконати законно або в зазначений строк; у такому разі оплата не стягується.',
          },
          {
            type: 'paragraph',
            text:
              '3. Ціни та оплата. Ціни вказано в євро (EUR), якщо прямо не зазначено іншу валюту; ПДВ додається за чинною ставкою, якщо ' +
              'цього вимагає закон. На кожне замовлення ми виставляємо електронний рахунок. Якщо не домовлено інакше, рахунок потрібно ' +
              'сплатити протягом 14 днів з дати виставлення банківським переказом або карткою. Для великих проєктів ми можемо попросити ' +
              'аванс або погодити оплату за етапами. У разі прострочення оплати ми можемо призупинити роботу за відповідним замовленням.',
          },
          {
            type: 'paragraph',
            text:
              '4. Вітальний бонус. Нові клієнти отримують вітальний бонус до 10 000 EUR, який зараховується в особистий кабінет у ' +
              'вигляді бонусних кредитів. Діють такі правила:',
          },
          {
            type: 'list',
            items: [
              'Бонусом можна оплатити не більше 20% вартості замовлення.',
              'Щонайменше 10 EUR кожного замовлення завжди сплачуються грошима, тобто банківським переказом або карткою, а не бонусними ' +
                'кредитами.',
              'Бонусні кредити не мають строку дії і ніколи не згорають.',
              'Бонусні кредити не підлягають передачі: їх не можна передати іншому клієнту, продати чи обміняти на гроші.',
              'Якщо замовлення, частково оплачене бонусними кредитами, скасовано, використані на нього кредити повертаються в особистий ' +
                'кабінет клієнта.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '5. Скасування. Клієнт може безкоштовно скасувати замовлення, поки воно має статус «Очікує» або «Підтверджено», в ' +
              'особистому кабінеті або листом на hello@growth-partners.example. Уже сплачену суму ми повертаємо протягом 14 днів, а ' +
              'бонусні кредити, використані для замовлення, повертаються в особистий кабінет. Після початку робіт замовлення вже не ' +
              'можна скасувати через вебсайт; дострокове припинення тоді погоджується індивідуально, а вже виконана робота оплачується.',
          },
          {
            type: 'paragraph',
            text:
              '6. Співпраця та результати. Клієнт своєчасно надає доступи, інформацію та погодження, необхідні для виконання робіт. ' +
              'Прогнози, KPI та очікувана рентабельність, зазначені на вебсайті, є оцінками на основі порівнянних проєктів. Конкретні ' +
              'результати гарантуються лише тоді, коли послугу прямо позначено як гарантовану, і лише на зазначених там умовах.',
          },
          {
            type: 'paragraph',
            text:
              '7. Конфіденційність та інтелектуальна власність. Обидві сторони зберігають у таємниці конфіденційну інформацію одна ' +
              'одної, зокрема й після завершення співпраці. Після повної оплати клієнт отримує права на використання результатів, ' +
              'створених спеціально для нього; наші наявні інструменти, шаблони та ноу-хау залишаються нашою власністю.',
          },
          {
            type: 'paragraph',
            text:
              '8. Відповідальність. Ми надаємо послуги з професійною ретельністю. Наша відповідальність за шкоду, заподіяну через легку ' +
              'необережність, обмежена вартістю відповідного замовлення; ми не відповідаємо за непрямі збитки чи упущену вигоду. Ці ' +
              'обмеження не застосовуються до шкоди, заподіяної умисно або через грубу необережність, до шкоди життю та здоров’ю, а ' +
              'також у випадках, коли закон не дозволяє обмежити відповідальність.',
          },
          {
            type: 'paragraph',
            text:
              '9. Застосовне право та спори. Договори з Growth Partners Europe S.L. регулюються правом Іспанії, а спори розглядають суди ' +
              'Мадрида. Договори з Growth Partners CZ s.r.o. регулюються правом Чеської Республіки, а спори розглядають суди в Празі. ' +
              'Конвенція ООН про договори міжнародної купівлі-продажу товарів не застосовується. Імперативні норми захисту прав ' +
              'споживачів країни проживання споживача залишаються в силі.',
          },
          {
            type: 'paragraph',
            text:
              '10. Зміни та контакти. Ми можемо оновлювати ці умови; до кожного замовлення застосовується редакція, чинна на момент його ' +
              'розміщення. Запитання щодо цих умов надсилайте на hello@growth-partners.example, щодо нових замовлень — на ' +
              'sales@growth-partners.example або телефонуйте: +34 910 123 456 (Іспанія) чи +420 222 123 456 (Чехія).',
          },
        ],
      },
      es: {
        title: 'Condiciones del servicio',
        description:
          'Condiciones de Growth Partners: sociedades contratantes, pedidos, precios y pago en EUR, bono de bienvenida, cancelación, ' +
          'responsabilidad y ley aplicable.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Partes. Las presentes Condiciones del servicio regulan todos los servicios contratados a través de este sitio web. Los ' +
              'servicios los prestan Growth Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, España, CIF B12345678, y Growth ' +
              'Partners CZ s.r.o., Vinohradská 2405/190, 130 00 Praga 3, República Checa, IČO 12345678 (cada una, «Growth Partners» o ' +
              '«nosotros»). La sociedad contratante de cada pedido es la que figura en la confirmación del pedido y en la factura. Se ' +
              'entiende por «Cliente» la empresa o persona que realiza el pedido.',
          },
          {
            type: 'paragraph',
            text:
              '2. Servicios y pedidos. El alcance, los entregables y el plazo estimado de cada servicio se describen en su página y, en ' +
              'su caso, en una propuesta individual. Un pedido realizado en el área de cliente tiene inicialmente el estado «Pendiente». ' +
              'El contrato se perfecciona cuando confirmamos el pedido (estado «Confirmado»). Podemos rechazar un pedido, por ejemplo si ' +
              'el trabajo solicitado no puede realizarse de forma lícita o en el plazo indicado; en tal caso no se devenga ningún pago.',
          },
          {
            type: 'paragraph',
            text:
              '3. Precios y pago. Los precios se indican en euros (EUR), salvo que se indique expresamente otra moneda; el IVA se añade ' +
              'al tipo aplicable cuando la ley lo exija. Emitimos una factura electrónica por cada pedido. Salvo pacto en contrario, las ' +
              'facturas deben pagarse en un plazo de 14 días desde su emisión mediante transferencia bancaria o tarjeta. En proyectos de ' +
              'mayor tamaño podemos solicitar un anticipo o acordar la facturación por hitos. En caso de retraso en el pago, podemos ' +
              'suspender los trabajos del pedido afectado.',
          },
          {
            type: 'paragraph',
            text:
              '4. Bono de bienvenida. Los nuevos clientes reciben un bono de bienvenida de hasta 10 000 EUR, que se abona en su área de ' +
              'cliente en forma de créditos de bonificación. Se aplican las siguientes reglas:',
          },
          {
            type: 'list',
            items: [
              'El bono puede cubrir como máximo el 20 % del precio de un pedido.',
              'Al menos 10 EUR de cada pedido se pagan siempre en efectivo, es decir, mediante transferencia bancaria o tarjeta y no con ' +
                'créditos de bonificación.',
              'Los créditos de bonificación no caducan nunca.',
              'Los créditos de bonificación son intransferibles: no pueden cederse a otro cliente, venderse ni canjearse por dinero.',
              'Si se cancela un pedido pagado en parte con créditos de bonificación, los créditos utilizados se devuelven al área de ' +
                'cliente.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '5. Cancelación. El Cliente puede cancelar un pedido sin coste alguno mientras tenga el estado «Pendiente» o «Confirmado», ' +
              'desde el área de cliente o por correo electrónico a hello@growth-partners.example. Los importes ya abonados se reembolsan ' +
              'en un plazo de 14 días y los créditos de bonificación utilizados en el pedido se devuelven al área de cliente. Una vez ' +
              'iniciados los trabajos, el pedido ya no puede cancelarse a través del sitio web; la resolución anticipada se acuerda ' +
              'entonces de forma individual y se factura el trabajo ya realizado.',
          },
          {
            type: 'paragraph',
            text:
              '6. Colaboración y resultados. El Cliente facilita a tiempo los accesos, la información y las aprobaciones necesarios para ' +
              'realizar el trabajo. Las previsiones, los KPI y la rentabilidad esperada que figuran en el sitio web son estimaciones ' +
              'basadas en proyectos comparables. Solo se garantizan resultados concretos cuando un servicio se identifica expresamente ' +
              'como garantizado, y únicamente en las condiciones allí indicadas.',
          },
          {
            type: 'paragraph',
            text:
              '7. Confidencialidad y propiedad intelectual. Ambas partes guardan secreto sobre la información confidencial de la otra ' +
              'parte, también después de finalizar la colaboración. Una vez abonado íntegramente el precio, el Cliente obtiene los ' +
              'derechos de uso sobre los entregables creados específicamente para él; nuestras herramientas, plantillas y conocimientos ' +
              'previos siguen siendo de nuestra propiedad.',
          },
          {
            type: 'paragraph',
            text:
              '8. Responsabilidad. Prestamos nuestros servicios con la diligencia profesional debida. Nuestra responsabilidad por los ' +
              'daños causados por negligencia leve se limita al precio del pedido afectado y no respondemos de daños indirectos ni del ' +
              'lucro cesante. Estas limitaciones no se aplican a los daños causados con dolo o negligencia grave, a los daños personales ' +
              'ni a los casos en que la ley no permita limitar la responsabilidad.',
          },
          {
            type: 'paragraph',
            text:
              '9. Ley aplicable y jurisdicción. Los contratos con Growth Partners Europe S.L. se rigen por la legislación española y los ' +
              'litigios se someten a los juzgados y tribunales de Madrid. Los contratos con Growth Partners CZ s.r.o. se rigen por la ' +
              'legislación checa y los litigios se someten a los tribunales de Praga. No se aplica la Convención de las Naciones Unidas ' +
              'sobre los Contratos de Compraventa Internacional de Mercaderías. Quedan a salvo las normas imperativas de protección de ' +
              'los consumidores del país de residencia del consumidor.',
          },
          {
            type: 'paragraph',
            text:
              '10. Modificaciones y contacto. Podemos actualizar estas condiciones; a cada pedido se le aplica la versión vigente en el ' +
              'momento de realizarlo. Puede enviar sus preguntas sobre estas condiciones a hello@growth-partners.example y las relativas ' +
              'a nuevos pedidos a sales@growth-partners.example, o llamarnos al +34 910 123 456 (España) o al +420 222 123 456 ' +
              '(República Checa).',
          },
        ],
      },
      cz: {
        title: 'Obchodní podmínky',
        description:
          'Obchodní podmínky Growth Partners: smluvní strany, objednávky, ceny a platby v EUR, pravidla uvítacího bonusu, zrušení ' +
          'objednávky, odpovědnost a rozhodné právo.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Smluvní strany. Tyto obchodní podmínky upravují všechny služby objednané prostřednictvím tohoto webu. Služby poskytují ' +
              'společnosti Growth Partners Europe S.L., Calle de Alcalá 120, 28009 Madrid, Španělsko, CIF B12345678, a Growth Partners ' +
              'CZ s.r.o., Vinohradská 2405/190, 130 00 Praha 3, Česká republika, IČO 12345678 (každá z nich dále jen „Growth Partners“ ' +
              'nebo „my“). Smluvní stranou konkrétní objednávky je společnost uvedená v potvrzení objednávky a na faktuře. „Klientem“ se ' +
              'rozumí firma nebo osoba, která objednávku odesílá.',
          },
          {
            type: 'paragraph',
            text:
              '2. Služby a objednávky. Rozsah, výstupy a předpokládaná doba dodání každé služby jsou popsány na její stránce a případně ' +
              'v individuální nabídce. Objednávka odeslaná v klientském účtu má nejprve stav „Čeká na potvrzení“. Smlouva je uzavřena ' +
              'potvrzením objednávky z naší strany (stav „Potvrzeno“). Objednávku můžeme odmítnout, například pokud požadovanou práci ' +
              'nelze provést v souladu se zákonem nebo v uvedeném termínu; v takovém případě nevzniká povinnost platit.',
          },
          {
            type: 'paragraph',
            text:
              '3. Ceny a platby. Ceny jsou uvedeny v eurech (EUR), pokud není výslovně uvedena jiná měna; DPH se připočítává v příslušné ' +
              'sazbě, pokud to vyžadují právní předpisy. Ke každé objednávce vystavujeme elektronickou fakturu. Není-li dohodnuto jinak, ' +
              'je faktura splatná do 14 dnů od vystavení bankovním převodem nebo kartou. U větších projektů můžeme požadovat zálohu nebo ' +
              'se dohodnout na fakturaci po etapách. Při prodlení s platbou můžeme práce na dotčené objednávce přerušit.',
          },
          {
            type: 'paragraph',
            text:
              '4. Uvítací bonus. Noví klienti získají uvítací bonus až 10 000 EUR, který se připíše do klientského účtu ve formě ' +
              'bonusových kreditů. Platí tato pravidla:',
          },
          {
            type: 'list',
            items: [
              'Bonusem lze uhradit nejvýše 20 % ceny objednávky.',
              'Nejméně 10 EUR z každé objednávky se vždy hradí penězi, tj. bankovním převodem nebo kartou, nikoli bonusovými kredity.',
              'Bonusové kredity nikdy nepropadají.',
              'Bonusové kredity jsou nepřevoditelné: nelze je převést na jiného klienta, prodat ani směnit za peníze.',
              'Pokud je zrušena objednávka uhrazená zčásti bonusovými kredity, použité kredity se vrátí do klientského účtu.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '5. Zrušení objednávky. Klient může objednávku bezplatně zrušit, dokud má stav „Čeká na potvrzení“ nebo „Potvrzeno“, a to ' +
              'v klientském účtu nebo e-mailem na hello@growth-partners.example. Již zaplacenou částku vrátíme do 14 dnů a bonusové ' +
              'kredity použité na objednávku se vrátí do klientského účtu. Po zahájení prací už objednávku nelze zrušit přes web; ' +
              'předčasné ukončení se pak dohodne individuálně a již provedená práce se vyfakturuje.',
          },
          {
            type: 'paragraph',
            text:
              '6. Součinnost a výsledky. Klient včas poskytne přístupy, informace a schválení potřebné k provedení práce. Prognózy, KPI ' +
              'a očekávaná návratnost uvedené na webu jsou odhady založené na srovnatelných projektech. Konkrétní výsledky garantujeme ' +
              'pouze tehdy, je-li služba výslovně označena jako garantovaná, a jen za podmínek tam uvedených.',
          },
          {
            type: 'paragraph',
            text:
              '7. Důvěrnost a duševní vlastnictví. Obě strany zachovávají mlčenlivost o důvěrných informacích druhé strany, a to i po ' +
              'skončení spolupráce. Po úplném zaplacení získává klient práva k užití výstupů vytvořených speciálně pro něj; naše dříve ' +
              'vytvořené nástroje, šablony a know-how zůstávají naším vlastnictvím.',
          },
          {
            type: 'paragraph',
            text:
              '8. Odpovědnost. Služby poskytujeme s odbornou péčí. Naše odpovědnost za škodu způsobenou lehkou nedbalostí je omezena ' +
              'cenou dotčené objednávky a neodpovídáme za nepřímé škody ani ušlý zisk. Tato omezení se nevztahují na škodu způsobenou ' +
              'úmyslně nebo z hrubé nedbalosti, na újmu na zdraví ani na případy, kdy odpovědnost nelze podle zákona omezit.',
          },
          {
            type: 'paragraph',
            text:
              '9. Rozhodné právo a spory. Smlouvy se společností Growth Partners Europe S.L. se řídí španělským právem a spory rozhodují ' +
              'soudy v Madridu. Smlouvy se společností Growth Partners CZ s.r.o. se řídí českým právem a spory rozhodují soudy v Praze. ' +
              'Úmluva OSN o smlouvách o mezinárodní koupi zboží se nepoužije. Kogentní ustanovení na ochranu spotřebitele podle státu ' +
              'jeho bydliště zůstávají nedotčena.',
          },
          {
            type: 'paragraph',
            text:
              '10. Změny a kontakt. Tyto podmínky můžeme aktualizovat; na každou objednávku se vztahuje znění platné v okamžiku jejího ' +
              'odeslání. Dotazy k těmto podmínkám posílejte na hello@growth-partners.example, dotazy k novým objednávkám na ' +
              'sales@growth-partners.example, případně nám zavolejte na +34 910 123 456 (Španělsko) nebo +420 222 123 456 (Česká ' +
              'republika).',
          },
        ],
      },
    },
  },
  {
    slug: 'privacy',
    sortOrder: 6,
    translations: {
      en: {
        title: 'Privacy Policy',
        description:
          'How Growth Partners processes personal data under the GDPR: joint controllers, data we collect, purposes, legal bases, ' +
          'retention periods and your rights.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Joint controllers. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678) and Growth ' +
              'Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678) jointly determine the purposes ' +
              'and means of processing personal data on this website and are joint controllers within the meaning of Article 26 of the ' +
              'General Data Protection Regulation (GDPR). They have agreed which of them fulfils which obligations; the essence of this ' +
              'arrangement is available on request. You may exercise your rights against either of them.',
          },
          { type: 'paragraph', text: '2. Data we collect. We only process the data we need for the purposes described below:' },
          {
            type: 'list',
            items: [
              'Account data: name, email address, phone number, company name, preferred language and a securely hashed password.',
              'Order data: ordered services, prices, order status, project briefs and communication about the order, including the use ' +
                'of bonus credits.',
              'Invoice data: billing name and address, VAT number or company ID, invoice amounts and payment records.',
              'Contact requests: the data you send us through the contact form, by email or by phone, such as your name, company, email ' +
                'address and the content of your message.',
              'Technical data: IP address, browser type and server logs needed to operate the website securely.',
              'Analytics data: information about how the website is used, collected only if you have given your consent.',
            ],
          },
          {
            type: 'paragraph',
            text: '3. Purposes and legal bases. We process personal data on the following legal bases under Article 6(1) GDPR:',
          },
          {
            type: 'list',
            items: [
              'Performance of a contract (point b): creating and managing your account, processing orders, delivering services and ' +
                'providing support.',
              'Legal obligation (point c): issuing invoices and keeping accounting and tax records.',
              'Legitimate interests (point f): answering contact requests, ensuring IT security, preventing fraud and defending legal ' +
                'claims.',
              'Consent (point a): web analytics and, if you subscribe, marketing emails. You can withdraw your consent at any time ' +
                'without affecting the lawfulness of earlier processing.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '4. Analytics and cookies. Without your consent we use only technically necessary cookies, for example to keep you signed ' +
              'in and to remember your cookie settings. Analytics tools are loaded only after you have given your consent in the cookie ' +
              'banner, and you can change or withdraw that consent at any time in the cookie settings of the website.',
          },
          {
            type: 'paragraph',
            text:
              '5. Recipients and transfers. Personal data are shared between the two joint controllers and with carefully selected ' +
              'processors, such as providers of hosting, email, payment and accounting services, who are bound by data processing ' +
              'agreements. We store data in the European Union. Should a transfer outside the EEA exceptionally be necessary, it takes ' +
              'place only on the basis of an adequacy decision or the standard contractual clauses of the European Commission. We do not ' +
              'sell personal data.',
          },
          {
            type: 'paragraph',
            text:
              '6. Retention. Account data are kept for as long as the account exists and deleted within 30 days of its closure, unless ' +
              'they are needed for the purposes below. Order and invoice data are kept for the periods required by Spanish and Czech tax ' +
              'and accounting law, generally up to 10 years. Contact requests that do not lead to an order are deleted after 24 months. ' +
              'Analytics data are stored for a maximum of 14 months.',
          },
          { type: 'paragraph', text: '7. Your rights. Under the GDPR you have the right to:' },
          {
            type: 'list',
            items: [
              'access your personal data and receive a copy of it;',
              'have inaccurate data rectified;',
              'have your data erased (“right to be forgotten”) where no legal obligation requires us to keep it;',
              'restrict the processing of your data;',
              'receive your data in a structured, machine-readable format (data portability);',
              'object to processing based on legitimate interests;',
              'withdraw your consent at any time.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '8. Contact and complaints. For any question about data protection or to exercise your rights, write to ' +
              'privacy@growth-partners.example or to either of the postal addresses above. We reply within one month. You also have the ' +
              'right to lodge a complaint with a supervisory authority, in particular the Spanish Agencia Española de Protección de ' +
              'Datos (AEPD) or the Czech Úřad pro ochranu osobních údajů (ÚOOÚ).',
          },
        ],
      },
      ua: {
        title: 'Політика конфіденційності',
        description:
          'Як Growth Partners обробляє персональні дані згідно з GDPR: спільні контролери, дані, які ми збираємо, цілі, правові ' +
          'підстави, строки зберігання та ваші права.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Спільні контролери. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Spain, CIF B12345678) та Growth ' +
              'Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Prague 3, Czech Republic, IČO 12345678) спільно визначають цілі та ' +
              'засоби обробки персональних даних на цьому вебсайті і є спільними контролерами у розумінні статті 26 Загального ' +
              'регламенту про захист даних (GDPR). Вони домовилися, хто з них виконує які обов’язки; основні положення цієї домовленості ' +
              'надаються на запит. Ви можете реалізувати свої права щодо будь-якої з двох компаній.',
          },
          { type: 'paragraph', text: '2. Які дані ми збираємо. Ми обробляємо лише ті дані, які потрібні для описаних нижче цілей:' },
          {
            type: 'list',
            items: [
              'Дані облікового запису: ім’я, адреса електронної пошти, номер телефону, назва компанії, бажана мова та надійно ' +
                'захешований пароль.',
              'Дані замовлень: замовлені послуги, ціни, статус замовлення, технічні завдання та листування щодо замовлення, зокрема ' +
                'використання бонусних кредитів.',
              'Дані для рахунків: найменування та адреса платника, номер платника ПДВ або реєстраційний номер компанії, суми рахунків і ' +
                'дані про платежі.',
              'Звернення: дані, які ви надсилаєте нам через контактну форму, електронною поштою чи телефоном, наприклад ім’я, компанія, ' +
                'адреса електронної пошти та зміст повідомлення.',
              'Технічні дані: IP-адреса, тип браузера та серверні журнали, необхідні для безпечної роботи вебсайту.',
              'Аналітичні дані: інформація про використання вебсайту, яку ми збираємо лише за вашою згодою.',
            ],
          },
          {
            type: 'paragraph',
            text: '3. Цілі та правові підстави. Ми обробляємо персональні дані на таких правових підставах відповідно до статті 6(1) GDPR:',
          },
          {
            type: 'list',
            items: [
              'Виконання договору (пункт b): створення та ведення облікового запису, обробка замовлень, надання послуг і підтримка.',
              'Юридичний обов’язок (пункт c): виставлення рахунків, ведення бухгалтерського та податкового обліку.',
              'Законні інтереси (пункт f): відповіді на звернення, забезпечення ІТ-безпеки, запобігання шахрайству та захист у разі ' +
                'правових вимог.',
              'Згода (пункт a): вебаналітика та, якщо ви підписалися, маркетингові листи. Ви можете будь-коли відкликати згоду; це не ' +
                'впливає на законність обробки до її відкликання.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '4. Аналітика та файли cookie. Без вашої згоди ми використовуємо лише технічно необхідні файли cookie, наприклад щоб ви ' +
              'залишалися в системі і щоб зберегти ваші налаштування cookie. Інструменти аналітики завантажуються лише після того, як ви ' +
              'надали згоду в банері cookie; змінити або відкликати згоду можна будь-коли в налаштуваннях cookie на вебсайті.',
          },
          {
            type: 'paragraph',
            text:
              '5. Одержувачі та передача даних. Персональні дані передаються між двома спільними контролерами та ретельно відібраним ' +
              'обробникам — постачальникам послуг хостингу, електронної пошти, платежів і бухгалтерського обліку, — пов’язаним ' +
              'договорами про обробку даних. Ми зберігаємо дані в Європейському Союзі. Якщо у виняткових випадках потрібна передача за ' +
              'межі ЄЕЗ, вона здійснюється лише на підставі рішення про адекватність або стандартних договірних положень Європейської ' +
              'комісії. Ми не продаємо персональні дані.',
          },
          {
            type: 'paragraph',
            text:
              '6. Строки зберігання. Дані облікового запису зберігаються, доки існує обліковий запис, і видаляються протягом 30 днів ' +
              'після його закриття, якщо вони не потрібні для зазначених нижче цілей. Дані замовлень і рахунків зберігаються протягом ' +
              'строків, визначених податковим і бухгалтерським законодавством Іспанії та Чехії, як правило, до 10 років. Звернення, які ' +
              'не привели до замовлення, видаляються через 24 місяці. Аналітичні дані зберігаються не довше 14 місяців.',
          },
          { type: 'paragraph', text: '7. Ваші права. Відповідно до GDPR ви маєте право:' },
          {
            type: 'list',
            items: [
              'на доступ до своїх персональних даних і отримання їх копії;',
              'на виправлення неточних даних;',
              'на видалення даних («право бути забутим»), якщо закон не зобов’язує нас їх зберігати;',
              'на обмеження обробки;',
              'на перенесення даних у структурованому машинозчитуваному форматі;',
              'заперечити проти обробки на підставі законних інтересів;',
              'будь-коли відкликати свою згоду.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '8. Контакти та скарги. З будь-яких питань щодо захисту даних або для реалізації своїх прав пишіть на ' +
              'privacy@growth-partners.example чи на будь-яку з наведених вище поштових адрес. Ми відповідаємо протягом одного місяця. ' +
              'Ви також маєте право подати скаргу до наглядового органу, зокрема до іспанського Agencia Española de Protección de Datos ' +
              '(AEPD) або чеського Úřad pro ochranu osobních údajů (ÚOOÚ).',
          },
        ],
      },
      es: {
        title: 'Política de privacidad',
        description:
          'Cómo trata Growth Partners los datos personales según el RGPD: corresponsables, datos recogidos, finalidades, bases ' +
          'jurídicas, conservación y sus derechos.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Corresponsables del tratamiento. Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, España, CIF ' +
              'B12345678) y Growth Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Praga 3, República Checa, IČO 12345678) determinan ' +
              'conjuntamente los fines y medios del tratamiento de los datos personales en este sitio web y son corresponsables del ' +
              'tratamiento en el sentido del artículo 26 del Reglamento General de Protección de Datos (RGPD). Han acordado qué ' +
              'obligaciones asume cada una; los aspectos esenciales de este acuerdo están a su disposición previa solicitud. Puede ' +
              'ejercer sus derechos frente a cualquiera de ellas.',
          },
          {
            type: 'paragraph',
            text: '2. Datos que recogemos. Solo tratamos los datos necesarios para las finalidades que se describen a continuación:',
          },
          {
            type: 'list',
            items: [
              'Datos de la cuenta: nombre, dirección de correo electrónico, número de teléfono, nombre de la empresa, idioma preferido y ' +
                'una contraseña almacenada de forma segura mediante hash.',
              'Datos de pedidos: servicios contratados, precios, estado del pedido, briefings del proyecto y comunicaciones relacionadas ' +
                'con el pedido, incluido el uso de créditos de bonificación.',
              'Datos de facturación: nombre y dirección de facturación, NIF-IVA o número de identificación de la empresa, importes de ' +
                'las facturas y registros de pago.',
              'Solicitudes de contacto: los datos que nos envía mediante el formulario de contacto, por correo electrónico o por ' +
                'teléfono, como su nombre, empresa, dirección de correo electrónico y el contenido del mensaje.',
              'Datos técnicos: dirección IP, tipo de navegador y registros del servidor necesarios para el funcionamiento seguro del ' +
                'sitio web.',
              'Datos analíticos: información sobre el uso del sitio web, que solo se recoge si usted ha dado su consentimiento.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '3. Finalidades y bases jurídicas. Tratamos los datos personales con arreglo a las siguientes bases jurídicas del artículo ' +
              '6.1 del RGPD:',
          },
          {
            type: 'list',
            items: [
              'Ejecución de un contrato (letra b): creación y gestión de su cuenta, tramitación de pedidos, prestación de los servicios ' +
                'y soporte.',
              'Obligación legal (letra c): emisión de facturas y conservación de la documentación contable y fiscal.',
              'Interés legítimo (letra f): respuesta a solicitudes de contacto, seguridad informática, prevención del fraude y defensa ' +
                'frente a reclamaciones.',
              'Consentimiento (letra a): analítica web y, si se suscribe, comunicaciones comerciales por correo electrónico. Puede ' +
                'retirar su consentimiento en cualquier momento sin que ello afecte a la licitud del tratamiento anterior.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '4. Analítica y cookies. Sin su consentimiento solo utilizamos cookies técnicamente necesarias, por ejemplo para mantener ' +
              'su sesión iniciada y recordar su configuración de cookies. Las herramientas de analítica solo se cargan después de que ' +
              'usted haya dado su consentimiento en el banner de cookies, y puede modificar o retirar ese consentimiento en cualquier ' +
              'momento en la configuración de cookies del sitio web.',
          },
          {
            type: 'paragraph',
            text:
              '5. Destinatarios y transferencias. Los datos personales se comparten entre los dos corresponsables y con encargados del ' +
              'tratamiento cuidadosamente seleccionados, como proveedores de alojamiento, correo electrónico, pagos y contabilidad, ' +
              'vinculados mediante contratos de encargo del tratamiento. Almacenamos los datos en la Unión Europea. Si excepcionalmente ' +
              'fuera necesaria una transferencia fuera del EEE, solo se realizaría sobre la base de una decisión de adecuación o de las ' +
              'cláusulas contractuales tipo de la Comisión Europea. No vendemos datos personales.',
          },
          {
            type: 'paragraph',
            text:
              '6. Conservación. Los datos de la cuenta se conservan mientras exista la cuenta y se suprimen en un plazo de 30 días desde ' +
              'su cierre, salvo que sean necesarios para las finalidades indicadas a continuación. Los datos de pedidos y facturas se ' +
              'conservan durante los plazos exigidos por la normativa fiscal y contable española y checa, por lo general hasta 10 años. ' +
              'Las solicitudes de contacto que no dan lugar a un pedido se suprimen a los 24 meses. Los datos analíticos se conservan un ' +
              'máximo de 14 meses.',
          },
          { type: 'paragraph', text: '7. Sus derechos. Conforme al RGPD, usted tiene derecho a:' },
          {
            type: 'list',
            items: [
              'acceder a sus datos personales y obtener una copia de ellos;',
              'rectificar los datos inexactos;',
              'solicitar la supresión de sus datos («derecho al olvido») cuando ninguna obligación legal nos exija conservarlos;',
              'solicitar la limitación del tratamiento;',
              'recibir sus datos en un formato estructurado y de lectura mecánica (portabilidad);',
              'oponerse al tratamiento basado en el interés legítimo;',
              'retirar su consentimiento en cualquier momento.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '8. Contacto y reclamaciones. Para cualquier consulta sobre protección de datos o para ejercer sus derechos, escriba a ' +
              'privacy@growth-partners.example o a cualquiera de las direcciones postales indicadas. Respondemos en el plazo de un mes. ' +
              'También tiene derecho a presentar una reclamación ante una autoridad de control, en particular ante la Agencia Española ' +
              'de Protección de Datos (AEPD) o la autoridad checa Úřad pro ochranu osobních údajů (ÚOOÚ).',
          },
        ],
      },
      cz: {
        title: 'Zásady ochrany osobních údajů',
        description:
          'Jak Growth Partners zpracovává osobní údaje podle GDPR: společní správci, shromažďované údaje, účely, právní základy, doba ' +
          'uchování a vaše práva.',
        blocks: [
          {
            type: 'paragraph',
            text:
              '1. Společní správci. Společnosti Growth Partners Europe S.L. (Calle de Alcalá 120, 28009 Madrid, Španělsko, CIF ' +
              'B12345678) a Growth Partners CZ s.r.o. (Vinohradská 2405/190, 130 00 Praha 3, Česká republika, IČO 12345678) společně ' +
              'určují účely a prostředky zpracování osobních údajů na tomto webu a jsou společnými správci ve smyslu článku 26 obecného ' +
              'nařízení o ochraně osobních údajů (GDPR). Dohodly se, která z nich plní které povinnosti; podstatný obsah tohoto ujednání ' +
              'vám na požádání poskytneme. Svá práva můžete uplatnit u kterékoli z nich.',
          },
          { type: 'paragraph', text: '2. Jaké údaje shromažďujeme. Zpracováváme pouze údaje, které potřebujeme k níže popsaným účelům:' },
          {
            type: 'list',
            items: [
              'Údaje o účtu: jméno, e-mailová adresa, telefonní číslo, název firmy, preferovaný jazyk a bezpečně zahashované heslo.',
              'Údaje o objednávkách: objednané služby, ceny, stav objednávky, zadání projektu a komunikace k objednávce včetně využití ' +
                'bonusových kreditů.',
              'Fakturační údaje: fakturační jméno a adresa, DIČ nebo IČO, částky faktur a záznamy o platbách.',
              'Dotazy a poptávky: údaje, které nám zašlete přes kontaktní formulář, e-mailem nebo telefonicky, například jméno, firma, ' +
                'e-mailová adresa a obsah zprávy.',
              'Technické údaje: IP adresa, typ prohlížeče a serverové logy nezbytné pro bezpečný provoz webu.',
              'Analytické údaje: informace o používání webu, které shromažďujeme pouze s vaším souhlasem.',
            ],
          },
          {
            type: 'paragraph',
            text: '3. Účely a právní základy. Osobní údaje zpracováváme na základě těchto právních titulů podle čl. 6 odst. 1 GDPR:',
          },
          {
            type: 'list',
            items: [
              'Plnění smlouvy (písm. b): založení a správa účtu, vyřizování objednávek, poskytování služeb a podpora.',
              'Právní povinnost (písm. c): vystavování faktur a vedení účetní a daňové evidence.',
              'Oprávněný zájem (písm. f): odpovědi na dotazy, zajištění bezpečnosti IT, prevence podvodů a obhajoba právních nároků.',
              'Souhlas (písm. a): webová analytika a, pokud se přihlásíte k odběru, marketingové e-maily. Souhlas můžete kdykoli ' +
                'odvolat, aniž by tím byla dotčena zákonnost předchozího zpracování.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '4. Analytika a cookies. Bez vašeho souhlasu používáme pouze technicky nezbytné cookies, například abyste zůstali ' +
              'přihlášeni a aby se zapamatovalo vaše nastavení cookies. Analytické nástroje se načtou až poté, co udělíte souhlas v ' +
              'cookie liště; souhlas můžete kdykoli změnit nebo odvolat v nastavení cookies na webu.',
          },
          {
            type: 'paragraph',
            text:
              '5. Příjemci a předávání údajů. Osobní údaje sdílejí oba společní správci mezi sebou a s pečlivě vybranými zpracovateli, ' +
              'například poskytovateli hostingu, e-mailových, platebních a účetních služeb, kteří jsou vázáni smlouvami o zpracování ' +
              'osobních údajů. Údaje ukládáme v Evropské unii. Pokud by bylo výjimečně nutné předat údaje mimo EHP, stane se tak pouze ' +
              'na základě rozhodnutí o odpovídající ochraně nebo standardních smluvních doložek Evropské komise. Osobní údaje ' +
              'neprodáváme.',
          },
          {
            type: 'paragraph',
            text:
              '6. Doba uchování. Údaje o účtu uchováváme po dobu existence účtu a do 30 dnů od jeho zrušení je vymažeme, pokud nejsou ' +
              'potřeba pro níže uvedené účely. Údaje o objednávkách a fakturách uchováváme po dobu stanovenou španělskými a českými ' +
              'daňovými a účetními předpisy, zpravidla až 10 let. Dotazy, které nevedly k objednávce, mažeme po 24 měsících. Analytické ' +
              'údaje uchováváme nejdéle 14 měsíců.',
          },
          { type: 'paragraph', text: '7. Vaše práva. Podle GDPR máte právo:' },
          {
            type: 'list',
            items: [
              'na přístup ke svým osobním údajům a na jejich kopii;',
              'na opravu nepřesných údajů;',
              'na výmaz údajů („právo být zapomenut“), pokud nám jejich uchování neukládá zákon;',
              'na omezení zpracování;',
              'na přenositelnost údajů ve strukturovaném, strojově čitelném formátu;',
              'vznést námitku proti zpracování na základě oprávněného zájmu;',
              'kdykoli odvolat svůj souhlas.',
            ],
          },
          {
            type: 'paragraph',
            text:
              '8. Kontakt a stížnosti. S jakýmkoli dotazem k ochraně osobních údajů nebo pro uplatnění svých práv pište na ' +
              'privacy@growth-partners.example nebo na kteroukoli z výše uvedených poštovních adres. Odpovíme do jednoho měsíce. Máte ' +
              'také právo podat stížnost u dozorového úřadu, zejména u Úřadu pro ochranu osobních údajů (ÚOOÚ) nebo u španělského úřadu ' +
              'Agencia Española de Protección de Datos (AEPD).',
          },
        ],
      },
    },
  },
];
