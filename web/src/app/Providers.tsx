import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { SanityClient } from '@sanity/client'
import { ThemeProvider } from 'styled-components'
import { SanityProvider } from '../lib/SanityProvider.tsx'
import { HeadProvider, type HeadCollector } from '../lib/head/HeadProvider.tsx'
import { GlobalStyle } from '../styles/GlobalStyle.ts'
import { theme } from '../styles/theme.ts'

interface ProvidersProps {
  queryClient: QueryClient
  sanityClient: SanityClient
  headCollector?: HeadCollector
  children: ReactNode
}

/** Everything a page needs around it, the same on the server and in the browser. */
export function Providers({ queryClient, sanityClient, headCollector, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SanityProvider client={sanityClient}>
        <HeadProvider collector={headCollector}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </HeadProvider>
      </SanityProvider>
    </QueryClientProvider>
  )
}
