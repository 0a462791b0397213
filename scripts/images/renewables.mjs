// Solar, wind and hydrogen equipment. Same conventions as energy.mjs: local
// origin on the ground, y downwards, `t` a tone() palette.
import {
  palette as P,
  darken,
  lighten,
  mix,
  rect,
  circle,
  path,
  line,
  poly,
  g,
  pts,
} from "./core.mjs"

export function windTurbine(t, { h = 300, angle = 0, offshore = false } = {}) {
  const L = h * 0.46
  const blade = `M0,0 L-5,-12 Q-6.5,${-L * 0.45} -1.2,${-L} L1,${-L} Q6,${-L * 0.35} 5,-10 Z`
  const out = [
    poly(
      [
        [-7, 0],
        [7, 0],
        [3.5, -h],
        [-3.5, -h],
      ],
      { fill: t.grey }
    ),
  ]
  out.push(
    poly(
      [
        [1.5, 0],
        [7, 0],
        [3.5, -h],
        [1, -h],
      ],
      { fill: darken(t.grey, 0.12) }
    )
  )
  if (offshore) {
    out.push(
      rect(-9, -26, 18, 26, { fill: t.amber }),
      rect(-12, -28, 24, 4, { fill: t.navy2 })
    )
    out.push(rect(-8, 0, 16, 30, { fill: t.navy2, opacity: 0.5 }))
  }
  out.push(rect(-6, -h - 9, 26, 12, { rx: 5, fill: lighten(t.grey, 0.2) }))
  const blades = [0, 120, 240].map((a) =>
    path(blade, {
      fill: a === 0 ? lighten(t.grey, 0.25) : t.grey,
      transform: `rotate(${angle + a})`,
    })
  )
  out.push(
    g(
      [
        ...blades,
        circle(0, 0, 6, { fill: t.white }),
        circle(0, 0, 2.2, { fill: t.slate }),
      ],
      { transform: `translate(-6 ${-h - 3})` }
    )
  )
  return g(out)
}

// Ground-mounted arrays in true perspective: rows of tilted tables projected
// from a camera at `cam` metres above ground.
export function solarField(
  ctx,
  {
    cx,
    hz,
    f,
    cam = 6,
    x0 = -30,
    x1 = 30,
    z0 = 5,
    z1 = 70,
    gap = 4.2,
    panel = P.blue,
    frame = P.grey,
  }
) {
  const project = (X, Y, Z) => [cx + (f * X) / Z, hz + (f * (cam - Y)) / Z]
  const rows = []
  for (let Z = z1; Z >= z0; Z -= gap) {
    const fade = (Z - z0) / (z1 - z0)
    const fill = ctx.linear(
      [
        [0, mix(lighten(panel, 0.35), P.skyPale, fade * 0.6)],
        [1, mix(panel, P.skyPale, fade * 0.55)],
      ],
      {}
    )
    const items = []
    for (let X = x0; X < x1; X += 14) {
      const xe = Math.min(x1, X + 12.5)
      const quad = [
        project(X, 0.7, Z),
        project(xe, 0.7, Z),
        project(xe, 2.1, Z + 1.6),
        project(X, 2.1, Z + 1.6),
      ]
      items.push(
        poly(
          [
            project(X + 0.6, 0, Z + 1.2),
            project(xe + 0.6, 0, Z + 1.2),
            project(xe + 1.2, 0, Z + 3.4),
            project(X + 1.2, 0, Z + 3.4),
          ],
          { fill: P.navyDeep, opacity: 0.22 * (1 - fade) }
        )
      )
      items.push(poly(quad, { fill }))
      items.push(
        line(quad[0][0], quad[0][1], quad[1][0], quad[1][1], {
          stroke: P.navyDeep,
          strokeWidth: 0.6 + 5 / Z,
          opacity: 0.6,
        })
      )
      if (Z < 60) {
        for (let k = 1; k < 6; k++) {
          const xk = X + ((xe - X) * k) / 6
          const [a, b] = [project(xk, 0.7, Z), project(xk, 2.1, Z + 1.6)]
          items.push(
            line(a[0], a[1], b[0], b[1], {
              stroke: frame,
              strokeWidth: 0.6 + 3 / Z,
              opacity: 0.45,
            })
          )
        }
        const [a, b] = [project(X, 1.4, Z + 0.8), project(xe, 1.4, Z + 0.8)]
        items.push(
          line(a[0], a[1], b[0], b[1], {
            stroke: frame,
            strokeWidth: 0.6 + 3 / Z,
            opacity: 0.4,
          })
        )
      }
      const top = [project(X, 2.1, Z + 1.6), project(xe, 2.1, Z + 1.6)]
      items.push(
        line(top[0][0], top[0][1], top[1][0], top[1][1], {
          stroke: P.white,
          strokeWidth: 0.5 + 4 / Z,
          opacity: 0.7,
        })
      )
      for (const xl of [X + 1, xe - 1]) {
        const [a, b] = [project(xl, 0, Z + 0.2), project(xl, 0.7, Z + 0.2)]
        items.push(
          line(a[0], a[1], b[0], b[1], {
            stroke: P.slate2,
            strokeWidth: 0.5 + 6 / Z,
          })
        )
      }
    }
    rows.push(g(items))
  }
  return g(rows)
}

