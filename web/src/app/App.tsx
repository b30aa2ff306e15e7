import { Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../components/layout/Layout.tsx'
import { routes } from './routes.tsx'

export function App() {
  return (
    <Layout>
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </Layout>
  )
}
