import { LayoutDashboard, type LucideIcon, MessageSquareText, ScrollText } from 'lucide-react'

export interface AdminSection {
  /** Where its page lives; app/routes/admin-routes.ts holds the matching lazy route. */
  to: string
  label: string
  icon: LucideIcon
  /** Active only on this exact path (the dashboard at /admin), not on its children. */
  end?: boolean
}

/**
 * The back office's side navigation, in order. Adding an area is one entry here plus one
 * lazy route in app/routes/admin-routes.ts.
 */
export const adminSections: AdminSection[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
]
