export { FaqPage as Component } from '@/features/pages/components/faq-page'
