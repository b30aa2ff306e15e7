import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { DEFAULT_LANGUAGE, languageOfPath, type LanguageId } from '#shared/languages.ts'

const LanguageContext = createContext<LanguageId>(DEFAULT_LANGUAGE)

/** The page's language, from its address (`/de/…` is German): every query that asks for `$language` gets it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname)
  return createElement(LanguageContext.Provider, { value: language }, children)
}

export const useLanguage = (): LanguageId => useContext(LanguageContext)
