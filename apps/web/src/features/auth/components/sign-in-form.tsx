import { type SignIn, signInSchema } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { schemaResolver } from '@/lib/schema-resolver'
import { submitInteraction } from '../api/interaction'
import { FormAlert } from './auth-card'

/** Email and password for the provider's login interaction `uid`. */
export function SignInForm({ uid }: { uid: string }) {
  const submit = useMutation({
    mutationFn: (values: SignIn) => submitInteraction(uid, 'login', values),
    onSuccess: (redirectTo) => window.location.assign(redirectTo),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignIn>({ resolver: schemaResolver(signInSchema), mode: 'onTouched' })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="flex flex-col gap-5"
    >
      {submit.isError && <FormAlert>{submit.error.message}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="submit"
          disabled={submit.isPending || submit.isSuccess}
          className={buttonClass('dark', 'lg')}
        >
          {submit.isPending || submit.isSuccess ? 'Signing in…' : 'Sign in'}
        </button>
        <Link to="/pages/reset-password" className="text-sm font-semibold text-zinc-700 underline">
          Forgot your password?
        </Link>
      </div>
    </form>
  )
}
