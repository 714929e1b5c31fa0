import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'

/** docs/requirements.md §2: the page for any unknown path, and where a missing product sends the shopper. */
export function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="font-mono text-sm font-semibold tracking-widest text-amber-800">
        component not found
      </p>
      <h1 className="font-mono text-8xl font-black tracking-tight text-zinc-900 sm:text-9xl">
        404
      </h1>
      <p className="text-xl font-semibold text-zinc-700">Nothing To See Here!</p>
      <Link to="/home/home-style-1" className={buttonClass('dark', 'lg', 'mt-4')}>
        Back
      </Link>
    </Container>
  )
}
