// Desk-side objects for the consultancy themes: cards, documents, charts,
// screens and people. Absolute coordinates; text is always abstract bars.
import {
  palette as P,
  darken,
  lighten,
  rect,
  circle,
  path,
  line,
  polyline,
  g,
} from "./core.mjs"

// Soft drop shadow faked with stacked translucent rects: looks like a blur but
// renders far faster than an feGaussianBlur filter.
export function shadow(
  ctx,
  x,
  y,
  w,
  h,
  { r = 16, spread = 16, dy = 14, opacity = 0.4 } = {}
) {
  const out = []
  for (let i = 0; i < 6; i++) {
    const e = spread * (i / 5) - spread * 0.3
    out.push(
      rect(x - e + 4, y + dy - e, w + e * 2 - 8, h + e * 2, {
        rx: r + e,
        fill: P.ink,
        opacity: opacity / 5,
      })
    )
  }
  return g(out)
}

export function card(
  ctx,
  x,
  y,
  w,
  h,
  { fill = P.white, r = 16, lift = true, stroke } = {}
) {
  return g([
    lift ? shadow(ctx, x, y, w, h, { r }) : "",
    rect(x, y, w, h, {
      rx: r,
      fill,
      stroke,
      strokeWidth: stroke ? 1.5 : undefined,
    }),
  ])
}

// Abstract text: rows of rounded bars with seeded lengths.
export function textLines(
  rng,
  x,
  y,
  w,
  rows,
  { gap = 14, th = 6, color = P.grey2, first = 1 } = {}
) {
  const out = []
  for (let i = 0; i < rows; i++) {
    const len =
      w *
      (i === rows - 1 ? rng.range(0.35, 0.6) : rng.range(0.75, 1)) *
      (i === 0 ? first : 1)
    out.push(rect(x, y + i * gap, len, th, { rx: th / 2, fill: color }))
  }
  return g(out)
}

export function signature(x, y, w, color = P.navy, width = 3) {
  const s = w / 200
  const d = `M${x},${y} c${12 * s},${-30 * s} ${26 * s},${-36 * s} ${30 * s},${-14 * s} s${-20 * s},${40 * s} ${-4 * s},${30 * s} s${30 * s},${-50 * s} ${44 * s},${-36 * s} s${-6 * s},${36 * s} ${10 * s},${30 * s} s${24 * s},${-30 * s} ${36 * s},${-24 * s} s${4 * s},${18 * s} ${18 * s},${12 * s} l${60 * s},${-8 * s}`
  return path(d, {
    fill: "none",
    stroke: color,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  })
}

export function seal(x, y, r, color = P.amber) {
  const teeth = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    teeth.push(
      circle(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.16, {
        fill: color,
      })
    )
  }
  return g([
    path(
      `M${x - r * 0.5},${y + r * 0.5} l${-r * 0.25},${r * 1.1} l${r * 0.3},${-r * 0.2} l${r * 0.2},${r * 0.3} l${r * 0.1},${-r * 0.9} Z`,
      { fill: darken(color, 0.2) }
    ),
    path(
      `M${x + r * 0.5},${y + r * 0.5} l${r * 0.25},${r * 1.1} l${-r * 0.3},${-r * 0.2} l${-r * 0.2},${r * 0.3} l${-r * 0.1},${-r * 0.9} Z`,
      { fill: darken(color, 0.2) }
    ),
    ...teeth,
    circle(x, y, r, { fill: color }),
    circle(x, y, r * 0.72, {
      fill: "none",
      stroke: lighten(color, 0.45),
      strokeWidth: r * 0.06,
    }),
    path(
      `M${x - r * 0.3},${y} l${r * 0.2},${r * 0.22} l${r * 0.42},${-r * 0.44}`,
      {
        fill: "none",
        stroke: P.white,
        strokeWidth: r * 0.12,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }
    ),
  ])
}

export function documentSheet(
  ctx,
  x,
  y,
  w,
  h,
  { rot = 0, header = P.navy, sign = false, rows, accent = P.teal } = {}
) {
  const { rng } = ctx
  const n = rows ?? Math.floor((h * 0.55) / 16)
  const out = [
    card(ctx, x, y, w, h, { r: 10 }),
    rect(x + w * 0.1, y + h * 0.08, w * 0.45, 10, { rx: 5, fill: header }),
    rect(x + w * 0.1, y + h * 0.08 + 20, w * 0.28, 6, { rx: 3, fill: accent }),
    textLines(rng, x + w * 0.1, y + h * 0.24, w * 0.8, n, { gap: 16 }),
  ]
  if (sign) {
    out.push(
      line(x + w * 0.1, y + h * 0.88, x + w * 0.55, y + h * 0.88, {
        stroke: P.grey2,
        strokeWidth: 2,
      })
    )
    out.push(signature(x + w * 0.12, y + h * 0.84, w * 0.42, P.navy2, 2.6))
  }
  return g(out, {
    transform: rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : undefined,
  })
}

