// The providers' documented snippets as code in the site's bundle (the CSP's `script-src 'self'` forbids inline
// scripts): each defines the function the provider's commands are queued through until its script, added by `src`,
// has loaded and takes the queue over. Which commands are sent is the providers' table's business.
import {
  providerOf,
  type AnalyticsConfig,
  type ProviderCommand,
  type ProviderQueue,
} from '#shared/analytics-providers.ts'

type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[] }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: QueueFunction
    _paq?: { push(command: unknown[]): unknown }
    plausible?: QueueFunction
  }
}

/** Defines the provider's queue as its snippet does, and answers how to send one command through it. */
function installQueue(queue: ProviderQueue): (command: ProviderCommand) => void {
  switch (queue) {
    case 'gtag': {
      // window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}
      const dataLayer = (window.dataLayer ??= [])
      // gtag.js reads each command as an Arguments object, not an array: the snippet's `arguments` is kept.
      window.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
        dataLayer.push(arguments)
      }
      return (command) => window.gtag!(...command)
    }
    case '_paq':
      // var _paq = window._paq = window._paq || []; matomo.js later replaces it with an object whose push() runs.
      window._paq ??= []
      return (command) => window._paq!.push(command)
    case 'plausible':
      // window.plausible = window.plausible || function() { (window.plausible.q = window.plausible.q || []).push(arguments) }
      window.plausible ??= function plausible() {
        // eslint-disable-next-line prefer-rest-params -- Plausible's script replays the queued Arguments objects
        ;(window.plausible!.q ??= []).push(arguments)
      }
      return (command) => window.plausible!(...command)
  }
}

let loaded: { key: string; send: (commands: ProviderCommand[]) => void } | null = null

/**
 * Loads the provider once per page: its queue, the commands queued before its script, then the script itself.
 * Answers the function that sends commands to it. A second call (a re-render, a second consent) loads nothing more.
 */
export function loadProvider(config: AnalyticsConfig): (commands: ProviderCommand[]) => void {
  const key = JSON.stringify(config)
  if (loaded?.key === key) return loaded.send
  const entry = providerOf(config)
  const queue = installQueue(entry.queue)
  const send = (commands: ProviderCommand[]) => {
    for (const command of commands) queue(command)
  }
  send(entry.setup(config, new Date()))
  const { src, attributes } = entry.script(config)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
  loaded = { key, send }
  return send
}

/** Sets (or clears) the provider's own opt-out flag, for a visitor who declines after accepting on this page. */
export function setOptOut(config: AnalyticsConfig, optedOut: boolean): void {
  const flag = providerOf(config).optOutFlag?.(config)
  if (flag) (window as unknown as Record<string, unknown>)[flag] = optedOut
}
