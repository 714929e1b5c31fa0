import { type ClipFacts, toCents } from '@marquee/core'
import { hashPassword } from '../../services/accounts/password-hash.ts'
import type { Database, Transaction } from '../client.ts'
import {
  appMeta,
  blogPosts,
  brands,
  categories,
  discounts,
  products,
  reviews,
  subscriptions,
  users,
} from '../schema.ts'
import { type SeedAccount, seedAccounts, seedStaff } from './account-data.ts'
import { seedBlogEntries } from './blog-data.ts'
import { type SeedProduct, seedCategories, seedProducts } from './catalog-data.ts'
import { seedDiscounts } from './discount-data.ts'
import { readSeedClipFacts } from './seed-clip-facts.ts'

/** Each seed step runs once per database, in the order given; a later release may add steps. */
const seedSteps: Array<{ marker: string; run: (tx: Transaction) => Promise<void> }> = [
  { marker: 'catalog_seeded_at', run: insertCatalog },
  { marker: 'discounts_seeded_at', run: insertDiscounts },
  { marker: 'accounts_seeded_at', run: (tx) => insertAccounts(tx, seedAccounts) },
  // A step of its own so databases seeded before the back office existed get it too.
  { marker: 'staff_seeded_at', run: (tx) => insertAccounts(tx, seedStaff) },
]

/**
 * Seeds the demo data once per database. Each step's marker row is claimed in the same
 * transaction as its data, so two instances starting together cannot both seed.
 */
export async function seedDemoDataOnce(db: Database): Promise<string[]> {
  const ran: string[] = []
  for (const step of seedSteps) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(appMeta)
        .values({ key: step.marker, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key })
      if (rows.length === 0) return false
      await step.run(tx)
      return true
    })
    if (claimed) ran.push(step.marker)
  }
  return ran
}

async function insertAccounts(tx: Transaction, accounts: SeedAccount[]): Promise<void> {
  for (const account of accounts) {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        signWidth: account.signWidth,
        signHeight: account.signHeight,
        role: account.role ?? 'customer',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    // Someone registered the address first: leave their account as it is.
    if (!user) continue
    const plan = account.subscription
    if (plan) {
      await tx.insert(subscriptions).values({
        userId: user.id,
        plan: plan.plan,
        status: 'active',
        remainingTotalOrders: plan.remainingTotalOrders,
        remainingCustomizationOrders: plan.remainingCustomizationOrders,
        currentPeriodEnd: new Date(Date.now() + plan.periodDays * 24 * 60 * 60 * 1000),
      })
    }
  }
}

async function insertDiscounts(tx: Transaction): Promise<void> {
  await tx.insert(discounts).values(seedDiscounts)
}

async function insertCatalog(tx: Transaction): Promise<void> {
  const facts = await readSeedClipFacts(seedProducts.map((product) => product.videoLink))
  const categoryIds = new Map<string, number>()
  for (const [position, category] of seedCategories.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({ title: category.parentTitle, position })
      .returning({ id: categories.id })
    if (!parent) throw new Error(`could not insert category ${category.parentTitle}`)
    for (const [childPosition, child] of category.children.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ title: child, parentId: parent.id, position: childPosition })
        .returning({ id: categories.id })
      if (row) categoryIds.set(`${category.parentTitle}/${child}`, row.id)
    }
  }

  const brandNames = [...new Set(seedProducts.map((product) => product.brand))]
  const brandRows = await tx
    .insert(brands)
    .values(brandNames.map((name) => ({ name })))
    .returning()
  const brandIds = new Map(brandRows.map((row) => [row.name, row.id]))

  for (const product of seedProducts) {
    const categoryId = categoryIds.get(`${product.parentCategory}/${product.category}`)
    const brandId = brandIds.get(product.brand)
    if (!categoryId || !brandId) throw new Error(`seed product ${product.slug} has no category`)
    const [row] = await tx
      .insert(products)
      .values(toProductRow(product, categoryId, brandId, facts.get(product.videoLink) ?? null))
      .returning({ id: products.id })
    if (!row) throw new Error(`could not insert product ${product.slug}`)
    if (product.reviews.length > 0) {
      await tx.insert(reviews).values(
        product.reviews.map((review) => ({
          productId: row.id,
          img: review.img,
          name: review.name,
          createdAt: new Date(review.time),
          rating: review.rating,
          body: review.review_desc,
        })),
      )
    }
  }

  await tx.insert(blogPosts).values(
    seedBlogEntries.map((entry) => ({
      img: entry.img,
      title: entry.title,
      author: entry.author,
      publishedAt: new Date(entry.date),
      summary: entry.desc,
      body: entry.blog,
    })),
  )
}

function toProductRow(
  product: SeedProduct,
  categoryId: number,
  brandId: number,
  facts: ClipFacts | null,
) {
  return {
    slug: product.slug,
    title: product.title,
    priceCents: toCents(product.price),
    oldPriceCents: product.old_price === null ? null : toCents(product.old_price),
    discount: product.discount,
    isNew: product.new,
    categoryId,
    brandId,
    img: product.img,
    thumbImg: product.thumb_img,
    relatedImages: product.related_images,
    bannerImg: product.banner_img,
    videoLink: product.videoLink,
    smDesc: product.sm_desc,
    quantity: product.quantity,
    status: product.status,
    rating: product.rating,
    detailsText: product.details.details_text,
    detailsList: product.details.details_list,
    detailsText2: product.details.details_text_2,
    sizes: product.sizes,
    colors: product.colors,
    dimension: product.dimension,
    trending: product.trending,
    banner: product.banner,
    clipDurationMs: facts && Math.round(facts.duration_seconds * 1000),
    clipFps: facts?.fps ?? null,
    clipWidth: facts?.width ?? null,
    clipHeight: facts?.height ?? null,
    clipSeamlessLoop: facts?.seamless_loop ?? null,
  }
}
