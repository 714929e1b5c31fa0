import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

interface Done {
  message: string
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => apiPost<Done>('/password-reset', { email }) })

export const useCompletePasswordReset = () =>
  useMutation({
    mutationFn: (values: { token: string; password: string }) =>
      apiPost<Done>('/password-reset/complete', values),
  })
