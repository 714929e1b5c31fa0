// Named settings for the controller families sign owners told us about (issue 27's survey,
// docs/controllers.md): each bundles the file a controller of that family accepts. A preset is
// a starting point; the customer can change any of its choices for their own sign.

import type { AviCodec, ColourDepth, FrameRate, StillType } from './conversion-options.ts'
import type { FILE_TYPES } from './file-types.ts'

export interface ControllerPreset {
  id: string
  name: string
  format: (typeof FILE_TYPES)[number] | StillType
  codec: AviCodec
  fps: FrameRate
  depth?: ColourDepth
  /** What the customer should know about this family's files, shown beside the choice. */
  note: string
}

export const CONTROLLER_PRESETS: readonly ControllerPreset[] = [
  {
    id: 'daystar-raw-avi',
    name: 'DayStar-style (uncompressed AVI, 30 fps)',
    format: 'avi',
    codec: 'raw',
    fps: 30,
    note: 'Uncompressed AVI at 30 frames a second: large files, read without decoding.',
  },
  {
    id: 'signcommand-30',
    name: 'Stewart SignCommand (AVI, 30 fps)',
    format: 'avi',
    codec: 'mjpeg',
    fps: 30,
    note: 'MJPEG AVI at 30 frames a second.',
  },
  {
    id: 'daktronics-venus',
    name: 'Daktronics Venus (MPEG, 30 fps, memory budget)',
    format: 'mpeg',
    codec: 'mjpeg',
    fps: 30,
    note: 'MPEG-1 at 30 frames a second. Set the file-size budget to what the memory gauge shows free.',
  },
  {
    id: 'generic-15',
    name: 'Older controllers (AVI, 15 fps)',
    format: 'avi',
    codec: 'mjpeg',
    fps: 15,
    note: 'MJPEG AVI at 15 frames a second, for controllers that cannot keep up with 25 or 30.',
  },
  {
    id: 'still-png',
    name: 'Message and price boards (PNG still)',
    format: 'png',
    codec: 'mjpeg',
    fps: 'source',
    note: 'One picture, the clip’s hold frame: for boards and towns that allow no animation.',
  },
  {
    id: 'still-bmp',
    name: 'Message boards (BMP still)',
    format: 'bmp',
    codec: 'mjpeg',
    fps: 'source',
    note: 'One uncompressed 24-bit BMP picture, the clip’s hold frame.',
  },
]

export const CONTROLLER_PRESET_IDS = CONTROLLER_PRESETS.map((preset) => preset.id)

export function controllerPreset(id: string): ControllerPreset | undefined {
  return CONTROLLER_PRESETS.find((preset) => preset.id === id)
}
