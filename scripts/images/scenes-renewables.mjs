// Renewable and hydrogen scenes; same layout rules as scenes-energy.mjs.
import { palette as P, mix, g, place, rect, circle, poly } from "./core.mjs"
import {
  moods,
  tone,
  sky,
  sun,
  clouds,
  sea,
  ridge,
  ridgeLine,
  ground,
  hazeBand,
  vignette,
  pick,
} from "./scenery.mjs"
import {
  windTurbine,
  solarField,
  electrolyser,
  bulletTank,
  pipeline,
} from "./renewables.mjs"
import { pipeRack, cylFill } from "./plant.mjs"

export function solar(ctx, wide) {
  const { w, h } = ctx
  const m = moods.day
  const hz = h * pick(wide, 0.5, 0.46)
  return [
    sky(ctx, m, hz),
    sun(ctx, m, w * pick(wide, 0.74, 0.68), hz * 0.32, 34, { glow: 7 }),
    clouds(ctx, m, {
      count: 6,
      y0: hz * 0.25,
      y1: hz * 0.9,
      opacity: 0.75,
      color: P.white,
    }),
    ridge(ctx, { base: hz, amp: 50, fill: mix(m.haze, P.teal, 0.3), n: 7 }),
    ridge(ctx, {
      base: hz + 6,
      amp: 18,
      fill: mix(m.haze, "#6c9a8a", 0.5),
      n: 9,
    }),
    ground(ctx, hz + 6, "#c3cdb4", mix("#8ea487", P.navy, 0.25)),
    solarField(ctx, {
      cx: w * pick(wide, 0.62, 0.5),
      hz: hz + 6,
      f: pick(wide, 900, 560),
      cam: 12,
      x0: pick(wide, -20, -44),
      x1: pick(wide, 70, 44),
      z0: 8,
      z1: 260,
      gap: 6,
      panel: "#1f4f8f",
    }),
    hazeBand(ctx, hz + 12, 40, m.haze, 0.5),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

export function wind(ctx, wide) {
  const { w, h, rng } = ctx
  const m = moods.day
  const hz = h * pick(wide, 0.56, 0.5)
  const turbine = (x, y, s, depth, offshore) =>
    place(
      x,
      y,
      s,
      windTurbine(tone(m, depth), {
        h: 300,
        angle: rng.range(0, 120),
        offshore,
      })
    )
  // Hills rise towards the right on heroes so the sea stays open behind the headline.
  const slope = (lo, hi) => (x) =>
    (wide ? lo + (hi - lo) * x : 0.6) * (0.7 + 0.3 * Math.sin(x * 9 + 1))
  const far = ridgeLine(ctx, {
    base: hz + h * 0.16,
    amp: h * 0.14,
    fill: mix(m.haze, P.teal, 0.35),
    n: 7,
    peaks: slope(0.1, 1),
  })
  const mid = ridgeLine(ctx, {
    base: hz + h * 0.32,
    amp: h * 0.2,
    fill: mix("#4b9a98", P.navy, 0.1),
    n: 6,
    peaks: slope(0.05, 1),
  })
  const near = ridgeLine(ctx, {
    base: h + 10,
    amp: h * 0.12,
    fill: mix("#2c6f77", P.navy, 0.35),
    n: 5,
    peaks: slope(0.2, 1),
  })
  const offshoreRow = []
  for (let i = 0; i < 12; i++)
    offshoreRow.push(
      turbine(
        w * 0.04 + i * w * 0.075 + rng.range(-8, 8),
        hz + 3,
        0.16,
        0.72,
        true
      )
    )
  const onFar = []
  for (let i = 0; i < 5; i++) {
    const x = w * pick(wide, 0.5 + i * 0.1, 0.1 + i * 0.2) + rng.range(-15, 15)
    onFar.push(turbine(x, far.y(x) + 8, 0.36, 0.45))
  }
  const bigX = wide ? [w * 0.66, w * 0.86] : [w * 0.36, w * 0.74]
  return [
    sky(ctx, m, hz),
    sun(ctx, m, w * pick(wide, 0.6, 0.76), hz * 0.3, 30, { glow: 7 }),
    clouds(ctx, m, {
      count: 7,
      y0: hz * 0.2,
      y1: hz * 0.85,
      opacity: 0.8,
      color: P.white,
    }),
    sea(ctx, { ...m, sea: ["#5aa7c4", P.blue] }, hz, { glint: P.white }),
    offshoreRow,
    far.svg,
    onFar,
    mid.svg,
    turbine(bigX[0], mid.y(bigX[0]) + 10, pick(wide, 1.25, 0.95), 0),
    turbine(bigX[1], mid.y(bigX[1]) + 10, pick(wide, 0.95, 0.75), 0.1),
    near.svg,
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}

// Tube trailer: the bundle of long cylinders that moves compressed hydrogen by road.
function tubeTrailer(ctx, t) {
  const out = [rect(-210, -30, 300, 8, { fill: t.navy2 })]
  for (let i = 0; i < 3; i++)
    out.push(
      bulletTank(ctx, t, -206, -34 - i * 22, 290, 24, i % 2 ? t.mist : t.grey)
    )
  out.push(
    rect(-210, -104, 6, 74, { fill: t.navy2 }),
    rect(80, -104, 6, 74, { fill: t.navy2 })
  )
  out.push(
    rect(96, -76, 60, 54, { rx: 6, fill: t.teal }),
    rect(118, -70, 32, 22, { rx: 3, fill: t.skyPale })
  )
  for (const x of [-170, -140, 40, 130])
    out.push(
      circle(x, -12, 13, { fill: t.ink }),
      circle(x, -12, 5, { fill: t.grey2 })
    )
  return g(out)
}

export function hydrogen(ctx, wide) {
  const { w, h, rng } = ctx
  const m = moods.dawn
  const gy = h * pick(wide, 0.66, 0.62)
  const t0 = tone(m, 0)
  const t1 = tone(m, 0.3)
  const t2 = tone(m, 0.6)
  const cx = w * pick(wide, 0.68, 0.54)
  const s = pick(wide, 1.15, 0.7)
  const back = []
  for (let i = 0; i < 6; i++)
    back.push(
      place(
        cx - 420 * s + i * 150 * s + rng.range(-20, 20),
        gy - 26 - rng.range(0, 20),
        0.5 * s,
        windTurbine(t2, { angle: rng.range(0, 120) })
      )
    )
  const cylinders = []
  for (let i = 0; i < 6; i++)
    cylinders.push(
      rect(330 + i * 24, -170, 18, 170, {
        rx: 9,
        fill: cylFill(ctx, i % 2 ? t1.grey : t1.mist),
      })
    )
  const hall = [
    rect(-380, -200, 360, 200, { fill: t1.grey }),
    ...Array.from({ length: 6 }, (_, i) =>
      poly(
        [
          [-380 + i * 60, -200],
          [-380 + i * 60, -236],
          [-320 + i * 60, -200],
        ],
        { fill: t1.slate }
      )
    ),
    rect(-380, -120, 360, 14, { fill: t1.teal2 }),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(-366 + i * 44, -186, 30, 52, { fill: t1.sky, opacity: 0.8 })
    ),
    rect(-20, -120, 120, 120, { fill: t1.slate2 }),
    rect(6, -210, 20, 90, { fill: t1.grey2 }),
    rect(46, -190, 20, 70, { fill: t1.grey2 }),
  ]
  const plant = [
    ...hall,
    rect(300, -186, 190, 8, { fill: t1.navy2 }),
    ...cylinders,
    pipeRack(t0, -400, 480, -96, { rows: 3, color: t0.teal }),
    place(-390, 30, 1.05, electrolyser(t0)),
    place(-220, 30, 1.05, electrolyser(t0)),
    place(-50, 30, 1.05, electrolyser(t0)),
    bulletTank(ctx, t0, 150, 30, 200, 48),
    bulletTank(ctx, t0, 170, -26, 170, 42, t0.mist),
  ]
  return [
    sky(ctx, m, gy),
    sun(ctx, m, w * pick(wide, 0.86, 0.2), gy - 160, 26, { glow: 8 }),
    clouds(ctx, m, { count: 5, y0: gy * 0.2, y1: gy * 0.7, opacity: 0.35 }),
    ridge(ctx, {
      base: gy - 10,
      amp: 60,
      fill: mix(m.haze, P.teal, 0.2),
      n: 7,
    }),
    back,
    ridge(ctx, {
      base: gy + 4,
      amp: 16,
      fill: mix(m.haze, P.teal, 0.45),
      n: 8,
    }),
    ground(ctx, gy, mix(m.land, P.teal, 0.35), P.navyDeep),
    poly(
      [
        [cx - 470 * s, gy + 44 * s],
        [cx + 560 * s, gy + 44 * s],
        [cx + 640 * s, gy + 110 * s],
        [cx - 520 * s, gy + 110 * s],
      ],
      { fill: mix(m.land, P.slate, 0.55) }
    ),
    rect(-10, h * pick(wide, 0.93, 0.94) - 4, w + 20, 30, {
      fill: mix(m.land, P.slate2, 0.5),
    }),
    rect(-10, h * pick(wide, 0.93, 0.94) + 10, w + 20, 3, {
      fill: P.amberPale,
      opacity: 0.5,
    }),
    place(cx, gy + 20, s, g(plant)),
    pipeline(
      [
        [-20, h * 0.86],
        [cx - 480 * s, h * 0.86],
        [cx - 420 * s, gy + 60 * s],
      ],
      { color: P.teal2, width: 12 }
    ),
    place(
      cx + 120 * s,
      h * pick(wide, 0.95, 0.96),
      s * pick(wide, 0.95, 1.2),
      tubeTrailer(ctx, t0)
    ),
    vignette(ctx, { left: pick(wide, 0.3, 0) }),
  ]
}
