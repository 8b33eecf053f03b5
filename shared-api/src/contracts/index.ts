// API contracts: one zod schema per request and response, used by the server to validate and
// document, and by the front end for types and forms. Import as 'shared-api/contracts'.
export * from './common';
export * from './languages';
export * as catalogue from './catalogue';
export * as auth from './auth';
export * as users from './users';
export * as pricing from './pricing';
export * as bonus from './bonus';
export * as content from './content';
export * as cart from './cart';
export * as orders from './orders';
export * as invoices from './invoices';
export * as leads from './leads';
export * as analytics from './analytics';
export * as uploads from './uploads';
export * as admin from './admin';
export * as remotes from './remotes';
