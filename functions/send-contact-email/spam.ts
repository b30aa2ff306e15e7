// The contact function's spam rules. Only the honeypot drops a message: people never see that field, so a filled
// one is a bot's. Every other sign of a bot can also be a person (a password manager or autofill plus a paste fills
// a form in well under a second), so it holds the message for review instead: the lead is kept, flagged "possible
// spam", listed apart in the Studio's inbox and not e-mailed until someone there says it is not spam.

/** Faster than this from first keystroke to submit is held for review as possible spam. */
export const MIN_FILL_MS = 1500

export type SpamVerdict =
  /** The honeypot is filled: answered like success, nothing kept. */
  | { action: 'drop'; reason: string }
  /** Kept as a lead flagged "possible spam", not e-mailed. */
  | { action: 'hold'; reason: string }
  | { action: 'accept' }

/** The honeypot alone: checked before anything else, so a bot learns nothing from the answer. */
export function honeypotVerdict(raw: Record<string, unknown>): SpamVerdict {
  const { website } = raw
  if (website !== undefined && website !== null && String(website).trim() !== '')
    return { action: 'drop', reason: 'honeypot filled' }
  return { action: 'accept' }
}

/** The rules that hold a valid message for review. An unknown fill time (filled before the app ran) holds nothing. */
export function reviewVerdict(payload: { elapsedMs?: number }): SpamVerdict {
  const { elapsedMs } = payload
  if (typeof elapsedMs === 'number' && elapsedMs < MIN_FILL_MS)
    return { action: 'hold', reason: `Filled in ${Math.round(elapsedMs)} ms (a person usually takes longer)` }
  return { action: 'accept' }
}
