// Larger symbolic objects for the conceptual themes, drawn around their own
// centre so scenes can compose them into clusters.
import {
  palette as P,
  darken,
  lighten,
  rect,
  circle,
  ellipse,
  path,
  line,
  poly,
  polyline,
  g,
} from "./core.mjs"

export const shade = (ctx, c, dir = "v") =>
  ctx.linear(
    [
      [0, lighten(c, 0.25)],
      [1, darken(c, 0.18)],
    ],
    dir === "v" ? {} : { x2: 1, y2: 0 }
  )

export function gear(
  ctx,
  x,
  y,
  r,
  { teeth = 10, color = P.teal, hole = P.navyDeep } = {}
) {
  const d = []
  const depth = r * 0.18
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = (i / (teeth * 2)) * Math.PI * 2
    const a1 = ((i + 1) / (teeth * 2)) * Math.PI * 2
    const rr = i % 2 ? r - depth : r
    const inset = i % 2 ? 0 : 0.08
    d.push(
      [x + Math.cos(a0 + inset) * rr, y + Math.sin(a0 + inset) * rr],
      [x + Math.cos(a1 - inset) * rr, y + Math.sin(a1 - inset) * rr]
    )
  }
  return g([
    poly(d, { fill: shade(ctx, color) }),
    circle(x, y, r * 0.62, {
      fill: "none",
      stroke: darken(color, 0.15),
      strokeWidth: r * 0.06,
    }),
    circle(x, y, r * 0.28, { fill: hole }),
  ])
}

