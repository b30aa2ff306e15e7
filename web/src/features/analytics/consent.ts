// The visitor's answer to the consent banner, kept in the browser's localStorage (never a cookie of ours), per
// provider: a change of provider asks again. Storage that is blocked or full counts as no answer yet, so nothing
// loads and the banner asks again on the next page.

export type ConsentChoice = 'granted' | 'denied'

export const CONSENT_STORAGE_KEY = 'analytics-consent'

interface Stored {
  provider: string
  choice: ConsentChoice
}

export function readConsent(provider: string): ConsentChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Stored | null
    if (stored?.provider !== provider) return null
    return stored.choice === 'granted' || stored.choice === 'denied' ? stored.choice : null
  } catch {
    return null
  }
}

export function writeConsent(provider: string, choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ provider, choice } satisfies Stored))
  } catch {
    // Not kept: the choice holds for this page, and the banner asks again on the next.
  }
}
