// Every serverless function, one declaration each (lib/define-function.ts). The local server mounts them from here
// (server/functions.ts); build/generate-function-entries.ts writes their Netlify entries (netlify/) and Vercel
// entries (../api/) from here, and tests/deploy/function-entries.test.ts fails when those are stale.
import chat from './chat/function.ts'
import page from './page/function.ts'
import previewModeDisable from './preview-mode-disable/function.ts'
import previewModeEnable from './preview-mode-enable/function.ts'
import retryPendingEmails from './retry-pending-emails/function.ts'
import revalidate from './revalidate/function.ts'
import sendContactEmail from './send-contact-email/function.ts'
import type { FunctionDeclaration } from './lib/define-function.ts'

export const FUNCTIONS: readonly FunctionDeclaration[] = [
  chat,
  sendContactEmail,
  retryPendingEmails,
  page,
  revalidate,
  previewModeEnable,
  previewModeDisable,
]
