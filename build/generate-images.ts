// Renders the site's artwork (content/images/*.jpg, *.png) from code: a gradient backdrop and, for each article and case
// study, a flat illustration of its topic (systems exchanging data for a migration, a checklist and a payback
// curve for test automation, a grid of people for staffing...), drawn as SVG and encoded by sharp; the proof the
// site shows: the fictional clients' wordmarks and the credentials' badge emblems (transparent PNGs, nothing like a
// real company's trademark) and the testimonials' illustrated portraits; and for each person of the team an abstract
// portrait (head and shoulders, no face: placeholders, not likenesses).
// Deterministic: the same script always writes the same bytes (the words in logos and badges are drawn in DejaVu
// Sans, so a machine without it draws them in another face).
// Run: npx node build/generate-images.ts
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { rootDir } from '#shared/paths.ts'

/** Draws the illustration of one picture on a w x h canvas; `next` is its own deterministic random source. */
type Scene = (canvas: Canvas) => string

interface Canvas {
  w: number
  h: number
  accent: string
  next: () => number
}

interface Artwork {
  file: string
  width: number
  height: number
  from: string
  to: string
  accent: string
  scene: Scene
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

const WHITE = '#ffffff'
const round = (value: number) => Math.round(value * 10) / 10

// --- drawing helpers ---------------------------------------------------------------------------------------------

const rect = (x: number, y: number, w: number, h: number, fill: string, opacity = 1, rx = 12) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${rx}" fill="${fill}" opacity="${round(opacity * 100) / 100}"/>`
const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" opacity="${round(opacity * 100) / 100}"/>`
const ring = (cx: number, cy: number, r: number, stroke: string, width = 4, opacity = 1) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${round(opacity * 100) / 100}"/>`
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 4,
  opacity = 1,
  dash = '',
) =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" opacity="${round(opacity * 100) / 100}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`
const path = (d: string, stroke: string, width = 4, opacity = 1, fill = 'none', dash = '') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${round(opacity * 100) / 100}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`
const check = (x: number, y: number, size: number, stroke: string, width = 8) =>
  path(`M${x} ${y + size * 0.5} L${x + size * 0.38} ${y + size * 0.85} L${x + size} ${y}`, stroke, width)
const cross = (x: number, y: number, size: number, stroke: string, width = 8) =>
  path(`M${x} ${y} L${x + size} ${y + size} M${x + size} ${y} L${x} ${y + size}`, stroke, width)

/** A person: head and shoulders, centred on (x, y), `size` tall. */
const person = (x: number, y: number, size: number, fill: string, opacity = 1) =>
  circle(x, y - size * 0.22, size * 0.2, fill, opacity) +
  path(
    `M${round(x - size * 0.34)} ${round(y + size * 0.42)} Q${round(x - size * 0.34)} ${round(y + size * 0.04)} ${round(x)} ${round(y + size * 0.04)} Q${round(x + size * 0.34)} ${round(y + size * 0.04)} ${round(x + size * 0.34)} ${round(y + size * 0.42)} Z`,
    'none',
    0,
    opacity,
    fill,
  )

/** A server or system: a stack of rounded slabs with status lights. */
function stack(x: number, y: number, w: number, slabs: number, fill: string, light: string, opacity = 1) {
  const slab = 58
  return Array.from({ length: slabs }, (_, i) => {
    const top = y + i * (slab + 14)
    return (
      rect(x, top, w, slab, fill, opacity, 14) +
      circle(x + 30, top + slab / 2, 8, light, opacity) +
      rect(x + 56, top + slab / 2 - 5, w * 0.45, 10, WHITE, 0.35 * opacity, 5)
    )
  }).join('')
}

/** A window with a title bar, as a panel for charts, code or forms. */
const panel = (x: number, y: number, w: number, h: number, opacity = 0.14) =>
  rect(x, y, w, h, WHITE, opacity, 22) +
  rect(x, y, w, 46, WHITE, opacity + 0.06, 22) +
  [0, 1, 2].map((i) => circle(x + 30 + i * 26, y + 23, 7, WHITE, 0.5)).join('')

/** A clock face showing hours:minutes. */
function clock(cx: number, cy: number, r: number, hours: number, minutes: number, accent: string) {
  const hand = (turns: number, length: number, width: number) => {
    const angle = turns * Math.PI * 2 - Math.PI / 2
    return line(cx, cy, cx + Math.cos(angle) * length, cy + Math.sin(angle) * length, WHITE, width)
  }
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2
    return line(
      cx + Math.cos(angle) * r * 0.82,
      cy + Math.sin(angle) * r * 0.82,
      cx + Math.cos(angle) * r * 0.92,
      cy + Math.sin(angle) * r * 0.92,
      WHITE,
      5,
      0.7,
    )
  }).join('')
  return (
    circle(cx, cy, r, WHITE, 0.12) +
    ring(cx, cy, r, accent, 10) +
    ticks +
    hand((hours % 12) / 12 + minutes / 720, r * 0.5, 12) +
    hand(minutes / 60, r * 0.72, 8) +
    circle(cx, cy, 12, accent)
  )
}

/** A gear with `teeth` teeth. */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string, opacity = 1) {
  const points: string[] = []
  for (let i = 0; i < teeth * 2; i++) {
    const angle = (i / (teeth * 2)) * Math.PI * 2
    const radius = i % 2 === 0 ? r : r * 0.8
    const spread = Math.PI / (teeth * 2.6)
    points.push(
      `${round(cx + Math.cos(angle - spread) * radius)},${round(cy + Math.sin(angle - spread) * radius)}`,
      `${round(cx + Math.cos(angle + spread) * radius)},${round(cy + Math.sin(angle + spread) * radius)}`,
    )
  }
  return (
    `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${opacity}"/>` +
    circle(cx, cy, r * 0.32, '#0b2a5b', 0.9)
  )
}

