import type { SeedCategory } from './types';

/** The eight service categories of the catalogue, in display order. */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'digital-marketing',
    icon: 'campaign',
    color: '#ff9000',
    sortOrder: 1,
    translations: {
      en: {
        name: 'Digital marketing',
        description: 'Integrated online marketing that builds awareness, engages your audience and turns attention into revenue.',
      },
      ua: {
        name: 'Цифровий маркетинг',
        description: 'Комплексний онлайн-маркетинг, що підвищує впізнаваність, залучає аудиторію й перетворює увагу на дохід.',
      },
      es: {
        name: 'Marketing digital',
        description: 'Marketing online integrado que da a conocer tu marca, conecta con tu audiencia y convierte la atención en ingresos.',
      },
      cz: {
        name: 'Digitální marketing',
        description: 'Integrovaný online marketing, který buduje povědomí, zapojuje publikum a mění pozornost v tržby.',
      },
    },
  },
  {
    slug: 'seo-content',
    icon: 'travel_explore',
    color: '#4caf50',
    sortOrder: 2,
    translations: {
      en: {
        name: 'SEO and content',
        description: 'Search optimisation and content that earn lasting organic visibility and bring in qualified visitors.',
      },
      ua: {
        name: 'SEO та контент',
        description: 'Пошукова оптимізація й контент, що забезпечують стабільну органічну видимість і приводять цільових відвідувачів.',
      },
      es: {
        name: 'SEO y contenidos',
        description: 'Posicionamiento en buscadores y contenidos que generan visibilidad orgánica duradera y atraen visitas cualificadas.',
      },
      cz: {
        name: 'SEO a obsah',
        description: 'Optimalizace pro vyhledávače a obsah, které přinášejí trvalou organickou viditelnost a kvalitní návštěvníky.',
      },
    },
  },
  {
    slug: 'paid-advertising',
    icon: 'ads_click',
    color: '#2196f3',
    sortOrder: 3,
    translations: {
      en: {
        name: 'Paid advertising',
        description: 'Performance campaigns on Google, Meta, LinkedIn and programmatic networks, managed for a measurable return.',
      },
      ua: {
        name: 'Платна реклама',
        description: 'Performance-кампанії в Google, Meta, LinkedIn і програматичних мережах з фокусом на вимірювану віддачу.',
      },
      es: {
        name: 'Publicidad de pago',
        description: 'Campañas de rendimiento en Google, Meta, LinkedIn y redes programáticas, gestionadas para lograr un retorno medible.',
      },
      cz: {
        name: 'Placená reklama',
        description: 'Výkonnostní kampaně v Google, Meta, LinkedIn a programatických sítích řízené s důrazem na měřitelnou návratnost.',
      },
    },
  },
  {
    slug: 'sales-optimisation',
    icon: 'trending_up',
    color: '#e91e63',
    sortOrder: 4,
    translations: {
      en: {
        name: 'Sales optimisation',
        description: 'Sharper sales processes, teams and conversion paths that turn more leads into paying customers.',
      },
      ua: {
        name: 'Оптимізація продажів',
        description: 'Ефективніші процеси продажів, команди й шляхи конверсії, що перетворюють більше лідів на платних клієнтів.',
      },
      es: {
        name: 'Optimización de ventas',
        description: 'Procesos, equipos y recorridos de conversión más eficaces para convertir más leads en clientes.',
      },
      cz: {
        name: 'Optimalizace prodeje',
        description: 'Efektivnější obchodní procesy, týmy a konverzní cesty, díky kterým se z více leadů stanou platící zákazníci.',
      },
    },
  },
  {
    slug: 'crm-automation',
    icon: 'settings_suggest',
    color: '#9c27b0',
    sortOrder: 5,
    translations: {
      en: {
        name: 'CRM and automation',
        description: 'CRM implementation and workflow automation that keep every lead, deal and customer under control.',
      },
      ua: {
        name: 'CRM та автоматизація',
        description: 'Впровадження CRM і автоматизація процесів, щоб кожен лід, угода й клієнт були під контролем.',
      },
      es: {
        name: 'CRM y automatización',
        description: 'Implantación de CRM y automatización de procesos para tener bajo control cada lead, oportunidad y cliente.',
      },
      cz: {
        name: 'CRM a automatizace',
        description: 'Zavedení CRM a automatizace procesů, díky kterým máte každý lead, obchod i zákazníka pod kontrolou.',
      },
    },
  },
  {
    slug: 'data-analytics',
    icon: 'insights',
    color: '#00bcd4',
    sortOrder: 6,
    translations: {
      en: {
        name: 'Data and analytics',
        description: 'Tracking, dashboards and data services that turn scattered numbers into clear business decisions.',
      },
      ua: {
        name: 'Дані та аналітика',
        description: 'Відстеження, дашборди й робота з даними, що перетворюють розрізнені цифри на чіткі бізнес-рішення.',
      },
      es: {
        name: 'Datos y analítica',
        description: 'Medición, cuadros de mando y servicios de datos que convierten cifras dispersas en decisiones de negocio claras.',
      },
      cz: {
        name: 'Data a analytika',
        description: 'Měření, dashboardy a datové služby, které z roztříštěných čísel dělají jasná obchodní rozhodnutí.',
      },
    },
  },
  {
    slug: 'branding-design',
    icon: 'palette',
    color: '#ff5722',
    sortOrder: 7,
    translations: {
      en: {
        name: 'Branding and design',
        description: 'Brand identity, messaging and design that make your business recognisable and trusted.',
      },
      ua: {
        name: 'Брендинг і дизайн',
        description: 'Айдентика, комунікація та дизайн, що роблять ваш бізнес упізнаваним і викликають довіру.',
      },
      es: {
        name: 'Branding y diseño',
        description: 'Identidad de marca, mensajes y diseño que hacen tu negocio reconocible y digno de confianza.',
      },
      cz: {
        name: 'Branding a design',
        description: 'Vizuální identita, komunikace a design, díky kterým je vaše firma rozpoznatelná a důvěryhodná.',
      },
    },
  },
  {
    slug: 'strategy-consulting',
    icon: 'psychology',
    color: '#8bc34a',
    sortOrder: 8,
    translations: {
      en: {
        name: 'Strategy and consulting',
        description: 'Growth strategy, market entry and advisory support from consultants who have scaled businesses across Europe.',
      },
      ua: {
        name: 'Стратегія та консалтинг',
        description:
          'Стратегія зростання, вихід на нові ринки та консультаційна підтримка від експертів, які масштабували бізнеси по всій Європі.',
      },
      es: {
        name: 'Estrategia y consultoría',
        description:
          'Estrategia de crecimiento, entrada en nuevos mercados y asesoramiento de consultores que han hecho crecer empresas en toda Europa.',
      },
      cz: {
        name: 'Strategie a poradenství',
        description: 'Růstová strategie, vstup na nové trhy a poradenství od konzultantů, kteří škálovali firmy po celé Evropě.',
      },
    },
  },
];
