import {
  type CreateOrderRequest,
  logoLine,
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
