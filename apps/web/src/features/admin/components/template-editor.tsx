import {
  type AdminPersonalization,
  MAX_TEMPLATE_FIELDS,
  type PersonalizationTemplate,
  type TemplateBox,
  type TemplateField,
  type TemplateLogo,
} from '@marquee/core'
import { ImagePlus, Plus } from 'lucide-react'
import { useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { useSaveTemplate } from '../api/admin-personalization'
import { ConfirmDialog } from './confirm-dialog'
import { TemplateBoxEditor } from './template-box-editor'
import {
  NO_ERRORS,
  newField,
  newLogoSlot,
  type TemplateErrors,
  templateErrors,
} from './template-draft'
import { TemplateFieldCard } from './template-field-card'
import { TemplateLogoCard } from './template-logo-card'

/** One outline colour per field, told apart on any poster; the logo slot's is its own. */
const SWATCHES = ['#fbbf24', '#22d3ee', '#f472b6', '#a3e635']
const LOGO_SWATCH = '#c084fc'

/**
 * The clip's template being edited: its fields and its logo slot, their boxes over the poster,
 * saved whole. The server checks it (the same schema, and the times against the clip) and
 * names what it refuses.
 */
export function TemplateEditor({
  productId,
  title,
  poster,
  current,
}: {
  productId: number
  title: string
  poster: string
  current: AdminPersonalization
}) {
  const [fields, setFields] = useState<TemplateField[]>(current.template?.fields ?? [])
  const [logo, setLogo] = useState<TemplateLogo | null>(current.template?.logo ?? null)
  const [errors, setErrors] = useState<TemplateErrors>(NO_ERRORS)
  const [confirming, setConfirming] = useState(false)
  const save = useSaveTemplate(productId)
  const clipSeconds = current.clip?.durationSeconds ?? null
  const aspect = current.clip ? current.clip.width / current.clip.height : 2

  const change = (index: number, field: TemplateField) =>
    setFields((all) => all.map((old, i) => (i === index ? field : old)))
  const setBox = (index: number, box: TemplateBox) =>
    setFields((all) => all.map((old, i) => (i === index ? { ...old, box } : old)))
  const add = () =>
    setFields((all) => [
      ...all,
      newField(
        all.map((f) => f.name),
        clipSeconds,
      ),
    ])
  const remove = (index: number) => {
    setFields((all) => all.filter((_, i) => i !== index))
    setErrors(NO_ERRORS)
  }
  const removeLogo = () => {
    setLogo(null)
    setErrors(NO_ERRORS)
  }

  const send = async (template: PersonalizationTemplate | null) => {
    setErrors(NO_ERRORS)
    try {
      await save.mutateAsync(template)
      if (template === null) {
        setFields([])
        setLogo(null)
      }
      notify('success', template ? 'Personalisation saved.' : `“${title}” is a plain clip again.`)
    } catch (error) {
      setErrors(templateErrors((error as Error).message))
    }
  }

  const replaced = current.template !== null && current.sourceVersion !== current.clipVersion
  return (
    <div className="grid gap-6">
      {replaced && (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
          The clip has been replaced since this template was saved. Check each box and time on the
          new clip, then save to make the template the new clip's.
        </p>
      )}
      <section className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-zinc-200 sm:p-5">
        <h2 className="text-lg font-bold text-zinc-900">Where the texts and the logo go</h2>
        <p className="text-sm text-zinc-600">
          Drag a box to move it, its corner to resize it; the numbers of each field and of the logo
          slot below are exact.
          {clipSeconds !== null && ` The clip runs ${clipSeconds.toFixed(1)} seconds.`}
        </p>
        <TemplateBoxEditor
          poster={poster}
          aspect={aspect}
          fields={fields}
          logo={logo}
          swatches={SWATCHES}
          logoSwatch={LOGO_SWATCH}
          onBox={setBox}
          onLogoBox={(box) => setLogo((slot) => slot && { ...slot, box })}
        />
      </section>
      {fields.length === 0 && logo === null && (
        <p className="rounded-xl bg-zinc-100 p-5 text-sm text-zinc-700">
          This clip is plain. Add a text field or a logo slot to let customers put their own words
          or logo on it.
        </p>
      )}
      {fields.map((field, index) => (
        <TemplateFieldCard
          // biome-ignore lint/suspicious/noArrayIndexKey: a field is its place in the list; its name is being edited
          key={index}
          field={field}
          index={index}
          errors={errors.fields[index] ?? {}}
          clipSeconds={clipSeconds}
          swatch={SWATCHES[index] ?? '#ffffff'}
          onChange={(next) => change(index, next)}
          onRemove={() => remove(index)}
        />
      ))}
      {logo && (
        <TemplateLogoCard
          slot={logo}
          errors={errors.logo}
          clipSeconds={clipSeconds}
          swatch={LOGO_SWATCH}
          onChange={setLogo}
          onRemove={removeLogo}
        />
      )}
      {errors.form.map((message) => (
        <p key={message} role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {message}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={add}
          disabled={fields.length >= MAX_TEMPLATE_FIELDS}
          title={
            fields.length >= MAX_TEMPLATE_FIELDS
              ? `At most ${MAX_TEMPLATE_FIELDS} fields`
              : undefined
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a text field
        </Button>
        {logo === null && (
          <Button variant="outline" onClick={() => setLogo(newLogoSlot(clipSeconds))}>
            <ImagePlus aria-hidden="true" className="size-4" />
            Add logo slot
          </Button>
        )}
        <BusyButton
          busy={save.isPending}
          busyLabel="Saving…"
          disabled={fields.length === 0 && logo === null}
          onClick={() => send({ fields, logo })}
        >
          Save personalisation
        </BusyButton>
        {current.template !== null && (
          <Button
            variant="ghost"
            className="text-rose-700 hover:bg-rose-50 sm:ml-auto"
            onClick={() => setConfirming(true)}
          >
            Remove personalisation
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove personalisation?"
        confirmLabel="Remove personalisation"
        keepLabel="Keep it"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void send(null)
        }}
      >
        “{title}” becomes a plain clip: its product page stops asking for texts at once. Files
        already made keep their texts.
      </ConfirmDialog>
    </div>
  )
}
