import type { ReactNode } from 'react'
import styled from 'styled-components'

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* A field showing an error is taller: its neighbour keeps its own height. */
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`
const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .required {
    color: ${({ theme }) => theme.colors.danger};
  }
  input,
  select,
  textarea {
    width: 100%;
    font: inherit;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
    text-align: right;
  }
`

interface FieldProps {
  id: string
  label: string | null | undefined
  required?: boolean
  error?: string
  hint?: ReactNode
  /** Renders the control; receives the ARIA props that tie it to its error and hint. */
  children: (aria: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
    required?: boolean
  }) => ReactNode
}

/** A labelled form control whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Wrapper>
  )
}

/** The honeypot: a field people never see or reach, which bots fill in. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** The card a contact form sits in. */
export const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space[8]};
  }
`
