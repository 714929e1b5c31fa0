export { CatalogPage as Component } from '@/features/admin/components/catalog-page'
