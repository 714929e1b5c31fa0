import { describe, expect, it } from 'vitest'
import { downloadReadyMail } from './ready-mail.ts'
import { renderLetter } from './render-letter.tsx'

const SITE = 'https://shop.example'

describe('the download-ready mail', () => {
  it('is what React renders for the same facts, markup and quotes included', async () => {
    for (const title of ['Oil Change Special', `Tom's <b>Diner</b> & "Grill" $& $1`]) {
      const facts = { to: 'ada@example.com', name: 'Ada & Bo', title, size: '7x3', format: 'mpeg' }
      const filled = await downloadReadyMail(facts, SITE)
      const direct = await renderLetter(
        { ...facts, subject: `Your download is ready: ${title}`, template: 'download-ready' },
        SITE,
      )
      expect(filled).toEqual(direct)
      expect(filled.text).toContain(`${title} is ready at 7x3 as MPEG.`)
      expect(filled.html).not.toContain('<b>Diner')
    }
  })
})
