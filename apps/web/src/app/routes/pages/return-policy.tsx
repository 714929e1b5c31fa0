import { ContentPage } from '@/features/pages/components/content-page'
import { RETURN_INTRO, RETURN_SECTIONS } from '@/features/pages/content/return-policy'

export function Component() {
  return <ContentPage title="Return Policy" intro={RETURN_INTRO} sections={RETURN_SECTIONS} />
}
