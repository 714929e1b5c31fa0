import type { ColourDepth, FitMode } from '@marquee/core'
import { create } from 'zustand'

/**
 * What the LED preview draws: the clip's playing video element (registered by the sign
 * player) at the order form's size and colour depth.
 */
interface LedPreviewState {
  video: HTMLVideoElement | null
  width: number
  height: number
  depth: ColourDepth
  fit: FitMode
  setVideo: (video: HTMLVideoElement | null) => void
  setSign: (sign: { width: number; height: number; depth: ColourDepth; fit: FitMode }) => void
}

export const useLedPreviewStore = create<LedPreviewState>()((set) => ({
  video: null,
  width: 384,
  height: 192,
  depth: 'full',
  fit: 'letterbox',
  setVideo: (video) => set({ video }),
  setSign: (sign) => set(sign),
}))
