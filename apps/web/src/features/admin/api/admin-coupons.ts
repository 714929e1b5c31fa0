import type { AdminCoupon, CouponInput } from '@marquee/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

const COUPONS = ['admin', 'coupons'] as const

export function useCoupons() {
  return useQuery({
    queryKey: COUPONS,
    queryFn: ({ signal }) => adminRequest<AdminCoupon[]>('/coupons', { signal }),
  })
}

export function useCreateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CouponInput) =>
      adminRequest<AdminCoupon>('/coupons', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS }),
  })
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<Omit<CouponInput, 'code'>> }) =>
      adminRequest<AdminCoupon>(`/coupons/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS }),
  })
}
