// Shared landscape layers: skies, sun, sea, ridges, haze and the studio
// backdrop of the abstract themes. Depth comes from tinting far layers towards
// the mood's haze colour (atmospheric perspective), not from detail.
import {
  palette as P,
  mix,
  lighten,
  rect,
  circle,
  ellipse,
  path,
  line,
  g,
  smoothPath,
} from "./core.mjs"

export const moods = {
  dusk: {
    sky: [
      [0, P.navyDeep],
      [0.45, P.navy2],
      [0.78, "#3b6e98"],
      [0.93, "#d99a55"],
      [1, "#f7c982"],
    ],
    haze: "#7f98b4",
    sun: P.amber2,
    glow: P.amber,
    sea: ["#2f5f86", P.navyDeep],
    land: "#1a3358",
  },
  day: {
    sky: [
      [0, "#2d6cae"],
      [0.55, "#7fbde0"],
      [1, "#dcedf5"],
    ],
    haze: "#c9dfeb",
    sun: "#fff4d6",
    glow: P.amberPale,
    sea: ["#4f9ec0", P.blue],
    land: "#4d6f8f",
  },
  dawn: {
    sky: [
      [0, P.navy],
      [0.5, "#1d5f83"],
      [0.85, "#77b9c4"],
      [1, "#f3d8a4"],
    ],
    haze: "#93bcc5",
    sun: P.amberPale,
    glow: P.amber2,
    sea: ["#3b8aa0", P.navy],
    land: "#24506b",
  },
  desert: {
    sky: [
      [0, "#163a6b"],
      [0.5, "#3f78a6"],
      [0.86, "#e4b777"],
      [1, "#f6d59a"],
    ],
    haze: "#d8b68a",
    sun: "#fff1cc",
    glow: P.amber,
    sea: [P.teal, P.navy],
    land: "#c9965a",
  },
  night: {
    sky: [
      [0, P.ink],
      [0.55, P.navyDeep],
      [0.9, "#1d3f6e"],
      [1, "#35628f"],
    ],
    haze: "#2f5180",
    sun: P.amberPale,
    glow: P.amber,
    sea: ["#1c3a63", P.ink],
    land: "#0d2347",
  },
}

// Every palette colour pulled towards the haze by `depth` (0 near, 1 far).
export function tone(mood, depth = 0) {
  const t = {}
  for (const [k, v] of Object.entries(P)) t[k] = mix(v, mood.haze, depth * 0.82)
  t.depth = depth
  t.haze = mood.haze
  t.mix = (c) => mix(c, mood.haze, depth * 0.82)
  return t
}

export function sky(ctx, mood, horizon) {
  const fill = ctx.linear(mood.sky, {
    x1: 0,
    y1: 0,
    x2: 0,
    y2: horizon,
    units: "userSpaceOnUse",
  })
  return rect(0, 0, ctx.w, horizon + 2, { fill })
}

export function stars(ctx, count, maxY, opacity = 0.7) {
  const { rng } = ctx
  const out = []
  for (let i = 0; i < count; i++) {
    const y = rng() ** 1.6 * maxY
    out.push(
      circle(rng() * ctx.w, y, rng.range(0.6, 1.7), {
        fill: P.white,
        opacity: opacity * (1 - y / maxY) * rng.range(0.4, 1),
      })
    )
  }
  return g(out)
}

export function sun(ctx, mood, x, y, r, { glow = 7, disc = true } = {}) {
  const halo = ctx.radial([
    [0, mood.glow, 0.55],
    [0.25, mood.glow, 0.22],
    [1, mood.glow, 0],
  ])
  return g([
    circle(x, y, r * glow, { fill: halo }),
    disc ? circle(x, y, r * 1.5, { fill: mood.sun, opacity: 0.18 }) : "",
    disc ? circle(x, y, r, { fill: mood.sun }) : "",
  ])
}

// Flat cloud banks: stacked capsules on a flat base, lighter towards the top.
export function clouds(
  ctx,
  mood,
  { count = 4, y0, y1, x0 = 0, x1 = ctx.w, color, opacity = 0.5, scale = 1 }
) {
  const { rng } = ctx
  const top = color ?? lighten(mood.haze, 0.45)
  const out = []
  for (let i = 0; i < count; i++) {
    const cx = rng.range(x0, x1)
    const cy = rng.range(y0, y1)
    const len = rng.range(160, 340) * scale
    const th = rng.range(12, 20) * scale
    const parts = []
    let l = len
    let x = cx - len / 2
    for (let j = 0; j < 3 && l > th * 2; j++) {
      parts.push(
        rect(x, cy - (j + 1) * th * 0.82, l, th, {
          rx: th / 2,
          fill: mix(mood.haze, top, 0.4 + j * 0.3),
        })
      )
      const nl = l * rng.range(0.45, 0.7)
      x += rng.range(th * 0.5, l - nl - th * 0.5)
      l = nl
    }
    out.push(g(parts.reverse(), { opacity: opacity * rng.range(0.6, 1) }))
  }
  return g(out)
}

