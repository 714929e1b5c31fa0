import { describe, expect, it } from 'vitest'
import { ConfigError } from './config.ts'
import { assertNodeRuntime } from './node-runtime.ts'

describe('the Node runtime', () => {
  it('starts on Node 24 and later', () => {
    expect(() => assertNodeRuntime('24.21.0')).not.toThrow()
    expect(() => assertNodeRuntime('26.1.0')).not.toThrow()
  })

  it('stops on Node 20 with one sentence naming the Node to use', () => {
    expect(() => assertNodeRuntime('20.20.2')).toThrow(ConfigError)
    expect(() => assertNodeRuntime('20.20.2')).toThrow(
      /this is Node 20\.20\.2: start it with `npm start`.*node_modules\/\.bin\/node/,
    )
  })

  it('is the Node the tests run on', () => {
    expect(() => assertNodeRuntime()).not.toThrow()
  })
})
