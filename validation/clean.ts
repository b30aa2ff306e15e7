// Text cleaning shared by the forms, the chat dialog and the functions (SPEC.md §5). Pure: no I/O.

/** Removes angle brackets, `javascript:` and inline event-handler patterns (`onclick=`), then trims. */
export function cleanText(value: string): string {
  return value
    .replace(/[<>]/g, '')
    .replace(/javascript:/gi, '')
    .replace(/\bon\w+\s*=/gi, '')
    .trim()
}
