// The deterministic demo-data generator (pure) and the seeding of a database with it.
export {
  generateDemoData,
  DEFAULT_PRODUCTS,
  DEFAULT_SEED,
  DEMO_PASSWORD,
  TIME_RANGES,
  STORE_DEFS,
  verticalStoreOf,
  type DemoData,
  type DemoCustomer,
  type DemoMessage,
  type GenerateOptions,
  type LoyaltyCardType,
} from './generate.ts';
export {
  seedDatabase,
  resetSeededTables,
  resetIdentitySequences,
  sanitizeCmsHtml,
  SEEDED_TABLES,
  type SeedOptions,
  type SeedSummary,
  type AnyPgDatabase,
} from './insert.ts';
export { makeProduct, productCode, buildCategoryTree } from './products.ts';
export { Random } from './random.ts';
export { romeDate, romeToUtc, startOfTodayRome } from './time.ts';
