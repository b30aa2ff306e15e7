import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// styled-components adds each rule as a text node of its <style> element outside production, and jsdom parses the
// whole sheet again on every one: a page's first render spent most of its time there (6 of 9 s). Its CSSOM mode
// (`insertRule`, as in production) parses each rule once.
process.env.SC_DISABLE_SPEEDY = 'false'

// `findBy…` and `waitFor` wait for what a component shows after a lazy chunk or a fetch; the default second is too short
// on a loaded machine (a section's chunk took 17 s to import beside five other builds), so they wait up to twenty.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => cleanup())
