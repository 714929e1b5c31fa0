import type { RenderedMarkdown } from '@marquee/core'
import { SafeHtml } from '@/components/safe-html'

/** An article-style page's words (about, policies): the intro, then headed sections. */
export function ContentPageBody({ intro, sections }: RenderedMarkdown) {
  return (
    <>
      <SafeHtml html={intro} className="text-lg" />
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place on the page; two may share a heading
        <section key={`${index}-${section.heading}`} className="mt-10">
          <h2 className="text-2xl font-bold tracking-tight text-zinc-900">{section.heading}</h2>
          <SafeHtml html={section.html} className="mt-4" />
        </section>
      ))}
    </>
  )
}
