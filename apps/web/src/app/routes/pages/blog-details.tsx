export { BlogDetailsPage as Component } from '@/features/blog/components/blog-details-page'
