import type { Discount } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

export type Coupon = Pick<Discount, 'name' | 'discount_code' | 'percentage'>

/** The server's word on a code: an active coupon, or an ApiRequestError (404, 400). */
export const validateCoupon = (code: string): Promise<Coupon> =>
  apiPost<Coupon>('/discounts/validate', { code })

export const useValidateCoupon = () => useMutation({ mutationFn: validateCoupon })
