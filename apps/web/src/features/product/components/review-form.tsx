import { useId } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { RatingInput } from './rating-input'

const fieldClass =
  'w-full rounded-xl border border-zinc-300 bg-white px-4 py-2.5 text-zinc-900 placeholder:text-zinc-500'

/** SPEC §2: the review form collects name, email, subject, comments and a rating; the shop does nothing with it. */
export function ReviewForm() {
  const id = useId()
  const fields = [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
  ] as const
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-50 p-5 ring-1 ring-zinc-200 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
        Write a review
      </h3>
      <RatingInput name="rating" />
      <div className="grid gap-4 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-semibold text-zinc-900">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comments`} className="text-sm font-semibold text-zinc-900">
          Comments
        </label>
        <textarea id={`${id}-comments`} name="comments" rows={4} className={fieldClass} />
      </div>
      <button type="submit" className={buttonClass('dark', 'md', 'self-start')}>
        Post comment
      </button>
    </form>
  )
}
