import { Container } from '@/components/ui/container'

const STEPS = [
  {
    title: 'Pick a clip',
    text: 'Browse looping animations made for car washes, tyre shops, dealers and service bays.',
  },
  {
    title: 'Set your sign size',
    text: 'Tell us your sign in pixels and the format your controller plays: MP4, AVI, MPEG or GIF.',
  },
  {
    title: 'Download or customise',
    text: 'Download it straight away, or have our studio add your prices, hours or logo.',
  },
] as const

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-white py-16">
      <Container>
        <h2 id="how-it-works" className="text-center text-3xl font-extrabold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-zinc-50 p-6 ring-1 ring-zinc-200">
              <span className="flex size-10 items-center justify-center rounded-full bg-zinc-950 font-mono text-lg font-bold text-amber-400">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-zinc-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
