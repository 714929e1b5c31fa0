import { Clapperboard, Clock, Palette } from 'lucide-react'
import { lazy } from 'react'
import { AfterPaint } from '@/components/after-paint'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { useSessionStore } from '@/features/auth'

// The form brings react-hook-form and the shared zod rules (37 KB on the wire, 50 ms of a
// slow phone's CPU to build the rules): they load once the page has painted.
const CustomVideoForm = lazy(() =>
  import('./custom-video-form').then((module) => ({ default: module.CustomVideoForm })),
)

const formPlaceholder = (
  <div className="min-h-[40rem] rounded-3xl bg-white ring-1 ring-zinc-200">
    <Spinner label="Loading the form" />
  </div>
)

const STEPS = [
  { icon: Palette, title: 'Tell us the idea', text: 'Your words, your colours, your logo.' },
  {
    icon: Clock,
    title: 'Get a quote',
    text: 'We reply within two working days with a price and date.',
  },
  {
    icon: Clapperboard,
    title: 'Receive your clip',
    text: 'Made at your sign’s exact size, ready to play.',
  },
]

/** docs/requirements.md §7's custom video query: a clip made from scratch for one sign. */
export function CustomVideoPage() {
  const signedIn = useSessionStore((state) => Boolean(state.user))
  return (
    <>
      <BreadcrumbBanner title="Custom Video" promo="A clip made for your sign" />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="custom-how" className="flex flex-col gap-5">
          <h2 id="custom-how" className="text-2xl font-bold text-zinc-900">
            How it works
          </h2>
          <ol className="flex flex-col gap-4">
            {STEPS.map((step) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-zinc-200"
              >
                <step.icon aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
                <div>
                  <h3 className="font-semibold text-zinc-900">{step.title}</h3>
                  <p className="text-sm text-zinc-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <AfterPaint placeholder={formPlaceholder}>
          <CustomVideoForm signedIn={signedIn} />
        </AfterPaint>
      </Container>
    </>
  )
}
