import {
  type CreateOrderRequest,
  logoLine,
  MAX_FILE_BUDGET,
  type OrderRequest,
  type PersonalizationTemplate,
} from '@marquee/core'
import type { Resolver } from 'react-hook-form'
import type { OrderFieldName, OrderFormValues } from './order-form-fields'
import { emptyTexts } from './personal-texts'

export const ORDER_FIELDS: OrderFieldName[] = [
  'width',
  'height',
  'fileType',
  'fit',
  'depth',
  'customization',
  'rushOrder',
  'quantity',
  'comments',
]

/** A sign 384x192 when the account has not saved one: the most common small board. */
export const FALLBACK_SIGN = { width: 384, height: 192 }

export function defaultOrderValues(
  sign: { width: number | null; height: number | null } | undefined,
  template: PersonalizationTemplate | null = null,
): OrderFormValues {
  const saved = sign?.width && sign.height ? { width: sign.width, height: sign.height } : null
  return {
    ...(saved ?? FALLBACK_SIGN),
    fileType: 'mp4',
    fit: 'letterbox',
    depth: 'full',
    fps: 'source',
    codec: 'mjpeg',
    budgetKb: '',
    customization: 'no',
    rushOrder: 'no',
    quantity: 1,
    comments: '',
    personalization: emptyTexts(template),
  }
}

/** The most KB a budget can be typed in: core's MAX_FILE_BUDGET, rounded down. */
const MAX_BUDGET_KB = Math.floor(MAX_FILE_BUDGET / 1024)

/**
 * The typed budget in bytes: null when left empty, undefined when it is not a number of KB
 * from 1 to core's largest (the form says so rather than send it).
 */
export function budgetBytes(kb: string): number | null | undefined {
  if (kb.trim() === '') return null
  const value = Number(kb)
  if (!Number.isFinite(value) || value < 1 || value > MAX_BUDGET_KB) return undefined
  return Math.round(value * 1024)
}

/** A budget as the form shows it, in KB. */
export const budgetKbOf = (maxBytes: number | null) =>
  maxBytes === null ? '' : String(Math.round((maxBytes / 1024) * 100) / 100)

export const BUDGET_ERROR = `Enter a budget from 1 to ${MAX_BUDGET_KB.toLocaleString('en-US')} KB, or leave it empty for no limit`

/** The zod rules load with the first check, not with the page: see order-form-rules.ts. */
const loadRules = () => import('./order-form-rules')

/** Fetches the form's rules ahead of the first check (the visitor has started on the form). */
export const preloadOrderRules = () => void loadRules()

/**
 * Checks the form with core's order request schema. The schema (and zod with it) is imported
 * on the first check, so the product page's first load does not evaluate it.
 */
export const orderFormResolver: Resolver<OrderFormValues, unknown, OrderRequest> = async (values) =>
  (await loadRules()).checkOrderForm(values)

/** The comments with docs/requirements.md §9's 'Logo URL: …' line for the latest upload (an earlier one is replaced). */
export function withLogoLine(comments: string, url: string): string {
  const kept = comments
    .split('\n')
    .filter((line) => !line.startsWith('Logo URL: '))
    .join('\n')
    .trimEnd()
  return kept ? `${kept}\n${logoLine(url)}` : logoLine(url)
}

/** docs/requirements.md §3's order payload for Submit Order: pending, paid by the plan ('subscription'). */
export const submitOrderRequest = (
  productId: number,
  email: string,
  order: OrderRequest,
  logoUrl: string | null,
): CreateOrderRequest => ({
  user_email: email,
  product_id: productId,
  width: order.dimensions.width,
  height: order.dimensions.height,
  filetype: order.fileType,
  aspect_ratio: order.aspectRatio,
  customization_requests: order.comments,
  is_rush_order: order.rushOrder === 'yes',
  status: 'pending',
  paymentstatus: 'subscription',
  fit: order.fit,
  depth: order.depth,
  ...(logoUrl ? { logo_url: logoUrl } : {}),
})
