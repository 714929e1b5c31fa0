export { ContentPagesPage as Component } from '@/features/admin/components/content-pages-page'
