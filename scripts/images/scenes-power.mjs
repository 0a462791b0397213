// Power and water scenes: thermal and nuclear stations, desalination. Same
// layout rules as scenes-oil-gas.mjs.
import {
  palette as P,
  mix,
  g,
  place,
  rect,
  line,
  path,
  ellipse,
  poly,
} from "./core.mjs"
import {
  moods,
  tone,
  sky,
  sun,
  clouds,
  sea,
  ridge,
  vignette,
  pick,
} from "./scenery.mjs"
import {
  storageTank,
  plume,
  chimney,
  coolingTower,
  dome,
  pylon,
  wires,
} from "./plant.mjs"

export function power(ctx, wide) {
  const { w, h } = ctx
  const m = moods.dawn
  const gy = h * pick(wide, 0.62, 0.58)
  const t1 = tone(m, 0.3)
  const sx = w * pick(wide, 0.6, 0.42)
  const station = [
    rect(-220, -130, 280, 130, { fill: t1.grey }),
    rect(-220, -130, 280, 8, { fill: t1.white }),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(-206 + i * 33, -104, 20, 76, { fill: t1.sky, opacity: 0.55 })
    ),
    rect(60, -210, 110, 210, { fill: t1.slate2 }),
    rect(60, -210, 110, 6, { fill: t1.grey2 }),
    rect(176, -180, 96, 180, { fill: t1.blue }),
    ...Array.from({ length: 4 }, (_, i) =>
      rect(190, -160 + i * 36, 68, 8, { fill: t1.navy2, opacity: 0.5 })
    ),
    chimney(ctx, t1, 115, 34, 360),
    chimney(ctx, t1, 230, 30, 320),
    plume(ctx, 115, -380, 30, { opacity: 0.45, drift: 1.4 }),
    plume(ctx, 230, -340, 26, { opacity: 0.4, drift: 1.4 }),
    rect(-330, -50, 100, 50, { fill: t1.navy2 }),
    ...Array.from({ length: 4 }, (_, i) =>
      rect(-322 + i * 24, -80, 4, 30, { fill: t1.slate })
    ),
  ]
  const towers = []
  // Pylons march from the foreground towards the station; nearer ones stand lower.
  const spots = wide
    ? [
        [0.94, 1.7],
        [0.76, 1.0],
        [0.62, 0.66],
        [0.52, 0.46],
        [0.45, 0.33],
      ]
    : [
        [0.86, 1.4],
        [0.6, 0.84],
        [0.44, 0.55],
        [0.33, 0.38],
      ]
  let prev
  for (const [fx, s] of spots) {
    const depth = Math.max(0, 0.6 - s * 0.4)
    const base = gy + 10 + (s - 0.3) * h * 0.2
    const p = pylon(tone(m, depth), w * fx, 200 * s, { width: 1.2 + s * 0.7 })
    const tips = p.tips.map(([a, b]) => [a, b + base])
    towers.push(place(0, base, 1, p.svg))
    if (prev)
      towers.push(
        g(wires(prev, tips, 18 * s, mix(P.navy, m.haze, depth), 1 + s * 0.3))
      )
    prev = tips
  }
  return [
    sky(ctx, m, gy),
    sun(ctx, m, w * pick(wide, 0.8, 0.2), gy - 120, 26, { glow: 8 }),
    clouds(ctx, m, { count: 5, y0: gy * 0.2, y1: gy * 0.7, opacity: 0.35 }),
    ridge(ctx, { base: gy, amp: 70, fill: mix(m.haze, P.teal, 0.3), n: 7 }),
    place(sx, gy + 8, pick(wide, 1, 0.66), g(station)),
    ridge(ctx, {
      base: gy + 14,
      amp: 10,
      fill: mix(m.land, P.teal, 0.35),
      n: 9,
    }),
    ridge(ctx, {
      base: gy + h * 0.14,
      amp: 24,
      fill: mix(m.land, P.teal, 0.15),
      n: 6,
    }),
    ridge(ctx, {
      base: gy + h * 0.26,
      amp: 30,
      fill: mix(m.land, P.navy, 0.35),
      n: 5,
    }),
    towers,
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

export function nuclear(ctx, wide) {
  const { w, h } = ctx
  const m = moods.dawn
  const gy = h * pick(wide, 0.66, 0.64)
  const t1 = tone(m, 0.25)
  const cx = w * pick(wide, 0.68, 0.5)
  const plant = [
    coolingTower(ctx, t1, -170, 230, 300),
    coolingTower(ctx, t1, 80, 230, 300, { color: t1.mist }),
    plume(ctx, -170, -310, 60, { opacity: 0.55, drift: 0.8, n: 7 }),
    plume(ctx, 80, -310, 60, { opacity: 0.55, drift: 0.8, n: 7 }),
    rect(170, -110, 240, 110, { fill: t1.slate2 }),
    rect(170, -110, 240, 6, { fill: t1.grey2 }),
    ...Array.from({ length: 6 }, (_, i) =>
      rect(184 + i * 38, -80, 22, 56, { fill: t1.sky, opacity: 0.5 })
    ),
    dome(ctx, t1, 330, 130, 190),
    rect(420, -70, 80, 70, { fill: t1.blue }),
  ]
  return [
    sky(ctx, m, gy),
    sun(ctx, m, w * pick(wide, 0.9, 0.15), gy - 70, 24, { glow: 8 }),
    clouds(ctx, m, { count: 4, y0: gy * 0.25, y1: gy * 0.7, opacity: 0.3 }),
    ridge(ctx, { base: gy, amp: 90, fill: mix(m.haze, P.teal, 0.25), n: 6 }),
    place(cx, gy + 6, pick(wide, 1, 0.78), g(plant)),
    rect(0, gy, w, 14, { fill: mix(m.land, P.teal, 0.3) }),
    sea(ctx, { ...m, sea: ["#4d9cae", P.navy2] }, gy + 14, {
      sunX: w * pick(wide, 0.9, 0.15),
    }),
    place(
      cx,
      gy + 20,
      pick(wide, 1, 0.78),
      g(
        [
          coolingTower(ctx, t1, -170, 230, 300),
          coolingTower(ctx, t1, 80, 230, 300),
        ],
        { transform: "scale(1 -0.35)", opacity: 0.18 }
      )
    ),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

// Open settling/clarifier basin seen slightly from above.
function basin(x, y, rx, t) {
  return g([
    ellipse(x, y + 8, rx, rx * 0.22, { fill: t.slate2 }),
    rect(x - rx, y - 2, rx * 2, 10, { fill: t.grey2 }),
    ellipse(x, y - 2, rx, rx * 0.22, { fill: t.grey }),
    ellipse(x, y - 2, rx * 0.9, rx * 0.18, { fill: t.teal2 }),
    line(x - rx * 0.9, y - 2, x + rx * 0.9, y - 2, {
      stroke: t.white,
      strokeWidth: 2,
      opacity: 0.6,
    }),
  ])
}

export function desalination(ctx, wide) {
  const { w, h } = ctx
  const m = moods.day
  const hz = h * pick(wide, 0.46, 0.4)
  const t0 = tone(m, 0)
  const t1 = tone(m, 0.2)
  const coast = w * pick(wide, 0.44, 0.06)
  const edge = [
    [coast, hz],
    [coast + w * 0.12, hz + h * 0.15],
    [w + 10, hz + h * 0.3],
  ]
  const landD = `M${coast},${hz} C${edge[1][0] - w * 0.08},${edge[1][1] - h * 0.02} ${edge[1][0]},${edge[1][1]} ${edge[1][0] + w * 0.1},${edge[1][1] + h * 0.02} L${edge[2][0]},${edge[2][1]} L${w + 10},${hz} Z`
  const s = pick(wide, 1.05, 0.82)
  const px = pick(wide, w * 0.72, w * 0.56)
  const py = hz + h * 0.13
  const tubes = []
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      tubes.push(
        rect(-230 + c * 100, -120 + r * 22, 90, 13, {
          rx: 6.5,
          fill: r % 2 ? t1.white : t1.mist,
        })
      )
  const plant = [
    rect(-250, -160, 330, 160, { fill: t1.slate2 }),
    ...Array.from({ length: 5 }, (_, i) =>
      poly(
        [
          [-250 + i * 66, -160],
          [-250 + i * 66, -196],
          [-184 + i * 66, -160],
        ],
        { fill: t1.navy2 }
      )
    ),
    rect(-240, -134, 310, 120, { fill: t1.navy }),
    ...tubes,
    rect(-250, -20, 330, 20, { fill: t1.grey2 }),
    rect(90, -110, 160, 110, { fill: t1.grey }),
    rect(90, -110, 160, 8, { fill: t1.white }),
    ...Array.from({ length: 4 }, (_, i) =>
      rect(104 + i * 37, -88, 24, 44, { fill: t1.sky })
    ),
    storageTank(ctx, t1, 320, 110, 96, { color: t1.grey }),
    storageTank(ctx, t1, 440, 110, 96, { color: t1.white }),
    rect(-250, -56, -60, 10, { fill: t1.teal }),
    rect(250, -40, 20, 10, { fill: t1.teal }),
    basin(300, 40, 62, t1),
    basin(450, 52, 62, t1),
  ]
  // Intake trestle running out from the plant into the foreground sea.
  const [ax, ay] = [px - 300 * s, py + 10]
  const [bx, by] = [pick(wide, w * 0.42, w * 0.18), h * 0.84]
  const pier = []
  for (let i = 0; i <= 9; i++) {
    const f = i / 9
    const x = ax + (bx - ax) * f
    const y = ay + (by - ay) * f
    pier.push(
      rect(x - 2 - f * 3, y, 4 + f * 6, 20 + f * 60, { fill: t0.navy2 })
    )
  }
  pier.push(
    poly(
      [
        [ax, ay - 2],
        [bx, by - 8],
        [bx, by + 14],
        [ax, ay + 4],
      ],
      { fill: t0.grey }
    )
  )
  pier.push(
    poly(
      [
        [ax, ay - 8],
        [bx, by - 30],
        [bx, by - 8],
        [ax, ay - 2],
      ],
      { fill: t0.teal2 }
    )
  )
  pier.push(
    line(ax, ay - 7, bx, by - 26, {
      stroke: P.white,
      strokeWidth: 3,
      opacity: 0.6,
    })
  )
  const tower = [
    rect(bx - 80, by + 10, 160, 14, { fill: t0.navy2 }),
    ...[-70, -24, 24, 70].map((o) =>
      rect(bx + o - 4, by + 24, 8, 40, { fill: t0.navy2 })
    ),
    rect(bx - 60, by - 66, 120, 76, { fill: t0.grey }),
    rect(bx - 68, by - 76, 136, 12, { fill: t0.navy2 }),
    rect(bx - 40, by - 46, 30, 20, { fill: t0.sky }),
    rect(bx + 10, by - 46, 30, 20, { fill: t0.sky }),
    ...[-76, -40, 40, 76].map((o) =>
      line(bx + o, by + 10, bx + o, by - 8, {
        stroke: t0.amber,
        strokeWidth: 3,
      })
    ),
    line(bx - 76, by - 6, bx + 76, by - 6, {
      stroke: t0.amber,
      strokeWidth: 3,
    }),
  ]
  return [
    sky(ctx, m, hz),
    sun(ctx, m, w * pick(wide, 0.62, 0.8), hz * 0.3, 28, { glow: 6 }),
    clouds(ctx, m, {
      count: 6,
      y0: hz * 0.2,
      y1: hz * 0.85,
      opacity: 0.7,
      color: P.white,
    }),
    sea(ctx, { ...m, sea: ["#5fb2c9", "#1d6f98"] }, hz, { glint: P.white }),
    ridge(ctx, {
      base: hz,
      amp: 50,
      fill: mix(m.haze, P.teal, 0.35),
      x0: coast + w * 0.1,
      n: 5,
      bottom: hz + 2,
    }),
    path(landD, { fill: "#f1e2c0" }),
    path(landD, {
      fill: ctx.linear([
        [0, "#a9c2b0"],
        [1, "#7da392"],
      ]),
      transform: "translate(0 -10)",
    }),
    place(px, py, s, g(plant)),
    pier,
    tower,
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}
