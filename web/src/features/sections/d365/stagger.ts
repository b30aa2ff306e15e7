import { css, keyframes } from 'styled-components'

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`

/**
 * An entrance animation delayed per item (docs/product.md, Figures that are constants: 150 ms per capability, 100 ms per outcome and module). The
 * item's index comes from the `--i` custom property. Content ends visible and is visible in the prerendered HTML
 * before the animation runs; under reduced motion the global style cancels the animation and its delay.
 */
export const staggered = (stepMs: number) => css`
  animation: ${rise} 500ms ease-out both;
  animation-delay: calc(var(--i, 0) * ${stepMs}ms);
`

export const CAPABILITY_STAGGER_MS = 150
export const OUTCOME_STAGGER_MS = 100
export const MODULE_STAGGER_MS = 100
