import { behindSignIn } from './behind-sign-in'

export const Component = behindSignIn(() =>
  import('@/features/checkout').then((module) => module.CheckoutSuccessPage),
)
