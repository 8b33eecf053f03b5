import type { SiteSettings } from 'shared-api/contracts/content';

/** The company's entities and ways to reach it (spec 1: one entity in Spain, one in the Czech Republic). */
export const seedSiteSettings: SiteSettings = {
  legalEntities: [
    {
      name: 'Growth Partners Europe S.L.',
      country: 'Spain',
      address: 'Calle de Alcalá 120, 28009 Madrid, Spain',
      registrationNumber: 'CIF B12345678',
      phone: '+34 910 123 456',
      email: 'hello@growth-partners.example',
    },
    {
      name: 'Growth Partners CZ s.r.o.',
      country: 'Czech Republic',
      address: 'Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
      registrationNumber: 'IČO 12345678',
      phone: '+420 222 123 456',
      email: 'hello@growth-partners.example',
    },
  ],
  phones: [
    { label: 'Spain', number: '+34 910 123 456' },
    { label: 'Czech Republic', number: '+420 222 123 456' },
  ],
  emails: [
    { label: 'General', address: 'hello@growth-partners.example' },
    { label: 'Sales', address: 'sales@growth-partners.example' },
    { label: 'Privacy', address: 'privacy@growth-partners.example' },
  ],
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/growth-partners-example' },
    { name: 'Facebook', url: 'https://www.facebook.com/growthpartners.example' },
  ],
};
