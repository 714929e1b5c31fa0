import { ContentPage } from '@/features/pages/components/content-page'
import { USAGE_INTRO, USAGE_SECTIONS } from '@/features/pages/content/usage-policy'

export function Component() {
  return (
    <ContentPage
      title="Usage Policy"
      promo="One licence, one sign"
      intro={USAGE_INTRO}
      sections={USAGE_SECTIONS}
    />
  )
}
