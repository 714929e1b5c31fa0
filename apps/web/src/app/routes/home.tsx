import { useParams } from 'react-router'
import { HomePage } from '@/features/home'
import { NotFoundPage } from '@/features/layout'

const HOME_STYLE = /^home-style-([1-7])$/

/** /home/home-style-1 … 7; any other name under /home is the 404 page. */
export function Component() {
  const match = HOME_STYLE.exec(useParams().style ?? '')
  if (!match) return <NotFoundPage />
  return <HomePage style={Number(match[1])} />
}
