import type { AdminProduct } from '@marquee/core'

/** A back-office clip, published and in stock unless `extra` says otherwise. */
export const makeAdminProduct = (
  id: number,
  title: string,
  extra: Partial<AdminProduct> = {},
): AdminProduct => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  description: '',
  price: 10,
  oldPrice: null,
  categoryId: 2,
  brandId: 4,
  sizes: [],
  colors: [],
  dimension: '',
  quantity: 5,
  status: 'in-stock',
  isNew: false,
  trending: false,
  published: true,
  img: '',
  thumbImg: '',
  videoLink: '',
  latestMediaJob: null,
  ...extra,
})
