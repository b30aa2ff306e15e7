// Renders the site's artwork (content/images/*.jpg) from code: layered gradients, grids and data motifs drawn as
// SVG and encoded by sharp. Deterministic: the same script always writes the same bytes.
// Run: npx node scripts/generate-images.ts
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { rootDir } from '../server/config.ts'

type Motif = 'bars' | 'nodes' | 'waves' | 'grid' | 'rings' | 'skyline'

interface Artwork {
  file: string
  width: number
  height: number
  from: string
  to: string
  accent: string
  motif: Motif
  seed: number
}

/** A small deterministic random generator, so every run draws the same picture. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

function motif(art: Artwork): string {
  const next = random(art.seed)
  const { width: w, height: h, accent } = art
  const shapes: string[] = []
  switch (art.motif) {
    case 'bars':
      for (let i = 0; i < 14; i++) {
        const bh = h * (0.15 + next() * 0.55)
        shapes.push(
          `<rect x="${w * 0.08 + i * w * 0.06}" y="${h * 0.85 - bh}" width="${w * 0.035}" height="${bh}" rx="6" fill="${accent}" opacity="${0.35 + next() * 0.5}"/>`,
        )
      }
      break
    case 'nodes': {
      const points = Array.from(
        { length: 16 },
        () => [w * (0.1 + next() * 0.8), h * (0.12 + next() * 0.76)] as const,
      )
      points.forEach(([x, y], i) => {
        const [nx, ny] = points[(i * 7 + 3) % points.length]!
        shapes.push(
          `<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" stroke="${accent}" stroke-width="2" opacity="0.35"/>`,
        )
      })
      points.forEach(([x, y]) =>
        shapes.push(`<circle cx="${x}" cy="${y}" r="${8 + next() * 14}" fill="${accent}" opacity="0.8"/>`),
      )
      break
    }
    case 'waves':
      for (let i = 0; i < 7; i++) {
        const y = h * (0.3 + i * 0.08)
        shapes.push(
          `<path d="M0 ${y} C ${w * 0.25} ${y - 80 - next() * 60}, ${w * 0.5} ${y + 80}, ${w} ${y - 40}" stroke="${accent}" stroke-width="${3 + i}" fill="none" opacity="${0.2 + i * 0.08}"/>`,
        )
      }
      break
    case 'grid':
      for (let x = 0; x < 12; x++)
        for (let y = 0; y < 7; y++)
          if (next() > 0.45)
            shapes.push(
              `<rect x="${w * 0.06 + x * w * 0.075}" y="${h * 0.1 + y * h * 0.12}" width="${w * 0.055}" height="${h * 0.09}" rx="8" fill="${accent}" opacity="${0.15 + next() * 0.6}"/>`,
            )
      break
    case 'rings':
      for (let i = 0; i < 9; i++)
        shapes.push(
          `<circle cx="${w * 0.7}" cy="${h * 0.5}" r="${60 + i * 55}" stroke="${accent}" stroke-width="${2 + (i % 3)}" fill="none" opacity="${0.6 - i * 0.05}"/>`,
        )
      break
    case 'skyline': {
      let x = 0
      while (x < w) {
        const bw = 40 + next() * 90
        const bh = h * (0.2 + next() * 0.5)
        shapes.push(
          `<rect x="${x}" y="${h - bh}" width="${bw - 6}" height="${bh}" fill="${accent}" opacity="${0.25 + next() * 0.45}"/>`,
        )
        x += bw
      }
      break
    }
  }
  return shapes.join('')
}

function svg(art: Artwork): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#glow)"/>${motif(art)}</svg>`
}

const NAVY = '#0b2a5b'
const INDIGO = '#312e81'
const TEAL = '#14b8a6'
const AMBER = '#f59e0b'
const SKY = '#38bdf8'

const wide = (
  file: string,
  motif: Motif,
  seed: number,
  accent = TEAL,
  from = NAVY,
  to = INDIGO,
): Artwork => ({ file, width: 1600, height: 900, from, to, accent, motif, seed })

export const ARTWORK: Artwork[] = [
  {
    file: 'share-default.jpg',
    width: 1200,
    height: 630,
    from: NAVY,
    to: '#1e3a8a',
    accent: TEAL,
    motif: 'nodes',
    seed: 1,
  },
  wide('case-manufacturing-erp-transformation.jpg', 'skyline', 11, AMBER),
  wide('case-healthcare-digital-transformation.jpg', 'waves', 12, TEAL, '#064e3b', NAVY),
  wide('case-retail-omnichannel-integration.jpg', 'grid', 13, SKY),
  wide('case-financial-services-automation.jpg', 'bars', 14, AMBER, '#1e293b', NAVY),
  wide('blog-sap-s4hana-migration-roadmap.jpg', 'nodes', 21, SKY),
  wide('blog-dynamics-365-finance-operations-vs-business-central.jpg', 'bars', 22, '#a78bfa', INDIGO, NAVY),
  wide('blog-staff-augmentation-vs-outsourcing.jpg', 'rings', 23, TEAL),
  wide('blog-test-automation-roi.jpg', 'grid', 24, AMBER),
  wide('blog-sap-btp-clean-core.jpg', 'waves', 25, SKY, '#0c4a6e', NAVY),
  wide('blog-true-cost-of-offshore-outsourcing.jpg', 'bars', 26, TEAL, '#134e4a', NAVY),
  wide('blog-erp-data-migration-best-practices.jpg', 'nodes', 27, AMBER, NAVY, '#1e293b'),
  wide('blog-power-platform-for-dynamics-365.jpg', 'rings', 28, '#a78bfa'),
  wide('blog-onboarding-offshore-developers.jpg', 'skyline', 29, SKY),
  wide('blog-managing-time-zones-in-global-teams.jpg', 'waves', 30, AMBER),
]

if (import.meta.main) {
  const dir = join(rootDir, 'content/images')
  await mkdir(dir, { recursive: true })
  for (const art of ARTWORK) {
    const jpeg = await sharp(Buffer.from(svg(art)))
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer()
    await writeFile(join(dir, art.file), jpeg)
    console.log(`${art.file} ${(jpeg.length / 1024).toFixed(0)} KB`)
  }
}
