import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { SanityProvider, type SanityClientLoader } from '#web/data/SanityProvider.tsx'
import { HeadProvider, type HeadCollector } from '#web/head/HeadProvider.tsx'
import { SiteSettingsProvider } from '#web/data/settings.ts'
import { theme } from '../styles/theme.ts'

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
          <ThemeProvider theme={theme}>
            <SiteSettingsProvider>{children}</SiteSettingsProvider>
          </ThemeProvider>
        </HeadProvider>
      </SanityProvider>
    </QueryClientProvider>
  )
}
