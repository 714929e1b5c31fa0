export { AboutUsPage as Component } from '@/features/pages/components/about-us-page'