export function pen(x, y, len, angle, color = P.navy) {
  return g(
    [
      rect(0, -7, len * 0.72, 14, { rx: 7, fill: color }),
      rect(len * 0.12, -7, len * 0.08, 14, { fill: P.amber2 }),
      path(
        `M${len * 0.72},-7 L${len * 0.9},-3 L${len},0 L${len * 0.9},3 L${len * 0.72},7 Z`,
        { fill: P.grey2 }
      ),
      rect(len * 0.05, -9, len * 0.4, 3, { rx: 1.5, fill: P.grey2 }),
    ],
    { transform: `translate(${x} ${y}) rotate(${angle})` }
  )
}

export function bars(x, y, w, h, values, colors, { gap = 0.35, r = 4 } = {}) {
  const bw = w / values.length
  return g(
    values.map((v, i) =>
      rect(x + i * bw + (bw * gap) / 2, y + h - v * h, bw * (1 - gap), v * h, {
        rx: r,
        fill: colors[i % colors.length],
      })
    )
  )
}

export function lineChart(
  ctx,
  x,
  y,
  w,
  h,
  values,
  { color = P.amber, area = true, width = 4, dots = true } = {}
) {
  const ptsList = values.map((v, i) => [
    x + (i / (values.length - 1)) * w,
    y + h - v * h,
  ])
  const out = []
  if (area) {
    const fill = ctx.linear([
      [0, color, 0.35],
      [1, color, 0],
    ])
    out.push(
      path(
        `M${ptsList.map((p) => p.join(",")).join(" L")} L${x + w},${y + h} L${x},${y + h} Z`,
        { fill }
      )
    )
  }
  out.push(
    polyline(ptsList, {
      stroke: color,
      strokeWidth: width,
      strokeLinecap: "round",
      strokeLinejoin: "round",
    })
  )
  if (dots)
    out.push(
      ...ptsList
        .filter((_, i) => i % 2 === 1)
        .map(([px, py]) =>
          circle(px, py, width * 1.2, {
            fill: P.white,
            stroke: color,
            strokeWidth: width * 0.6,
          })
        )
    )
  return g(out)
}

export function donut(
  x,
  y,
  r,
  parts,
  { width = r * 0.34, track = P.grey } = {}
) {
  const c = 2 * Math.PI * r
  let acc = 0
  const out = [
    circle(x, y, r, { fill: "none", stroke: track, strokeWidth: width }),
  ]
  for (const [v, color] of parts) {
    out.push(
      circle(x, y, r, {
        fill: "none",
        stroke: color,
        strokeWidth: width,
        strokeDasharray: `${v * c - 3} ${c}`,
        strokeDashoffset: -acc * c,
        transform: `rotate(-90 ${x} ${y})`,
      })
    )
    acc += v
  }
  return g(out)
}

export function gauge(
  x,
  y,
  r,
  value,
  { color = P.teal, track = P.grey, width = r * 0.22, needle = P.navy } = {}
) {
  const arc = (a0, a1) => {
    const p = (a) => [x + Math.cos(a) * r, y + Math.sin(a) * r]
    const [s, e] = [p(a0), p(a1)]
    return `M${s[0]},${s[1]} A${r},${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${e[0]},${e[1]}`
  }
  const a0 = Math.PI
  const a = a0 + Math.PI * value
  return g([
    path(arc(a0, 2 * Math.PI), {
      fill: "none",
      stroke: track,
      strokeWidth: width,
      strokeLinecap: "round",
    }),
    path(arc(a0, a), {
      fill: "none",
      stroke: color,
      strokeWidth: width,
      strokeLinecap: "round",
    }),
    line(x, y, x + Math.cos(a) * r * 0.78, y + Math.sin(a) * r * 0.78, {
      stroke: needle,
      strokeWidth: r * 0.07,
      strokeLinecap: "round",
    }),
    circle(x, y, r * 0.11, { fill: needle }),
  ])
}

