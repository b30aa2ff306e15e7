import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait for what a component shows after a lazy chunk or a fetch; the default second is too short
// on a loaded machine (a section's chunk took 17 s to import beside five other builds), so they wait up to twenty.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => cleanup())
