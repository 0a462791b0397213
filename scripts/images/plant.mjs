// Process-plant parts shared by refinery, LNG, power, nuclear, desalination and
// hydrogen scenes. Local origin on the ground, y grows downwards.
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
  g,
} from "./core.mjs"
import { lattice, flame } from "./energy.mjs"

// Horizontal shading that turns a flat rectangle into a cylinder.
export const cylFill = (ctx, c, light = 0.28) =>
  ctx.linear(
    [
      [0, darken(c, 0.25)],
      [0.32, lighten(c, light)],
      [0.55, c],
      [1, darken(c, 0.35)],
    ],
    { x2: 1, y2: 0 }
  )

export function column(ctx, t, x, w, h, { color = t.grey2, rings = 4 } = {}) {
  const out = [
    rect(x - w / 2, -h, w, h, { rx: w / 2, fill: cylFill(ctx, color) }),
  ]
  out.push(rect(x - w / 2, -h * 0.4, w, h * 0.4, { fill: cylFill(ctx, color) }))
  for (let i = 1; i <= rings; i++) {
    const y = -h * (i / (rings + 1))
    out.push(rect(x - w / 2 - 6, y, w + 12, 3, { fill: t.navy2 }))
    out.push(
      line(x - w / 2 - 6, y, x - w / 2 - 6, y - 10, {
        stroke: t.navy2,
        strokeWidth: 1.2,
      })
    )
    out.push(
      line(x + w / 2 + 6, y, x + w / 2 + 6, y - 10, {
        stroke: t.navy2,
        strokeWidth: 1.2,
      })
    )
  }
  out.push(
    line(x + w * 0.3, -h * 0.95, x + w * 0.3, 0, {
      stroke: t.navy2,
      strokeWidth: 1.4,
      opacity: 0.6,
    })
  )
  return g(out)
}

export function storageTank(ctx, t, x, w, h, { color = t.grey } = {}) {
  return g([
    rect(x - w / 2, -h, w, h, { fill: cylFill(ctx, color, 0.35) }),
    path(`M${x - w / 2},${-h} Q${x},${-h - w * 0.12} ${x + w / 2},${-h} Z`, {
      fill: lighten(color, 0.2),
    }),
    rect(x - w / 2, -h * 0.55, w, 3, { fill: t.slate, opacity: 0.5 }),
    line(x - w * 0.45, -4, x + w * 0.1, -h, {
      stroke: t.navy2,
      strokeWidth: 1.6,
      opacity: 0.55,
    }),
  ])
}

