const codeOf = (error: unknown): string | undefined =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code

/** A unique index refused the row (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505'

/** A foreign key named a row that does not exist (PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503'

/** A check constraint refused the row (PostgreSQL 23514). */
export const isCheckViolation = (error: unknown) => codeOf(error) === '23514'
