import type { ColourDepth, FitMode } from '@marquee/core'

export const FILE_TYPE_OPTIONS = [
  { value: 'mp4', label: 'MP4' },
  { value: 'avi', label: 'AVI' },
  { value: 'mpeg', label: 'MPEG' },
  { value: 'gif', label: 'GIF' },
] as const

export const FIT_OPTIONS: readonly { value: FitMode; label: string }[] = [
  { value: 'letterbox', label: 'Letterbox' },
  { value: 'crop', label: 'Crop' },
  { value: 'stretch', label: 'Stretch' },
]

export const DEPTH_OPTIONS: readonly { value: ColourDepth; label: string }[] = [
  { value: 'full', label: 'Full colour' },
  { value: 'red-green', label: 'Red/green' },
  { value: 'amber', label: 'Amber' },
]
