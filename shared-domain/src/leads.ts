/** The requests visitors leave: a contact message, a quote request, a callback request. */
export const LEAD_KINDS = ['contact', 'quote', 'callback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where staff are with a lead in the back office's inbox. */
export const LEAD_STATUSES = ['new', 'in_progress', 'done'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