// --- scenes, one per topic ---------------------------------------------------------------------------------------

/** Default share image: a network of connected nodes. */
const network: Scene = ({ w, h, accent, next }) => {
  const points = Array.from(
    { length: 16 },
    () => [w * (0.1 + next() * 0.8), h * (0.12 + next() * 0.76)] as const,
  )
  const links = points.map(([x, y], i) => {
    const [nx, ny] = points[(i * 7 + 3) % points.length]!
    return line(x, y, nx, ny, accent, 2, 0.35)
  })
  return links.join('') + points.map(([x, y]) => circle(x, y, 8 + next() * 14, accent, 0.8)).join('')
}

/** An S/4HANA migration: records flowing from an old system to a new one along a road of phases. */
const migration: Scene = ({ w, h, accent, next }) => {
  const packets = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 0.5) / 9
    const x = w * 0.3 + t * w * 0.4
    const y = h * 0.42 - Math.sin(t * Math.PI) * h * 0.2
    return rect(x - 20, y - 14, 40 + next() * 20, 28, i % 3 === 0 ? WHITE : accent, 0.55 + next() * 0.4, 8)
  })
  const phases = [0, 1, 2, 3, 4].map((i) => {
    const x = w * 0.2 + i * w * 0.15
    return (
      circle(x, h * 0.82, 20, i < 3 ? accent : WHITE, i < 3 ? 1 : 0.4) +
      (i < 3 ? check(x - 10, h * 0.82 - 8, 20, '#0b2a5b', 5) : '')
    )
  })
  return (
    stack(w * 0.1, h * 0.2, w * 0.18, 4, WHITE, '#94a3b8', 0.22) +
    stack(w * 0.72, h * 0.2, w * 0.18, 4, accent, WHITE, 0.85) +
    path(
      `M${w * 0.29} ${h * 0.46} Q${w * 0.5} ${h * 0.02} ${w * 0.71} ${h * 0.46}`,
      WHITE,
      4,
      0.4,
      'none',
      '14 14',
    ) +
    packets.join('') +
    line(w * 0.2, h * 0.82, w * 0.8, h * 0.82, WHITE, 6, 0.3) +
    phases.join('')
  )
}

/** Two ERPs compared: a small and a large set of building blocks on a balance. */
const comparison: Scene = ({ w, h, accent, next }) => {
  const blocks = (x: number, columns: number, rows: number, size: number, fill: string) =>
    Array.from({ length: columns * rows }, (_, i) =>
      rect(
        x + (i % columns) * (size + 10),
        h * 0.56 - Math.floor(i / columns + 1) * (size + 10),
        size,
        size,
        fill,
        0.55 + next() * 0.4,
        10,
      ),
    ).join('')
  return (
    path(`M${w * 0.5} ${h * 0.86} L${w * 0.5} ${h * 0.62}`, WHITE, 10, 0.6) +
    rect(w * 0.42, h * 0.85, w * 0.16, 18, WHITE, 0.6, 9) +
    line(w * 0.16, h * 0.6, w * 0.84, h * 0.6, WHITE, 10, 0.7) +
    circle(w * 0.5, h * 0.6, 20, accent) +
    blocks(w * 0.2, 3, 2, 62, WHITE) +
    blocks(w * 0.56, 5, 4, 54, accent)
  )
}

/** Staff augmentation and outsourcing: a grid of people, some joined into a client team. */
const people: Scene = ({ w, h, accent, next }) => {
  const shapes: string[] = [
    rect(w * 0.08, h * 0.16, w * 0.4, h * 0.68, WHITE, 0.1, 30),
    rect(w * 0.54, h * 0.16, w * 0.38, h * 0.68, accent, 0.16, 30),
  ]
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 4; column++) {
      const x = w * 0.14 + column * w * 0.093
      const y = h * 0.3 + row * h * 0.2
      shapes.push(
        person(x, y, 110, column === 3 && row > 0 ? accent : WHITE, column === 3 && row > 0 ? 0.95 : 0.6),
      )
    }
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++) {
      const x = w * 0.62 + column * w * 0.105
      const y = h * 0.3 + row * h * 0.2
      shapes.push(person(x, y, 110, accent, 0.55 + next() * 0.4))
    }
  return shapes.join('')
}

/** Test automation: a checklist beside a payback curve that crosses break-even. */
const testing: Scene = ({ w, h, accent }) => {
  const rows = [true, true, true, false, true, true].map((passed, i) => {
    const y = h * 0.26 + i * 86
    return (
      rect(w * 0.1, y, 52, 52, passed ? accent : '#f87171', 0.95, 12) +
      (passed
        ? check(w * 0.1 + 12, y + 16, 28, '#0b2a5b', 7)
        : cross(w * 0.1 + 14, y + 14, 24, '#0b2a5b', 7)) +
      rect(w * 0.1 + 74, y + 16, w * 0.14 + (i % 3) * 40, 20, WHITE, 0.5, 10)
    )
  })
  const x0 = w * 0.5
  const y0 = h * 0.78
  const curve = `M${x0} ${y0 - 40} C ${x0 + 120} ${y0 + 60}, ${x0 + 260} ${y0 - 20}, ${x0 + 360} ${y0 - 200} S ${x0 + 620} ${y0 - 480}, ${x0 + 680} ${y0 - 520}`
  return (
    panel(w * 0.06, h * 0.12, w * 0.36, h * 0.78) +
    rows.join('') +
    panel(w * 0.46, h * 0.12, w * 0.48, h * 0.78) +
    line(x0, y0, x0 + 700, y0, WHITE, 4, 0.5) +
    line(x0, y0, x0, h * 0.24, WHITE, 4, 0.5) +
    line(x0, y0 - 120, x0 + 700, y0 - 120, WHITE, 3, 0.45, '12 12') +
    path(curve, accent, 10) +
    circle(x0 + 318, y0 - 122, 16, WHITE)
  )
}

