import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { isRecord } from '@/lib/stored-product'
import type { Coupon } from '../api/validate-coupon'

export const APPLIED_COUPON_KEY = 'cart_coupon'

interface AppliedCouponState {
  /** The coupon the server last accepted for this cart; kept with the cart in localStorage. */
  coupon: Coupon | null
  /** A kept code the server has since refused: shown once in the coupon form, never stored. */
  refusedCode: string | null
}

const isCoupon = (value: unknown): value is Coupon =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.discount_code === 'string' &&
  typeof value.percentage === 'number'

/**
 * The applied coupon outlives the cart page: the sign-in round trip, a reload, another tab.
 * Only the code and what it took off are kept; the server re-checks it whenever the cart is
 * quoted, so a stored value never decides a price.
 */
export const useAppliedCouponStore = create<AppliedCouponState>()(
  persist(() => ({ coupon: null, refusedCode: null }) as AppliedCouponState, {
    name: APPLIED_COUPON_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ coupon: state.coupon }),
    // A hand-edited or older value is dropped rather than trusted.
    merge: (stored, current) => {
      const coupon = isRecord(stored) && isCoupon(stored.coupon) ? stored.coupon : null
      return { ...current, coupon }
    },
  }),
)

window.addEventListener('storage', (event) => {
  if (event.key === APPLIED_COUPON_KEY || event.key === null) {
    void useAppliedCouponStore.persist.rehydrate()
  }
})

export const applyCoupon = (coupon: Coupon) =>
  useAppliedCouponStore.setState({ coupon, refusedCode: null })

/** The server no longer accepts the kept code: it is dropped and the form says why. */
export const dropRefusedCoupon = (code: string) =>
  useAppliedCouponStore.setState({ coupon: null, refusedCode: code })

export const forgetCoupon = () =>
  useAppliedCouponStore.setState({ coupon: null, refusedCode: null })
