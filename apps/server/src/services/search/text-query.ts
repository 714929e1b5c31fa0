/** One query word, resolved against the catalogue's vocabulary. */
export interface QueryTerm {
  typed: string
  /** Catalogue words that stand for it: itself, its completions or its corrections. */
  words: string[]
  /** Also match any lexeme that starts with what was typed. */
  prefix: boolean
}

/** A lexeme of a query, as to_tsquery('english') made it. */
export interface Operand {
  lexeme: string
  /** `:*`: any lexeme that starts with it. */
  prefix: boolean
}

/**
 * A text query as the database would hold it after to_tsquery: every term must match, any
 * of a term's words may. A word the parser splits ("3e4b") is a phrase of its parts, each
 * `distances[i]` positions after the one before it.
 */
export type TextQuery =
  | { kind: 'operand'; operand: Operand }
  | { kind: 'phrase'; operands: Operand[]; distances: number[] }
  | { kind: 'and' | 'or'; children: TextQuery[] }

const QUOTED = /^'((?:[^']|'')*)'(:\*)?/
const FOLLOWED_BY = /^ <(-|\d+)> /

/**
 * One word's query from `to_tsquery('english', quote_literal(word))::text`: '' for a stopword,
 * `'lexeme'`, `'lexeme':*`, or a phrase `'a' <-> 'b'`. Anything else is not a word's query.
 */
export function parseWordQuery(text: string): TextQuery | null {
  if (text === '') return null
  const operands: Operand[] = []
  const distances: number[] = []
  let rest = text
  for (;;) {
    const quoted = QUOTED.exec(rest)
    if (!quoted) throw new Error(`not a word's tsquery: ${text}`)
    operands.push({ lexeme: (quoted[1] as string).replaceAll("''", "'"), prefix: !!quoted[2] })
    rest = rest.slice(quoted[0].length)
    if (rest === '') break
    const followed = FOLLOWED_BY.exec(rest)
    if (!followed) throw new Error(`not a word's tsquery: ${text}`)
    distances.push(followed[1] === '-' ? 1 : Number(followed[1]))
    rest = rest.slice(followed[0].length)
  }
  const [only] = operands
  return operands.length === 1 && only
    ? { kind: 'operand', operand: only }
    : { kind: 'phrase', operands, distances }
}

/**
 * The query of `terms`, as to_tsquery would make buildTsQuery's text of them: a word that
 * is a stopword drops out, and so does a term left with no word. Null when nothing is left.
 */
export function textQuery(
  terms: QueryTerm[],
  wordQuery: (word: string) => TextQuery | null,
  prefixQuery: (typed: string) => TextQuery | null,
): TextQuery | null {
  const parts: TextQuery[] = []
  for (const term of terms) {
    const options = term.words.map(wordQuery)
    if (term.prefix) options.push(prefixQuery(term.typed))
    const kept = options.filter((option): option is TextQuery => option !== null)
    if (kept.length > 0)
      parts.push(kept.length === 1 ? (kept[0] as TextQuery) : { kind: 'or', children: kept })
  }
  if (parts.length === 0) return null
  return parts.length === 1 ? (parts[0] as TextQuery) : { kind: 'and', children: parts }
}

/** The query's operands in the order the database stores them: right to left in the text. */
export function storedOperands(query: TextQuery): Operand[] {
  const found: Operand[] = []
  const visit = (node: TextQuery) => {
    if (node.kind === 'operand') found.push(node.operand)
    else if (node.kind === 'phrase') found.push(...node.operands)
    else for (const child of node.children) visit(child)
  }
  visit(query)
  return found.reverse()
}
