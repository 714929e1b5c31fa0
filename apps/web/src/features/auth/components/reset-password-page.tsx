import { newPasswordSchema, passwordResetRequestSchema } from '@marquee/core'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { schemaResolver } from '@/lib/schema-resolver'
import { useCompletePasswordReset, useRequestPasswordReset } from '../api/password-reset'
import { AuthCard, FormAlert, FormNotice } from './auth-card'
import { NewPasswordField } from './new-password-field'

function RequestLinkForm() {
  const send = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: schemaResolver(passwordResetRequestSchema),
    mode: 'onTouched',
  })
  if (send.isSuccess) return <FormNotice>{send.data.message}</FormNotice>
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => send.mutate(email))}
      className="flex flex-col gap-5"
    >
      {send.isError && <FormAlert>{send.error.message}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass('dark', 'lg', 'self-start')}
      >
        {send.isPending ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const complete = useCompletePasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: schemaResolver(newPasswordSchema),
    mode: 'onTouched',
  })
  if (complete.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-5">
        <FormNotice>{complete.data.message}</FormNotice>
        <Link to="/login" className={buttonClass('dark', 'lg')}>
          Sign in
        </Link>
      </div>
    )
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => complete.mutate({ token, password }))}
      className="flex flex-col gap-5"
    >
      {complete.isError && <FormAlert>{complete.error.message}</FormAlert>}
      <NewPasswordField
        label="New password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button
        type="submit"
        disabled={complete.isPending}
        className={buttonClass('dark', 'lg', 'self-start')}
      >
        {complete.isPending ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  )
}

/** /pages/reset-password: ask for a link, or (with ?token from the email) choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  return token ? (
    <AuthCard title="Reset password" heading="Choose a new password">
      <NewPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard
      title="Reset password"
      heading="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-zinc-900 underline">
            Sign in
          </Link>
        </>
      }
    >
      <RequestLinkForm />
    </AuthCard>
  )
}
