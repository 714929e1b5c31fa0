import { controllerPreset, MAX_SIGNS, type Me, type Sign } from '@marquee/core'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { notify } from '@/lib/notify'
import { useDeleteSign } from '../api/signs'
import { EMPTY_SIGN, signFormValues } from '../lib/sign-form-values'
import { budgetLabel, DEPTH_LABELS, formatLabel, fpsLabel } from '../lib/sign-labels'
import { AccountSection } from './account-section'
import { SignForm } from './sign-form'

/** What one sign takes, in a line: 384 × 192 px · Full colour · MP4 · 30 fps. */
function signFacts(sign: Sign): string {
  const facts = [
    `${sign.width} × ${sign.height} px`,
    DEPTH_LABELS[sign.depth],
    sign.format === 'avi' && sign.codec === 'raw' ? 'AVI (uncompressed)' : formatLabel(sign.format),
    fpsLabel(sign.fps),
  ]
  if (sign.maxBytes !== null) facts.push(`at most ${budgetLabel(sign.maxBytes)}`)
  return facts.join(' · ')
}

function SignRow({ sign, first, onEdit }: { sign: Sign; first: boolean; onEdit: () => void }) {
  const remove = useDeleteSign()
  const preset = sign.preset ? controllerPreset(sign.preset) : undefined
  return (
    <li className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-zinc-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-zinc-900">
          {sign.name}
          {first && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Preferred size
            </span>
          )}
        </p>
        <p className="text-sm text-zinc-700">{signFacts(sign)}</p>
        {preset && <p className="text-sm text-zinc-500">Preset: {preset.name}</p>}
        {remove.isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-rose-700">
            {remove.error.message}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${sign.name}`}
          className={buttonClass('outline', 'sm')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          aria-label={`Delete ${sign.name}`}
          onClick={() =>
            remove.mutate(sign.id, {
              onSuccess: () => notify('success', `${sign.name} is deleted.`),
            })
          }
          className={buttonClass('outline', 'sm', 'hover:border-rose-600 hover:text-rose-700')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
    </li>
  )
}

/**
 * The customer's signs (issue 27): each one's size and file, to add, change and delete. The
 * order form offers them first; the first one is the preferred sign size.
 */
export function SignsSection({ me }: { me: Me }) {
  // 'new' while adding a sign, a sign's id while changing it.
  const [editing, setEditing] = useState<string | null>(null)
  const full = me.signs.length >= MAX_SIGNS
  const done = () => setEditing(null)
  return (
    <AccountSection
      title="Your signs"
      action={
        editing !== 'new' && (
          <button
            type="button"
            disabled={full}
            onClick={() => setEditing('new')}
            className={buttonClass('primary', 'sm')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a sign
          </button>
        )
      }
    >
      <p className="mb-4 text-sm text-zinc-600">
        The order form offers these first, with their size, colours and file type. You can keep up
        to {MAX_SIGNS} signs{full ? ': delete one to add another' : ''}; the first is your preferred
        sign size.
      </p>
      {editing === 'new' && (
        <div className="mb-4">
          <SignForm initial={EMPTY_SIGN} onDone={done} />
        </div>
      )}
      {me.signs.length === 0 ? (
        editing !== 'new' && (
          <p className="rounded-2xl bg-zinc-50 p-4 text-sm text-zinc-700 ring-1 ring-zinc-200">
            No signs yet. Add the signs you play clips on, and order for each in one step.
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-3">
          {me.signs.map((sign, index) =>
            editing === sign.id ? (
              <li key={sign.id}>
                <SignForm initial={signFormValues(sign)} signId={sign.id} onDone={done} />
              </li>
            ) : (
              <SignRow
                key={sign.id}
                sign={sign}
                first={index === 0}
                onEdit={() => setEditing(sign.id)}
              />
            ),
          )}
        </ul>
      )}
    </AccountSection>
  )
}
