/**
 * The main menu of docs/requirements.md §2, shared by the desktop header and the mobile side
 * menu. `section`: the paths an item stands for, so Home is lit on every home style and Shop
 * on a clip's page.
 */
export const MAIN_MENU = [
  { label: 'Home', to: '/home/home-style-4', section: ['/home'] },
  { label: 'Shop', to: '/shop', section: ['/shop'] },
  { label: 'Blog', to: '/pages/blog', section: ['/pages/blog'] },
  { label: 'Contact', to: '/pages/contact', section: ['/pages/contact'] },
] as const

export type MenuItem = (typeof MAIN_MENU)[number]

/** Whether the page at `pathname` belongs to the item's section ('/' is the home page). */
export function inMenuSection(pathname: string, item: MenuItem): boolean {
  if (pathname === '/') return item.label === 'Home'
  return item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
