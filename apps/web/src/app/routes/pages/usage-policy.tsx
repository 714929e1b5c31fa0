import { ContentPage } from '@/features/pages/components/content-page'

export function Component() {
  return <ContentPage slug="usage-policy" title="Usage Policy" promo="One licence, one sign" />
}