export function shield(ctx, x, y, s, { color = P.teal, check = true } = {}) {
  const d = `M0,-120 C40,-96 80,-92 110,-92 C110,10 80,80 0,130 C-80,80 -110,10 -110,-92 C-80,-92 -40,-96 0,-120 Z`
  return g(
    [
      path(d, { fill: shade(ctx, color) }),
      path(d, {
        fill: "none",
        stroke: lighten(color, 0.45),
        strokeWidth: 8,
        transform: "scale(0.82)",
      }),
      path("M0,-120 C40,-96 80,-92 110,-92 C110,10 80,80 0,130 Z", {
        fill: P.white,
        opacity: 0.08,
      }),
      check
        ? path("M-44,2 L-10,36 L52,-34", {
            fill: "none",
            stroke: P.white,
            strokeWidth: 20,
            strokeLinecap: "round",
            strokeLinejoin: "round",
          })
        : "",
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

export function coinStack(ctx, x, y, n, r, color = P.amber) {
  const out = []
  for (let i = 0; i < n; i++) {
    const cy = y - i * r * 0.28
    out.push(
      rect(x - r, cy - r * 0.28, r * 2, r * 0.28, { fill: darken(color, 0.2) })
    )
    out.push(ellipse(x, cy, r, r * 0.3, { fill: darken(color, 0.2) }))
    out.push(
      ellipse(x, cy - r * 0.28, r, r * 0.3, {
        fill: i === n - 1 ? lighten(color, 0.2) : color,
      })
    )
  }
  out.push(
    ellipse(x, y - n * r * 0.28, r * 0.62, r * 0.17, {
      fill: "none",
      stroke: darken(color, 0.1),
      strokeWidth: r * 0.06,
    })
  )
  return g(out)
}

export function arrow(
  x0,
  y0,
  x1,
  y1,
  { color = P.amber, width = 14, head = 34 } = {}
) {
  const a = Math.atan2(y1 - y0, x1 - x0)
  const bx = x1 - Math.cos(a) * head * 0.8
  const by = y1 - Math.sin(a) * head * 0.8
  const side = (k) => [
    bx + Math.cos(a + (Math.PI / 2) * k) * head * 0.6,
    by + Math.sin(a + (Math.PI / 2) * k) * head * 0.6,
  ]
  return g([
    line(x0, y0, bx, by, {
      stroke: color,
      strokeWidth: width,
      strokeLinecap: "round",
    }),
    poly([[x1, y1], side(1), side(-1)], {
      fill: color,
      strokeLinejoin: "round",
      stroke: color,
      strokeWidth: 4,
    }),
  ])
}

// A polyline trend arrow (zig-zag) ending in a head.
export function trend(points, opts = {}) {
  const out = []
  for (let i = 0; i < points.length - 2; i++)
    out.push(
      line(...points[i], ...points[i + 1], {
        stroke: opts.color ?? P.amber,
        strokeWidth: opts.width ?? 14,
        strokeLinecap: "round",
      })
    )
  const [a, b] = points.slice(-2)
  out.push(arrow(...a, ...b, opts))
  return g(out)
}

export function magnifier(x, y, r, { color = P.white, lens = P.sky } = {}) {
  return g([
    line(x + r * 0.7, y + r * 0.7, x + r * 1.6, y + r * 1.6, {
      stroke: P.navy,
      strokeWidth: r * 0.32,
      strokeLinecap: "round",
    }),
    line(x + r * 0.7, y + r * 0.7, x + r * 1.05, y + r * 1.05, {
      stroke: color,
      strokeWidth: r * 0.24,
      strokeLinecap: "round",
    }),
    circle(x, y, r, { fill: lens, opacity: 0.35 }),
    circle(x, y, r, { fill: "none", stroke: color, strokeWidth: r * 0.16 }),
    path(
      `M${x - r * 0.55},${y - r * 0.1} A${r * 0.56},${r * 0.56} 0 0 1 ${x - r * 0.1},${y - r * 0.55}`,
      {
        fill: "none",
        stroke: P.white,
        strokeWidth: r * 0.08,
        strokeLinecap: "round",
        opacity: 0.8,
      }
    ),
  ])
}

export function chip(ctx, x, y, s, { color = P.navy2, glow = P.aqua } = {}) {
  const pins = []
  for (let i = 0; i < 7; i++) {
    const o = -60 + i * 20
    pins.push(
      rect(o - 4, -98, 8, 22, { rx: 2 }),
      rect(o - 4, 76, 8, 22, { rx: 2 }),
      rect(-98, o - 4, 22, 8, { rx: 2 }),
      rect(76, o - 4, 22, 8, { rx: 2 })
    )
  }
  return g(
    [
      g(pins, { fill: P.grey2 }),
      rect(-80, -80, 160, 160, { rx: 14, fill: shade(ctx, color) }),
      rect(-80, -80, 160, 160, {
        rx: 14,
        fill: "none",
        stroke: lighten(color, 0.3),
        strokeWidth: 3,
      }),
      rect(-44, -44, 88, 88, {
        rx: 8,
        fill: ctx.radial([
          [0, lighten(glow, 0.4)],
          [1, P.teal],
        ]),
      }),
      rect(-44, -44, 88, 88, {
        rx: 8,
        fill: "none",
        stroke: P.white,
        strokeWidth: 2,
        opacity: 0.6,
      }),
      ...[-22, 0, 22].map((o) =>
        line(-30, o, 30, o, { stroke: P.white, strokeWidth: 3, opacity: 0.45 })
      ),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

// Circuit traces running out from a centre to dots, used around chips.
export function traces(rng, x, y, count, r0, r1, color = P.aqua) {
  const out = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.08, 0.08)
    const len = rng.range(r0 * 1.2, r1)
    const bend = rng.range(0.4, 0.7)
    const p0 = [x + Math.cos(a) * r0, y + Math.sin(a) * r0]
    const p1 = [
      x + Math.cos(a) * (r0 + (len - r0) * bend),
      y + Math.sin(a) * (r0 + (len - r0) * bend),
    ]
    const a2 = a + (rng.chance(0.5) ? 1 : -1) * 0.25
    const p2 = [
      p1[0] + Math.cos(a2) * (len - r0) * (1 - bend),
      p1[1] + Math.sin(a2) * (len - r0) * (1 - bend),
    ]
    out.push(
      path(`M${p0.join(",")} L${p1.join(",")} L${p2.join(",")}`, {
        fill: "none",
        stroke: color,
        strokeWidth: 2,
        opacity: 0.55,
        strokeLinejoin: "round",
      })
    )
    out.push(
      circle(...p2, 4.5, {
        fill: "none",
        stroke: color,
        strokeWidth: 2,
        opacity: 0.8,
      })
    )
  }
  return g(out)
}

// Layered neural network: columns of glowing nodes, fully connected.
export function neuralNet(
  ctx,
  x,
  y,
  w,
  h,
  layers,
  { color = P.aqua, hot = P.amber } = {}
) {
  const { rng } = ctx
  const cols = layers.map((n, i) =>
    Array.from({ length: n }, (_, j) => [
      x + (i / (layers.length - 1)) * w,
      y + ((j + 0.5) / n) * h,
    ])
  )
  const edges = []
  for (let i = 0; i < cols.length - 1; i++)
    for (const a of cols[i])
      for (const b of cols[i + 1]) {
        const strong = rng.chance(0.12)
        edges.push(
          line(...a, ...b, {
            stroke: strong ? hot : color,
            strokeWidth: strong ? 2 : 1,
            opacity: strong ? 0.7 : 0.22,
          })
        )
      }
  const halo = ctx.radial([
    [0, color, 0.6],
    [1, color, 0],
  ])
  const nodes = cols.flat().map(([nx, ny]) => {
    const c = rng.chance(0.18) ? hot : color
    return g([
      circle(nx, ny, 22, { fill: halo }),
      circle(nx, ny, 9, { fill: P.navyDeep, stroke: c, strokeWidth: 3 }),
      circle(nx, ny, 4, { fill: c }),
    ])
  })
  return g([...edges, ...nodes])
}

export function book(ctx, x, y, w, h, color, { tilt = 0 } = {}) {
  return g(
    [
      rect(x, y - h, w, h, { rx: 3, fill: shade(ctx, color, "h") }),
      rect(x, y - h * 0.86, w, h * 0.05, { fill: P.amber2, opacity: 0.85 }),
      rect(x, y - h * 0.2, w, h * 0.04, { fill: P.amber2, opacity: 0.85 }),
      rect(x + w * 0.25, y - h * 0.7, w * 0.5, h * 0.3, {
        rx: 2,
        fill: lighten(color, 0.25),
        opacity: 0.6,
      }),
    ],
    { transform: tilt ? `rotate(${tilt} ${x} ${y})` : undefined }
  )
}

export function gradCap(ctx, x, y, s, color = P.navy) {
  return g(
    [
      path("M-70,10 L-70,60 C-40,84 40,84 70,60 L70,10 Z", {
        fill: darken(color, 0.15),
      }),
      poly(
        [
          [0, -60],
          [150, 0],
          [0, 56],
          [-150, 0],
        ],
        { fill: shade(ctx, color) }
      ),
      poly(
        [
          [0, -60],
          [150, 0],
          [0, 56],
          [-150, 0],
        ],
        { fill: "none", stroke: lighten(color, 0.25), strokeWidth: 3 }
      ),
      path("M0,0 L110,16 L110,90", {
        fill: "none",
        stroke: P.amber2,
        strokeWidth: 6,
        strokeLinecap: "round",
      }),
      rect(100, 84, 20, 40, { rx: 6, fill: P.amber2 }),
      circle(0, 0, 10, { fill: P.amber2 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

export function mapPin(ctx, x, y, s, color = P.amber) {
  return g(
    [
      ellipse(0, 4, 36, 10, { fill: P.ink, opacity: 0.35 }),
      path(
        "M0,0 C-20,-40 -56,-62 -56,-104 A56,56 0 0 1 56,-104 C56,-62 20,-40 0,0 Z",
        { fill: shade(ctx, color) }
      ),
      circle(0, -104, 22, { fill: P.white }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

export function house(x, y, w, h, color, roof) {
  return g([
    rect(x, y - h, w, h, { fill: color }),
    poly(
      [
        [x - w * 0.1, y - h],
        [x + w / 2, y - h - w * 0.45],
        [x + w * 1.1, y - h],
      ],
      { fill: roof }
    ),
    rect(x + w * 0.38, y - h * 0.45, w * 0.24, h * 0.45, {
      fill: darken(color, 0.3),
    }),
    rect(x + w * 0.12, y - h * 0.8, w * 0.2, h * 0.2, { fill: P.amberPale }),
  ])
}

// Two arms meeting in a clasp: sleeves in two brand colours, hands abstracted.
export function handshake(
  ctx,
  x,
  y,
  s,
  { left = P.blue2, right = P.teal, skinA = "#e9c3a0", skinB = "#c99270" } = {}
) {
  return g(
    [
      path("M-260,60 L-120,-20 L-90,30 L-230,110 Z", {
        fill: shade(ctx, left),
      }),
      rect(-128, -34, 30, 72, {
        rx: 8,
        fill: lighten(left, 0.5),
        transform: "rotate(-30 -113 2)",
      }),
      path("M260,60 L120,-20 L90,30 L230,110 Z", { fill: shade(ctx, right) }),
      rect(98, -34, 30, 72, {
        rx: 8,
        fill: lighten(right, 0.55),
        transform: "rotate(30 113 2)",
      }),
      path(
        "M-106,-28 C-70,-52 -20,-56 20,-40 L60,-22 C70,-16 66,-4 54,-6 L14,-14 L40,2 C50,10 44,22 32,18 L-40,-4 L-96,26 Z",
        { fill: skinA }
      ),
      path(
        "M104,-26 C70,-46 30,-46 -6,-30 L-44,-10 C-54,-2 -48,10 -36,8 L-2,-2 L-40,14 C-52,20 -46,34 -34,30 L-2,22 L-36,34 C-46,40 -40,52 -28,48 L6,40 L-22,50 C-32,56 -24,68 -12,64 C20,56 60,48 96,26 Z",
        { fill: skinB }
      ),
      path("M-2,-2 L-40,14 M-2,22 L-36,34 M6,40 L-22,50", {
        stroke: darken(skinB, 0.2),
        strokeWidth: 2,
        fill: "none",
        opacity: 0.6,
      }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

export function helix(
  ctx,
  x,
  y,
  h,
  { turns = 2.2, amp = 90, colors = [P.teal2, P.amber] } = {}
) {
  const n = Math.round(turns * 12)
  const strand = (sign) => {
    const list = []
    for (let i = 0; i <= n * 4; i++) {
      const f = i / (n * 4)
      list.push([
        x + sign * Math.sin(f * turns * Math.PI * 2) * amp,
        y - h / 2 + f * h,
      ])
    }
    return polyline(list, {
      stroke: sign > 0 ? colors[0] : colors[1],
      strokeWidth: 5,
      opacity: 0.45,
      strokeLinejoin: "round",
    })
  }
  const back = [strand(1), strand(-1)]
  const front = []
  for (let i = 0; i <= n; i++) {
    const f = i / n
    const a = f * turns * Math.PI * 2
    const yy = y - h / 2 + f * h
    const xa = x + Math.sin(a) * amp
    const xb = x - Math.sin(a) * amp
    const za = Math.cos(a)
    back.push(
      line(xa, yy, xb, yy, {
        stroke: P.sky,
        strokeWidth: 3,
        opacity: 0.25 + 0.2 * Math.abs(Math.sin(a)),
      })
    )
    const dot = (px, z, c) =>
      circle(px, yy, 9 + z * 4, { fill: c, opacity: 0.55 + z * 0.45 })
    ;(za > 0 ? front : back).push(dot(xa, Math.abs(za), colors[0]))
    ;(za > 0 ? back : front).push(dot(xb, Math.abs(za), colors[1]))
  }
  return g([...back, ...front])
}

export function gantt(
  ctx,
  x,
  y,
  w,
  rows,
  { colors = [P.teal, P.amber, P.blue2, P.teal2] } = {}
) {
  const { rng } = ctx
  const out = []
  for (let i = 0; i < 7; i++)
    out.push(
      line(x + (i / 6) * w, y - 10, x + (i / 6) * w, y + rows * 34, {
        stroke: P.grey,
        strokeWidth: 1.5,
      })
    )
  let start = 0
  for (let i = 0; i < rows; i++) {
    const len = rng.range(0.2, 0.4)
    out.push(
      rect(x + start * w, y + i * 34, len * w, 20, {
        rx: 10,
        fill: colors[i % colors.length],
      })
    )
    start = Math.min(0.75, start + len * rng.range(0.5, 0.9))
  }
  return g(out)
}
