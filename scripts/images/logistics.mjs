// Ports, trucks, warehouses and materials: the supply-chain side of the site.
// Local origin on the ground, y downwards, `t` a tone() palette.
import {
  palette as P,
  darken,
  lighten,
  rect,
  circle,
  path,
  line,
  poly,
  g,
} from "./core.mjs"
import { lattice } from "./energy.mjs"

export const boxColours = (t) => [
  t.teal,
  t.navy2,
  t.amber,
  t.slate2,
  t.blue2,
  t.grey2,
  t.teal2,
  t.orange,
]

export function container(x, y, w, h, color) {
  const out = [
    rect(x, y - h, w, h, { fill: color }),
    rect(x, y - h, w, h * 0.12, { fill: lighten(color, 0.18) }),
  ]
  const step = Math.max(3, w / 14)
  for (let i = step; i < w - 1; i += step)
    out.push(
      line(x + i, y - h * 0.86, x + i, y - 2, {
        stroke: darken(color, 0.22),
        strokeWidth: Math.max(0.6, w / 120),
      })
    )
  return g(out)
}

// Stacks of containers, `cols` wide and up to `tiers` high, coloured by the rng.
export function containerStack(rng, t, x, y, cols, tiers, cw = 60, ch = 26) {
  const colours = boxColours(t)
  const out = []
  for (let c = 0; c < cols; c++) {
    const n = rng.int(Math.max(1, tiers - 2), tiers)
    for (let r = 0; r < n; r++)
      out.push(
        container(x + c * (cw + 2), y - r * (ch + 1), cw, ch, rng.pick(colours))
      )
  }
  return g(out)
}

// Ship-to-shore gantry crane with its boom reaching out to the left.
export function gantryCrane(t, { color = t.amber, reach = 260 } = {}) {
  const out = [
    lattice(-60, -44, 0, -44, -36, -220, 5, color, 3),
    lattice(44, 60, 0, 36, 44, -220, 5, color, 3),
    rect(-70, -236, 150, 16, { fill: color }),
    rect(-70 - reach, -250, reach + 190, 12, { fill: color }),
    poly(
      [
        [-50, -250],
        [-20, -330],
        [-10, -330],
        [10, -250],
      ],
      { fill: "none", stroke: color, strokeWidth: 5 }
    ),
    line(-15, -330, -70 - reach * 0.9, -250, {
      stroke: color,
      strokeWidth: 2.5,
    }),
    line(-15, -330, 110, -250, { stroke: color, strokeWidth: 2.5 }),
    rect(40, -280, 60, 30, { fill: t.grey }),
    rect(-reach * 0.55, -238, 28, 12, { fill: t.navy2 }),
    line(-reach * 0.55 + 6, -226, -reach * 0.55 + 6, -120, {
      stroke: t.navy2,
      strokeWidth: 1.2,
    }),
    line(-reach * 0.55 + 22, -226, -reach * 0.55 + 22, -120, {
      stroke: t.navy2,
      strokeWidth: 1.2,
    }),
    rect(-reach * 0.55 - 4, -122, 36, 6, { fill: t.navy2 }),
  ]
  return g(out, { strokeLinecap: "round" })
}

export function containerShip(rng, t, { len = 520 } = {}) {
  const half = len / 2
  const out = [
    poly(
      [
        [-half, -30],
        [half - 30, -30],
        [half + 10, -44],
        [half - 10, 10],
        [-half + 10, 10],
      ],
      { fill: t.navy2 }
    ),
  ]
  out.push(
    poly(
      [
        [-half + 4, 0],
        [half - 8, 0],
        [half - 10, 10],
        [-half + 10, 10],
      ],
      { fill: t.mix(P.ember) }
    )
  )
  out.push(rect(-half, -34, len - 30, 5, { fill: t.grey2 }))
  out.push(
    rect(-half + 20, -110, 54, 76, { fill: t.grey }),
    rect(-half + 14, -118, 66, 10, { fill: t.white })
  )
  for (let r = 0; r < 3; r++)
    out.push(rect(-half + 26, -98 + r * 20, 42, 6, { fill: t.navy2 }))
  out.push(
    containerStack(
      rng,
      t,
      -half + 86,
      -34,
      Math.floor((len - 150) / 36),
      4,
      34,
      16
    )
  )
  return g(out)
}

export function truck(t, { color = t.teal, box = t.amber } = {}) {
  const out = [
    rect(-150, -26, 200, 8, { fill: t.navy2 }),
    rect(-148, -86, 190, 60, { fill: box }),
    ...Array.from({ length: 12 }, (_, i) =>
      line(-140 + i * 15, -80, -140 + i * 15, -30, {
        stroke: darken(box, 0.2),
        strokeWidth: 1.2,
      })
    ),
    path("M52,-26 L52,-78 L86,-78 L104,-52 L106,-26 Z", { fill: color }),
    path("M60,-72 L84,-72 L96,-54 L60,-54 Z", {
      fill: t.skyPale,
      opacity: 0.85,
    }),
    rect(100, -36, 8, 6, { fill: P.amber2 }),
  ]
  for (const x of [-120, -96, 28, 84])
    out.push(
      circle(x, -12, 12, { fill: t.ink }),
      circle(x, -12, 5, { fill: t.grey2 })
    )
  return g(out)
}

