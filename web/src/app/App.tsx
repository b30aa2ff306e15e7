import { Route, Routes } from 'react-router-dom'
import { Layout } from '../components/layout/Layout.tsx'
import { routes } from './routes.tsx'
import { Boundary } from '#web/hydration/Boundary.tsx'
import { RoutedProviders } from './Providers.tsx'

export function App() {
  // The page's language comes from its address, which only the router knows: the site settings (in that language)
  // are asked below it.
  return (
    <RoutedProviders>
      <Layout>
        <Boundary>
          <Routes>
            {routes.map(({ path, component: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Boundary>
      </Layout>
    </RoutedProviders>
  )
}
