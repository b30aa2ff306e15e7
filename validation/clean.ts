// Text cleaning shared by the forms, the chat dialog and the functions (docs/product.md, Rules). Pure: no I/O.

/** Removes angle brackets, `javascript:` and inline event-handler patterns (`onclick=`), then trims. */
export function cleanText(value: string): string {
  return value
    .replace(/[<>]/g, '')
    .replace(/javascript:/gi, '')
    .replace(/\bon\w+\s*=/gi, '')
    .trim()
}

/** Cleans every text field of a form as the spec says, before sending and on the server before validation. */
export function cleanFields<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? cleanText(value) : value]),
  ) as T
}