/** A clean core: one solid centre, extensions around it connected by stable lines. */
const cleanCore: Scene = ({ w, h, accent, next }) => {
  const cx = w * 0.5
  const cy = h * 0.5
  const satellites = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 - Math.PI / 2
    const x = cx + Math.cos(angle) * w * 0.3
    const y = cy + Math.sin(angle) * h * 0.36
    return (
      line(cx + Math.cos(angle) * 150, cy + Math.sin(angle) * 150, x, y, WHITE, 4, 0.45, '10 10') +
      rect(
        x - 62,
        y - 40,
        124,
        80,
        i % 2 === 0 ? accent : WHITE,
        i % 2 === 0 ? 0.85 : 0.35 + next() * 0.2,
        18,
      )
    )
  })
  return (
    ring(cx, cy, 190, accent, 6, 0.35) +
    ring(cx, cy, 240, WHITE, 3, 0.2) +
    satellites.join('') +
    circle(cx, cy, 140, WHITE, 0.95) +
    circle(cx, cy, 100, accent, 0.9) +
    circle(cx, cy, 52, WHITE, 0.95)
  )
}

/** The true cost of outsourcing: the rate above the waterline, the hidden costs below it. */
const iceberg: Scene = ({ w, h, accent, next }) => {
  const water = h * 0.42
  const hidden = ['#7dd3fc', accent, '#a78bfa', '#fbbf24', '#f87171'].map((fill, i) =>
    rect(w * 0.3 + i * 16, water + 30 + i * 80, w * 0.4 - i * 32 + next() * 30, 64, fill, 0.75, 14),
  )
  return (
    rect(0, water, w, h - water, '#020617', 0.35, 0) +
    path(
      `M0 ${water} Q ${w * 0.125} ${water - 18} ${w * 0.25} ${water} T ${w * 0.5} ${water} T ${w * 0.75} ${water} T ${w} ${water}`,
      WHITE,
      5,
      0.6,
    ) +
    path(`M${w * 0.42} ${water} L${w * 0.5} ${h * 0.14} L${w * 0.58} ${water} Z`, 'none', 0, 0.95, WHITE) +
    hidden.join('')
  )
}

/** Data migration: messy records pass through a filter and come out as clean, aligned rows. */
const funnel: Scene = ({ w, h, accent, next }) => {
  const messy = Array.from({ length: 12 }, (_, i) =>
    rect(
      w * 0.06 + next() * w * 0.2,
      h * 0.14 + i * 56,
      80 + next() * 140,
      30,
      i % 4 === 0 ? '#f87171' : WHITE,
      0.35 + next() * 0.4,
      10,
    ),
  )
  const clean = Array.from(
    { length: 7 },
    (_, i) =>
      rect(w * 0.68, h * 0.2 + i * 80, w * 0.24, 44, accent, 0.9 - i * 0.06, 12) +
      check(w * 0.68 + 20, h * 0.2 + i * 80 + 12, 20, '#0b2a5b', 5),
  )
  return (
    messy.join('') +
    path(
      `M${w * 0.38} ${h * 0.14} L${w * 0.62} ${h * 0.14} L${w * 0.54} ${h * 0.5} L${w * 0.54} ${h * 0.86} L${w * 0.46} ${h * 0.86} L${w * 0.46} ${h * 0.5} Z`,
      'none',
      0,
      0.22,
      WHITE,
    ) +
    path(
      `M${w * 0.38} ${h * 0.14} L${w * 0.46} ${h * 0.5} M${w * 0.62} ${h * 0.14} L${w * 0.54} ${h * 0.5}`,
      WHITE,
      5,
      0.6,
    ) +
    line(w * 0.56, h * 0.5, w * 0.66, h * 0.5, accent, 8, 0.9) +
    clean.join('')
  )
}

/** Power Platform: a phone app and an approval flow connecting it to the ERP. */
const workflow: Scene = ({ w, h, accent }) => {
  const steps = [0, 1, 2, 3].map((i) => {
    const x = w * 0.42 + i * w * 0.14
    const y = h * (i % 2 === 0 ? 0.36 : 0.62)
    return (
      circle(x, y, 52, i === 3 ? accent : WHITE, i === 3 ? 0.95 : 0.3) +
      (i === 3 ? check(x - 22, y - 14, 44, '#0b2a5b', 8) : circle(x, y, 18, accent))
    )
  })
  const links = [0, 1, 2].map((i) =>
    line(
      w * 0.42 + i * w * 0.14 + 40,
      h * (i % 2 === 0 ? 0.4 : 0.58),
      w * 0.42 + (i + 1) * w * 0.14 - 40,
      h * (i % 2 === 0 ? 0.58 : 0.4),
      WHITE,
      6,
      0.7,
    ),
  )
  return (
    rect(w * 0.12, h * 0.12, w * 0.16, h * 0.76, WHITE, 0.16, 36) +
    rect(w * 0.135, h * 0.19, w * 0.13, h * 0.6, '#020617', 0.35, 16) +
    [0, 1, 2, 3]
      .map((i) =>
        rect(w * 0.15, h * 0.23 + i * 100, w * 0.1, 70, i === 1 ? accent : WHITE, i === 1 ? 0.9 : 0.35, 12),
      )
      .join('') +
    line(w * 0.29, h * 0.5, w * 0.38, h * 0.36, WHITE, 6, 0.5, '12 12') +
    links.join('') +
    steps.join('')
  )
}

