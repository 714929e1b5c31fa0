export { ClipEditPage as Component } from '@/features/admin/components/clip-edit-page'