export function sea(
  ctx,
  mood,
  horizon,
  { sunX, x0 = 0, x1 = ctx.w, glint = mood.glow } = {}
) {
  const { rng, h } = ctx
  const depth = h - horizon
  const fill = ctx.linear(
    [
      [0, mood.sea[0]],
      [1, mood.sea[1]],
    ],
    { x1: 0, y1: horizon, x2: 0, y2: h, units: "userSpaceOnUse" }
  )
  const out = [rect(x0, horizon, x1 - x0, depth, { fill })]
  out.push(
    rect(x0, horizon, x1 - x0, 2, {
      fill: lighten(mood.haze, 0.3),
      opacity: 0.6,
    })
  )
  // Swell lines: short strokes that grow and spread towards the viewer.
  for (let i = 0; i < 46; i++) {
    const t = (i + rng()) / 46
    const y = horizon + t ** 1.8 * depth
    const n = 2 + Math.floor(rng() * 4)
    for (let j = 0; j < n; j++) {
      const len = (20 + rng() * 140) * (0.3 + t * 1.6)
      const x = rng.range(x0 - 40, x1)
      out.push(
        line(x, y, x + len, y, {
          stroke: lighten(mood.sea[0], 0.35),
          strokeWidth: 0.8 + t * 2.2,
          strokeLinecap: "round",
          opacity: 0.12 + 0.18 * (1 - t),
        })
      )
    }
  }
  if (sunX !== undefined) {
    for (let i = 0; i < 34; i++) {
      const t = (i + rng()) / 34
      const y = horizon + 3 + t ** 1.5 * depth * 0.8
      const half = (10 + 90 * t) * rng.range(0.3, 1)
      const x = sunX + rng.range(-1, 1) * 30 * (1 + t * 2)
      out.push(
        line(x - half, y, x + half, y, {
          stroke: glint,
          strokeWidth: 1 + t * 3,
          strokeLinecap: "round",
          opacity: 0.55 * (1 - t) + 0.05,
        })
      )
    }
  }
  return g(out)
}

// A ridge through jittered points, filled down to `bottom`. ridgeLine also
// returns y(x) so scenes can stand turbines or towers on the crest.
export function ridgeLine(
  ctx,
  {
    base,
    amp,
    fill,
    n = 8,
    x0 = -20,
    x1 = ctx.w + 20,
    bottom = ctx.h,
    peaks,
    opacity,
    foot = 0,
  }
) {
  const { rng } = ctx
  const points = []
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n
    const bump = peaks ? peaks(x / ctx.w) : rng()
    points.push([x, base - bump * amp])
  }
  // `foot` slants the left flank so land can rise out of the sea without a cliff.
  const d = `${smoothPath(points)} L${x1},${bottom} L${x0 - foot},${bottom} Z`
  const y = (x) => {
    const i = Math.max(
      0,
      Math.min(n - 1, Math.floor(((x - x0) / (x1 - x0)) * n))
    )
    const [a, b] = [points[i], points[i + 1]]
    return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])
  }
  return { svg: path(d, { fill, opacity }), y }
}

export const ridge = (ctx, opts) => ridgeLine(ctx, opts).svg

export function hazeBand(ctx, y, height, color, opacity = 0.7) {
  const fill = ctx.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ])
  return rect(-10, y - height / 2, ctx.w + 20, height, { fill })
}

// Soft dark corners and a darker left side: helps white headline text on heroes.
export function vignette(ctx, { left = 0 } = {}) {
  const out = [
    rect(0, 0, ctx.w, ctx.h, {
      fill: ctx.radial(
        [
          [0.55, P.ink, 0],
          [1, P.ink, 0.45],
        ],
        { r: 0.75 }
      ),
    }),
  ]
  if (left > 0)
    out.push(
      rect(0, 0, ctx.w, ctx.h, {
        fill: ctx.linear(
          [
            [0, P.ink, left],
            [0.55, P.ink, 0],
          ],
          { x2: 1, y2: 0 }
        ),
      })
    )
  return g(out)
}

