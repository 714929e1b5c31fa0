import { ContentPage } from '@/features/pages/components/content-page'

export function Component() {
  return (
    <ContentPage
      slug="delivery-information"
      title="Delivery Information"
      promo="Instant downloads, sized to your sign"
    />
  )
}
