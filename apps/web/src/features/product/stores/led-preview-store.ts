import type {
  ColourDepth,
  FitMode,
  PersonalTexts,
  SourceShape,
  TemplateField,
  TemplateLogo,
} from '@marquee/core'
import { create } from 'zustand'

/** The customer's chosen logo in the template's slot, decoded in the browser. */
export interface SignLogoPicture {
  slot: TemplateLogo
  picture: ImageBitmap
}

/** A personalisable clip's texts as the order form holds them, for the preview to draw. */
export interface SignTexts {
  fields: readonly TemplateField[]
  texts: PersonalTexts
  /** The clip's probed size (its clip facts), which the store lays text out on; null if unknown. */
  source: SourceShape | null
  /** Null until the customer chooses a logo (or the template has no slot): the slot shows the clip. */
  logo: SignLogoPicture | null
}

/**
 * What the LED preview draws: the clip's playing video element (registered by the sign
 * player) at the order form's size and colour depth, and the customer's texts over it.
 */
interface LedPreviewState {
  video: HTMLVideoElement | null
  width: number
  height: number
  depth: ColourDepth
  fit: FitMode
  /** Null for a clip that is not personalisable: the plain preview. */
  signTexts: SignTexts | null
  setVideo: (video: HTMLVideoElement | null) => void
  setSign: (sign: { width: number; height: number; depth: ColourDepth; fit: FitMode }) => void
  setSignTexts: (signTexts: SignTexts | null) => void
}

export const useLedPreviewStore = create<LedPreviewState>()((set) => ({
  video: null,
  width: 384,
  height: 192,
  depth: 'full',
  fit: 'letterbox',
  signTexts: null,
  setVideo: (video) => set({ video }),
  setSign: (sign) => set(sign),
  setSignTexts: (signTexts) => set({ signTexts }),
}))
