import type { TemplateBox, TemplateField, TemplateLogo } from '@marquee/core'
import { ImageIcon } from 'lucide-react'
import { useRef } from 'react'
import { TemplateDraggableBox } from './template-draggable-box'

const JUSTIFY = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const

/**
 * The clip's poster with each field's box and the logo slot's box drawn over it, in the
 * frame's own proportions; a box is moved by dragging it and resized by its corner (the
 * numbers below stay exact).
 */
export function TemplateBoxEditor({
  poster,
  aspect,
  fields,
  logo,
  swatches,
  logoSwatch,
  onBox,
  onLogoBox,
}: {
  poster: string
  /** The clip's width over its height. */
  aspect: number
  fields: TemplateField[]
  logo: TemplateLogo | null
  swatches: string[]
  logoSwatch: string
  onBox: (index: number, box: TemplateBox) => void
  onLogoBox: (box: TemplateBox) => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  return (
    <div
      ref={frame}
      className="relative w-full touch-none overflow-hidden rounded-xl bg-zinc-950 ring-1 ring-zinc-300 select-none"
      style={{ aspectRatio: String(aspect) }}
    >
      {poster ? (
        <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-80" />
      ) : (
        <p className="absolute inset-0 grid place-items-center text-sm text-zinc-400">
          No poster yet: upload a master clip.
        </p>
      )}
      {fields.map((field, index) => (
        <TemplateDraggableBox
          // biome-ignore lint/suspicious/noArrayIndexKey: a box is its field's place in the list
          key={index}
          frame={frame}
          box={field.box}
          name={`Box of ${field.label || `field ${index + 1}`}`}
          badge={String(index + 1)}
          swatch={swatches[index] ?? '#ffffff'}
          onBox={(box) => onBox(index, box)}
        >
          <div
            className={`flex size-full items-center overflow-hidden px-1 ${JUSTIFY[field.align]}`}
            style={{ background: field.backdrop ?? 'transparent' }}
          >
            <span
              className="truncate text-xs font-bold sm:text-sm"
              style={{
                color: field.color,
                fontFamily: field.font === 'pixel' ? 'monospace' : undefined,
              }}
            >
              {field.upperCase ? field.default.toUpperCase() : field.default}
            </span>
          </div>
        </TemplateDraggableBox>
      ))}
      {logo && (
        <TemplateDraggableBox
          frame={frame}
          box={logo.box}
          name={`Box of the logo slot: ${logo.label || 'logo'}`}
          badge="Logo"
          swatch={logoSwatch}
          onBox={onLogoBox}
        >
          <div
            className="grid size-full place-items-center"
            style={{ background: logo.backdrop ?? 'transparent' }}
          >
            <ImageIcon aria-hidden="true" className="size-1/2 max-h-8 text-white/80" />
          </div>
        </TemplateDraggableBox>
      )}
    </div>
  )
}
