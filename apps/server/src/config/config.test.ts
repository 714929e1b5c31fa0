import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-config-'))

afterEach(() => {
  rmSync(path.join(scratch, 'data'), { recursive: true, force: true })
})

describe('loadConfig', () => {
  it('defaults to the embedded store on port 3000', () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, 'data') })
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PUBLIC_URL).toBe('http://localhost:3000')
  })

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://localhost' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
  ])('names the bad variable in %j', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: path.join(scratch, 'data'), ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: path.join(scratch, 'data'), ...env })).toThrow(variable)
  })

  it('creates nothing when another variable is bad', () => {
    const dataDir = path.join(scratch, 'data', 'never')
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/)
    expect(existsSync(dataDir)).toBe(false)
  })

  it('refuses a DATA_DIR that cannot be written', () => {
    const file = path.join(scratch, 'a-file')
    writeFileSync(file, 'not a directory')
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(/DATA_DIR/)
  })

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: path.join(scratch, 'data'), PORT: '' }).PORT).toBe(3000)
  })
})
