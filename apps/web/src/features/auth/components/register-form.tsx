import { PASSWORD_RULE, type Registration, registrationSchema } from '@marquee/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { schemaResolver } from '@/lib/schema-resolver'
import { clearRegisterRequest } from '../api/auth-client'
import { submitInteraction } from '../api/interaction'
import { FormAlert } from './auth-card'

/** Name, email and password; the new account is signed in straight away. */
export function RegisterForm({ uid }: { uid: string }) {
  useEffect(clearRegisterRequest, [])
  const submit = useMutation({
    mutationFn: (values: Registration) => submitInteraction(uid, 'register', values),
    onSuccess: (redirectTo) => window.location.assign(redirectTo),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Registration>({ resolver: schemaResolver(registrationSchema), mode: 'onTouched' })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="flex flex-col gap-5"
    >
      {submit.isError && <FormAlert>{submit.error.message}</FormAlert>}
      <FormField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {!errors.password && <p className="text-sm text-zinc-600">{PASSWORD_RULE}</p>}
      </div>
      <button
        type="submit"
        disabled={submit.isPending || submit.isSuccess}
        className={buttonClass('dark', 'lg', 'self-start')}
      >
        {submit.isPending || submit.isSuccess ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}
