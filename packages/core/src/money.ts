/** Money is held in integer cents; the API and the UI speak dollars. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

export const toDollars = (cents: number): number => cents / 100

export const formatPrice = (dollars: number): string => `$${dollars.toFixed(2)}`
