export * from './catalogue.ts';
export * from './errors.ts';
export * from './params.ts';
export * from './inks.ts';
export * from './news.ts';
export * from './community.ts';
export * from './health.ts';
export * from './color.ts';
