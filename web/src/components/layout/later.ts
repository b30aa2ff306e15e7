import { preloadable } from '#web/hydration/preloadable.tsx'

// Parts of the layout in chunks of their own, hydrated after the shell (each inside a Boundary): until a chunk
// arrives its prerendered HTML works as it is (plain links), and the shell's JavaScript stays within its budget.

/** Links to this page in the site's other languages. */
export const LanguageSwitcher = preloadable(
  'src/components/layout/LanguageSwitcher.tsx',
  () => import('./LanguageSwitcher.tsx'),
)

/** The footer: the company's details and the footer menus, below every page. */
export const Footer = preloadable('src/components/layout/Footer.tsx', () => import('./Footer.tsx'))
