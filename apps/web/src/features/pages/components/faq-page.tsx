import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { FAQS } from '../content/faq'

export function FaqPage() {
  return (
    <>
      <BreadcrumbBanner title="FAQ" promo="Answers for sign owners and installers" />
      <Container className="max-w-3xl py-12 sm:py-16">
        <h2 className="sr-only">Frequently asked questions</h2>
        <div className="flex flex-col gap-3">
          {FAQS.map((faq, index) => (
            <details
              key={faq.question}
              open={index === 0}
              className="group rounded-2xl bg-white ring-1 ring-zinc-200 open:shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-lg font-semibold text-zinc-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-zinc-700">{faq.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-10 text-center text-zinc-700">
          Still wondering?{' '}
          <Link to="/pages/contact" className="font-semibold text-amber-800 underline">
            Ask us
          </Link>
          .
        </p>
      </Container>
    </>
  )
}
