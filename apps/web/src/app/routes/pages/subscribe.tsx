export { SubscribePage as Component } from '@/features/subscription'
