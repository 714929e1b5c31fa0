import {
  type AdminBlogPost,
  type BlogPostInput,
  blogPostInputSchema,
  type ContentVersion,
} from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useSaveBlogPost } from '../api/admin-content'
import { ContentHistory } from './content-history'
import { ContentPreview } from './content-preview'
import { fieldErrors, serverFieldError } from './field-errors'

const FIELDS = [
  ['title', 'Title'],
  ['author', 'Author'],
  ['summary', 'Summary'],
  ['img', 'Picture (a /media/… path or https:// address)'],
] as const

const EMPTY: BlogPostInput = {
  title: '',
  author: '',
  summary: '',
  img: '/media/blog/1.webp',
  body: '',
  published: true,
}

/** A post's fields and Markdown, with the server's preview beside it; `post` null writes a new one. */
export function BlogPostEditor({
  post,
  onDone,
}: {
  post: AdminBlogPost | null
  onDone: () => void
}) {
  const [draft, setDraft] = useState<BlogPostInput>(post ?? EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveBlogPost(post?.id ?? null)
  const change = (patch: Partial<BlogPostInput>) => setDraft((now) => ({ ...now, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = blogPostInputSchema.safeParse(draft)
    if (!checked.success) return setErrors(fieldErrors(checked.error))
    try {
      await save.mutateAsync(checked.data)
      notify('success', `Saved the post “${checked.data.title}”.`)
      onDone()
    } catch (error) {
      setErrors(serverFieldError((error as Error).message))
    }
  }

  // A version restored is saved at once with the post's other fields as they stand.
  const restore = async ({ title, body, published }: ContentVersion) => {
    // The schema keeps the input's own fields (the post read back carries its id and dates too).
    const restored = blogPostInputSchema.parse({ ...draft, title, body, published })
    await save.mutateAsync(restored)
    setDraft(restored)
  }

  return (
    <div className="mb-8">
      <form
        onSubmit={submit}
        noValidate
        aria-label={post ? `Edit ${post.title}` : 'New post'}
        className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-zinc-200"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([name, label]) => (
            <FormField
              key={name}
              label={label}
              value={draft[name]}
              error={errors[name]}
              onChange={(event) => change({ [name]: event.target.value })}
            />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <FormField
            label="Markdown"
            multiline
            rows={14}
            value={draft.body}
            error={errors.body}
            onChange={(event) => change({ body: event.target.value })}
            className="font-mono text-sm"
          />
          <section aria-label="Preview" className="rounded-xl bg-zinc-50 p-5 ring-1 ring-zinc-200">
            <ContentPreview title={draft.title} body={draft.body} />
          </section>
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(event) => change({ published: event.target.checked })}
            className="size-4 accent-amber-500"
          />
          Published (on the blog and in the sitemap)
        </label>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
            {errors.form}
          </p>
        )}
        <div className="flex gap-3">
          <BusyButton type="submit" busy={save.isPending} busyLabel="Saving…">
            Save post
          </BusyButton>
          <button
            type="button"
            onClick={onDone}
            className="rounded-full px-4 text-sm font-semibold ring-1 ring-zinc-300"
          >
            Cancel
          </button>
        </div>
      </form>
      {post && (
        <ContentHistory path={`posts/${post.id}`} busy={save.isPending} onRestore={restore} />
      )}
    </div>
  )
}
