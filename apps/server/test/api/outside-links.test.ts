import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config/config.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

describe('outside links in the runtime config', () => {
  it('gives the store its own social pages and custom-ad site by default', async () => {
    testApp = await createTestApp()
    const config = (await testApp.app.inject('/api/config')).json()
    expect(config.customAdUrl).toBe('https://www.marqueeclips.com/custom-led-ads')
    expect(config.social).toEqual({
      facebook: 'https://www.facebook.com/marqueeclips',
      instagram: 'https://www.instagram.com/marqueeclips',
      youtube: 'https://www.youtube.com/@marqueeclips',
      linkedin: 'https://www.linkedin.com/company/marqueeclips',
    })
  })

  it('leaves out a link set to none, so the storefront hides it', async () => {
    testApp = await createTestApp({
      CUSTOM_AD_URL: 'none',
      SOCIAL_FACEBOOK_URL: 'none',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/acme-signs',
    })
    const config = (await testApp.app.inject('/api/config')).json()
    expect(config).not.toHaveProperty('customAdUrl')
    expect(config.social).not.toHaveProperty('facebook')
    expect(config.social.linkedin).toBe('https://www.linkedin.com/company/acme-signs')
  })

  it("refuses a network's bare home page", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-links-'))
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/' }),
    ).toThrow(ConfigError)
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/' }),
    ).toThrow(/SOCIAL_FACEBOOK_URL/)
  })
})
