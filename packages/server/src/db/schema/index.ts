export * from './platform.ts';
export * from './geo.ts';
export * from './catalogue.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './slots.ts';
export * from './checkout.ts';
export * from './orders-area.ts';
