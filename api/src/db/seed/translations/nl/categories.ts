/** Dutch (nl) names and descriptions of the seeded service categories. */
import type { SeedTexts } from '../../types';

export const categories: SeedTexts['categories'] = {
  'digital-marketing': {
    name: 'Digitale marketing',
    description: 'Geïntegreerde online marketing die naamsbekendheid opbouwt, uw doelgroep betrekt en aandacht omzet in omzet.',
  },
  'seo-content': {
    name: 'SEO en content',
    description: 'Zoekmachineoptimalisatie en content die blijvende organische zichtbaarheid opleveren en gekwalificeerde bezoekers aantrekken.',
  },
  'paid-advertising': {
    name: 'Betaalde advertenties',
    description: 'Performancecampagnes op Google, Meta, LinkedIn en programmatic netwerken, beheerd voor een meetbaar rendement.',
  },
  'sales-optimisation': {
    name: 'Salesoptimalisatie',
    description: 'Scherpere salesprocessen, teams en conversiepaden die meer leads omzetten in betalende klanten.',
  },
  'crm-automation': {
    name: 'CRM en automatisering',
    description: 'CRM-implementatie en workflowautomatisering waarmee u elke lead, deal en klant onder controle houdt.',
  },
  'data-analytics': {
    name: 'Data en analytics',
    description: 'Tracking, dashboards en datadiensten die verspreide cijfers omzetten in heldere zakelijke beslissingen.',
  },
  'branding-design': {
    name: 'Branding en design',
    description: 'Merkidentiteit, boodschap en design die uw bedrijf herkenbaar en betrouwbaar maken.',
  },
  'strategy-consulting': {
    name: 'Strategie en consultancy',
    description: 'Groeistrategie, markttoetreding en advies van consultants die bedrijven in heel Europa hebben helpen opschalen.',
  },
};