// Backdrop for the conceptual themes: deep navy field, off-centre glow, a
// faint dot grid and large thin arcs for structure.
export function studio(
  ctx,
  { cx = 0.5, cy = 0.45, accent = P.teal, dots = true, arcs = true } = {}
) {
  const { w, h, rng } = ctx
  const out = [
    rect(0, 0, w, h, {
      fill: ctx.linear(
        [
          [0, P.navy2],
          [1, P.navyDeep],
        ],
        { x1: 0, y1: 0, x2: 0.6, y2: 1 }
      ),
    }),
    rect(0, 0, w, h, {
      fill: ctx.radial(
        [
          [0, accent, 0.55],
          [0.5, accent, 0.15],
          [1, accent, 0],
        ],
        { cx, cy, r: 0.6 }
      ),
    }),
  ]
  // Large translucent discs behind the subject give the flat field some depth.
  const r0 = Math.min(w, h)
  out.push(
    circle(w * cx + r0 * 0.3, h * cy - r0 * 0.32, r0 * 0.42, {
      fill: ctx.linear([
        [0, P.sky, 0.08],
        [1, P.sky, 0],
      ]),
    }),
    circle(w * cx - r0 * 0.42, h * cy + r0 * 0.36, r0 * 0.3, {
      fill: ctx.linear([
        [0, accent, 0],
        [1, accent, 0.2],
      ]),
    }),
    circle(w * cx + r0 * 0.4, h * cy - r0 * 0.42, r0 * 0.14, {
      fill: ctx.radial([
        [0, P.amber, 0.14],
        [1, P.amber, 0],
      ]),
    })
  )
  if (dots) {
    const id = ctx.id("p")
    ctx.def(
      `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse">${circle(14, 14, 1.3, { fill: P.sky, opacity: 0.22 })}</pattern>`
    )
    out.push(rect(0, 0, w, h, { fill: `url(#${id})` }))
  }
  if (arcs) {
    for (let i = 0; i < 4; i++) {
      out.push(
        circle(w * cx, h * cy, r0 * (0.3 + i * 0.17), {
          fill: "none",
          stroke: P.sky,
          strokeWidth: 1.2,
          opacity: 0.1 - i * 0.015,
          strokeDasharray:
            i % 2 ? `${rng.int(4, 10)} ${rng.int(8, 16)}` : undefined,
        })
      )
    }
  }
  return g(out)
}

export function ground(
  ctx,
  y,
  top,
  bottom,
  { x0 = -10, x1 = ctx.w + 10 } = {}
) {
  const fill = ctx.linear(
    [
      [0, top],
      [1, bottom],
    ],
    { x1: 0, y1: y, x2: 0, y2: ctx.h, units: "userSpaceOnUse" }
  )
  return rect(x0, y, x1 - x0, ctx.h - y + 10, { fill })
}

// Flat-topped mesas for desert horizons.
export function mesas(ctx, base, fill, spans) {
  return g(
    spans.map(([x, w, h]) => {
      const s = w * 0.12
      return path(
        `M${x - s},${base} L${x + s * 0.6},${base - h * 0.7} L${x + s},${base - h} L${x + w - s},${base - h} L${x + w - s * 0.4},${base - h * 0.6} L${x + w + s},${base} Z`,
        { fill }
      )
    })
  )
}

// Studio backdrop plus a design drawn around (0,0) within about ±300 units:
// right of centre on heroes, centred on squares (which are cropped to circles).
export function stage(
  ctx,
  wide,
  content,
  { accent = P.teal, scale = wide ? 1.1 : 0.9 } = {}
) {
  const { w, h } = ctx
  const [cx, cy] = wide ? [0.7, 0.5] : [0.5, 0.5]
  return [
    studio(ctx, { cx, cy, accent }),
    g(
      [1, 0.8, 0.6, 0.4].map((k) =>
        ellipse(w * cx, h * cy + 300 * scale, 340 * scale * k, 46 * scale * k, {
          fill: P.ink,
          opacity: 0.1,
        })
      )
    ),
    g(content, { transform: `translate(${w * cx} ${h * cy}) scale(${scale})` }),
    vignette(ctx, { left: wide ? 0.3 : 0 }),
  ]
}

// Layout switch used by every scene: first value for heroes, second for squares.
export const pick = (wide, a, b) => (wide ? a : b)
