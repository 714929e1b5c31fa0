import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from './form-field'

export interface ContactValues {
  name: string
  email: string
  subject: string
  message: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Checks the message in the browser. The store has no endpoint to deliver it yet, so a valid
 * form says plainly that nothing was sent and where to go instead; it never pretends.
 */
export function ContactForm({ bookACallUrl }: { bookACallUrl: string | undefined }) {
  const [checked, setChecked] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues>({ mode: 'onTouched' })

  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => setChecked(true))}
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-zinc-200 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-zinc-900">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Your name"
          error={errors.name?.message}
          {...register('name', { required: 'Please enter your name' })}
          autoComplete="name"
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', {
            required: 'Please enter your email address',
            pattern: { value: EMAIL, message: 'Please enter a valid email address' },
          })}
        />
      </div>
      <FormField
        label="Subject"
        error={errors.subject?.message}
        {...register('subject', { required: 'Please add a subject' })}
      />
      <FormField
        label="Message"
        multiline
        error={errors.message?.message}
        {...register('message', {
          required: 'Please write your message',
          minLength: {
            value: 10,
            message: 'Please tell us a little more (at least 10 characters)',
          },
        })}
      />
      <button type="submit" className={buttonClass('dark', 'lg', 'self-start')}>
        Send message
      </button>
      {checked && (
        <div
          role="status"
          className="rounded-2xl bg-amber-50 p-5 text-sm leading-relaxed text-zinc-800 ring-1 ring-amber-300"
        >
          <p className="font-semibold">Your message has not been sent.</p>
          <p className="mt-1">
            Sending messages from this form is not available yet. Please copy your message and{' '}
            {bookACallUrl ? (
              <a
                href={bookACallUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                book a call
              </a>
            ) : (
              'book a call'
            )}{' '}
            with us instead.
          </p>
        </div>
      )}
    </form>
  )
}
