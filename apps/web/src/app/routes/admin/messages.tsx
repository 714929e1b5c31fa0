import { MessagesPage } from '@/features/admin/components/messages-page'

export { MessagesPage as Component }
