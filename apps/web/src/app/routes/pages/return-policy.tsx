import { ContentPage } from '@/features/pages/components/content-page'

export function Component() {
  return <ContentPage slug="return-policy" title="Return Policy" />
}
