import type { CustomVideoReceipt, CustomVideoRequest } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { accessToken, useSessionStore } from '@/features/auth'
import { apiRequest } from '@/lib/api-client'

/** docs/requirements.md §7 POST /submit-custom-video-query; a signed-in customer's token names them. */
export async function submitCustomVideoRequest(request: CustomVideoRequest) {
  const signedIn = Boolean(useSessionStore.getState().user)
  return apiRequest<CustomVideoReceipt>('/submit-custom-video-query', {
    method: 'POST',
    body: request,
    token: signedIn ? await accessToken() : null,
  })
}

export const useSubmitCustomVideoRequest = () =>
  useMutation({ mutationFn: submitCustomVideoRequest })
