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
export * as commerce from './commerce';
export * as remotes from './remotes';
