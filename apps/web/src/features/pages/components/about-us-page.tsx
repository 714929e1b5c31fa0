import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { ContentPage } from './content-page'

export function AboutUsPage() {
  return (
    <ContentPage slug="about-us" title="About Us" promo="Motion made for the pixel grid">
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
