export * from './errors.ts';
export * from './client.ts';
export * from './slots.ts';
export * from './checkout.ts';
export * from './log-buffer.ts';
export * from './api-base.ts';
export * from './pow.ts';
export * from './origin-refused.ts';