// Containerised electrolyser stack: ribbed box with roof coolers.
export function electrolyser(t, w = 150, h = 64) {
  const out = [
    rect(0, -h, w, h, { fill: t.white }),
    rect(0, -h, w, 5, { fill: t.grey2 }),
  ]
  for (let x = 8; x < w - 4; x += 7)
    out.push(line(x, -h + 10, x, -6, { stroke: t.grey2, strokeWidth: 1.5 }))
  out.push(
    rect(w * 0.12, -h * 0.62, w * 0.22, h * 0.4, { fill: t.teal }),
    rect(w * 0.7, -h * 0.7, 10, 24, { fill: t.navy2 })
  )
  for (let i = 0; i < 3; i++) {
    const x = w * 0.2 + i * w * 0.28
    out.push(
      rect(x - 14, -h - 12, 28, 12, { fill: t.slate }),
      circle(x, -h - 12, 11, { fill: t.slate2 }),
      circle(x, -h - 12, 4, { fill: t.grey2 })
    )
  }
  out.push(rect(0, -h * 0.22, w, 3, { fill: t.teal2 }))
  return g(out)
}

// Horizontal pressure vessel (bullet tank) on saddles.
export function bulletTank(ctx, t, x, y, len, d, color = t.grey) {
  const fill = ctx.linear(
    [
      [0, lighten(color, 0.4)],
      [0.4, color],
      [1, darken(color, 0.3)],
    ],
    {}
  )
  return g([
    rect(x + len * 0.15, y - d * 0.2, 10, d * 0.2 + 0.1, { fill: t.navy2 }),
    rect(x + len * 0.8, y - d * 0.2, 10, d * 0.2 + 0.1, { fill: t.navy2 }),
    rect(x, y - d * 1.15, len, d, { rx: d / 2, fill }),
    rect(x + d / 2, y - d * 0.7, len - d, 3, { fill: t.teal2, opacity: 0.7 }),
  ])
}

// A pipe along a polyline with a thin highlight to give it roundness.
export function pipeline(points, { color = P.grey2, width = 10 } = {}) {
  const run = (stroke, sw, opacity, dy) =>
    path(`M${pts(points.map(([x, y]) => [x, y + dy])).replaceAll(" ", " L")}`, {
      fill: "none",
      stroke,
      strokeWidth: sw,
      strokeLinejoin: "round",
      strokeLinecap: "round",
      opacity,
    })
  return g([
    run(color, width, 1, 0),
    run(P.white, width * 0.25, 0.5, -width * 0.2),
  ])
}
