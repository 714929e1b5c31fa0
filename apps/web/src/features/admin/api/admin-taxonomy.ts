import type { AdminTaxonomy, BrandInput, CategoryInput } from '@marquee/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

const TAXONOMY = ['admin', 'catalogue', 'taxonomy'] as const

/** Categories and brands with how many clips use each. */
export function useTaxonomy() {
  return useQuery({
    queryKey: TAXONOMY,
    queryFn: ({ signal }) => adminRequest<AdminTaxonomy>('/catalogue/taxonomy', { signal }),
    staleTime: 60_000,
  })
}

type Kind = 'categories' | 'brands'
type Save =
  | { kind: 'categories'; id: number | null; input: CategoryInput }
  | { kind: 'brands'; id: number | null; input: BrandInput }

/** Creates (id null) or renames a category or brand; the lists are read again after. */
export function useSaveTaxon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, id, input }: Save) =>
      adminRequest<unknown>(id === null ? `/catalogue/${kind}` : `/catalogue/${kind}/${id}`, {
        method: id === null ? 'POST' : 'PATCH',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] }),
  })
}

/** Deletes a category or brand; the server refuses one still in use, saying by how many clips. */
export function useDeleteTaxon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: number }) =>
      adminRequest<unknown>(`/catalogue/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAXONOMY }),
  })
}
