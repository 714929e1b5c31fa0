import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProducts } from '../../src/seed/synthetic/index.ts'
import { FacetIndex } from '../../src/services/search/facet-index.ts'
import { PrefixQueries } from '../../src/services/search/prefix-queries.ts'
import { queryRows } from '../../src/services/search/rows.ts'
import { rankingOf } from '../../src/services/search/text-matches.ts'
import { type QueryTerm, type TextQuery, textQuery } from '../../src/services/search/text-query.ts'
import { buildTsQuery } from '../../src/services/search/tsquery.ts'
import { Vocabulary } from '../../src/services/search/vocabulary.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * Search matches and ranks in memory (text-index.ts, ts-rank.ts). For every word of the
 * catalogue, every beginning of one, pairs of words and groups of corrections, it must find
 * the products `search_vector @@ to_tsquery(...)` finds, each with the very float4
 * `ts_rank(rank_vector, ...)` gives, on PGlite and on the PostgreSQL server.
 */
let testApp: TestApp
let vocabulary: Vocabulary
let index: FacetIndex
let prefixes: PrefixQueries

beforeAll(async () => {
  testApp = await createTestApp()
  const { db } = testApp.database
  await addSyntheticProducts(db, { count: 300, seed: 7 })
  // A word the parser cuts in two ('3e4' <-> 'b'): a phrase, matched by positions.
  await db.execute(
    sql`update products set title = title || ' 3e4b'
      where id in (select id from products where published order by id limit 3)`,
  )
  await db.execute(
    sql`update products set sm_desc = sm_desc || ' b 3e4 signs'
      where id in (select id from products where published order by id limit 3 offset 3)`,
  )
  await db.execute(
    sql`update products set sm_desc = sm_desc || ' 3e4b'
      where id in (select id from products where published order by id desc limit 2)`,
  )
  vocabulary = await Vocabulary.load(db)
  index = await FacetIndex.load(db)
  prefixes = new PrefixQueries(db)
})

afterAll(async () => {
  await testApp.close()
})

interface Found {
  ids: number[]
  ranks: number[]
}

async function inMemoryQuery(terms: QueryTerm[]): Promise<TextQuery | null> {
  const typed = new Map<string, TextQuery | null>()
  for (const term of terms.filter((each) => each.prefix)) {
    typed.set(term.typed, await prefixes.get(term.typed))
  }
  return textQuery(
    terms,
    (word) => vocabulary.wordQuery(word),
    (word) => typed.get(word) ?? null,
  )
}

async function inMemory(terms: QueryTerm[]): Promise<Found> {
  const query = await inMemoryQuery(terms)
  if (!query) return { ids: [], ranks: [] }
  const ranking = rankingOf(query)
  const ids = Array.from(index.text.matches(query))
  return { ids, ranks: ids.map((id) => index.text.rank(id, ranking)) }
}

async function inDatabase(terms: QueryTerm[]): Promise<Found> {
  const rows = await queryRows<{ id: number; rank: string }>(
    testApp.database.db,
    sql`select p.id, ts_rank(p.rank_vector, q.tsq)::text as rank
      from (select * from products where published) p
      cross join (select to_tsquery('english', ${buildTsQuery(terms)}) as tsq) as q
      where p.search_vector @@ q.tsq order by p.id`,
  )
  return { ids: rows.map((row) => row.id), ranks: rows.map((row) => Math.fround(Number(row.rank))) }
}

async function compare(queries: QueryTerm[][]): Promise<number> {
  let matched = 0
  for (const terms of queries) {
    const memory = await inMemory(terms)
    expect(memory, buildTsQuery(terms)).toEqual(await inDatabase(terms))
    matched += memory.ids.length
  }
  return matched
}

const word = (typed: string): QueryTerm => ({ typed, words: [typed], prefix: false })

describe('the in-memory text index', () => {
  it('finds and ranks every catalogue word as the database does', async () => {
    const words = vocabulary.resolve(['oil', 'the'], { completeLast: false })
    expect(words.map((term) => term.typed)).toEqual(['oil', 'the'])
    const all = (
      await queryRows<{ word: string }>(testApp.database.db, sql`select word from search_words`)
    )
      .map((row) => row.word)
      .filter((each) => vocabulary.resolve([each], { completeLast: false })[0]?.words[0] === each)
    expect(all.length).toBeGreaterThan(300)
    expect(await compare(all.map((each) => [word(each)]))).toBeGreaterThan(1000)
  })

  it('finds and ranks beginnings, pairs of words and groups of corrections as the database does', async () => {
    const all = (
      await queryRows<{ word: string }>(
        testApp.database.db,
        sql`select word from search_words order by word`,
      )
    )
      .map((row) => row.word)
      .filter((each) => vocabulary.resolve([each], { completeLast: false }).length === 1)
    const beginnings = all
      .filter((each) => each.length >= 4)
      .map((each) => [{ typed: each.slice(0, 3), words: [each], prefix: true }])
    const pairs = all
      .slice(0, 150)
      .map((each, at) => [word(each), word(all[(at * 7 + 3) % all.length] as string)])
    const typos = [
      'hedlight',
      'oill chnage',
      'cofee shop',
      'glo',
      'sig',
      'car wahs',
      'the sale',
      'led sign',
    ].map((text) => vocabulary.resolve(text.split(' '), { completeLast: true }))
    expect(await compare([...beginnings, ...pairs, ...typos])).toBeGreaterThan(500)
  })

  it('matches a word the parser cuts in two only where its parts stand together', async () => {
    await compare([[word('3e4b')], [word('3e4b'), word('sign')]])
    // Three titles and two descriptions hold it; three more hold its parts apart.
    expect((await inMemory([word('3e4b')])).ids).toHaveLength(5)
  })

  it('follows a change to a clip: the words it lost no longer find it, its new ones do', async () => {
    const { db } = testApp.database
    const [clip] = await queryRows<{ id: number; details: string }>(
      db,
      sql`select id, details_text as details from products where published and details_text <> ''
        order by id limit 1`,
    )
    const id = clip?.id as number
    const before = (clip?.details ?? '').toLowerCase().split(/[^a-z0-9]+/)
    await db.execute(
      sql`update products set details_text = 'quokka zanzibar', title = title || ' quokka' where id = ${id}`,
    )
    await index.refresh([id])
    vocabulary = await Vocabulary.load(db)
    // Its old details' words that other clips still hold: it must have left their lists.
    const lost = vocabulary
      .resolve(
        before.filter((each) => each.length > 3),
        { completeLast: false },
      )
      .filter((term) => term.words.includes(term.typed))
      .map((term) => [term])
    expect(lost.length).toBeGreaterThan(2)
    expect(await compare([...lost, [word('quokka')], [word('zanzibar')]])).toBeGreaterThan(0)
    expect(
      Array.from(index.text.matches((await inMemoryQuery([word('zanzibar')])) as TextQuery)),
    ).toEqual([id])
  })

  it('leaves its lists as they are when a write leaves the text alone (a price)', async () => {
    const { db } = testApp.database
    const sign = (await inMemoryQuery([word('sign')])) as TextQuery
    const before = index.text.matches(sign)
    const [clip] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where published and id = ${before[0] as number}`,
    )
    await db.execute(
      sql`update products set price_cents = price_cents + 100 where id = ${clip?.id}`,
    )
    const version = index.version
    await index.refresh([clip?.id as number])
    expect(index.version).toBe(version + 1)
    expect(index.text.matches(sign)).toBe(before)
    expect(await compare([[word('sign')]])).toBe(before.length)
  })
})
