/** The savings calculator's arithmetic and money format, apart from React so the unit tests read it directly. */

export type InputRange = { min: number; max: number }

/** The number typed in a field, or null when it is empty, not a number or outside its range (never NaN). */
export function parseInput(text: string, range: InputRange): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  if (!Number.isFinite(value) || value < range.min || value > range.max) return null
  return value
}

export type Savings = { local: number; india: number; saved: number }

export function computeSavings(teamSize: number, costPerPerson: number, indiaCostPercent: number): Savings {
  const local = teamSize * costPerPerson
  const india = (local * indiaCostPercent) / 100
  return { local, india, saved: local - india }
}

/** One decimal at most, none when it is .0: 1.2, 350. */
const short = (value: number) => String(Math.round(value * 10) / 10)

/** Money as the example writes it: $950, $150K, $1.2M (K from a thousand, M from a million). */
export function formatMoney(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : ''
  const value = Math.abs(amount)
  // Each unit is chosen after rounding, so $999,999 reads $1M, not $1000K.
  if (Number(short(value / 1_000)) >= 1_000) return `${sign}${currency}${short(value / 1_000_000)}M`
  if (Math.round(value) >= 1_000) return `${sign}${currency}${short(value / 1_000)}K`
  return `${sign}${currency}${Math.round(value)}`
}
