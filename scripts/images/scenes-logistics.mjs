// Supply-chain and materials scenes (port, warehouse, materials, valve, projects).
import {
  palette as P,
  mix,
  darken,
  lighten,
  g,
  place,
  rect,
  circle,
  ellipse,
  line,
  path,
  poly,
} from "./core.mjs"
import {
  moods,
  tone,
  sky,
  stars,
  sun,
  sea,
  vignette,
  stage,
  pick,
} from "./scenery.mjs"
import {
  containerStack,
  gantryCrane,
  containerShip,
  truck,
  rack,
  forklift,
  gateValve,
  pipeStack,
} from "./logistics.mjs"
import { card } from "./office.mjs"
import { gantt, shade } from "./icons.mjs"
import { lattice, boom } from "./energy.mjs"

// Dotted great-circle style arcs between glowing nodes: the network over the port.
function routes(ctx, nodes, color = P.amber2) {
  const out = []
  for (let i = 0; i < nodes.length - 1; i++) {
    const [a, b] = [nodes[i], nodes[i + 1]]
    const lift = Math.abs(b[0] - a[0]) * 0.35
    out.push(
      path(
        `M${a[0]},${a[1]} Q${(a[0] + b[0]) / 2},${Math.min(a[1], b[1]) - lift} ${b[0]},${b[1]}`,
        {
          fill: "none",
          stroke: color,
          strokeWidth: 2,
          strokeDasharray: "2 9",
          strokeLinecap: "round",
          opacity: 0.8,
        }
      )
    )
  }
  const halo = ctx.radial([
    [0, color, 0.7],
    [1, color, 0],
  ])
  for (const [x, y] of nodes)
    out.push(
      circle(x, y, 18, { fill: halo }),
      circle(x, y, 4.5, { fill: color })
    )
  return g(out)
}

export function supplyChain(ctx, wide) {
  const { w, h, rng } = ctx
  const m = moods.dusk
  const hz = h * pick(wide, 0.5, 0.5)
  const t0 = tone(m, 0)
  const t1 = tone(m, 0.3)
  const t2 = tone(m, 0.55)
  const k = pick(wide, 0.9, 0.62)
  const quayX = w * pick(wide, 0.4, 0.02)
  const farQuay = hz + 28 * k
  const yardY = hz + pick(wide, 130, 110)
  const road = h * 0.86
  const cranes = [0.12, 0.45, 0.78].map((f, i) =>
    place(
      quayX + (w - quayX) * f + 120 * k,
      farQuay,
      k,
      gantryCrane(t1, { color: i === 1 ? t1.teal2 : t1.amber, reach: 150 })
    )
  )
  return [
    sky(ctx, m, hz),
    stars(ctx, 60, hz * 0.5),
    sun(ctx, m, w * pick(wide, 0.3, 0.7), hz - 4, 20),
    routes(
      ctx,
      wide
        ? [
            [w * 0.08, hz * 0.7],
            [w * 0.36, hz * 0.48],
            [w * 0.62, hz * 0.3],
            [w * 0.94, hz * 0.42],
          ]
        : [
            [w * 0.1, hz * 0.55],
            [w * 0.45, hz * 0.3],
            [w * 0.9, hz * 0.45],
          ]
    ),
    sea(ctx, m, hz, { sunX: w * pick(wide, 0.3, 0.7) }),
    rect(quayX, hz + 6 * k, w - quayX + 10, 22 * k, {
      fill: mix(m.land, m.haze, 0.3),
    }),
    place(
      quayX + 20,
      farQuay - 22 * k,
      k * 0.7,
      containerStack(rng, t2, 0, 0, Math.floor((w - quayX) / (42 * k)), 3)
    ),
    cranes,
    place(
      quayX + (w - quayX) * 0.5,
      hz + 62 * k,
      k,
      containerShip(rng, t0, { len: Math.min(900, (w - quayX) / k - 40) })
    ),
    rect(-10, yardY, w + 20, h - yardY + 10, {
      fill: ctx.linear([
        [0, mix(m.land, P.slate2, 0.45)],
        [1, P.navyDeep],
      ]),
    }),
    rect(-10, yardY, w + 20, 4, { fill: P.grey2, opacity: 0.6 }),
    place(
      w * pick(wide, 0.42, 0.02),
      road - 24,
      1,
      containerStack(
        rng,
        t0,
        0,
        0,
        pick(wide, 10, 9),
        3,
        pick(wide, 90, 86),
        pick(wide, 36, 34)
      )
    ),
    rect(-10, road - 20, w + 20, h - road + 30, {
      fill: mix(P.slate2, P.navyDeep, 0.55),
    }),
    line(-10, road + 44, w + 10, road + 44, {
      stroke: P.amberPale,
      strokeWidth: 3,
      strokeDasharray: "40 30",
      opacity: 0.45,
    }),
    place(
      w * pick(wide, 0.62, 0.3),
      road + 34,
      pick(wide, 0.95, 0.8),
      truck(t0, { color: t0.teal, box: t0.amber })
    ),
    place(
      w * pick(wide, 0.9, 0.8),
      road + 34,
      pick(wide, 0.95, 0.8),
      truck(t0, { color: t0.sky, box: t0.teal })
    ),
    vignette(ctx, { left: pick(wide, 0.35, 0) }),
  ]
}

