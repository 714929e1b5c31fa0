import type { PlanType, SignInput, UserRole } from '@marquee/core'

export interface SeedAccount {
  name: string
  email: string
  password: string
  signWidth: number | null
  signHeight: number | null
  role?: UserRole
  subscription?: {
    plan: PlanType
    remainingTotalOrders: number
    remainingCustomizationOrders: number
    periodDays: number
  }
}

/** The demo accounts listed in the README; both use the same password. */
export const DEMO_PASSWORD = 'marquee-demo-2026'

export const seedAccounts: SeedAccount[] = [
  {
    name: 'Priya Pro',
    email: 'pro@marquee.local',
    password: DEMO_PASSWORD,
    signWidth: 384,
    signHeight: 192,
    subscription: {
      plan: 'Pro',
      remainingTotalOrders: 8,
      remainingCustomizationOrders: 2,
      periodDays: 30,
    },
  },
  {
    name: 'Frank Free',
    email: 'free@marquee.local',
    password: DEMO_PASSWORD,
    signWidth: null,
    signHeight: null,
  },
]

/** The shop's demo owner (README): the whole back office at /admin. */
export const seedStaff: SeedAccount[] = [
  {
    name: 'Ada Admin',
    email: 'admin@marquee.local',
    password: DEMO_PASSWORD,
    signWidth: null,
    signHeight: null,
    role: 'owner',
  },
]

/** The demo's staff member (README): the back office without money, catalogue or staff. */
export const seedStaffMember: SeedAccount[] = [
  {
    name: 'Sam Staff',
    email: 'staff@marquee.local',
    password: DEMO_PASSWORD,
    signWidth: null,
    signHeight: null,
    role: 'staff',
  },
]

/** The demo Pro customer's signs (issue 27), oldest first: the first is the account's sign size. */
export const seedSigns: { email: string; signs: SignInput[] }[] = [
  {
    email: 'pro@marquee.local',
    signs: [
      { name: 'Road sign', width: 384, height: 192, depth: 'full', format: 'mp4' },
      { name: 'Lobby board', width: 192, height: 96, depth: 'amber', format: 'gif' },
    ],
  },
]
