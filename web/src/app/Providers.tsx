import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { SanityProvider, type SanityClientLoader } from '#web/data/SanityProvider.tsx'
import { HeadProvider, type HeadCollector } from '#web/head/HeadProvider.tsx'
import { theme } from '../styles/theme.ts'
import { LanguageProvider } from '#web/data/language.ts'
import { SiteSettingsProvider } from '#web/data/settings.ts'

interface ProvidersProps {
  queryClient: QueryClient
  loadSanityClient: SanityClientLoader
  headCollector?: HeadCollector
  children: ReactNode
}

/** Everything a page needs around it, the same on the server and in the browser. */
export function Providers({ queryClient, loadSanityClient, headCollector, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SanityProvider loadClient={loadSanityClient}>
        <HeadProvider collector={headCollector}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </HeadProvider>
      </SanityProvider>
    </QueryClientProvider>
  )
}

/**
 * What depends on the page's address, inside the router: its language (`/de/…`) and the site settings in it. A
 * client-side move to a page of another language re-asks them.
 */
export function RoutedProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <SiteSettingsProvider>{children}</SiteSettingsProvider>
    </LanguageProvider>
  )
}
