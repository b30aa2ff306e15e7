import { Route, Routes } from 'react-router-dom'
import { Layout } from '../components/layout/Layout.tsx'
import { routes } from './routes.tsx'
import { Boundary } from '#web/hydration/Boundary.tsx'

export function App() {
  return (
    <Layout>
      <Boundary>
        <Routes>
          {routes.map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Boundary>
    </Layout>
  )
}
