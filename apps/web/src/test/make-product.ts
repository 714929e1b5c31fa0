import type { Product } from '@marquee/core'

/** A complete product for tests; override only what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    title: 'Oil Change Special',
    price: 10,
    old_price: null,
    discount: null,
    new: false,
    category: 'Oil Change',
    parentCategory: 'Automotive',
    brand: 'Pixel Forge',
    img: '/media/products/oil/poster.jpg',
    thumb_img: '/media/products/oil/thumb.jpg',
    related_images: [],
    banner_img: '/media/products/oil/banner.jpg',
    videoLink: '/media/products/oil/clip.mp4',
    sm_desc: 'A bold amber headline scrolls over moving hazard stripes.',
    quantity: 10,
    status: 'in-stock',
    rating: 4.5,
    reviews: [],
    details: {
      details_text: 'A four-second loop.',
      details_list: ['Loops seamlessly', 'Delivered at your sign size', 'H.264 MP4', 'Editable'],
      details_text_2: 'Order it as it is.',
    },
    sizes: ['Small'],
    colors: ['amber'],
    dimension: '2:1',
    trending: false,
    banner: false,
    clip_facts: {
      duration_seconds: 4,
      fps: 25,
      width: 384,
      height: 192,
      seamless_loop: true,
      text_height: 30,
    },
    ...overrides,
  }
}