/** Onboarding: a code editor and a ten-day track, most of it done. */
const onboarding: Scene = ({ w, h, accent, next }) => {
  const code = Array.from({ length: 8 }, (_, i) => {
    const indent = [0, 1, 2, 2, 1, 2, 1, 0][i]! * 40
    return rect(
      w * 0.12 + indent,
      h * 0.26 + i * 44,
      80 + next() * 220,
      18,
      i === 4 ? accent : WHITE,
      i === 4 ? 0.9 : 0.45,
      9,
    )
  })
  const days = Array.from({ length: 10 }, (_, i) => {
    const x = w * 0.56 + (i % 5) * 120
    const y = h * 0.3 + Math.floor(i / 5) * 170
    const done = i < 8
    return (
      rect(x, y, 96, 120, done ? accent : WHITE, done ? 0.85 : 0.2, 16) +
      rect(x, y, 96, 26, WHITE, 0.4, 12) +
      (done ? check(x + 28, y + 56, 40, '#0b2a5b', 7) : '')
    )
  })
  return panel(w * 0.08, h * 0.14, w * 0.4, h * 0.72) + code.join('') + days.join('')
}

/** Time zones: two clocks ten and a half hours apart, joined by the overlap window. */
const timeZones: Scene = ({ w, h, accent }) =>
  clock(w * 0.26, h * 0.48, 190, 9, 0, accent) +
  clock(w * 0.74, h * 0.48, 190, 19, 30, '#fbbf24') +
  path(
    `M${w * 0.36} ${h * 0.22} Q${w * 0.5} ${h * 0.02} ${w * 0.64} ${h * 0.22}`,
    WHITE,
    5,
    0.55,
    'none',
    '14 14',
  ) +
  rect(w * 0.38, h * 0.8, w * 0.24, 40, WHITE, 0.2, 20) +
  rect(w * 0.44, h * 0.8, w * 0.12, 40, accent, 0.9, 20)

/** Manufacturing: a plant with gears turning above its line. */
const factory: Scene = ({ w, h, accent }) => {
  const ground = h * 0.84
  const roof = [0, 1, 2, 3]
    .map((i) => `L${w * (0.22 + i * 0.1)} ${ground - 300} L${w * (0.27 + i * 0.1)} ${ground - 240}`)
    .join(' ')
  return (
    path(
      `M${w * 0.22} ${ground} L${w * 0.22} ${ground - 240} ${roof} L${w * 0.62} ${ground - 240} L${w * 0.62} ${ground} Z`,
      'none',
      0,
      0.3,
      WHITE,
    ) +
    rect(w * 0.64, ground - 420, 56, 420, WHITE, 0.3, 8) +
    [0, 1, 2, 3].map((i) => rect(w * 0.25 + i * w * 0.09, ground - 150, 70, 90, accent, 0.8, 8)).join('') +
    gear(w * 0.76, h * 0.3, 110, 10, accent, 0.9) +
    gear(w * 0.86, h * 0.52, 70, 8, WHITE, 0.7) +
    line(w * 0.08, ground, w * 0.92, ground, WHITE, 6, 0.5)
  )
}

/** Healthcare: a heartbeat line across a patient record with a medical cross. */
const healthcare: Scene = ({ w, h, accent }) => {
  const y = h * 0.5
  const beat = `M${w * 0.06} ${y} L${w * 0.34} ${y} L${w * 0.38} ${y - 60} L${w * 0.42} ${y + 140} L${w * 0.47} ${y - 220} L${w * 0.51} ${y + 60} L${w * 0.54} ${y} L${w * 0.94} ${y}`
  return (
    panel(w * 0.6, h * 0.14, w * 0.3, h * 0.72, 0.12) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(w * 0.63, h * 0.32 + i * 70, w * (0.12 + (i % 3) * 0.04), 22, WHITE, 0.4, 11))
      .join('') +
    rect(w * 0.12, h * 0.16, 64, 180, WHITE, 0.9, 14) +
    rect(w * 0.12 - 58, h * 0.16 + 58, 180, 64, WHITE, 0.9, 14) +
    path(beat, accent, 12)
  )
}

