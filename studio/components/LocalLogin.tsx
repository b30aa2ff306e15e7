// The login screen of the offline Studio. `npm run studio` signs the local editor in by itself; this appears only
// when the Studio is served another way (or after "Sign out") and asks for the embedded lake's editor token.
import { useId, useState, type FormEvent } from 'react'
import type { LoginComponentProps } from 'sanity'
import { signIn } from '../local-session.ts'

const box = {
  maxWidth: 420,
  margin: '15vh auto',
  padding: 24,
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  border: '1px solid #ccd',
  borderRadius: 6,
} as const

export function LocalLogin(_props: LoginComponentProps) {
  const [token, setToken] = useState('')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    signIn(token)
  }
  return (
    <main style={box}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Sign in to the local content</h1>
      <p>
        Start the Studio with <code>npm run studio</code> and you are signed in as the local editor. If you
        opened it another way, paste the editor token (the file <code>.data/editor-token</code>, or{' '}
        <code>CONTENT_LAKE_TOKEN</code>).
      </p>
      <form onSubmit={submit}>
        <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, margin: '12px 0 4px' }}>
          Editor token
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          style={{ width: '100%', padding: 8, boxSizing: 'border-box' }}
        />
        <p style={{ display: 'flex', gap: 8 }}>
          <button type="submit" disabled={!token.trim()}>
            Sign in with the token
          </button>
          <button type="button" onClick={() => signIn()}>
            Sign in as the local editor
          </button>
        </p>
      </form>
    </main>
  )
}
