// Oil and gas scenes. Each takes a canvas and `wide`: heroes keep the
// subject right or low so headline text on the left stays readable; squares
// centre it because they are cropped into circles.
import {
  palette as P,
  mix,
  g,
  place,
  rect,
  line,
  path,
  ellipse,
  circle,
} from "./core.mjs"
import {
  moods,
  tone,
  sky,
  stars,
  sun,
  clouds,
  sea,
  ridge,
  ridgeLine,
  ground,
  mesas,
  hazeBand,
  vignette,
  pick,
} from "./scenery.mjs"
import { offshorePlatform, supplyVessel, pumpJack, landRig } from "./energy.mjs"
import {
  column,
  storageTank,
  sphereTank,
  pipeRack,
  flareStack,
  plume,
  chimney,
  lngCarrier,
} from "./plant.mjs"

export function offshore(ctx, wide) {
  const { w, h } = ctx
  const m = moods.dusk
  const hz = h * pick(wide, 0.62, 0.6)
  const sunX = pick(wide, w * 0.62, w * 0.3)
  return [
    sky(ctx, m, hz),
    stars(ctx, 60, hz * 0.5),
    sun(ctx, m, sunX, hz - 8, pick(wide, 26, 22)),
    clouds(ctx, m, { count: 5, y0: hz * 0.45, y1: hz * 0.85, opacity: 0.3 }),
    sea(ctx, m, hz, { sunX }),
    place(
      pick(wide, w * 0.36, w * 0.84),
      hz + 4,
      0.16,
      offshorePlatform(ctx, tone(m, 0.85), { lights: false })
    ),
    place(
      pick(wide, w * 0.5, w * 0.12),
      hz + 3,
      0.11,
      offshorePlatform(ctx, tone(m, 0.9), { lights: false })
    ),
    place(
      pick(wide, w * 0.76, w * 0.56),
      hz + pick(wide, 120, 100),
      pick(wide, 1.05, 0.8),
      offshorePlatform(ctx, tone(m, 0))
    ),
    place(
      pick(wide, w * 0.9, w * 0.32),
      hz + pick(wide, 250, 230),
      pick(wide, 0.9, 0.72),
      supplyVessel(ctx, tone(m, 0))
    ),
    vignette(ctx, { left: pick(wide, 0.35, 0) }),
  ]
}

// Wind ripples on a dune face: short light arcs following the slope.
function ripples(ctx, r, x0, x1, depth, color) {
  const { rng } = ctx
  const out = []
  for (let i = 0; i < 14; i++) {
    const x = rng.range(x0, x1)
    const y = r.y(x) + rng.range(10, depth)
    const len = rng.range(40, 120)
    out.push(
      path(`M${x},${y} q${len / 2},${-6} ${len},0`, {
        fill: "none",
        stroke: color,
        strokeWidth: 2,
        opacity: 0.25,
        strokeLinecap: "round",
      })
    )
  }
  return g(out)
}

