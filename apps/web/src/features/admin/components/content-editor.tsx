import { type AdminContentPage, type ContentPageInput, contentPageInputSchema } from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { useSaveContentPage } from '../api/admin-content'
import { ContentPreview } from './content-preview'
import { fieldErrors, serverFieldError } from './field-errors'

type Pane = 'write' | 'preview'

const savedMessage = (input: ContentPageInput) =>
  input.published
    ? `Saved “${input.title}”: the shop shows it now.`
    : `Saved “${input.title}”: it is hidden from the shop.`

/**
 * A page's title, Markdown and visibility, with the page as the shop will show it beside the
 * Markdown on a wide screen and a tab away on a phone.
 */
export function ContentEditor({ page }: { page: AdminContentPage }) {
  const [draft, setDraft] = useState<ContentPageInput>({
    title: page.title,
    body: page.body,
    published: page.published,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pane, setPane] = useState<Pane>('write')
  const save = useSaveContentPage(page.slug)
  const change = (patch: Partial<ContentPageInput>) => setDraft((now) => ({ ...now, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = contentPageInputSchema.safeParse(draft)
    if (!checked.success) return setErrors(fieldErrors(checked.error))
    setErrors({})
    try {
      await save.mutateAsync(checked.data)
      notify('success', savedMessage(checked.data))
    } catch (error) {
      setErrors(serverFieldError((error as Error).message))
    }
  }

  const tab = (which: Pane, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={pane === which}
      onClick={() => setPane(which)}
      className="h-11 flex-1 rounded-full text-sm font-semibold aria-selected:bg-zinc-900 aria-selected:text-white"
    >
      {label}
    </button>
  )

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${page.title}`} className="grid gap-4">
      <FormField
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div
        role="tablist"
        aria-label="Editor view"
        className="flex gap-2 rounded-full bg-white p-1 ring-1 ring-zinc-200 lg:hidden"
      >
        {tab('write', 'Markdown')}
        {tab('preview', 'Preview')}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={cn(pane === 'write' ? 'block' : 'hidden', 'lg:block')}>
          <FormField
            label="Markdown"
            multiline
            rows={24}
            value={draft.body}
            error={errors.body}
            onChange={(event) => change({ body: event.target.value })}
            className="font-mono text-sm leading-relaxed"
          />
          <p className="mt-2 text-sm text-zinc-600">
            ## starts a section, - a bullet, **bold**, [words](/shop) a link.
          </p>
        </div>
        <section
          aria-label="Preview"
          className={cn(
            pane === 'preview' ? 'block' : 'hidden',
            'rounded-xl bg-zinc-50 p-5 ring-1 ring-zinc-200 lg:block',
          )}
        >
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
        Published (shown on the shop and in the sitemap)
      </label>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {errors.form}
        </p>
      )}
      <div>
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving…">
          Save
        </BusyButton>
      </div>
    </form>
  )
}
