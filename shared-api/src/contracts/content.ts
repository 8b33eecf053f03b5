import { z } from 'zod';

export const contentBlock = z.union([
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({
    type: z.literal('case'),
    client: z.string(),
    challenge: z.string(),
    solution: z.string(),
    results: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  z.object({ type: z.literal('partner'), name: z.string(), description: z.string() }),
]);
export type ContentBlock = z.infer<typeof contentBlock>;

export const contentPageSummary = z.object({ slug: z.string(), title: z.string(), description: z.string(), lang: z.string() });
export const contentPage = contentPageSummary.extend({ blocks: z.array(contentBlock), updatedAt: z.string() });
export type ContentPage = z.infer<typeof contentPage>;

export const menuItem = z.object({ key: z.string(), label: z.string(), path: z.string() });

export const legalEntity = z.object({
  name: z.string(),
  country: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const siteSettings = z.object({
  legalEntities: z.array(legalEntity),
  phones: z.array(z.object({ label: z.string(), number: z.string() })),
  emails: z.array(z.object({ label: z.string(), address: z.string() })),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type SiteSettings = z.infer<typeof siteSettings>;
