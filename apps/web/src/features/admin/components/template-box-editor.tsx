import type { TemplateBox, TemplateField } from '@marquee/core'
import { type PointerEvent, useRef } from 'react'
import { movedBox, resizedBox } from './template-draft'

type Drag = { index: number; mode: 'move' | 'resize'; x: number; y: number; box: TemplateBox }

const boxStyle = (box: TemplateBox) => ({
  left: `${box.x * 100}%`,
  top: `${box.y * 100}%`,
  width: `${box.width * 100}%`,
  height: `${box.height * 100}%`,
})

const JUSTIFY = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const

/**
 * The clip's poster with each field's box drawn over it, in the frame's own proportions; a
 * box is moved by dragging it and resized by its corner (the numbers below stay exact).
 */
export function TemplateBoxEditor({
  poster,
  aspect,
  fields,
  swatches,
  onBox,
}: {
  poster: string
  /** The clip's width over its height. */
  aspect: number
  fields: TemplateField[]
  swatches: string[]
  onBox: (index: number, box: TemplateBox) => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)

  const start = (event: PointerEvent, index: number, mode: Drag['mode']) => {
    const field = fields[index]
    if (!field) return
    event.preventDefault()
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { index, mode, x: event.clientX, y: event.clientY, box: field.box }
  }
  const move = (event: PointerEvent) => {
    const now = drag.current
    const rect = frame.current?.getBoundingClientRect()
    if (!now || !rect) return
    const dx = (event.clientX - now.x) / rect.width
    const dy = (event.clientY - now.y) / rect.height
    onBox(now.index, (now.mode === 'move' ? movedBox : resizedBox)(now.box, dx, dy))
  }
  const end = () => {
    drag.current = null
  }

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
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a box is its field's place in the list
          key={index}
          role="img"
          aria-label={`Box of ${field.label || `field ${index + 1}`}`}
          className="absolute cursor-move border-2 border-dashed"
          style={{ ...boxStyle(field.box), borderColor: swatches[index] }}
          onPointerDown={(event) => start(event, index, 'move')}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
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
          <span
            className="absolute -top-px -left-px rounded-br px-1.5 text-[11px] font-bold text-zinc-950"
            style={{ background: swatches[index] }}
          >
            {index + 1}
          </span>
          <span
            aria-hidden="true"
            className="absolute -right-1.5 -bottom-1.5 size-4 cursor-nwse-resize rounded-sm border-2 border-white"
            style={{ background: swatches[index] }}
            onPointerDown={(event) => start(event, index, 'resize')}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        </div>
      ))}
    </div>
  )
}
