import { ContentPage } from '@/features/pages/components/content-page'
import { DELIVERY_INTRO, DELIVERY_SECTIONS } from '@/features/pages/content/delivery-information'

export function Component() {
  return (
    <ContentPage
      title="Delivery Information"
      promo="Instant downloads, sized to your sign"
      intro={DELIVERY_INTRO}
      sections={DELIVERY_SECTIONS}
    />
  )
}
