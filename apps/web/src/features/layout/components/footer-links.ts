export const SHOP_LINKS = [
  { label: 'All clips', to: '/shop' },
  { label: 'Search', to: '/shop/search' },
  { label: 'Wishlist', to: '/shop/wishlist' },
  { label: 'Compare', to: '/shop/compare' },
  { label: 'Cart', to: '/shop/cart' },
  { label: 'Plans', to: '/pages/subscribe' },
] as const

export const POLICY_LINKS = [
  { label: 'About us', to: '/pages/about-us' },
  { label: 'Delivery information', to: '/pages/delivery-information' },
  { label: 'Privacy policy', to: '/pages/privacy-policy' },
  { label: 'Terms & conditions', to: '/pages/terms-conditions' },
  { label: 'Usage policy', to: '/pages/usage-policy' },
  { label: 'Return policy', to: '/pages/return-policy' },
  { label: 'FAQ', to: '/pages/faq' },
] as const