/** Retail omnichannel: store, web and phone channels meeting in one cart. */
const omnichannel: Scene = ({ w, h, accent }) => {
  const cx = w * 0.5
  const cy = h * 0.52
  const channels = [
    [w * 0.16, h * 0.26],
    [w * 0.16, h * 0.76],
    [w * 0.84, h * 0.26],
    [w * 0.84, h * 0.76],
  ] as const
  return (
    channels.map(([x, y]) => line(x, y, cx, cy, WHITE, 5, 0.45, '14 12')).join('') +
    // store
    path(
      `M${w * 0.09} ${h * 0.2} L${w * 0.23} ${h * 0.2} L${w * 0.25} ${h * 0.28} L${w * 0.07} ${h * 0.28} Z`,
      'none',
      0,
      0.9,
      accent,
    ) +
    rect(w * 0.085, h * 0.28, w * 0.15, h * 0.12, WHITE, 0.4, 6) +
    // phone
    rect(w * 0.135, h * 0.64, 90, 160, WHITE, 0.45, 16) +
    rect(w * 0.135 + 12, h * 0.64 + 22, 66, 110, accent, 0.8, 8) +
    // web shop
    panel(w * 0.75, h * 0.14, w * 0.18, h * 0.24, 0.25) +
    // warehouse boxes
    [0, 1, 2]
      .map((i) => rect(w * 0.78 + i * 70, h * 0.72, 60, 60, i === 1 ? accent : WHITE, 0.6, 8))
      .join('') +
    circle(cx, cy, 150, WHITE, 0.14) +
    path(
      `M${cx - 90} ${cy - 60} L${cx - 60} ${cy - 60} L${cx - 30} ${cy + 40} L${cx + 70} ${cy + 40} L${cx + 90} ${cy - 30} L${cx - 48} ${cy - 30}`,
      WHITE,
      12,
    ) +
    circle(cx - 20, cy + 80, 16, accent) +
    circle(cx + 58, cy + 80, 16, accent)
  )
}

/** Financial services automation: documents passing a gear and landing as reconciled ledger bars. */
const finance: Scene = ({ w, h, accent, next }) => {
  const docs = [0, 1, 2].map(
    (i) =>
      rect(w * 0.08 + i * 34, h * 0.22 + i * 34, 200, 260, WHITE, 0.25 + i * 0.2, 16) +
      [0, 1, 2, 3]
        .map((j) =>
          rect(w * 0.08 + i * 34 + 28, h * 0.22 + i * 34 + 50 + j * 44, 140 - j * 20, 16, '#0b2a5b', 0.35, 8),
        )
        .join(''),
  )
  const bars = Array.from({ length: 6 }, (_, i) => {
    const bh = h * (0.18 + next() * 0.3 + i * 0.03)
    return rect(w * 0.62 + i * 90, h * 0.8 - bh, 58, bh, i === 5 ? accent : WHITE, i === 5 ? 0.95 : 0.4, 10)
  })
  return (
    docs.join('') +
    line(w * 0.3, h * 0.5, w * 0.4, h * 0.5, WHITE, 6, 0.6, '12 12') +
    gear(w * 0.48, h * 0.5, 100, 12, accent, 0.95) +
    line(w * 0.56, h * 0.5, w * 0.6, h * 0.5, WHITE, 6, 0.6, '12 12') +
    line(w * 0.6, h * 0.8, w * 0.94, h * 0.8, WHITE, 5, 0.6) +
    bars.join('')
  )
}

/**
 * A portrait placeholder for a person of the team: an abstract head and shoulders (no face, no real likeness) in
 * the person's colours, over soft circles. `hair` is the shape of the hair: short, long or a bun.
 */
const portrait =
  (skin: string, hair: string, style: 'short' | 'long' | 'bun'): Scene =>
  ({ w, h, accent, next }) => {
    const cx = w / 2
    const headY = h * 0.4
    const r = w * 0.16
    const bokeh = Array.from({ length: 7 }, () =>
      circle(w * next(), h * next() * 0.7, w * (0.04 + next() * 0.1), WHITE, 0.06 + next() * 0.08),
    ).join('')
    const shoulders = path(
      `M${w * 0.1} ${h} C ${w * 0.12} ${h * 0.78}, ${w * 0.26} ${h * 0.7}, ${cx} ${h * 0.7} C ${w * 0.74} ${h * 0.7}, ${w * 0.88} ${h * 0.78}, ${w * 0.9} ${h} Z`,
      'none',
      0,
      1,
      accent,
    )
    const collar = path(
      `M${cx - w * 0.09} ${h * 0.7} L${cx} ${h * 0.8} L${cx + w * 0.09} ${h * 0.7}`,
      WHITE,
      10,
      0.85,
    )
    const neck = rect(cx - w * 0.055, headY + r * 0.6, w * 0.11, h * 0.16, skin, 1, 20)
    const head = circle(cx, headY, r, skin)
    const back =
      style === 'long'
        ? rect(cx - r * 1.12, headY - r * 0.2, r * 2.24, r * 2.1, hair, 1, r * 0.9)
        : style === 'bun'
          ? circle(cx, headY - r * 1.02, r * 0.48, hair)
          : ''
    const top = path(
      `M${cx - r * 1.04} ${headY + r * 0.1} C ${cx - r * 1.1} ${headY - r * 1.25}, ${cx + r * 1.1} ${headY - r * 1.25}, ${cx + r * 1.04} ${headY + r * 0.1} C ${cx + r * 0.7} ${headY - r * 0.55}, ${cx - r * 0.5} ${headY - r * 0.7}, ${cx - r * 1.04} ${headY + r * 0.1} Z`,
      'none',
      0,
      1,
      hair,
    )
    return (
      bokeh +
      ring(cx, headY + h * 0.05, w * 0.36, WHITE, 3, 0.18) +
      back +
      shoulders +
      neck +
      collar +
      head +
      top
    )
  }

function svg(art: Artwork): string {
  const canvas: Canvas = { w: art.width, h: art.height, accent: art.accent, next: random(art.seed) }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#glow)"/>${art.scene(canvas)}</svg>`
}

const NAVY = '#0b2a5b'
const INDIGO = '#312e81'
const TEAL = '#14b8a6'
const AMBER = '#f59e0b'
const SKY = '#38bdf8'
const VIOLET = '#a78bfa'

const wide = (
  file: string,
  scene: Scene,
  seed: number,
  accent = TEAL,
  from = NAVY,
  to = INDIGO,
): Artwork => ({
  file,
  width: 1600,
  height: 900,
  from,
  to,
  accent,
  scene,
  seed,
})

