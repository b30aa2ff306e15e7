import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait for what a component shows after a lazy chunk or a fetch; the default second is too short
// on a loaded machine (a section's chunk took longer to import there), so they wait up to ten.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
