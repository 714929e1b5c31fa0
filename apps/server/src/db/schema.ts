/**
 * Every table, for the app and for drizzle-kit (drizzle.config.ts). Each file holds one part
 * of the store and imports only the files whose tables it references.
 */
export * from './custom-requests-schema.ts'
export * from './revoked-grants-schema.ts'
export * from './schema-accounts.ts'
export * from './schema-admin.ts'
export * from './schema-catalog.ts'
export * from './schema-commerce.ts'
export * from './schema-content.ts'
export * from './schema-credits.ts'
export * from './schema-downloads.ts'
export * from './schema-invoices.ts'
export * from './schema-media-jobs.ts'
export * from './schema-operations.ts'
export * from './schema-personalization.ts'
export * from './schema-refunds.ts'
export * from './schema-request-budgets.ts'
export * from './schema-search-misses.ts'
export * from './schema-signs.ts'
