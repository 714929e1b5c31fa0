/** One message from the store to one customer (or to the shop). */
export interface Mail {
  to: string
  subject: string
  text: string
  /** An HTML alternative to `text`, for mail clients that show it. */
  html?: string
}
