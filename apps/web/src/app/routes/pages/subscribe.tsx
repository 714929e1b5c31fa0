export { SubscribePage as Component } from '@/features/pages/components/subscribe-page'
