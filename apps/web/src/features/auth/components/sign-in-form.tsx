import { type SignIn, signInSchema } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { useInteractionForm } from '../hooks/use-interaction-form'
import { FormAlert } from './auth-card'

/** Email and password for the provider's login interaction `uid`. */
export function SignInForm({ uid }: { uid: string }) {
  const { form, onSubmit, busy, error } = useInteractionForm<SignIn>(uid, 'login', signInSchema)
  const { errors } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" disabled={busy} className={buttonClass('dark', 'lg')}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <Link to="/pages/reset-password" className="text-sm font-semibold text-zinc-700 underline">
          Forgot your password?
        </Link>
      </div>
    </form>
  )
}