export function onshore(ctx, wide) {
  const { w, h, rng } = ctx
  const m = moods.desert
  const hz = h * pick(wide, 0.6, 0.56)
  const sand = [
    "#dcb583",
    "#c99459",
    mix("#a8693a", P.navy, 0.3),
    mix("#7a4a2c", P.navy, 0.45),
  ]
  const jack = (x, y, s, depth) =>
    place(x, y, s, pumpJack(tone(m, depth), { tilt: rng.range(-12, 12) }))
  const far = []
  for (let i = 0; i < 7; i++)
    far.push(
      jack(
        w * (0.28 + i * 0.11) + rng.range(-20, 20),
        hz + 12 + rng.range(0, 8),
        0.2,
        0.75
      )
    )
  const d1 = ridgeLine(ctx, {
    base: hz + h * 0.12,
    amp: 30,
    fill: sand[1],
    n: 6,
  })
  const d2 = ridgeLine(ctx, {
    base: hz + h * 0.23,
    amp: 40,
    fill: sand[2],
    n: 5,
  })
  const d3 = ridgeLine(ctx, {
    base: hz + h * 0.37,
    amp: 26,
    fill: sand[3],
    n: 4,
  })
  const [x1, x2, x3] = wide
    ? [w * 0.48, w * 0.64, w * 0.85]
    : [w * 0.2, w * 0.32, w * 0.68]
  return [
    sky(ctx, m, hz),
    sun(ctx, m, pick(wide, w * 0.64, w * 0.7), hz - 60, 30, { glow: 9 }),
    clouds(ctx, m, {
      count: 4,
      y0: hz * 0.25,
      y1: hz * 0.7,
      opacity: 0.35,
      color: "#fbe7c6",
    }),
    mesas(ctx, hz + 4, mix(m.haze, "#b98a6a", 0.35), [
      [w * 0.05, w * 0.16, 46],
      [w * 0.42, w * 0.1, 30],
      [w * 0.7, w * 0.22, 58],
    ]),
    ground(ctx, hz, sand[0], sand[1]),
    far,
    d1.svg,
    ripples(ctx, d1, 0, w, 40, "#f3d3a3"),
    place(x1, d1.y(x1) + 4, 0.4, pumpJack(tone(m, 0.45), { tilt: 8 })),
    place(
      w * pick(wide, 0.76, 0.86),
      d1.y(w * pick(wide, 0.76, 0.86)) + 6,
      0.4,
      storageTankRow(ctx, tone(m, 0.4))
    ),
    d2.svg,
    ripples(ctx, d2, 0, w, 60, "#e2a76b"),
    place(
      x2,
      d2.y(x2) + 8,
      pick(wide, 0.85, 0.8),
      pumpJack(tone(m, 0.1), { tilt: -10 })
    ),
    d3.svg,
    ripples(ctx, d3, 0, w, 80, "#b9825a"),
    place(
      x3,
      d3.y(x3) + pick(wide, 30, 24),
      pick(wide, 1.45, 1.15),
      pumpJack(tone(m, 0), { tilt: 6 })
    ),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

function storageTankRow(ctx, t) {
  return g([
    storageTank(ctx, t, -70, 90, 60),
    storageTank(ctx, t, 40, 90, 60),
    storageTank(ctx, t, 140, 70, 46),
  ])
}

export function drilling(ctx, wide) {
  const { w, h } = ctx
  const m = moods.dawn
  const gy = h * pick(wide, 0.5, 0.46)
  const rigX = w * pick(wide, 0.72, 0.62)
  const strata = [
    mix(P.teal, P.navy, 0.25),
    mix(P.slate2, P.navy, 0.2),
    mix(P.amber, P.navy, 0.6),
    mix(P.blue, P.navy, 0.3),
    P.navy2,
    P.navyDeep,
  ]
  const texture = [
    null,
    rockPattern(ctx, "dash"),
    rockPattern(ctx, "dot"),
    null,
    rockPattern(ctx, "dash"),
    null,
  ]
  const layers = []
  let base = gy + 24
  for (let i = 0; i < strata.length; i++) {
    const r = ridgeLine(ctx, { base, amp: 18 + i * 4, fill: strata[i], n: 5 })
    layers.push(r.svg)
    if (texture[i])
      layers.push(
        ridge(ctx, { base, amp: 0, fill: texture[i], n: 1, peaks: () => 0 })
      )
    base += (h - gy) * 0.15
  }
  const resY = h * 0.86
  const resX = w * pick(wide, 0.38, 0.22)
  const well = `M${rigX},${gy} L${rigX},${resY - 130} Q${rigX},${resY} ${rigX - 130},${resY} L${resX + 30},${resY}`
  const reservoir = path(
    `M${resX - 120},${resY} C${resX - 60},${resY - 46} ${rigX - 220},${resY - 52} ${rigX - 40},${resY - 10} C${rigX - 160},${resY + 40} ${resX},${resY + 40} ${resX - 120},${resY} Z`,
    {
      fill: ctx.linear(
        [
          [0, P.amber, 0.15],
          [0.5, P.amber, 0.6],
          [1, P.orange, 0.3],
        ],
        { x2: 1, y2: 0 }
      ),
    }
  )
  return [
    sky(ctx, m, gy),
    sun(ctx, m, w * pick(wide, 0.86, 0.82), gy - 40, 24, { glow: 8 }),
    clouds(ctx, m, { count: 4, y0: gy * 0.3, y1: gy * 0.8, opacity: 0.3 }),
    ridge(ctx, {
      base: gy,
      amp: 50,
      fill: mix(m.haze, P.navy, 0.3),
      n: 7,
      bottom: gy + 30,
    }),
    layers,
    reservoir,
    path(well, {
      fill: "none",
      stroke: P.amberPale,
      strokeWidth: 10,
      opacity: 0.15,
    }),
    path(well, {
      fill: "none",
      stroke: P.grey,
      strokeWidth: 3.5,
      strokeLinecap: "round",
    }),
    ellipse(resX + 30, resY, 9, 9, { fill: P.amber2 }),
    ellipse(resX + 30, resY, 22, 22, { fill: P.amber, opacity: 0.25 }),
    rect(0, gy - 2, w, 26, { fill: mix(m.land, P.navy, 0.3) }),
    rect(0, gy - 2, w, 3, { fill: P.slate }),
    place(rigX, gy, pick(wide, 0.82, 0.7), landRig(ctx, tone(m, 0))),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

// Tiny repeating marks that tell sandstone (dots) from shale (dashes).
function rockPattern(ctx, kind) {
  const id = ctx.id("p")
  const mark =
    kind === "dot"
      ? circle(6, 6, 1.6, { fill: P.white, opacity: 0.18 })
      : line(2, 8, 12, 8, { stroke: P.white, strokeWidth: 1.4, opacity: 0.12 })
  ctx.def(
    `<pattern id="${id}" width="${kind === "dot" ? 14 : 22}" height="14" patternUnits="userSpaceOnUse">${mark}</pattern>`
  )
  return `url(#${id})`
}

export function refinery(ctx, wide) {
  const { w, rng, h } = ctx
  const m = moods.dusk
  const gy = h * pick(wide, 0.72, 0.7)
  const t0 = tone(m, 0)
  const t1 = tone(m, 0.45)
  const t2 = tone(m, 0.8)
  const cx = w * pick(wide, 0.66, 0.54)
  const s = pick(wide, 1.2, 0.82)
  const quay = gy + 22 * s
  const farCols = []
  for (let i = 0; i < 9; i++)
    farCols.push(
      column(
        ctx,
        t2,
        -300 + i * 70 + rng.range(-10, 10),
        16 + rng.range(0, 10),
        90 + rng.range(0, 110),
        { rings: 2 }
      )
    )
  const front = () => [
    pipeRack(t0, -360, 360, -40, { rows: 5 }),
    column(ctx, t0, -170, 34, 300, { color: t0.grey2, rings: 5 }),
    column(ctx, t0, -110, 26, 230, { color: t0.grey, rings: 4 }),
    column(ctx, t0, -60, 44, 360, { color: t0.grey2, rings: 6 }),
    column(ctx, t0, 4, 22, 190, { color: t0.sky, rings: 3 }),
    chimney(ctx, t0, 70, 30, 300),
    sphereTank(ctx, t0, 180, 54),
    sphereTank(ctx, t0, 300, 44, { color: t0.sky }),
    flareStack(ctx, t0, -300, 330),
  ]
  return [
    sky(ctx, m, gy),
    stars(ctx, 80, gy * 0.5),
    sun(ctx, m, w * pick(wide, 0.5, 0.25), gy - 20, 20, {
      glow: 10,
      disc: false,
    }),
    clouds(ctx, m, { count: 5, y0: gy * 0.35, y1: gy * 0.75, opacity: 0.25 }),
    place(cx - 60, gy - 10, s * 0.8, g(farCols)),
    hazeBand(ctx, gy - 30, 90, m.haze, 0.45),
    place(
      cx + 120 * s,
      gy - 6,
      s * 0.7,
      g([
        storageTank(ctx, t1, -380, 130, 70),
        storageTank(ctx, t1, -230, 130, 70),
        storageTank(ctx, t1, 330, 120, 64),
      ])
    ),
    rect(0, gy - 6, w, quay - gy + 6, { fill: mix(m.land, P.navy, 0.2) }),
    sea(ctx, { ...m, sea: [P.navy2, P.ink] }, quay, { sunX: cx - 300 * s }),
    g(front(), {
      transform: `translate(${cx} ${quay}) scale(${s} ${-s * 0.55})`,
      opacity: 0.16,
    }),
    place(
      cx,
      gy,
      s,
      g([...front(), plume(ctx, 70, -320, 26, { opacity: 0.3, drift: -1.2 })])
    ),
    rect(0, quay - 3, w, 3, { fill: P.slate2, opacity: 0.8 }),
    vignette(ctx, { left: pick(wide, 0.35, 0) }),
  ]
}

export function lng(ctx, wide) {
  const { w, h } = ctx
  const m = moods.dusk
  const hz = h * pick(wide, 0.58, 0.55)
  const t0 = tone(m, 0)
  const t1 = tone(m, 0.4)
  const shoreX = w * pick(wide, 0.56, 0.35)
  const land = path(
    `M${shoreX},${hz} L${w + 10},${hz} L${w + 10},${hz + 70} L${shoreX + 120},${hz + 70} Z`,
    { fill: mix(m.land, m.haze, 0.25) }
  )
  const terminal = [
    storageTank(ctx, t1, 0, 190, 92, { color: t1.grey }),
    storageTank(ctx, t1, 220, 190, 92, { color: t1.grey }),
    sphereTank(ctx, t1, 400, 44),
    flareStack(ctx, t1, 480, 200),
    pipeRack(t1, -120, 520, -10, { rows: 3 }),
  ]
  const jettyY = hz + 60
  const jetty = [
    rect(shoreX - pick(wide, 420, 200), jettyY, pick(wide, 560, 340), 8, {
      fill: t0.navy2,
    }),
  ]
  for (let x = shoreX - pick(wide, 410, 190); x < shoreX + 120; x += 44)
    jetty.push(rect(x, jettyY + 8, 5, 40, { fill: t0.navy2 }))
  return [
    sky(ctx, m, hz),
    stars(ctx, 50, hz * 0.5),
    sun(ctx, m, w * pick(wide, 0.5, 0.75), hz - 6, 22),
    clouds(ctx, m, { count: 5, y0: hz * 0.3, y1: hz * 0.85, opacity: 0.3 }),
    sea(ctx, m, hz, { sunX: w * pick(wide, 0.5, 0.75) }),
    land,
    place(
      shoreX + pick(wide, 200, 140),
      hz + 40,
      pick(wide, 0.9, 0.62),
      g(terminal)
    ),
    jetty,
    place(
      w * pick(wide, 0.66, 0.5),
      hz + pick(wide, 200, 230),
      pick(wide, 1.05, 0.95),
      lngCarrier(ctx, t0)
    ),
    vignette(ctx, { left: pick(wide, 0.35, 0) }),
  ]
}
