// Cost, value and performance themes on the studio backdrop (see stage() in scenery.mjs).
import {
  palette as P,
  darken,
  rect,
  circle,
  path,
  line,
  poly,
  g,
  place,
  lighten,
} from "./core.mjs"
import { stage, moods, tone } from "./scenery.mjs"
import { pumpJack, landRig } from "./energy.mjs"
import { windTurbine } from "./renewables.mjs"
import {
  card,
  documentSheet,
  bars,
  lineChart,
  donut,
  gauge,
  dashboard,
} from "./office.mjs"
import { gear, coinStack, arrow, trend, magnifier } from "./icons.mjs"

export function analytics(ctx, wide) {
  return stage(ctx, wide, [
    dashboard(ctx, -300, -220, 520, 360),
    card(ctx, 120, -80, 190, 200, { r: 16 }),
    donut(215, 20, 58, [
      [0.45, P.teal],
      [0.3, P.amber],
      [0.15, P.blue2],
    ]),
    card(ctx, -230, 90, 230, 170, { r: 16, fill: P.navy2 }),
    bars(-210, 120, 190, 110, [0.35, 0.55, 0.45, 0.75, 0.9], [P.teal2, P.aqua]),
    magnifier(160, 200, 54),
  ])
}

export function kpi(ctx, wide) {
  const rings = [140, 108, 76, 44, 14].map((r, i) =>
    circle(90, -20, r, { fill: i % 2 ? P.white : i === 4 ? P.amber : P.teal })
  )
  return stage(
    ctx,
    wide,
    [
      card(ctx, -300, 20, 300, 240, { r: 18 }),
      gauge(-150, 180, 100, 0.72, { color: P.teal }),
      card(ctx, -250, -250, 220, 150, { r: 16, fill: P.navy2 }),
      lineChart(ctx, -225, -220, 170, 90, [0.2, 0.35, 0.3, 0.55, 0.5, 0.8], {
        color: P.amber,
        width: 4,
      }),
      ...rings,
      arrow(250, -180, 100, -28, { color: P.navy, width: 10, head: 36 }),
      poly(
        [
          [250, -180],
          [290, -200],
          [276, -168],
        ],
        { fill: P.amber }
      ),
      bars(20, 150, 240, 110, [0.4, 0.6, 0.5, 0.8, 1], [P.teal2, P.blue2]),
    ],
    { accent: P.teal }
  )
}

export function costEfficiency(ctx, wide) {
  return stage(
    ctx,
    wide,
    [
      card(ctx, -290, -210, 380, 330, { r: 18 }),
      bars(-260, -170, 320, 250, [1, 0.86, 0.74, 0.6, 0.48], [P.blue2, P.teal]),
      trend(
        [
          [-250, -190],
          [-140, -120],
          [-60, -140],
          [60, -20],
        ],
        { color: P.amber, width: 12, head: 34 }
      ),
      coinStack(ctx, 190, 240, 7, 58),
      coinStack(ctx, 70, 250, 4, 52),
      gear(ctx, 200, -120, 90, { color: P.teal2 }),
    ],
    { accent: P.teal }
  )
}

export function costRecovery(ctx, wide) {
  const arc = (a0, a1, color) => {
    const r = 230
    const p = (a) => [Math.cos(a) * r, Math.sin(a) * r]
    const [s, e] = [p(a0), p(a1)]
    return g([
      path(`M${s[0]},${s[1]} A${r},${r} 0 0 1 ${e[0]},${e[1]}`, {
        fill: "none",
        stroke: color,
        strokeWidth: 28,
        strokeLinecap: "round",
      }),
      arrow(...p(a1 - 0.25), ...p(a1 + 0.08), { color, width: 0, head: 60 }),
    ])
  }
  return stage(
    ctx,
    wide,
    [
      arc(-2.7, -0.5, P.teal2),
      arc(0.45, 2.65, P.amber),
      coinStack(ctx, -50, 110, 6, 70),
      coinStack(ctx, 70, 130, 4, 60, P.amber2),
      documentSheet(ctx, -40, -160, 150, 190, { rot: 8, rows: 5 }),
    ],
    { accent: P.blue2 }
  )
}

export function categoryStrategy(ctx, wide) {
  const q = [P.navy2, P.blue, P.blue, P.teal]
  const bubbles = [
    [-150, -140, 44, P.aqua],
    [-60, -70, 26, P.sky],
    [120, -170, 60, P.amber],
    [150, 60, 36, P.aqua],
    [-130, 120, 30, P.sky],
    [60, 150, 48, P.teal2],
    [200, -60, 22, P.amber2],
  ]
  return stage(ctx, wide, [
    card(ctx, -280, -270, 560, 540, { r: 22, fill: P.navy }),
    ...q.map((c, i) =>
      rect(-256 + (i % 2) * 262, -246 + Math.floor(i / 2) * 262, 250, 250, {
        rx: 14,
        fill: c,
      })
    ),
    ...bubbles.map(([x, y, r, c]) =>
      g([
        circle(x, y, r, { fill: c, opacity: 0.92 }),
        circle(x - r * 0.3, y - r * 0.3, r * 0.25, {
          fill: P.white,
          opacity: 0.35,
        }),
      ])
    ),
    arrow(-200, 200, 170, -190, { color: P.white, width: 8, head: 30 }),
  ])
}

