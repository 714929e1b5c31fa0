import { ConverterTestPage } from '@/features/downloads'

export function Component() {
  return <ConverterTestPage />
}
