import { ContentPage } from '@/features/pages/components/content-page'

export function Component() {
  return <ContentPage slug="terms-conditions" title="Terms & Conditions" />
}