export function businessPlan(ctx, wide) {
  const road =
    "M-220,300 C-120,200 160,210 120,90 C90,0 -160,20 -110,-90 C-70,-170 80,-160 130,-230"
  return stage(
    ctx,
    wide,
    [
      path(road, {
        fill: "none",
        stroke: P.navyDeep,
        strokeWidth: 70,
        strokeLinecap: "round",
      }),
      path(road, {
        fill: "none",
        stroke: P.slate2,
        strokeWidth: 58,
        strokeLinecap: "round",
      }),
      path(road, {
        fill: "none",
        stroke: P.amberPale,
        strokeWidth: 4,
        strokeDasharray: "18 16",
      }),
      ...[
        [70, 170, P.teal],
        [-120, -10, P.teal2],
        [40, -176, P.teal],
      ].map(([x, y, c]) =>
        g([circle(x, y, 16, { fill: c, stroke: P.white, strokeWidth: 4 })])
      ),
      line(130, -230, 130, -330, { stroke: P.grey, strokeWidth: 6 }),
      path("M133,-330 L210,-312 L133,-290 Z", { fill: P.amber }),
      card(ctx, -310, -250, 170, 140, { r: 14 }),
      lineChart(ctx, -290, -225, 130, 90, [0.1, 0.3, 0.25, 0.55, 0.8], {
        color: P.teal,
        width: 4,
      }),
      card(ctx, 150, 60, 160, 170, { r: 14, fill: P.navy2 }),
      donut(
        230,
        145,
        46,
        [
          [0.55, P.amber],
          [0.25, P.teal2],
        ],
        { track: P.navy }
      ),
    ],
    { accent: P.teal }
  )
}

export function budget(ctx, wide) {
  const keys = []
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      keys.push(
        rect(-262 + c * 48, -70 + r * 48, 38, 38, {
          rx: 8,
          fill: c === 3 ? P.amber : P.navy,
        })
      )
  return stage(ctx, wide, [
    card(ctx, -280, -240, 220, 470, { r: 22, fill: P.blue }),
    rect(-258, -214, 176, 110, { rx: 10, fill: P.skyPale }),
    bars(-246, -196, 150, 74, [0.4, 0.6, 0.5, 0.85], [P.teal]),
    ...keys,
    card(ctx, 20, -250, 270, 270, { r: 135, fill: P.white }),
    donut(
      155,
      -115,
      96,
      [
        [0.4, P.teal],
        [0.3, P.blue2],
        [0.2, P.amber],
      ],
      { width: 44 }
    ),
    coinStack(ctx, 60, 260, 6, 62),
    coinStack(ctx, 190, 250, 3, 56, P.amber2),
  ])
}

export function philosophy(ctx, wide) {
  const water = 30
  return stage(
    ctx,
    wide,
    [
      rect(-340, water, 680, 320, {
        fill: ctx.linear([
          [0, P.teal, 0.55],
          [1, P.navyDeep, 0],
        ]),
      }),
      poly(
        [
          [-210, water],
          [-120, 160],
          [-60, 270],
          [70, 300],
          [180, 210],
          [230, 90],
          [200, water],
        ],
        { fill: P.aqua, opacity: 0.35 }
      ),
      poly(
        [
          [-120, 160],
          [-60, 270],
          [70, 300],
          [20, 150],
        ],
        { fill: P.sky, opacity: 0.25 }
      ),
      poly(
        [
          [-150, water],
          [-70, -120],
          [-20, -90],
          [30, -220],
          [90, -130],
          [150, water],
        ],
        { fill: P.white }
      ),
      poly(
        [
          [30, -220],
          [90, -130],
          [150, water],
          [40, water],
          [10, -100],
        ],
        { fill: P.skyPale }
      ),
      poly(
        [
          [-70, -120],
          [-20, -90],
          [-60, water],
          [-150, water],
        ],
        { fill: "#e8f1f7" }
      ),
      line(-340, water, 340, water, {
        stroke: P.sky,
        strokeWidth: 3,
        opacity: 0.8,
      }),
      ...[-260, -200, 200, 260].map((x) =>
        line(x, water + 14, x + 40, water + 14, {
          stroke: P.sky,
          strokeWidth: 3,
          opacity: 0.5,
          strokeLinecap: "round",
        })
      ),
    ],
    { accent: P.teal2 }
  )
}

export function energyTransition(ctx, wide) {
  return stage(ctx, wide, [energyDisc(ctx)], { accent: P.teal2 })
}

