import { z } from 'zod';

export const upload = z.object({
  id: z.string(),
  kind: z.enum(['image', 'document', 'avatar']),
  contentType: z.string(),
  size: z.number().int(),
  filename: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof upload>;
