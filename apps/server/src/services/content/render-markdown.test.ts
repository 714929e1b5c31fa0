import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './render-markdown.ts'

const everything = (body: string) => {
  const { intro, sections } = renderMarkdown(body)
  return [intro, ...sections.map((section) => section.html)].join('\n')
}

describe('renderMarkdown', () => {
  it('splits the page at its ## headings: the intro, then each section with its words', () => {
    const page = renderMarkdown(
      'Welcome to **Marquee**.\n\n## Why & how\n\nWe draw *pixels*.\n\n- one\n- two\n\n## Who\n\nYou.',
    )
    expect(page.intro).toBe('<p>Welcome to <strong>Marquee</strong>.</p>')
    expect(page.sections).toEqual([
      {
        heading: 'Why & how',
        html: '<p>We draw <em>pixels</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
      },
      { heading: 'Who', html: '<p>You.</p>' },
    ])
  })

  it('takes a heading as words: no Markdown marks or HTML left in it', () => {
    const page = renderMarkdown('## Is it **really** <b>free</b>?\n\nYes.')
    expect(page.sections[0]?.heading).toBe('Is it really free?')
  })

  it.each([
    ['a script tag', '<script>alert(1)</script>hello', /<script|alert/],
    ['an event attribute', '<img src="/x.png" onerror="alert(1)">', /onerror/],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">x</a>',
      /avascript:/i,
    ],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['a data: picture', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/],
    ['an iframe', '<iframe src="https://evil.test"></iframe>', /iframe|evil/],
    ['a style tag', '<style>body{display:none}</style>', /style|display/],
    ['a style attribute', '<p style="position:fixed">x</p>', /style/],
    ['a form', '<form action="https://evil.test"><input name="card"></form>', /form|input/],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', /svg|script/],
  ])('makes %s inert', (_, body, forbidden) => {
    expect(everything(body)).not.toMatch(forbidden)
  })

  it('keeps ordinary links and pictures, and marks links out of the shop', () => {
    const html = everything(
      '[Shop](/shop) [Mail](mailto:hi@example.test) [Out](https://example.test) ![Sign](/media/a.jpg)',
    )
    expect(html).toContain('<a href="/shop">Shop</a>')
    expect(html).toContain('<a href="mailto:hi@example.test">Mail</a>')
    expect(html).toContain(
      '<a href="https://example.test" rel="noopener noreferrer nofollow">Out</a>',
    )
    expect(html).toContain('<img src="/media/a.jpg" alt="Sign" />')
  })
})
