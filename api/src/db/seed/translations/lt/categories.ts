/** Lithuanian texts of the seeded service categories, keyed by category slug. */
import type { SeedTexts } from '../../types';

export const categories: SeedTexts['categories'] = {
  'digital-marketing': {
    name: 'Skaitmeninė rinkodara',
    description: 'Integruota internetinė rinkodara, kuri didina žinomumą, įtraukia Jūsų auditoriją ir paverčia dėmesį pajamomis.',
  },
  'seo-content': {
    name: 'SEO ir turinys',
    description:
      'Paieškos optimizavimas ir turinys, užtikrinantys ilgalaikį organinį matomumą ir pritraukiantys kokybiškų tikslinių lankytojų.',
  },
  'paid-advertising': {
    name: 'Mokama reklama',
    description:
      'Į rezultatus orientuotos kampanijos Google, Meta, LinkedIn ir programatinės reklamos tinkluose, valdomos siekiant išmatuojamos grąžos.',
  },
  'sales-optimisation': {
    name: 'Pardavimų optimizavimas',
    description:
      'Efektyvesni pardavimo procesai, komandos ir konversijos keliai, kurie daugiau potencialių klientų paverčia mokančiais klientais.',
  },
  'crm-automation': {
    name: 'CRM ir automatizavimas',
    description:
      'CRM diegimas ir darbo procesų automatizavimas, padedantys kontroliuoti kiekvieną potencialų klientą, sandorį ir klientą.',
  },
  'data-analytics': {
    name: 'Duomenys ir analitika',
    description:
      'Sekimas, ataskaitų skydeliai ir duomenų paslaugos, paverčiantys išsibarsčiusius skaičius aiškiais verslo sprendimais.',
  },
  'branding-design': {
    name: 'Prekės ženklas ir dizainas',
    description:
      'Prekės ženklo identitetas, komunikacija ir dizainas, dėl kurių Jūsų verslas tampa atpažįstamas ir juo pasitikima.',
  },
  'strategy-consulting': {
    name: 'Strategija ir konsultacijos',
    description:
      'Augimo strategija, plėtra į naujas rinkas ir patarimai iš konsultantų, kurie yra išplėtę verslus visoje Europoje.',
  },
};