export function sphereTank(ctx, t, x, r, { color = t.grey } = {}) {
  const fill = ctx.radial(
    [
      [0, lighten(color, 0.4)],
      [0.6, color],
      [1, darken(color, 0.3)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.75 }
  )
  const legs = []
  for (let i = -3; i <= 3; i += 2)
    legs.push(
      rect(x + (i * r) / 3.6 - 3, -r * 1.05, 6, r * 1.05, { fill: t.navy2 })
    )
  return g([
    ...legs,
    circle(x, -r * 1.55, r, { fill }),
    rect(x - r, -r * 1.55 - 1.5, r * 2, 3, { fill: t.slate, opacity: 0.5 }),
  ])
}

export function pipeRack(t, x0, x1, y, { rows = 4, color = t.slate2 } = {}) {
  const out = []
  for (let x = x0; x <= x1; x += 40)
    out.push(rect(x, y, 4, -y, { fill: t.navy2 }))
  for (let i = 0; i < rows; i++)
    out.push(
      rect(x0 - 10, y - 4 - i * 7, x1 - x0 + 24, 5, {
        rx: 2.5,
        fill: i % 2 ? color : lighten(color, 0.2),
      })
    )
  out.push(rect(x0 - 10, y, x1 - x0 + 24, 4, { fill: t.navy2 }))
  return g(out)
}

export function flareStack(ctx, t, x, h) {
  return g([
    lattice(
      x - 16,
      x + 16,
      0,
      x - 4,
      x + 4,
      -h,
      Math.round(h / 40),
      t.navy2,
      1.6
    ),
    rect(x - 3, -h - 14, 6, 14, { fill: t.navy }),
    flame(ctx, x, -h - 14, 18),
  ])
}

// Drifting steam, drawn as blurred puffs so it reads as vapour not cloud.
export function plume(
  ctx,
  x,
  y,
  size,
  { color = P.white, opacity = 0.5, drift = 1, n = 6 } = {}
) {
  const { rng } = ctx
  const out = []
  for (let i = 0; i < n; i++) {
    const f = i / n
    const r = size * (0.5 + f * 1.3) * rng.range(0.85, 1.15)
    out.push(
      circle(x + drift * f * size * 3.2, y - f * size * 2.6 - r * 0.4, r, {
        fill: color,
        opacity: opacity * (1 - f * 0.7),
      })
    )
  }
  return g(out, { filter: ctx.blur(size * 0.14) })
}

export function chimney(ctx, t, x, w, h, { band = P.amber } = {}) {
  return g([
    poly(
      [
        [x - w / 2, 0],
        [x + w / 2, 0],
        [x + w * 0.36, -h],
        [x - w * 0.36, -h],
      ],
      { fill: cylFill(ctx, t.grey2) }
    ),
    rect(x - w * 0.38, -h + 8, w * 0.76, 7, { fill: t.mix(band) }),
    rect(x - w * 0.38, -h + 22, w * 0.77, 5, {
      fill: t.mix(band),
      opacity: 0.8,
    }),
    rect(x - w * 0.4, -h - 3, w * 0.8, 5, { fill: t.navy2 }),
  ])
}

// Hyperbolic natural-draught cooling tower.
export function coolingTower(ctx, t, x, w, h, { color = t.grey } = {}) {
  const b = w / 2
  const waist = b * 0.58
  const top = b * 0.68
  const d = `M${x - b},0 Q${x - b * 0.72},${-h * 0.45} ${x - waist},${-h * 0.76} Q${x - waist * 1.02},${-h * 0.9} ${x - top},${-h} L${x + top},${-h} Q${x + waist * 1.02},${-h * 0.9} ${x + waist},${-h * 0.76} Q${x + b * 0.72},${-h * 0.45} ${x + b},0 Z`
  return g([
    path(d, { fill: cylFill(ctx, color, 0.3) }),
    ellipse(x, -h, top, top * 0.12, { fill: darken(color, 0.3) }),
    rect(x - b * 0.98, -10, b * 1.96, 10, {
      fill: darken(color, 0.25),
      opacity: 0.6,
    }),
  ])
}

export function dome(ctx, t, x, w, h, { color = t.grey } = {}) {
  const r = w / 2
  return g([
    path(
      `M${x - r},0 L${x - r},${-h + r} A${r},${r} 0 0 1 ${x + r},${-h + r} L${x + r},0 Z`,
      { fill: cylFill(ctx, color, 0.35) }
    ),
    rect(x - r, -h * 0.3, w, 4, { fill: darken(color, 0.15) }),
  ])
}

// Lattice transmission pylon, returns the tower and its three conductor points.
export function pylon(t, x, h, { color = t.navy2, width = 1.4 } = {}) {
  const s = h / 200
  const arms = [
    [-150, 46],
    [-120, 58],
  ]
  const out = [
    lattice(
      x - 30 * s,
      x + 30 * s,
      0,
      x - 9 * s,
      x + 9 * s,
      -150 * s,
      6,
      color,
      width
    ),
  ]
  out.push(
    lattice(
      x - 9 * s,
      x + 9 * s,
      -150 * s,
      x - 3 * s,
      x + 3 * s,
      -200 * s,
      2,
      color,
      width
    )
  )
  const tips = []
  for (const [y, a] of arms) {
    out.push(
      poly(
        [
          [x - a * s, y * s],
          [x + a * s, y * s],
          [x + 9 * s, (y - 8) * s],
          [x - 9 * s, (y - 8) * s],
        ],
        { fill: "none", stroke: color, strokeWidth: width }
      )
    )
    for (const side of [-1, 1]) {
      out.push(
        line(
          x + side * (a - 4) * s,
          y * s,
          x + side * (a - 4) * s,
          (y + 14) * s,
          { stroke: color, strokeWidth: width * 1.2 }
        )
      )
      tips.push([x + side * (a - 4) * s, (y + 14) * s])
    }
  }
  return { svg: g(out), tips }
}

export function wires(from, to, sag, stroke, width = 1) {
  return from.map((a, i) => {
    const b = to[i]
    return path(
      `M${a[0]},${a[1]} Q${(a[0] + b[0]) / 2},${(a[1] + b[1]) / 2 + sag} ${b[0]},${b[1]}`,
      { fill: "none", stroke, strokeWidth: width, opacity: 0.8 }
    )
  })
}

export function lngCarrier(ctx, t, { domes = 4 } = {}) {
  const out = []
  const hull = [
    [-330, -34],
    [300, -34],
    [336, -46],
    [322, -4],
    [296, 12],
    [-322, 12],
    [-340, -30],
  ]
  out.push(poly(hull, { fill: t.blue }))
  out.push(
    poly(
      [
        [-332, 2],
        [312, 2],
        [296, 12],
        [-322, 12],
      ],
      { fill: t.mix(P.ember) }
    )
  )
  out.push(rect(-334, -38, 640, 5, { fill: t.grey }))
  for (let i = 0; i < domes; i++) {
    const cx = -190 + i * 118
    const fill = ctx.radial(
      [
        [0, lighten(t.grey, 0.3)],
        [0.7, t.grey],
        [1, darken(t.grey, 0.25)],
      ],
      { cx: 0.4, cy: 0.3, r: 0.8 }
    )
    out.push(path(`M${cx - 54},-36 A54,54 0 0 1 ${cx + 54},-36 Z`, { fill }))
    out.push(rect(cx - 56, -40, 112, 6, { fill: t.slate }))
    out.push(rect(cx - 6, -94, 12, 6, { fill: t.navy2 }))
  }
  out.push(rect(-300, -40, 300, 4, { fill: t.navy2 }))
  out.push(rect(-330, -96, 64, 62, { fill: t.grey }))
  for (let r = 0; r < 3; r++)
    out.push(rect(-322, -86 + r * 16, 48, 6, { fill: t.navy2 }))
  out.push(
    rect(-336, -104, 76, 10, { fill: t.mist }),
    rect(-280, -128, 16, 30, { fill: t.amber }),
    rect(-280, -128, 16, 5, { fill: t.navy })
  )
  return g(out)
}
