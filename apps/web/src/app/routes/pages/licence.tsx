import { behindSignIn } from './behind-sign-in'

export const Component = behindSignIn(() =>
  import('@/features/downloads').then((module) => module.LicencePage),
)
