import type { AdminProduct, AdminProductInput, MediaJob } from '@marquee/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accessToken } from '@/features/auth'
import { ApiRequestError, apiUrl } from '@/lib/api-client'
import { adminRequest } from './admin-request'

const PRODUCTS = ['admin', 'catalogue', 'products'] as const

export function useAdminProducts() {
  return useQuery({
    queryKey: PRODUCTS,
    queryFn: ({ signal }) => adminRequest<AdminProduct[]>('/catalogue/products', { signal }),
  })
}

/** Creates a clip (id null) or saves the fields of one; the list is read again after. */
export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminProductInput }) =>
      id === null
        ? adminRequest<AdminProduct>('/catalogue/products', { method: 'POST', body: input })
        : adminRequest<AdminProduct>(`/catalogue/products/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS }),
  })
}

export function usePublish() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      adminRequest<AdminProduct>(`/catalogue/products/${id}/published`, {
        method: 'PUT',
        body: { published },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS }),
  })
}

/** Sends the file itself as the body (not JSON): the server probes it and queues its media. */
export async function uploadMaster(productId: number, file: File): Promise<MediaJob> {
  const token = await accessToken()
  if (!token) throw new ApiRequestError(401, 'Please sign in again.')
  const response = await fetch(apiUrl(`/admin/catalogue/products/${productId}/master`), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': file.type.startsWith('video/') ? file.type : 'application/octet-stream',
      accept: 'application/json',
    },
    body: file,
  })
  const body = (await response.json().catch(() => ({}))) as MediaJob & { message?: string }
  if (!response.ok) throw new ApiRequestError(response.status, body.message ?? response.statusText)
  return body
}

export function useUploadMaster() {
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: File }) =>
      uploadMaster(productId, file),
  })
}

const running = (job: MediaJob | undefined) =>
  job !== undefined && (job.status === 'queued' || job.status === 'working')

/** A media job's progress, polled every second until it is done or failed. */
export function useMediaJob(id: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['admin', 'catalogue', 'media-job', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await adminRequest<MediaJob>(`/catalogue/media-jobs/${id}`, { signal })
      if (!running(job)) await queryClient.invalidateQueries({ queryKey: PRODUCTS })
      return job
    },
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  })
}
