/** The main menu of docs/requirements.md §2, shared by the desktop header and the mobile side menu. */
export const MAIN_MENU = [
  { label: 'Home', to: '/home/home-style-4' },
  { label: 'Shop', to: '/shop' },
  { label: 'Blog', to: '/pages/blog' },
  { label: 'Contact', to: '/pages/contact' },
] as const
