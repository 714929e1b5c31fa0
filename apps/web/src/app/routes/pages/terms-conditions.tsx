import { ContentPage } from '@/features/pages/components/content-page'
import { TERMS_INTRO, TERMS_SECTIONS } from '@/features/pages/content/terms-conditions'

export function Component() {
  return <ContentPage title="Terms & Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
}
