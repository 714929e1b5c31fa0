import { CUSTOM_REQUEST_SENT_MESSAGE } from '@marquee/core'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { emailRules, nameRules, VisitorFields } from '@/components/visitor-fields'
import { useSubmitCustomVideoRequest } from '../api/submit-custom-video-request'
import { useLogoUpload } from '../hooks/use-logo-upload'
import { FileInput } from './file-input'

interface Values {
  name: string
  email: string
  width: number
  height: number
  message: string
  imagery: string
  deadline: string
}

const today = () => new Date().toISOString().slice(0, 10)
const side = {
  min: { value: 1, message: 'At least 1 pixel' },
  max: { value: 4096, message: 'At most 4096 pixels' },
}

/** A clip made from scratch: the sign, the words, the picture, the date; a visitor adds who they are. */
export function CustomVideoForm({ signedIn }: { signedIn: boolean }) {
  const send = useSubmitCustomVideoRequest()
  const upload = useLogoUpload(() => undefined)
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { width: 384, height: 192 },
  })
  const { errors } = formState
  const onValid = (values: Values) =>
    send.mutate(
      {
        ...(signedIn ? {} : { name: values.name, email: values.email }),
        sign_width: values.width,
        sign_height: values.height,
        message: values.message,
        imagery: values.imagery,
        ...(values.deadline ? { deadline: values.deadline } : {}),
        files: upload.fileUrl ? [upload.fileUrl] : [],
      },
      { onSuccess: () => reset() },
    )

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-labelledby="custom-video-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-zinc-200 sm:p-8"
    >
      <h2 id="custom-video-title" className="text-2xl font-bold text-zinc-900">
        Tell us about your clip
      </h2>
      {!signedIn && (
        <VisitorFields
          name={register('name', nameRules)}
          email={register('email', emailRules)}
          errors={errors}
        />
      )}
      <div className="grid grid-cols-2 gap-5">
        <FormField
          label="Sign width (px)"
          type="number"
          inputMode="numeric"
          error={errors.width?.message}
          {...register('width', { valueAsNumber: true, required: 'Enter the width', ...side })}
        />
        <FormField
          label="Sign height (px)"
          type="number"
          inputMode="numeric"
          error={errors.height?.message}
          {...register('height', { valueAsNumber: true, required: 'Enter the height', ...side })}
        />
      </div>
      <FormField
        label="What should it say?"
        multiline
        rows={3}
        placeholder="GRAND OPENING SATURDAY · 555 0100"
        error={errors.message?.message}
        {...register('message', {
          required: 'Tell us what the sign should say',
          minLength: { value: 3, message: 'Tell us what the sign should say' },
        })}
      />
      <FormField
        label="What should it show?"
        multiline
        rows={3}
        placeholder="Colours, pictures, your shop front, the mood…"
        {...register('imagery')}
      />
      <FormField
        label="Needed by (optional)"
        type="date"
        min={today()}
        error={errors.deadline?.message}
        {...register('deadline')}
      />
      {signedIn ? (
        <FileInput upload={upload} label="A logo or picture (optional)" />
      ) : (
        <p className="text-sm text-zinc-600">Sign in to attach a logo or picture.</p>
      )}
      <button
        type="submit"
        disabled={send.isPending || upload.uploading}
        className={buttonClass('dark', 'lg', 'self-start')}
      >
        {send.isPending ? 'Sending…' : 'Send request'}
      </button>
      {send.isSuccess && (
        <p
          role="status"
          className="rounded-2xl bg-emerald-50 p-5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-300"
        >
          {CUSTOM_REQUEST_SENT_MESSAGE} Your reference is {send.data.reference}.
        </p>
      )}
      {send.isError && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-300"
        >
          Your request has not been sent: {send.error.message}
        </p>
      )}
    </form>
  )
}
