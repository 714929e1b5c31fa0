import {
  BookOpenText,
  Clapperboard,
  FilePenLine,
  FileText,
  FolderTree,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Receipt,
  ScrollText,
  TicketPercent,
  UserCog,
  Users,
  Wand2,
} from 'lucide-react'

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
  { to: '/admin/custom-orders', label: 'Custom orders', icon: Wand2 },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/invoices', label: 'Invoices', icon: FileText },
  { to: '/admin/catalogue', label: 'Catalogue', icon: Clapperboard },
  { to: '/admin/taxonomy', label: 'Categories and brands', icon: FolderTree },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
  { to: '/admin/content', label: 'Content', icon: BookOpenText },
  { to: '/admin/custom-requests', label: 'Custom requests', icon: FilePenLine },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/messages', label: 'Contact messages', icon: Inbox },
  { to: '/admin/mail', label: 'Mail log', icon: Mail },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/staff', label: 'Staff', icon: UserCog },
]