// Pallet racking bay: blue uprights, amber beams, loads on pallets.
export function rack(rng, t, x, y, bays, levels, bw = 120, lh = 70) {
  const out = []
  const loads = [t.amberPale, t.grey, t.teal2, t.slate, "#d9b48a", t.sky]
  for (let b = 0; b <= bays; b++)
    out.push(
      rect(x + b * bw - 4, y - levels * lh - 20, 8, levels * lh + 20, {
        fill: t.blue,
      })
    )
  for (let l = 0; l < levels; l++) {
    const ly = y - l * lh
    if (l > 0) out.push(rect(x, ly - 6, bays * bw, 7, { fill: t.amber }))
    for (let b = 0; b < bays; b++) {
      if (rng.chance(0.12)) continue
      const bx = x + b * bw + 12
      out.push(rect(bx, ly - 14, bw - 24, 8, { fill: "#b58a5a" }))
      const n = rng.int(1, 2)
      const lw = (bw - 24) / n
      for (let i = 0; i < n; i++) {
        const hh = rng.range(lh * 0.45, lh * 0.72)
        const c = rng.pick(loads)
        out.push(
          rect(bx + i * lw + 2, ly - 14 - hh, lw - 4, hh, { fill: c }),
          rect(bx + i * lw + 2, ly - 14 - hh, lw - 4, 4, {
            fill: lighten(c, 0.3),
          })
        )
      }
    }
  }
  out.push(rect(x, y - levels * lh - 8, bays * bw, 7, { fill: t.amber }))
  return g(out)
}

export function forklift(t) {
  return g([
    rect(-70, -70, 8, 70, { fill: t.navy2 }),
    rect(-96, -14, 34, 5, { fill: t.navy2 }),
    rect(-94, -60, 26, 44, { fill: t.amberPale }),
    path("M-60,-20 L-60,-52 L-20,-52 L-8,-92 L20,-92 L20,-20 Z", {
      fill: t.amber,
    }),
    path("M-14,-88 L14,-88 L14,-56 L-24,-56 Z", {
      fill: "none",
      stroke: t.navy2,
      strokeWidth: 3,
    }),
    rect(10, -48, 34, 30, { fill: t.navy2 }),
    circle(-40, -12, 14, { fill: t.ink }),
    circle(-40, -12, 5, { fill: t.grey2 }),
    circle(24, -12, 12, { fill: t.ink }),
    circle(24, -12, 4, { fill: t.grey2 }),
  ])
}

// Gate valve: flanged body, bonnet, stem and handwheel. Centred on the pipe axis.
export function gateValve(ctx, t, { body = t.teal, wheel = t.amber } = {}) {
  const metal = (c) =>
    ctx.linear(
      [
        [0, lighten(c, 0.35)],
        [0.45, c],
        [1, darken(c, 0.35)],
      ],
      {}
    )
  const out = []
  out.push(rect(-300, -34, 600, 68, { fill: metal(t.grey2) }))
  for (const s of [-1, 1]) {
    out.push(rect(s * 150 - 14, -70, 28, 140, { rx: 6, fill: metal(t.slate) }))
    for (let i = -2; i <= 2; i++)
      out.push(circle(s * 150, i * 26, 4.5, { fill: t.navy2 }))
    out.push(rect(s * 270 - 10, -60, 20, 120, { rx: 5, fill: metal(t.slate2) }))
  }
  out.push(
    path(
      "M-120,-60 C-120,-110 120,-110 120,-60 L130,60 C130,110 -130,110 -130,60 Z",
      { fill: metal(body) }
    )
  )
  out.push(rect(-70, -140, 140, 50, { rx: 10, fill: metal(body) }))
  out.push(rect(-86, -154, 172, 20, { rx: 6, fill: metal(darken(body, 0.15)) }))
  out.push(
    poly(
      [
        [-34, -154],
        [34, -154],
        [22, -250],
        [-22, -250],
      ],
      { fill: metal(darken(body, 0.05)) }
    )
  )
  out.push(rect(-8, -330, 16, 90, { fill: metal(t.grey) }))
  const spokes = [0, 60, 120].map((a) =>
    rect(-120, -6, 240, 12, {
      rx: 6,
      fill: darken(wheel, 0.1),
      transform: `rotate(${a})`,
    })
  )
  out.push(
    g(
      [
        circle(0, 0, 120, { fill: "none", stroke: wheel, strokeWidth: 22 }),
        circle(0, 0, 120, {
          fill: "none",
          stroke: lighten(wheel, 0.35),
          strokeWidth: 4,
          transform: "translate(-3 -4)",
        }),
        ...spokes,
        circle(0, 0, 28, { fill: metal(wheel) }),
      ],
      { transform: "translate(0 -300) scale(1 0.3)" }
    )
  )
  return g(out)
}

// Pipe ends stacked in a pyramid, seen end-on.
export function pipeStack(ctx, t, x, y, rows, r, color = t.grey2) {
  const fill = ctx.radial(
    [
      [0, darken(color, 0.55)],
      [0.7, darken(color, 0.4)],
      [0.72, lighten(color, 0.3)],
      [1, color],
    ],
    {}
  )
  const out = []
  for (let row = 0; row < rows; row++)
    for (let i = 0; i < rows - row; i++)
      out.push(
        circle(x + i * r * 2 + row * r, y - r - row * r * 1.74, r, { fill })
      )
  return g(out)
}
