import type { TemplateBox } from '@marquee/core'
import { type PointerEvent, type ReactNode, type RefObject, useRef } from 'react'
import { movedBox, resizedBox } from './template-draft'

type Drag = { mode: 'move' | 'resize'; x: number; y: number; box: TemplateBox }

const boxStyle = (box: TemplateBox) => ({
  left: `${box.x * 100}%`,
  top: `${box.y * 100}%`,
  width: `${box.width * 100}%`,
  height: `${box.height * 100}%`,
})

/**
 * One box of the template over the clip's poster (`frame`): dragged to move it, by its corner
 * to resize it, in fractions of the frame; `badge` names it in its swatch's colour.
 */
export function TemplateDraggableBox({
  frame,
  box,
  name,
  badge,
  swatch,
  onBox,
  children,
}: {
  frame: RefObject<HTMLDivElement | null>
  box: TemplateBox
  name: string
  badge: string
  swatch: string
  onBox: (box: TemplateBox) => void
  children: ReactNode
}) {
  const drag = useRef<Drag | null>(null)
  const start = (event: PointerEvent, mode: Drag['mode']) => {
    event.preventDefault()
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { mode, x: event.clientX, y: event.clientY, box }
  }
  const move = (event: PointerEvent) => {
    const now = drag.current
    const rect = frame.current?.getBoundingClientRect()
    if (!now || !rect) return
    const dx = (event.clientX - now.x) / rect.width
    const dy = (event.clientY - now.y) / rect.height
    onBox((now.mode === 'move' ? movedBox : resizedBox)(now.box, dx, dy))
  }
  const end = () => {
    drag.current = null
  }
  return (
    <div
      role="img"
      aria-label={name}
      className="absolute cursor-move border-2 border-dashed"
      style={{ ...boxStyle(box), borderColor: swatch }}
      onPointerDown={(event) => start(event, 'move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      {children}
      <span
        className="absolute -top-px -left-px rounded-br px-1.5 text-[11px] font-bold text-zinc-950"
        style={{ background: swatch }}
      >
        {badge}
      </span>
      <span
        aria-hidden="true"
        className="absolute -right-1.5 -bottom-1.5 size-4 cursor-nwse-resize rounded-sm border-2 border-white"
        style={{ background: swatch }}
        onPointerDown={(event) => start(event, 'resize')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </div>
  )
}