// Monitor-style dashboard filled with tiles of abstract charts.
export function dashboard(ctx, x, y, w, h, { dark = false } = {}) {
  const { rng } = ctx
  const bg = dark ? P.navy2 : P.white
  const tile = dark ? lighten(P.navy2, 0.08) : P.mist
  const pad = w * 0.04
  const colW = (w - pad * 4) / 3
  const out = [card(ctx, x, y, w, h, { fill: bg, r: 18 })]
  out.push(rect(x + pad, y + pad, w - pad * 2, h * 0.08, { rx: 6, fill: tile }))
  out.push(
    circle(x + pad * 1.8, y + pad + h * 0.04, h * 0.018, { fill: P.amber }),
    rect(x + pad * 2.6, y + pad + h * 0.03, w * 0.18, h * 0.02, {
      rx: 3,
      fill: dark ? P.slate : P.grey2,
    })
  )
  const ty = y + pad * 1.6 + h * 0.08
  const th = h - (ty - y) - pad
  const kh = th * 0.28
  const kc = [P.teal, P.amber, P.blue2]
  for (let i = 0; i < 3; i++) {
    const kx = x + pad + i * (colW + pad)
    out.push(rect(kx, ty, colW, kh, { rx: 10, fill: tile }))
    out.push(
      rect(kx + colW * 0.1, ty + kh * 0.22, colW * 0.35, kh * 0.2, {
        rx: 4,
        fill: kc[i],
      })
    )
    out.push(
      rect(kx + colW * 0.1, ty + kh * 0.58, colW * 0.55, kh * 0.1, {
        rx: 3,
        fill: dark ? P.slate2 : P.grey2,
      })
    )
    out.push(
      lineChart(
        ctx,
        kx + colW * 0.55,
        ty + kh * 0.2,
        colW * 0.35,
        kh * 0.45,
        Array.from({ length: 6 }, () => rng.range(0.1, 0.9)),
        { color: kc[i], area: false, width: 2.5, dots: false }
      )
    )
  }
  const by = ty + kh + pad
  const bh = th - kh - pad
  out.push(rect(x + pad, by, colW * 2 + pad, bh, { rx: 10, fill: tile }))
  out.push(
    lineChart(
      ctx,
      x + pad * 2,
      by + bh * 0.18,
      colW * 2 - pad,
      bh * 0.64,
      Array.from(
        { length: 9 },
        (_, i) => 0.2 + i * 0.07 + rng.range(-0.12, 0.12)
      ),
      { color: P.teal2, width: 3 }
    )
  )
  out.push(rect(x + pad * 3 + colW * 2, by, colW, bh, { rx: 10, fill: tile }))
  out.push(
    donut(
      x + pad * 3 + colW * 1.5 * 2 - colW * 0.5,
      by + bh * 0.45,
      Math.min(colW, bh) * 0.28,
      [
        [0.4, P.teal],
        [0.3, P.amber],
        [0.2, P.blue2],
      ],
      { track: dark ? P.navy : P.grey }
    )
  )
  out.push(
    bars(
      x + pad * 3.6 + colW * 2,
      by + bh * 0.78,
      colW - pad * 1.2,
      bh * 0.14,
      [0.5, 0.8, 0.6, 1, 0.7],
      [dark ? P.slate : P.grey2]
    )
  )
  return g(out)
}

// Abstract person: head and rounded shoulders, optionally seated behind a desk edge.
export function person(
  x,
  y,
  s,
  { body = P.teal, head = "#e9c6a5", hair = P.navy } = {}
) {
  return g(
    [
      path(
        `M${-34},${60} C${-34},${18} ${-22},${4} 0,${4} C${22},${4} ${34},${18} ${34},${60} Z`,
        { fill: body }
      ),
      path(`M-8,4 L0,20 L8,4 Z`, { fill: lighten(body, 0.5) }),
      circle(0, -16, 16, { fill: head }),
      path(`M-16,-18 C-16,-36 16,-38 16,-18 C10,-26 -6,-28 -16,-18 Z`, {
        fill: hair,
      }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

export const skin = ["#f1cfae", "#d9a57c", "#b57a52", "#8a5a3c", "#e6b991"]
export const hairs = [P.navy, "#3b2a20", P.ink, "#6b4a2f", P.slate2]
export const suits = [
  P.teal,
  P.blue2,
  P.navy2,
  P.slate2,
  P.amber,
  "#2f7f95",
  P.blue,
]

export function laptop(
  x,
  y,
  w,
  { screen = P.sky, body = P.grey2, facing = 1 } = {}
) {
  const h = w * 0.62
  return g([
    path(
      `M${x},${y} L${x + w * 0.08 * facing},${y - h} L${x + w * 0.08 * facing + w * 0.86},${y - h} L${x + w * 0.94},${y} Z`,
      { fill: darken(body, 0.15) }
    ),
    path(
      `M${x + w * 0.04},${y - 6} L${x + w * 0.1},${y - h + 8} L${x + w * 0.86},${y - h + 8} L${x + w * 0.88},${y - 6} Z`,
      { fill: screen }
    ),
    rect(x - w * 0.06, y, w * 1.12, w * 0.05, { rx: 3, fill: body }),
  ])
}

export function screenWall(ctx, x, y, w, h, { rng = ctx.rng } = {}) {
  return g([
    rect(x - 10, y - 10, w + 20, h + 20, { rx: 14, fill: P.ink, opacity: 0.6 }),
    rect(x, y, w, h, { rx: 8, fill: P.navy2 }),
    bars(
      x + w * 0.08,
      y + h * 0.3,
      w * 0.38,
      h * 0.55,
      Array.from({ length: 6 }, () => rng.range(0.3, 1)),
      [P.teal2, P.sky]
    ),
    lineChart(
      ctx,
      x + w * 0.55,
      y + h * 0.3,
      w * 0.38,
      h * 0.5,
      Array.from(
        { length: 6 },
        (_, i) => 0.2 + i * 0.12 + rng.range(-0.1, 0.1)
      ),
      { color: P.amber, width: 3 }
    ),
    rect(x + w * 0.08, y + h * 0.1, w * 0.3, h * 0.07, {
      rx: 4,
      fill: P.slate,
    }),
  ])
}
