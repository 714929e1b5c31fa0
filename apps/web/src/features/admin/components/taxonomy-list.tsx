import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { AdminTable } from './admin-table'
import { serverFieldError } from './field-errors'

export interface Taxon {
  id: number
  name: string
  /** A second line under the name, e.g. the parent category. */
  detail?: string | undefined
  clips: number
}

/** Field errors for a name, from the shared schema; empty when it may be sent. */
type Check = (name: string) => Record<string, string>

const smallButton =
  'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-50'

/** What a refusal says, without the field it names ("id: Tires is used by 3 clips…"). */
const wordsOf = (error: unknown) => Object.values(serverFieldError((error as Error).message))[0]

/**
 * One list of names (categories or brands): add one, rename one in its row, delete one no clip
 * uses. The server decides and explains a refusal; the words are shown above the table.
 */
export function TaxonomyList({
  heading,
  noun,
  field,
  items,
  check,
  createFields,
  onCreate,
  onRename,
  onDelete,
}: {
  heading: string
  noun: string
  /** The input's name in the shared schema: 'title' or 'name'. */
  field: string
  items: Taxon[]
  check: Check
  /** More inputs for a new one (a category's parent). */
  createFields?: ReactNode
  onCreate: (name: string) => Promise<unknown>
  onRename: (taxon: Taxon, name: string) => Promise<unknown>
  onDelete: (taxon: Taxon) => Promise<unknown>
}) {
  // The new one's name is a form of its own; a rename is a field in the table's row.
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Record<string, string>>({ defaultValues: { [field]: '' } })
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string }>()
  const [busy, setBusy] = useState<string>()
  const [problem, setProblem] = useState<string>()

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key)
    setProblem(undefined)
    try {
      await work()
      return true
    } finally {
      setBusy(undefined)
    }
  }

  const create = handleSubmit(async (values) => {
    const draft = values[field] ?? ''
    const error = check(draft)[field]
    if (error) return setError(field, { type: 'validate', message: error })
    await run('create', () => onCreate(draft))
      .then(() => {
        reset()
        notify('success', `Added the ${noun} “${draft}”.`)
      })
      .catch((failure) => setError(field, { type: 'validate', message: wordsOf(failure) }))
  })

  const rename = async (taxon: Taxon) => {
    if (!editing) return
    const error = check(editing.name)[field]
    if (error) return setEditing({ ...editing, error })
    await run(`rename-${taxon.id}`, () => onRename(taxon, editing.name))
      .then(() => {
        setEditing(undefined)
        notify('success', `Renamed “${taxon.name}” to “${editing.name}”.`)
      })
      .catch((failure) => setEditing({ ...editing, error: wordsOf(failure) }))
  }

  const remove = (taxon: Taxon) =>
    run(`delete-${taxon.id}`, () => onDelete(taxon))
      .then(() => notify('success', `Deleted the ${noun} “${taxon.name}”.`))
      .catch((failure) => setProblem(wordsOf(failure)))

  return (
    <section aria-labelledby={`${field}-heading`} className="grid content-start gap-4">
      <h2 id={`${field}-heading`} className="text-lg font-bold text-zinc-900">
        {heading}
      </h2>
      <form
        onSubmit={create}
        noValidate
        aria-label={`Add ${noun}`}
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-zinc-200 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <div className="grid gap-3">
          <FormField label={`New ${noun}`} error={errors[field]?.message} {...register(field)} />
          {createFields}
        </div>
        <BusyButton type="submit" busy={busy === 'create'} busyLabel="Adding…">
          Add {noun}
        </BusyButton>
      </form>
      {problem && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {problem}
        </p>
      )}
      <AdminTable
        caption={heading}
        empty={`No ${heading.toLowerCase()} yet.`}
        columns={['Name', 'Clips', 'Actions']}
        rows={items.map((taxon) => ({
          key: taxon.id,
          cells: [
            editing?.id === taxon.id ? (
              <FormField
                key="name"
                label={`New name for ${taxon.name}`}
                name={field}
                value={editing.name}
                error={editing.error}
                onChange={(event) => setEditing({ ...editing, name: event.target.value })}
              />
            ) : (
              <span key="name" className="block min-w-36">
                <span className="block font-semibold text-zinc-900">{taxon.name}</span>
                {taxon.detail && (
                  <span className="block text-xs text-zinc-600">{taxon.detail}</span>
                )}
              </span>
            ),
            taxon.clips,
            editing?.id === taxon.id ? (
              <span key="actions" className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy !== undefined}
                  onClick={() => rename(taxon)}
                >
                  Save
                </button>
                <button type="button" className={smallButton} onClick={() => setEditing(undefined)}>
                  Cancel
                </button>
              </span>
            ) : (
              <span key="actions" className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setEditing({ id: taxon.id, name: taxon.name })}
                  aria-label={`Rename ${taxon.name}`}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy !== undefined}
                  onClick={() => remove(taxon)}
                  aria-label={`Delete ${taxon.name}`}
                >
                  Delete
                </button>
              </span>
            ),
          ],
        }))}
      />
    </section>
  )
}
