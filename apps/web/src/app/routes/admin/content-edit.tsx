export { ContentEditPage as Component } from '@/features/admin/components/content-edit-page'
