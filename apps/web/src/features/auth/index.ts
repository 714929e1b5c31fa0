export { accessToken, signOut } from './api/auth-client'
export {
  meQueryOptions,
  postAsCustomer,
  useMe,
  useUpdateMe,
  useUsedDiscounts,
  withToken,
} from './api/me'
export { RequireAuth } from './components/require-auth'
export { useSignIn } from './hooks/use-sign-in'
export { signInHref } from './lib/return-to'
export { useSessionStore } from './stores/session-store'
