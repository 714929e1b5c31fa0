import {
  AVI_CODEC_LABELS,
  AVI_CODECS,
  type ColourDepth,
  type FILE_TYPES,
  type FitMode,
  FORMAT_FRAME_RATES,
  type FrameRate,
} from '@marquee/core'

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

export const AVI_CODEC_OPTIONS = AVI_CODECS.map((codec) => ({
  value: codec,
  label: AVI_CODEC_LABELS[codec],
}))

const frameRateLabel = (fps: FrameRate) => (fps === 'source' ? 'Clip’s own' : `${fps} fps`)

/** The frame rates a file type carries, as the order form's select lists them. */
export const frameRateOptions = (fileType: (typeof FILE_TYPES)[number]) =>
  FORMAT_FRAME_RATES[fileType].map((fps) => ({
    value: String(fps) as `${FrameRate}`,
    label: frameRateLabel(fps),
  }))

/** The select's value as the API takes it. */
export const toFrameRate = (value: `${FrameRate}`): FrameRate =>
  value === 'source' ? 'source' : (Number(value) as FrameRate)