/** A portrait: square, as the team grid and an article's author show it in a circle. */
const square = (
  file: string,
  scene: Scene,
  seed: number,
  accent: string,
  from: string,
  to: string,
): Artwork => ({
  file,
  width: 800,
  height: 800,
  from,
  to,
  accent,
  scene,
  seed,
})

export const ARTWORK: Artwork[] = [
  {
    file: 'share-default.jpg',
    width: 1200,
    height: 630,
    from: NAVY,
    to: '#1e3a8a',
    accent: TEAL,
    scene: network,
    seed: 1,
  },
  wide('case-manufacturing-erp-transformation.jpg', factory, 11, AMBER, '#1e293b', NAVY),
  wide('case-healthcare-digital-transformation.jpg', healthcare, 12, TEAL, '#064e3b', NAVY),
  wide('case-retail-omnichannel-integration.jpg', omnichannel, 13, SKY, NAVY, '#4c1d95'),
  wide('case-financial-services-automation.jpg', finance, 14, AMBER, '#0f172a', NAVY),
  wide('blog-sap-s4hana-migration-roadmap.jpg', migration, 21, SKY),
  wide('blog-dynamics-365-finance-operations-vs-business-central.jpg', comparison, 22, VIOLET, INDIGO, NAVY),
  wide('blog-staff-augmentation-vs-outsourcing.jpg', people, 23, TEAL, '#134e4a', NAVY),
  wide('blog-test-automation-roi.jpg', testing, 24, TEAL, '#0f172a', INDIGO),
  wide('blog-sap-btp-clean-core.jpg', cleanCore, 25, SKY, '#0c4a6e', NAVY),
  wide('blog-true-cost-of-offshore-outsourcing.jpg', iceberg, 26, TEAL, '#0c4a6e', NAVY),
  wide('blog-erp-data-migration-best-practices.jpg', funnel, 27, AMBER, NAVY, '#1e293b'),
  wide('blog-power-platform-for-dynamics-365.jpg', workflow, 28, VIOLET, INDIGO, '#581c87'),
  wide('blog-onboarding-offshore-developers.jpg', onboarding, 29, SKY, '#1e293b', INDIGO),
  wide('blog-managing-time-zones-in-global-teams.jpg', timeZones, 30, SKY, NAVY, '#7c2d12'),
  square('person-laura-whitfield.jpg', portrait('#f2d2bd', '#8a5a2b', 'bun'), 41, TEAL, NAVY, INDIGO),
  square('person-rahul-mehta.jpg', portrait('#c68f69', '#1f1a17', 'short'), 42, SKY, '#0c4a6e', NAVY),
  square('person-anna-kowalski.jpg', portrait('#f5d6c3', '#d9b26f', 'long'), 43, VIOLET, INDIGO, NAVY),
  square('person-kavya-iyer.jpg', portrait('#a9714e', '#231815', 'long'), 44, AMBER, NAVY, '#7c2d12'),
  square('person-daniel-brooks.jpg', portrait('#7a4f35', '#2b1d16', 'short'), 45, TEAL, '#134e4a', NAVY),
  square('person-neha-sharma.jpg', portrait('#b57c59', '#2a1a14', 'bun'), 46, SKY, '#1e293b', INDIGO),
]

// --- logos, badges and portraits (PNG with transparency for logos and badges) -------------------------------------

/** A fictional client's wordmark: a simple geometric mark and its name; nothing like a real company's trademark. */
interface Logo {
  file: string
  /** The name's first word, large, and the rest, in small capitals. */
  word: string
  rest: string
  colour: string
  mark: (x: number, y: number, size: number, colour: string) => string
}

const FONT = 'font-family="DejaVu Sans, sans-serif"'