export function warehouse(ctx, wide) {
  const { w, h, rng } = ctx
  const fy = h * 0.8
  const wall = ctx.linear([
    [0, P.navy2],
    [1, P.blue],
  ])
  const floor = ctx.linear(
    [
      [0, "#4f6f96"],
      [0.4, "#5b7ea3"],
      [1, P.navy],
    ],
    {}
  )
  const t0 = tone(moods.day, 0)
  const t1 = tone(moods.dusk, 0.55)
  const shafts = []
  for (let i = 0; i < 4; i++) {
    const x = w * (0.2 + i * 0.2)
    shafts.push(
      rect(x, h * 0.08, w * 0.08, h * 0.1, { fill: P.skyPale, opacity: 0.75 })
    )
    shafts.push(
      line(x + w * 0.04, h * 0.08, x + w * 0.04, h * 0.18, {
        stroke: P.navy2,
        strokeWidth: 3,
      }),
      line(x, h * 0.13, x + w * 0.08, h * 0.13, {
        stroke: P.navy2,
        strokeWidth: 3,
      })
    )
    shafts.push(
      poly(
        [
          [x, h * 0.18],
          [x + w * 0.08, h * 0.18],
          [x + w * 0.2, fy],
          [x + w * 0.06, fy],
        ],
        {
          fill: ctx.linear([
            [0, P.skyPale, 0.22],
            [1, P.skyPale, 0],
          ]),
        }
      )
    )
  }
  const lamps = []
  for (let i = 0; i < 6; i++) {
    const x = w * (0.1 + i * 0.17)
    lamps.push(
      line(x, 0, x, h * 0.05, { stroke: P.slate2, strokeWidth: 2 }),
      path(
        `M${x - 22},${h * 0.07} L${x - 10},${h * 0.05} L${x + 10},${h * 0.05} L${x + 22},${h * 0.07} Z`,
        { fill: P.slate }
      ),
      ellipse(x, h * 0.075, 20, 4, { fill: P.amberPale })
    )
  }
  const backRack = place(
    0,
    fy - h * 0.22,
    0.62,
    rack(rng, t1, -40, 0, Math.ceil(w / 74) + 2, 4, 120, 70)
  )
  return [
    rect(0, 0, w, fy, { fill: wall }),
    ...Array.from({ length: 12 }, (_, i) =>
      line((w / 12) * i, 0, (w / 12) * i, fy, {
        stroke: P.navy,
        strokeWidth: 3,
        opacity: 0.35,
      })
    ),
    shafts,
    lamps,
    rect(0, fy - h * 0.22, w, h * 0.22 + h - fy, { fill: floor }),
    backRack,
    rect(0, fy - h * 0.22, w, 3, { fill: P.navyDeep, opacity: 0.5 }),
    place(
      w * pick(wide, 0.56, 0.1),
      fy + 6,
      pick(wide, 1.15, 0.95),
      rack(rng, t0, 0, 0, pick(wide, 5, 6), 5, 128, 84)
    ),
    line(0, h * 0.88, w, h * 0.88, {
      stroke: P.amber2,
      strokeWidth: 6,
      strokeDasharray: "60 30",
      opacity: 0.75,
    }),
    place(
      w * pick(wide, 0.47, 0.5),
      h * 0.97,
      pick(wide, 2.2, 2),
      forklift(t0)
    ),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

export function materials(ctx, wide) {
  const t = tone(moods.day, 0)
  const crate = (x, y, s) =>
    g([
      rect(x, y - s, s, s, { fill: "#c9975d" }),
      rect(x, y - s, s, s, { fill: "none", stroke: "#9a6c3c", strokeWidth: 8 }),
      line(x, y - s, x + s, y, { stroke: "#9a6c3c", strokeWidth: 8 }),
      line(x + s, y - s, x, y, { stroke: "#9a6c3c", strokeWidth: 8 }),
    ])
  const flange = (x, y, r) =>
    g([
      circle(x, y, r, { fill: shade(ctx, t.grey2) }),
      circle(x, y, r * 0.5, { fill: P.navyDeep }),
      ...Array.from({ length: 8 }, (_, i) =>
        circle(
          x + Math.cos((i * Math.PI) / 4) * r * 0.75,
          y + Math.sin((i * Math.PI) / 4) * r * 0.75,
          r * 0.08,
          { fill: t.slate2 }
        )
      ),
    ])
  return stage(
    ctx,
    wide,
    [
      crate(-60, 120, 170),
      crate(100, 120, 130),
      crate(20, -50, 120),
      pipeStack(ctx, t, -300, 280, 4, 40),
      flange(200, 220, 70),
      flange(150, 120, 52),
    ],
    { accent: P.teal }
  )
}

export function valve(ctx, wide) {
  return stage(
    ctx,
    wide,
    [
      g(gateValve(ctx, tone(moods.day, 0)), {
        transform: "translate(0 80) scale(0.95)",
      }),
    ],
    { accent: P.teal2 }
  )
}

export function project(ctx, wide) {
  const hat = g(
    [
      path("M-90,0 C-90,-80 90,-80 90,0 Z", { fill: shade(ctx, P.amber) }),
      rect(-120, -6, 240, 20, { rx: 10, fill: darken(P.amber, 0.15) }),
      rect(-14, -82, 28, 76, { rx: 10, fill: P.amber2 }),
    ],
    { transform: "translate(150 230)" }
  )
  const crane = [
    lattice(-250, -214, 300, -250, -214, -250, 14, P.slate, 2),
    boom(-340, -262, 150, -262, 16, 10, 16, P.amber, 1.6),
    rect(-350, -262, 60, 40, { fill: P.slate2 }),
    rect(-256, -250, 48, 30, { rx: 4, fill: P.grey }),
    rect(-248, -244, 20, 14, { fill: P.sky }),
    poly(
      [
        [-242, -262],
        [-222, -262],
        [-232, -330],
      ],
      { fill: "none", stroke: P.slate, strokeWidth: 4 }
    ),
    line(-232, -330, 120, -262, { stroke: P.slate, strokeWidth: 2 }),
    line(-232, -330, -330, -262, { stroke: P.slate, strokeWidth: 2 }),
    rect(60, -250, 24, 10, { fill: P.navy2 }),
    line(72, -240, 72, -150, { stroke: P.grey2, strokeWidth: 2 }),
    rect(30, -150, 84, 16, { rx: 3, fill: P.amber }),
  ]
  return stage(
    ctx,
    wide,
    [
      ...crane,
      card(ctx, -170, -110, 460, 250, { r: 18 }),
      gantt(ctx, -140, -70, 400, 5),
      hat,
    ],
    { accent: P.blue2 }
  )
}
