import type { ColourDepth, FitMode } from '@marquee/core'

export const FILE_TYPE_OPTIONS = [
  { value: 'mp4', label: 'MP4 (H.264)' },
  { value: 'avi', label: 'AVI (Motion JPEG)' },
  { value: 'mpeg', label: 'MPEG' },
  { value: 'gif', label: 'GIF' },
] as const

export const FIT_OPTIONS: readonly { value: FitMode; label: string }[] = [
  { value: 'letterbox', label: 'Letterbox (whole clip, bars)' },
  { value: 'crop', label: 'Crop to fill' },
  { value: 'stretch', label: 'Stretch to fill' },
]

export const DEPTH_OPTIONS: readonly { value: ColourDepth; label: string }[] = [
  { value: 'full', label: 'Full colour' },
  { value: 'red-green', label: 'Red/green' },
  { value: 'amber', label: 'Single-colour amber' },
]
