import { type Me, updateMeSchema } from '@marquee/core'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { useUpdateMe } from '@/features/auth'
import { notify } from '@/lib/notify'
import { AccountSection } from './account-section'

interface ProfileValues {
  name: string
  sign_width: string
  sign_height: string
}

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value))

/** The name and the preferred sign size (the order form's default size). */
export function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateMe()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileValues>({
    // Follows the profile as it changes (a first sign edited in Your signs), keeping edits.
    values: {
      name: me.name,
      sign_width: me.metadata.sign_width?.toString() ?? '',
      sign_height: me.metadata.sign_height?.toString() ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  })
  const firstSign = me.signs[0]

  const save = handleSubmit((values) => {
    const changes = {
      name: values.name,
      sign_width: toNumber(values.sign_width),
      sign_height: toNumber(values.sign_height),
    }
    const checked = updateMeSchema.safeParse(changes)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        setError(String(issue.path[0]) as keyof ProfileValues, { message: issue.message })
      }
      return
    }
    update.mutate(checked.data, {
      onSuccess: (saved) => {
        reset({
          name: saved.name,
          sign_width: saved.metadata.sign_width?.toString() ?? '',
          sign_height: saved.metadata.sign_height?.toString() ?? '',
        })
        notify('success', 'Your details are saved.')
      },
    })
  })

  return (
    <AccountSection title="Your details">
      <form noValidate onSubmit={save} className="flex flex-col gap-5">
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-zinc-900">Email</span>
          <span className="text-zinc-700">{me.email}</span>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-zinc-900">
            Preferred sign size (pixels)
          </legend>
          <p className="text-sm text-zinc-600">
            Every clip you order starts at this size; you can still change it per order.
            {firstSign && ` It is also the size of ${firstSign.name}, your first sign.`}
          </p>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              label="Width"
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.sign_width?.message}
              {...register('sign_width')}
            />
            <FormField
              label="Height"
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.sign_height?.message}
              {...register('sign_height')}
            />
          </div>
        </fieldset>
        {update.isError && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {update.error.message}
          </p>
        )}
        <button
          type="submit"
          disabled={!isDirty || update.isPending}
          className={buttonClass('dark', 'md', 'self-start')}
        >
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </AccountSection>
  )
}