const marks = {
  peak: (x: number, y: number, s: number, c: string) =>
    path(`M${x} ${y + s} L${x + s * 0.5} ${y} L${x + s} ${y + s} Z`, 'none', 0, 1, c) +
    path(
      `M${x + s * 0.5} ${y} L${x + s * 0.68} ${y + s * 0.36} L${x + s * 0.32} ${y + s * 0.36} Z`,
      'none',
      0,
      1,
      WHITE,
    ),
  cross: (x: number, y: number, s: number, c: string) =>
    circle(x + s / 2, y + s / 2, s / 2, c) +
    rect(x + s * 0.42, y + s * 0.2, s * 0.16, s * 0.6, WHITE, 1, 3) +
    rect(x + s * 0.2, y + s * 0.42, s * 0.6, s * 0.16, WHITE, 1, 3),
  waves: (x: number, y: number, s: number, c: string) =>
    [0.25, 0.5, 0.75]
      .map((t) =>
        path(
          `M${x} ${y + s * t} Q${x + s * 0.25} ${y + s * (t - 0.14)} ${x + s * 0.5} ${y + s * t} T${x + s} ${y + s * t}`,
          c,
          s * 0.1,
        ),
      )
      .join(''),
  arch: (x: number, y: number, s: number, c: string) =>
    rect(x, y, s, s, c, 1, s * 0.18) +
    path(
      `M${x + s * 0.22} ${y + s * 0.8} L${x + s * 0.22} ${y + s * 0.48} A${s * 0.28} ${s * 0.28} 0 0 1 ${x + s * 0.78} ${y + s * 0.48} L${x + s * 0.78} ${y + s * 0.8}`,
      WHITE,
      s * 0.1,
    ),
  meridian: (x: number, y: number, s: number, c: string) =>
    ring(x + s / 2, y + s / 2, s * 0.45, c, s * 0.09) +
    `<ellipse cx="${x + s / 2}" cy="${y + s / 2}" rx="${s * 0.18}" ry="${s * 0.45}" fill="none" stroke="${c}" stroke-width="${s * 0.07}"/>` +
    line(x + s * 0.05, y + s / 2, x + s * 0.95, y + s / 2, c, s * 0.07),
  cloud: (x: number, y: number, s: number, c: string) =>
    circle(x + s * 0.32, y + s * 0.58, s * 0.24, c) +
    circle(x + s * 0.58, y + s * 0.42, s * 0.3, c) +
    circle(x + s * 0.78, y + s * 0.62, s * 0.2, c) +
    rect(x + s * 0.1, y + s * 0.6, s * 0.86, s * 0.22, c, 1, s * 0.11) +
    circle(x + s * 0.58, y + s * 0.42, s * 0.08, WHITE),
  leaf: (x: number, y: number, s: number, c: string) =>
    path(
      `M${x + s * 0.1} ${y + s * 0.9} C${x + s * 0.1} ${y + s * 0.3} ${x + s * 0.5} ${y} ${x + s * 0.95} ${y + s * 0.05} C${x + s} ${y + s * 0.5} ${x + s * 0.7} ${y + s * 0.9} ${x + s * 0.1} ${y + s * 0.9} Z`,
      'none',
      0,
      1,
      c,
    ) + path(`M${x + s * 0.18} ${y + s * 0.82} L${x + s * 0.7} ${y + s * 0.3}`, WHITE, s * 0.07),
  summit: (x: number, y: number, s: number, c: string) =>
    path(
      `M${x} ${y + s * 0.9} L${x + s * 0.36} ${y + s * 0.2} L${x + s * 0.58} ${y + s * 0.6} L${x + s * 0.72} ${y + s * 0.38} L${x + s} ${y + s * 0.9} Z`,
      'none',
      0,
      1,
      c,
    ) + line(x, y + s * 0.98, x + s, y + s * 0.98, c, s * 0.06),
}

export const LOGOS: Logo[] = [
  {
    file: 'logo-apex-manufacturing-group.png',
    word: 'Apex',
    rest: 'Manufacturing Group',
    colour: '#b45309',
    mark: marks.peak,
  },
  {
    file: 'logo-medcore-health-systems.png',
    word: 'MedCore',
    rest: 'Health Systems',
    colour: '#0f766e',
    mark: marks.cross,
  },
  {
    file: 'logo-shopstream-retail.png',
    word: 'ShopStream',
    rest: 'Retail',
    colour: '#6d28d9',
    mark: marks.waves,
  },
  {
    file: 'logo-harbor-financial-partners.png',
    word: 'Harbor',
    rest: 'Financial Partners',
    colour: '#1e3a8a',
    mark: marks.arch,
  },
  {
    file: 'logo-meridian-logistics.png',
    word: 'Meridian',
    rest: 'Logistics',
    colour: '#0369a1',
    mark: marks.meridian,
  },
  {
    file: 'logo-cloudnova-software.png',
    word: 'CloudNova',
    rest: 'Software',
    colour: '#4338ca',
    mark: marks.cloud,
  },
  {
    file: 'logo-greenfield-energy.png',
    word: 'GreenField',
    rest: 'Energy',
    colour: '#15803d',
    mark: marks.leaf,
  },
  {
    file: 'logo-summit-insurance.png',
    word: 'Summit',
    rest: 'Insurance',
    colour: '#be123c',
    mark: marks.summit,
  },
]

/** A 3:1 wordmark on a transparent background: the mark, the first word large, the rest in spaced capitals. */
function logoSvg(logo: Logo): string {
  const w = 480
  const h = 160
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${logo.mark(24, 36, 88, logo.colour)}
  <text x="134" y="88" ${FONT} font-size="46" font-weight="bold" fill="#0f172a">${logo.word}</text>
  <text x="136" y="120" ${FONT} font-size="17" font-weight="bold" letter-spacing="2.5" fill="${logo.colour}">${logo.rest.toUpperCase()}</text></svg>`
}

/** A credential's emblem: a generic seal with a ribbon and two words, in the credential's colour (no issuer's logo). */
interface Emblem {
  file: string
  top: string
  bottom: string
  colour: string
  rim: string
}

export const EMBLEMS: Emblem[] = [
  { file: 'badge-sap-silver-partner.png', top: 'SAP', bottom: 'SILVER', colour: '#1d4ed8', rim: '#94a3b8' },
  {
    file: 'badge-microsoft-solutions-partner.png',
    top: 'SOLUTIONS',
    bottom: 'PARTNER',
    colour: '#0e7490',
    rim: '#38bdf8',
  },
  { file: 'badge-iso-27001.png', top: 'ISO/IEC', bottom: '27001', colour: '#0b2a5b', rim: '#14b8a6' },
  {
    file: 'badge-istqb-certified-testers.png',
    top: 'ISTQB',
    bottom: 'CERTIFIED',
    colour: '#6d28d9',
    rim: '#f59e0b',
  },
]

function emblemSvg(emblem: Emblem): string {
  const size = 320
  const c = size / 2
  const teeth = Array.from({ length: 24 }, (_, i) => {
    const angle = (i / 24) * Math.PI * 2
    return circle(c + Math.cos(angle) * 118, c - 12 + Math.sin(angle) * 118, 22, emblem.rim)
  }).join('')
  const fontSize = (text: string) => (text.length > 7 ? 26 : 40)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${path(`M${c - 70} ${c + 60} L${c - 96} ${size - 10} L${c - 56} ${size - 34} L${c - 30} ${size - 6} L${c - 14} ${c + 80} Z`, 'none', 0, 1, emblem.rim)}
  ${path(`M${c + 70} ${c + 60} L${c + 96} ${size - 10} L${c + 56} ${size - 34} L${c + 30} ${size - 6} L${c + 14} ${c + 80} Z`, 'none', 0, 1, emblem.rim)}
  ${teeth}${circle(c, c - 12, 120, emblem.rim)}${circle(c, c - 12, 106, emblem.colour)}${ring(c, c - 12, 92, WHITE, 3, 0.6)}
  ${check(c - 24, c - 78, 48, WHITE, 9)}
  <text x="${c}" y="${c + 8}" ${FONT} font-size="${fontSize(emblem.top)}" font-weight="bold" fill="${WHITE}" text-anchor="middle">${emblem.top}</text>
  <text x="${c}" y="${c + 48}" ${FONT} font-size="${fontSize(emblem.bottom) - 8}" font-weight="bold" letter-spacing="2" fill="${WHITE}" text-anchor="middle" opacity="0.85">${emblem.bottom}</text></svg>`
}