// Left half hydrocarbons at dusk, right half renewables by day, an arrow across.
function energyDisc(ctx) {
  const clipL = ctx.clip(path("M0,-270 A270,270 0 0 0 0,270 Z"))
  const clipR = ctx.clip(path("M0,-270 A270,270 0 0 1 0,270 Z"))
  const tD = tone(moods.dusk, 0)
  const tY = tone(moods.day, 0)
  return g([
    circle(0, 0, 286, { fill: P.white, opacity: 0.12 }),
    g(
      [
        rect(-280, -280, 280, 560, {
          fill: ctx.linear([
            [0, P.navy2],
            [0.7, "#c98a4c"],
            [1, "#7a4a2c"],
          ]),
        }),
        circle(-120, 60, 40, { fill: P.amber2, opacity: 0.9 }),
        rect(-280, 110, 280, 200, { fill: darken("#7a4a2c", 0.3) }),
        g(pumpJack(tD, { tilt: 8 }), {
          transform: "translate(-140 112) scale(0.95)",
        }),
      ],
      { clipPath: clipL }
    ),
    g(
      [
        rect(0, -280, 280, 560, {
          fill: ctx.linear([
            [0, P.blue2],
            [0.7, P.skyPale],
            [1, P.skyPale],
          ]),
        }),
        path("M0,110 C80,70 180,90 280,60 L280,300 L0,300 Z", {
          fill: "#4f9a8f",
        }),
        g(windTurbine(tY, { h: 300, angle: 20 }), {
          transform: "translate(150 90) scale(0.95)",
        }),
        g(windTurbine(tone(moods.day, 0.4), { h: 300, angle: 70 }), {
          transform: "translate(60 105) scale(0.55)",
        }),
      ],
      { clipPath: clipR }
    ),
    line(0, -270, 0, 270, { stroke: P.white, strokeWidth: 6 }),
    circle(0, 0, 270, { fill: "none", stroke: P.white, strokeWidth: 10 }),
    path("M-150,-200 A250,250 0 0 1 150,-200", {
      fill: "none",
      stroke: P.amber,
      strokeWidth: 14,
      strokeLinecap: "round",
      transform: "translate(0 -90)",
    }),
    arrow(120, -310, 175, -270, { color: P.amber, width: 0, head: 50 }),
  ])
}

// The drilling article's own picture (the case study keeps the rig-and-well scene): a rig
// beside a schedule whose bar shortens from well to well, and a stopwatch. Time, not the
// rate, is what that article is about.
export function wellTime(ctx, wide) {
  const light = {
    ...P,
    navy: P.sky,
    navy2: P.grey2,
    blue: P.teal2,
    sky: P.aqua,
    depth: 0,
  }
  const wells = [1, 0.84, 0.66, 0.52]
  const colours = [P.amber, P.amber2, P.teal2, P.aqua]
  const schedule = wells.flatMap((k, i) => [
    rect(50, -4 + i * 44, 26, 14, { rx: 7, fill: P.grey2 }),
    rect(90, -8 + i * 44, 190 * k, 22, { rx: 11, fill: colours[i] }),
  ])
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2
    const [r0, r1] = i % 3 ? [54, 62] : [48, 62]
    return line(
      Math.sin(a) * r0,
      -Math.cos(a) * r0,
      Math.sin(a) * r1,
      -Math.cos(a) * r1,
      {
        stroke: P.grey,
        strokeWidth: i % 3 ? 2 : 4,
        strokeLinecap: "round",
      }
    )
  })
  const hand = Math.PI * 0.55
  const stopwatch = g(
    [
      rect(-12, -96, 24, 20, { rx: 4, fill: P.grey2 }),
      rect(-20, -106, 40, 12, { rx: 6, fill: P.grey }),
      rect(48, -82, 16, 26, {
        rx: 4,
        fill: P.grey2,
        transform: "rotate(45 56 -69)",
      }),
      circle(0, 0, 80, { fill: P.grey }),
      circle(0, 0, 70, { fill: P.navy2 }),
      path(
        `M0,0 L0,-66 A66,66 0 0 1 ${Math.sin(hand) * 66},${-Math.cos(hand) * 66} Z`,
        {
          fill: P.amber,
          opacity: 0.35,
        }
      ),
      ...ticks,
      line(0, 0, Math.sin(hand) * 58, -Math.cos(hand) * 58, {
        stroke: P.amber,
        strokeWidth: 5,
        strokeLinecap: "round",
      }),
      circle(0, 0, 7, { fill: P.amber2 }),
    ],
    { transform: "translate(190 -165)" }
  )
  return stage(
    ctx,
    wide,
    [
      rect(-360, 250, 440, 14, { rx: 7, fill: P.slate2 }),
      place(-175, 250, 0.95, landRig(ctx, light, { pipes: false })),
      card(ctx, 20, -52, 290, 250, { r: 18 }),
      rect(44, -30, 120, 10, { rx: 5, fill: lighten(P.navy2, 0.1) }),
      ...schedule,
      line(90, 170, 290, 170, { stroke: P.grey2, strokeWidth: 2 }),
      stopwatch,
    ],
    { accent: P.blue2 }
  )
}
