import type { CartLine, CartQuote, CartQuoteRequest } from '@marquee/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

/** The cart as the server prices it: ids, quantities, options and a code, never an amount. */
export const quoteRequest = (lines: CartLine[], couponCode?: string): CartQuoteRequest => ({
  lines: lines.map((line) => ({
    productId: line.id,
    quantity: line.orderQuantity,
    ...(line.formData && { formData: line.formData }),
  })),
  ...(couponCode && { couponCode }),
})

/** Enough of the answer's shape to price and reconcile with; anything else counts as a failure. */
const isCartQuote = (value: Partial<CartQuote> | null): value is CartQuote =>
  Array.isArray(value?.lines) &&
  typeof value.subtotal === 'number' &&
  typeof value.total === 'number'

export async function getCartQuote(request: CartQuoteRequest, signal?: AbortSignal) {
  const quote = await apiPost<Partial<CartQuote> | null>('/cart/quote', request, signal)
  if (!isCartQuote(quote)) throw new Error('The cart quote has an unexpected shape')
  return quote
}

export const getCartQuoteQueryOptions = (request: CartQuoteRequest) =>
  queryOptions({
    queryKey: ['cart-quote', request],
    queryFn: ({ signal }) => getCartQuote(request, signal),
    // Asked afresh whenever a cart view opens; a failure falls back to the browser's prices.
    staleTime: 0,
    retry: false,
  })

export const useCartQuote = (request: CartQuoteRequest, enabled: boolean) =>
  useQuery({
    ...getCartQuoteQueryOptions(request),
    enabled,
    placeholderData: keepPreviousData,
  })
