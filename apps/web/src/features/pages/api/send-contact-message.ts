import type { ContactMessage, ContactReceipt } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

export const sendContactMessage = (message: ContactMessage) =>
  apiPost<ContactReceipt>('/contact', message)

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