/** An illustrated portrait for a testimonial (the people are fictional, so no photographs). */
interface Portrait {
  file: string
  skin: string
  hair: string
  shirt: string
  from: string
  to: string
  /** Long hair falls to the shoulders. */
  long: boolean
}

export const PORTRAITS: Portrait[] = [
  {
    file: 'portrait-sarah-mitchell.jpg',
    skin: '#f1c7a5',
    hair: '#7c4a1e',
    shirt: '#1e3a8a',
    from: '#e0f2fe',
    to: '#bae6fd',
    long: true,
  },
  {
    file: 'portrait-david-chen.jpg',
    skin: '#e9c39b',
    hair: '#111827',
    shirt: '#0f766e',
    from: '#ccfbf1',
    to: '#99f6e4',
    long: false,
  },
  {
    file: 'portrait-jennifer-alvarez.jpg',
    skin: '#d6a77a',
    hair: '#3b2314',
    shirt: '#6d28d9',
    from: '#ede9fe',
    to: '#ddd6fe',
    long: true,
  },
  {
    file: 'portrait-michael-obrien.jpg',
    skin: '#f3cfb3',
    hair: '#b45309',
    shirt: '#334155',
    from: '#f1f5f9',
    to: '#cbd5e1',
    long: false,
  },
  {
    file: 'portrait-priya-raman.jpg',
    skin: '#b98159',
    hair: '#1c1917',
    shirt: '#be123c',
    from: '#ffe4e6',
    to: '#fecdd3',
    long: true,
  },
  {
    file: 'portrait-thomas-becker.jpg',
    skin: '#f0c8a8',
    hair: '#a16207',
    shirt: '#4338ca',
    from: '#e0e7ff',
    to: '#c7d2fe',
    long: false,
  },
  {
    file: 'portrait-linda-okafor.jpg',
    skin: '#8d5a3b',
    hair: '#1c1917',
    shirt: '#15803d',
    from: '#dcfce7',
    to: '#bbf7d0',
    long: true,
  },
  {
    file: 'portrait-robert-kim.jpg',
    skin: '#e8c09a',
    hair: '#1f2937',
    shirt: '#0369a1',
    from: '#e0f2fe',
    to: '#7dd3fc',
    long: false,
  },
  {
    file: 'portrait-emily-carter.jpg',
    skin: '#f5d0b5',
    hair: '#d97706',
    shirt: '#0e7490',
    from: '#fef3c7',
    to: '#fde68a',
    long: true,
  },
]

function portraitSvg(portrait: Portrait): string {
  const size = 400
  const c = size / 2
  const hairBack = portrait.long
    ? rect(c - 96, 96, 192, 200, portrait.hair, 1, 90)
    : circle(c, 150, 88, portrait.hair)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${portrait.from}"/><stop offset="1" stop-color="${portrait.to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${hairBack}
  ${path(`M${c - 150} ${size} Q${c - 150} 270 ${c} 266 Q${c + 150} 270 ${c + 150} ${size} Z`, 'none', 0, 1, portrait.shirt)}
  ${rect(c - 30, 214, 60, 62, portrait.skin, 1, 20)}
  ${circle(c, 168, 78, portrait.skin)}
  ${path(`M${c - 80} 160 Q${c - 76} 76 ${c} 80 Q${c + 76} 76 ${c + 80} 160 Q${c + 40} 112 ${c - 80} 160 Z`, 'none', 0, 1, portrait.hair)}
  ${circle(c - 28, 176, 6, '#1f2937')}${circle(c + 28, 176, 6, '#1f2937')}
  ${path(`M${c - 24} 208 Q${c} 226 ${c + 24} 208`, '#7f1d1d', 5, 0.8)}</svg>`
}

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
  const pictures = [
    ...LOGOS.map((logo) => ({ file: logo.file, svg: logoSvg(logo) })),
    ...EMBLEMS.map((emblem) => ({ file: emblem.file, svg: emblemSvg(emblem) })),
    ...PORTRAITS.map((portrait) => ({ file: portrait.file, svg: portraitSvg(portrait) })),
  ]
  for (const { file, svg } of pictures) {
    const image = sharp(Buffer.from(svg))
    const bytes = file.endsWith('.png')
      ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
      : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    await writeFile(join(dir, file), bytes)
    console.log(`${file} ${(bytes.length / 1024).toFixed(0)} KB`)
  }
}
