export * from './money';
export * from './bonus';
export * from './pricing';
export * from './cart';
export * from './orders';
export * from './invoices';
export * from './validation';
