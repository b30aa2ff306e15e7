// The login screen of the offline Studio: a browser that has not opened the sign-in link `npm run studio` printed
// (studio/server/sign-in.ts), or that signed out. It says where the link is, and takes the embedded lake's editor
// token for a Studio served some other way.
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
        Open the sign-in link that <code>npm run studio</code> printed in its terminal. Each link signs in one
        browser; the newest one is also in the file <code>.data/studio-sign-in-link</code>.
      </p>
      <p>
        If you opened the Studio another way, paste the editor token (the file <code>.data/editor-token</code>
        , or <code>CONTENT_LAKE_TOKEN</code>).
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
        <p>
          <button type="submit" disabled={!token.trim()}>
            Sign in with the token
          </button>
        </p>
      </form>
    </main>
  )
}
