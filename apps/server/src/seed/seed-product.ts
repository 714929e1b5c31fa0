import type { Product } from '@marquee/core'

/** A product as the seed writes it: the API's shape without the database's id, plus its slug. */
export type SeedProduct = Omit<Product, 'id' | 'clip_facts'> & { slug: string }
