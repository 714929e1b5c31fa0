import { ContentPage } from '@/features/pages/components/content-page'
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@/features/pages/content/privacy-policy'

export function Component() {
  return <ContentPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
}
