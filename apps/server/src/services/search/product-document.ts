import type { Product } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'

/**
 * A product in docs/requirements.md §3's shape, built by the database as one JSON text per row. Decoding
 * one string with JSON.parse is several times faster than decoding twenty-odd typed columns
 * (arrays, jsonb, timestamps) in PGlite's JavaScript, and reviews come in the same query.
 * The route's response schema still checks every field. Category and brand names are joined
 * from `c`, `pc` and `b` (see productSource). Only approved reviews are part of it.
 */
const productDocument = sql`json_build_object(
  'id', p.id, 'title', p.title,
  'price', (p.price_cents / 100.0)::float8,
  'old_price', (p.old_price_cents / 100.0)::float8,
  'discount', p.discount, 'new', p.is_new,
  'category', c.title, 'parentCategory', coalesce(pc.title, c.title), 'brand', b.name,
  'img', p.img, 'thumb_img', p.thumb_img, 'related_images', p.related_images,
  'banner_img', p.banner_img, 'videoLink', p.video_link, 'sm_desc', p.sm_desc,
  'quantity', p.quantity, 'status', p.status, 'rating', p.rating::float8,
  'reviews', coalesce((
    select json_agg(json_build_object(
      'img', r.img, 'name', r.name, 'rating', r.rating, 'review_desc', r.body,
      'subject', r.subject, 'verified', r.verified,
      'time', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by r.created_at, r.id)
    from reviews r where r.product_id = p.id and r.status = 'approved'), '[]'::json),
  'details', json_build_object('details_text', p.details_text,
    'details_list', p.details_list, 'details_text_2', p.details_text_2),
  'sizes', p.sizes, 'colors', p.colors, 'dimension', p.dimension,
  'trending', p.trending, 'banner', p.banner,
  'clip_facts', case when p.clip_width is null then null else json_build_object(
    'duration_seconds', p.clip_duration_ms / 1000.0, 'fps', p.clip_fps,
    'width', p.clip_width, 'height', p.clip_height, 'seamless_loop', p.clip_seamless_loop,
    'text_height', p.clip_text_height) end
)::text`

/**
 * The products the shop shows: published ones. A subquery rather than a view, so a column
 * added later is seen without recreating anything; PostgreSQL flattens it into the query.
 */
export const shopProducts = sql`(select * from products where published)`

/** `products p` (published) with its category `c`, parent category `pc` and brand `b`. */
export const productSource = sql`from ${shopProducts} p
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id
  join brands b on b.id = p.brand_id`

/** Products matching `where`, in `orderBy` order (SQL fragments over the aliases above). */
export async function selectProducts(
  db: Database,
  where: SQL,
  rest: SQL = sql`order by p.id`,
): Promise<Product[]> {
  const rows = await queryRows<{ doc: string }>(
    db,
    sql`select ${productDocument} as doc ${productSource} where ${where} ${rest}`,
  )
  return rows.map((row) => JSON.parse(row.doc) as Product)
}
