import type { RenderedMarkdown } from '@marquee/core'
import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import { SafeHtml } from '@/components/safe-html'
import { ContentPage } from './content-page'

/** Each `##` heading of the FAQ's Markdown is a question; the words under it, its answer. */
function Questions({ sections }: RenderedMarkdown) {
  return (
    <>
      <h2 className="sr-only">Frequently asked questions</h2>
      <div className="flex flex-col gap-3">
        {sections.map((faq, index) => (
          <details
            // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place on the page; two may share words
            key={`${index}-${faq.heading}`}
            open={index === 0}
            className="group rounded-2xl bg-white ring-1 ring-zinc-200 open:shadow-sm"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-lg font-semibold text-zinc-900 [&::-webkit-details-marker]:hidden">
              {faq.heading}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <SafeHtml html={faq.html} className="px-6 pb-6" />
          </details>
        ))}
      </div>
    </>
  )
}

export function FaqPage() {
  return (
    <ContentPage
      slug="faq"
      title="FAQ"
      promo="Answers for sign owners and installers"
      body={(page) => <Questions {...page} />}
    >
      <p className="mt-10 text-center text-zinc-700">
        Still wondering?{' '}
        <Link to="/pages/contact" className="font-semibold text-amber-800 underline">
          Ask us
        </Link>
        .
      </p>
    </ContentPage>
  )
}
