/** Polish (pl) texts of the seeded service categories, keyed by category slug. */
import type { SeedTexts } from '../../types';

export const categories: SeedTexts['categories'] = {
  'digital-marketing': {
    name: 'Marketing cyfrowy',
    description: 'Zintegrowany marketing internetowy, który buduje rozpoznawalność, angażuje odbiorców i zamienia ich uwagę w przychody.',
  },
  'seo-content': {
    name: 'SEO i treści',
    description:
      'Optymalizacja pod wyszukiwarki i treści, które zapewniają trwałą widoczność organiczną i przyciągają wartościowych ' +
      'odwiedzających.',
  },
  'paid-advertising': {
    name: 'Reklama płatna',
    description: 'Kampanie nastawione na wyniki w Google, Meta, LinkedIn i sieciach programmatic, prowadzone z myślą o mierzalnym zwrocie.',
  },
  'sales-optimisation': {
    name: 'Optymalizacja sprzedaży',
    description: 'Sprawniejsze procesy sprzedaży, zespoły i ścieżki konwersji, dzięki którym więcej leadów staje się płacącymi klientami.',
  },
  'crm-automation': {
    name: 'CRM i automatyzacja',
    description: 'Wdrożenia CRM i automatyzacja procesów, dzięki którym każdy lead, każda transakcja i każdy klient są pod kontrolą.',
  },
  'data-analytics': {
    name: 'Dane i analityka',
    description: 'Pomiar, dashboardy i usługi w zakresie danych, które zamieniają rozproszone liczby w jasne decyzje biznesowe.',
  },
  'branding-design': {
    name: 'Branding i design',
    description: 'Identyfikacja marki, komunikacja i projektowanie, dzięki którym Państwa firma jest rozpoznawalna i budzi zaufanie.',
  },
  'strategy-consulting': {
    name: 'Strategia i doradztwo',
    description: 'Strategia wzrostu, wejście na nowe rynki i wsparcie doradcze konsultantów, którzy rozwijali firmy w całej Europie.',
  },
};
