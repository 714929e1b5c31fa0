export { CustomVideoPage as Component } from '@/features/custom-orders/components/custom-video-page'
