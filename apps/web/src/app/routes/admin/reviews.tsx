import { ReviewsPage } from '@/features/admin/components/reviews-page'

export { ReviewsPage as Component }
