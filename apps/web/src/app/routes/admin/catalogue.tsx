export { CataloguePage as Component } from '@/features/admin/components/catalogue-page'
