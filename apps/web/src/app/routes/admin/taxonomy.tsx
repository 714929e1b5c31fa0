export { TaxonomyPage as Component } from '@/features/admin/components/taxonomy-page'
