import { behindSignIn } from './behind-sign-in'

export const Component = behindSignIn(() =>
  import('@/features/account').then((module) => module.AccountPage),
)
