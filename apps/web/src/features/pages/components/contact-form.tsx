import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { emailRules, nameRules, VisitorFields } from '@/components/visitor-fields'
import { useSendContactMessage } from '../api/send-contact-message'

export interface ContactValues {
  name: string
  email: string
  subject: string
  message: string
}

/** Checks the message in the browser, then hands it to the shop (stored for the team to answer). */
export function ContactForm({ bookACallUrl }: { bookACallUrl: string | undefined }) {
  const send = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ mode: 'onTouched' })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: () => reset() }))}
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-zinc-200 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-zinc-900">
        Send us a message
      </h2>
      <VisitorFields
        name={register('name', nameRules)}
        email={register('email', emailRules)}
        errors={errors}
      />
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
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass('dark', 'lg', 'self-start')}
      >
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
      {send.isSuccess && (
        <p
          role="status"
          className="rounded-2xl bg-emerald-50 p-5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-300"
        >
          Thank you! Your message reached us; we answer within one business day.
        </p>
      )}
      {send.isError && (
        <div
          role="alert"
          className="rounded-2xl bg-red-50 p-5 text-sm leading-relaxed text-red-900 ring-1 ring-red-300"
        >
          <p className="font-semibold">Your message has not been sent.</p>
          <p className="mt-1">
            {send.error.message} Please try again in a minute
            {bookACallUrl ? (
              <>
                {' '}
                or{' '}
                <a
                  href={bookACallUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold underline"
                >
                  book a call
                </a>
              </>
            ) : null}
            .
          </p>
        </div>
      )}
    </form>
  )
}
