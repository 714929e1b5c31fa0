export { PersonalizationPage as Component } from '@/features/admin/components/personalization-page'
