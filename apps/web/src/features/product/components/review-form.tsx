import { type OwnReview, type ReviewInput, reviewInputSchema } from '@marquee/core'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useLocation } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { useSessionStore } from '@/features/auth'
import { notify } from '@/lib/notify'
import { usePostReview } from '../api/own-review'
import { RatingInput } from './rating-input'
import { SignInToReview } from './sign-in-to-review'

type ReviewValues = Omit<ReviewInput, 'rating'> & { rating: number }

const FIELDS = ['name', 'subject', 'comments', 'rating'] as const

interface ReviewFormProps {
  productId: number
  /** The customer's earlier review of this clip: the form edits it. */
  ownReview: OwnReview | null | undefined
}

/**
 * docs/requirements.md §2's review form (name, email, subject, comments, rating). A signed-in customer's
 * review goes to the shop for approval; a visitor is asked to sign in and come back. The
 * email is the account's own: shown, not typed, as the server files the review under it.
 */
export function ReviewForm({ productId, ownReview }: ReviewFormProps) {
  const id = useId()
  const user = useSessionStore((state) => state.user)
  const location = useLocation()
  const post = usePostReview(productId)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<ReviewValues>({
    values: {
      name: ownReview?.name ?? user?.name ?? '',
      subject: ownReview?.subject ?? '',
      comments: ownReview?.comments ?? '',
      rating: ownReview?.rating ?? 0,
    },
    resetOptions: { keepDirtyValues: true },
  })

  const submit = handleSubmit((values) => {
    if (!user) return
    const checked = reviewInputSchema.safeParse(values)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0])
        if (field) setError(field, { message: issue.message })
      }
      return
    }
    post.mutate(checked.data, {
      onSuccess: () =>
        notify('success', 'Thank you! Your review will appear once the shop has approved it.'),
    })
  })

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-50 p-5 ring-1 ring-zinc-200 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
        {ownReview ? 'Edit your review' : 'Write a review'}
      </h3>
      {!user && <SignInToReview location={location} alert={isSubmitted} />}
      <Controller
        name="rating"
        control={control}
        render={({ field }) => (
          <RatingInput
            name="rating"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Email"
          type="email"
          name="email"
          readOnly
          className="read-only:bg-zinc-100"
          value={user?.email ?? ''}
          title="Reviews are filed under the email of the account you signed in with"
        />
        <FormField
          label="Subject"
          autoComplete="off"
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <FormField
        label="Comments"
        multiline
        rows={4}
        error={errors.comments?.message}
        {...register('comments')}
      />
      {post.isError && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {post.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={post.isPending}
        className={buttonClass('dark', 'md', 'self-start')}
      >
        Post comment
      </button>
    </form>
  )
}
