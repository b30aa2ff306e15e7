import styled, { css } from 'styled-components'

/** The button variants and sizes (docs/product.md, Figures that are constants); links styled as buttons share them. */
export type ButtonVariant =
  'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'corporate' | 'hero'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'

export interface ButtonStyleProps {
  $variant?: ButtonVariant
  $size?: ButtonSize
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colors.primaryFill};
    color: #fff;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover {
      filter: brightness(0.92);
    }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover {
      background: rgba(148, 163, 184, 0.15);
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.border};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover {
      background: rgba(148, 163, 184, 0.15);
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    text-decoration: underline;
    text-underline-offset: 3px;
  `,
  corporate: css`
    background: ${({ theme }) => theme.colors.brandFill};
    color: #fff;
    &:hover {
      background: ${({ theme }) => theme.colors.brandDark};
    }
  `,
  hero: css`
    background: linear-gradient(135deg, #f59e0b, #d97706);
    color: #1f1300;
    box-shadow: ${({ theme }) => theme.shadows.md};
    &:hover {
      filter: brightness(1.05);
    }
  `,
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  sm: css`
    min-height: 2.25rem;
    padding: 0.375rem 0.875rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.875rem 1.75rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
  icon: css`
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
  `,
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A label that wraps on a phone ("Learn About the India / Advantage") stays centred, as on one line. */
  text-align: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    filter 150ms ease,
    transform 150ms ease;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ $variant = 'default' }) => variants[$variant]}
  ${({ $size = 'default' }) => sizes[$size]}
`

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`
