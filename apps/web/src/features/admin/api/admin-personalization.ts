import type { AdminPersonalization, AdminProduct, PersonalizationTemplate } from '@marquee/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

const path = (id: number) => `/catalogue/products/${id}/personalization`
const key = (id: number) => ['admin', 'catalogue', 'personalization', id] as const

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'products', id],
    queryFn: ({ signal }) => adminRequest<AdminProduct>(`/catalogue/products/${id}`, { signal }),
  })
}

/** The clip's template (null: plain), the clip its boxes are placed on, and its version. */
export function useAdminPersonalization(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => adminRequest<AdminPersonalization>(path(id), { signal }),
  })
}

/** Saves the template (null: makes the clip plain again); the answer replaces what was read. */
export function useSaveTemplate(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (template: PersonalizationTemplate | null) =>
      template === null
        ? adminRequest<AdminPersonalization>(path(id), { method: 'DELETE' })
        : adminRequest<AdminPersonalization>(path(id), { method: 'PUT', body: template }),
    onSuccess: (answer) => queryClient.setQueryData(key(id), answer),
  })
}
