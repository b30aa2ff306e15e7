// The page around a contact form (PageView provides it): a lead records the page it was sent from (docs/leads.md).
// A module of its own: every page provides it, and only a page with a form loads what reads it.
import { createContext } from 'react'

export const SendingPage = createContext<{ path?: string; title?: string }>({})
