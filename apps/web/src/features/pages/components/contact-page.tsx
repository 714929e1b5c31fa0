import { CalendarClock, Clock, Megaphone } from 'lucide-react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { useConfig } from '@/lib/store-config'
import { ContactForm } from './contact-form'

export function ContactPage() {
  const { data: config } = useConfig()
  return (
    <>
      <BreadcrumbBanner title="Contact Us" promo="Talk to a real sign person" />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="contact-ways" className="flex flex-col gap-5">
          <h2 id="contact-ways" className="text-2xl font-bold text-zinc-900">
            Other ways to reach us
          </h2>
          <p className="leading-relaxed text-zinc-700">
            Questions about sign sizes, file formats or a custom animation? We answer every message
            within one working day.
          </p>
          <ul className="flex flex-col gap-4">
            {config?.bookACallUrl && (
              <li className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
                <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
                <div>
                  <h3 className="font-semibold text-zinc-900">Book a call</h3>
                  <a
                    href={config.bookACallUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-amber-800 underline"
                  >
                    Pick a time that suits you
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            )}
            {config?.customAdUrl && (
              <li className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
                <Megaphone aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
                <div>
                  <h3 className="font-semibold text-zinc-900">Fully custom ad</h3>
                  <a
                    href={config.customAdUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-amber-800 underline"
                  >
                    Request a one-off animation
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            )}
            <li className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
              <Clock aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
              <div>
                <h3 className="font-semibold text-zinc-900">Studio hours</h3>
                <p className="text-sm text-zinc-700">Monday to Friday, 8 am to 6 pm (US Central)</p>
              </div>
            </li>
          </ul>
        </section>
        <ContactForm bookACallUrl={config?.bookACallUrl} />
      </Container>
    </>
  )
}
