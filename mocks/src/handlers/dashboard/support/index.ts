export * from './route.ts';
export * from './input.ts';
export * from './phone.ts';
export * from './money.ts';
export * from './upload.ts';
export * from './scenarios.ts';
export * from './placeholders.ts';
