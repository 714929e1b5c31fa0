import { describe, expect, it } from 'vitest'
import { CONTROLLER_PRESETS } from './controller-presets.ts'
import { signInputSchema } from './signs.ts'

describe('a sign as the customer adds it', () => {
  it('takes a name and a size, and defaults the rest to the store’s usual file', () => {
    expect(signInputSchema.parse({ name: ' Road sign ', width: 384, height: 192 })).toEqual({
      name: 'Road sign',
      width: 384,
      height: 192,
      depth: 'full',
      format: 'mp4',
      fps: 'source',
      codec: 'mjpeg',
      preset: null,
      maxBytes: null,
    })
  })

  it('keeps a controller’s frame rate, codec, still format and memory budget', () => {
    const sign = signInputSchema.parse({
      name: 'Lobby',
      width: 96,
      height: 32,
      format: 'png',
      fps: 30,
      codec: 'raw',
      preset: 'still-png',
      maxBytes: 2_000_000,
    })
    expect(sign).toMatchObject({ format: 'png', fps: 30, codec: 'raw', maxBytes: 2_000_000 })
  })

  it.each([
    [{ fps: 24 }, 'fps must be one of source, 15, 25, 30'],
    [{ format: 'webm' }, 'format must be one of mp4, avi, mpeg, gif, png, bmp'],
    [{ codec: 'h264' }, 'codec must be one of mjpeg, raw'],
    [{ preset: 'acme' }, 'preset must be one of the controller presets'],
    [{ maxBytes: 10 }, 'maxBytes must be at least 1024 bytes'],
    [{ width: 0 }, 'width must be at least 1 pixel'],
    [{ name: '   ' }, 'name: give the sign a name'],
  ])('refuses %j with a message naming the field', (change, message) => {
    const result = signInputSchema.safeParse({ name: 'Road', width: 384, height: 192, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('offers presets whose choices a sign accepts', () => {
    for (const preset of CONTROLLER_PRESETS) {
      const { id, name: _name, note: _note, ...choices } = preset
      expect(
        signInputSchema.safeParse({ name: 'Sign', width: 64, height: 32, preset: id, ...choices })
          .success,
      ).toBe(true)
    }
  })
})
