/**
 * §9 plans and prices (USD). Plan ids run 32–40 (§9): FREE is 32; MEMBER weekly/monthly/seasonal/
 * annual are 33–36; SUPER_MEMBER the same are 37–40. Seasonal is billed per month for 3 months;
 * annual is 52 weeks billed at once (`price`), shown per week (`weeklyPrice`). Credits per §9 as
 * chosen in docs/configuration.md.
 */
export const PERIODS = ['WEEKLY', 'MONTHLY', 'SEASONAL', 'ANNUAL'] as const;
export type Period = (typeof PERIODS)[number];

export interface Plan {
  id: number;
  memberType: 'FREE' | 'MEMBER' | 'SUPER_MEMBER';
  period: Period | 'UNPAID';
  /** Amount charged per billing (USD). */
  price: number;
  /** The crossed-out original, where §9 gives one. */
  displayOriginalPrice: number | null;
  weeklyPrice: number | null;
  proCredit: number;
  maxCredit: number;
}

export const PLANS: readonly Plan[] = [
  {
    id: 32,
    memberType: 'FREE',
    period: 'UNPAID',
    price: 0,
    displayOriginalPrice: null,
    weeklyPrice: null,
    proCredit: 2,
    maxCredit: 0,
  },
  {
    id: 33,
    memberType: 'MEMBER',
    period: 'WEEKLY',
    price: 4.99,
    displayOriginalPrice: null,
    weeklyPrice: 4.99,
    proCredit: 3000,
    maxCredit: 300,
  },
  {
    id: 34,
    memberType: 'MEMBER',
    period: 'MONTHLY',
    price: 9.99,
    displayOriginalPrice: null,
    weeklyPrice: null,
    proCredit: 3000,
    maxCredit: 300,
  },
  {
    id: 35,
    memberType: 'MEMBER',
    period: 'SEASONAL',
    price: 7.49,
    displayOriginalPrice: 9.99,
    weeklyPrice: null,
    proCredit: 3000,
    maxCredit: 300,
  },
  {
    id: 36,
    memberType: 'MEMBER',
    period: 'ANNUAL',
    price: 51.48,
    displayOriginalPrice: null,
    weeklyPrice: 0.99,
    proCredit: 3000,
    maxCredit: 300,
  },
  {
    id: 37,
    memberType: 'SUPER_MEMBER',
    period: 'WEEKLY',
    price: 9.99,
    displayOriginalPrice: null,
    weeklyPrice: 9.99,
    proCredit: 3000,
    maxCredit: 1000,
  },
  {
    id: 38,
    memberType: 'SUPER_MEMBER',
    period: 'MONTHLY',
    price: 29.99,
    displayOriginalPrice: null,
    weeklyPrice: null,
    proCredit: 3000,
    maxCredit: 1000,
  },
  {
    id: 39,
    memberType: 'SUPER_MEMBER',
    period: 'SEASONAL',
    price: 24.99,
    displayOriginalPrice: 29.99,
    weeklyPrice: null,
    proCredit: 3000,
    maxCredit: 1000,
  },
  {
    id: 40,
    memberType: 'SUPER_MEMBER',
    period: 'ANNUAL',
    price: 155.48,
    displayOriginalPrice: null,
    weeklyPrice: 2.99,
    proCredit: 3000,
    maxCredit: 1000,
  },
];
/** §4: the default chosen period. */
export const DEFAULT_PERIOD: Period = 'WEEKLY';
/** §9 original weekly prices shown crossed out next to the annual weekly price. */
export const ORIGINAL_WEEKLY: Record<'MEMBER' | 'SUPER_MEMBER', number> = { MEMBER: 4.99, SUPER_MEMBER: 9.99 };
