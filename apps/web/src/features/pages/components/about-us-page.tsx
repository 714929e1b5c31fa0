import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { ABOUT_INTRO, ABOUT_SECTIONS } from '../content/about-us'
import { ContentPage } from './content-page'

export function AboutUsPage() {
  return (
    <ContentPage
      title="About Us"
      promo="Motion made for the pixel grid"
      intro={ABOUT_INTRO}
      sections={ABOUT_SECTIONS}
    >
      <div className="mt-12 flex flex-wrap gap-3">
        <Link to="/shop" className={buttonClass('primary', 'lg')}>
          Browse clips
        </Link>
        <Link to="/pages/contact" className={buttonClass('outline', 'lg')}>
          Contact us
        </Link>
      </div>
    </ContentPage>
  )
}
