import { behindSignIn } from './behind-sign-in'

export const Component = behindSignIn(() =>
  import('@/features/subscription').then((module) => module.ManageSubscriptionPage),
)
