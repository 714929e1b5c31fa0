import { ContentPage } from '@/features/pages/components/content-page'

export function Component() {
  return <ContentPage slug="privacy-policy" title="Privacy Policy" />
}
