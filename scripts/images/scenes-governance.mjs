// Contract, assurance and systems themes on the studio backdrop (see stage() in scenery.mjs).
import { palette as P, rect, circle, path, line, g } from "./core.mjs"
import { stage } from "./scenery.mjs"
import {
  card,
  documentSheet,
  pen,
  seal,
  bars,
  textLines,
  person,
  skin,
  hairs,
} from "./office.mjs"
import {
  gear,
  shield,
  magnifier,
  chip,
  traces,
  neuralNet,
  book,
  helix,
  gantt,
  shade,
} from "./icons.mjs"

export function contracts(ctx, wide) {
  return stage(ctx, wide, [
    documentSheet(ctx, -230, -250, 300, 400, { rot: -9, header: P.slate2 }),
    documentSheet(ctx, -120, -270, 300, 400, { rot: 5, header: P.blue2 }),
    documentSheet(ctx, -170, -220, 320, 440, { header: P.navy, sign: true }),
    seal(110, 150, 58),
    pen(-250, 262, 280, -26, P.navy2),
  ])
}

export function tendering(ctx, wide) {
  const bid = (x, y, winner) =>
    g([
      card(ctx, x, y, 170, 230, {
        fill: winner ? P.white : P.mist,
        r: 12,
        stroke: winner ? P.amber : undefined,
      }),
      rect(x + 20, y + 24, 80, 10, { rx: 5, fill: winner ? P.navy : P.slate }),
      textLines(ctx.rng, x + 20, y + 52, 130, 5, { gap: 16 }),
      bars(
        x + 20,
        y + 150,
        130,
        50,
        [0.4, 0.7, 0.5, winner ? 1 : 0.6],
        [winner ? P.amber : P.grey2]
      ),
    ])
  return stage(
    ctx,
    wide,
    [
      bid(-290, -80, false),
      bid(120, -80, false),
      g(bid(-85, -160, true), { transform: "translate(-15 0) scale(1.1)" }),
      seal(90, -150, 44),
      magnifier(-190, 140, 62),
    ],
    { accent: P.blue2 }
  )
}

export function cmPlus(ctx, wide) {
  const tabs = [
    P.teal,
    P.teal2,
    P.aqua,
    P.sky,
    P.blue2,
    P.blue,
    P.amber,
    P.amber2,
    P.orange,
    P.slate,
  ]
  return stage(ctx, wide, [
    ...tabs.map((c, i) => rect(120, -230 + i * 44, 70, 36, { rx: 8, fill: c })),
    card(ctx, -200, -270, 340, 500, { fill: P.navy2, r: 18 }),
    rect(-180, -250, 300, 460, { rx: 12, fill: P.white }),
    rect(-150, -220, 160, 14, { rx: 7, fill: P.navy }),
    textLines(ctx.rng, -150, -180, 240, 5, { gap: 18 }),
    rect(-150, -70, 240, 90, { rx: 10, fill: P.mist }),
    bars(-136, -60, 120, 70, [0.5, 0.8, 0.6, 0.9], [P.teal]),
    textLines(ctx.rng, -150, 50, 240, 6, { gap: 18 }),
    circle(170, 200, 76, { fill: shade(ctx, P.amber) }),
    rect(134, 190, 72, 20, { rx: 10, fill: P.white }),
    rect(160, 164, 20, 72, { rx: 10, fill: P.white }),
  ])
}

export function codex(ctx, wide) {
  const vols = [P.navy2, P.teal, P.blue, P.teal2, P.blue2, P.slate2, P.navy]
  const heights = [250, 270, 236, 262, 244, 276, 252]
  let x = -300
  const books = vols.map((c, i) => {
    const b = book(ctx, x, 120, 44, heights[i], c)
    x += 48
    return b
  })
  return stage(ctx, wide, [
    rect(-320, 120, 360, 18, { rx: 4, fill: P.slate2 }),
    ...books,
    card(ctx, 70, -210, 250, 190, { fill: P.navy2, r: 14 }),
    rect(84, -196, 222, 162, { rx: 8, fill: P.navy }),
    ...[0, 1, 2].flatMap((c) =>
      [0, 1].map((r) =>
        rect(98 + c * 70, -182 + r * 72, 60, 62, {
          rx: 6,
          fill: [P.teal, P.blue2, P.amber][(c + r) % 3],
          opacity: 0.85,
        })
      )
    ),
    rect(180, -20, 30, 40, { fill: P.slate2 }),
    rect(140, 18, 110, 10, { rx: 5, fill: P.slate }),
    person(215, 150, 2.1, { body: P.teal, head: skin[1], hair: hairs[0] }),
    rect(90, 246, 250, 16, { rx: 6, fill: P.slate }),
    rect(110, 262, 14, 40, { fill: P.slate2 }),
    rect(306, 262, 14, 40, { fill: P.slate2 }),
  ])
}

export function ai(ctx, wide) {
  return stage(
    ctx,
    wide,
    [
      neuralNet(ctx, -300, -260, 600, 520, [4, 6, 6, 4], {}),
      circle(0, 0, 150, {
        fill: ctx.radial([
          [0, P.aqua, 0.5],
          [1, P.aqua, 0],
        ]),
      }),
      traces(ctx.rng, 0, 0, 20, 110, 230),
      chip(ctx, 0, 0, 1.05),
    ],
    { accent: P.blue2 }
  )
}

export function assurance(ctx, wide) {
  return stage(ctx, wide, [
    documentSheet(ctx, -290, -230, 290, 400, { rot: -6, header: P.navy }),
    shield(ctx, 110, -20, 1.7, { color: P.teal }),
    magnifier(-150, 160, 70),
  ])
}

export function resilience(ctx, wide) {
  const ring = []
  const n = 8
  // A straight line between the ring's nodes `from` and `to` (counted round the ring).
  const chord = (from, to, style) => {
    const [a, b] = [from, to].map((k) => (k / n) * Math.PI * 2)
    return line(
      Math.cos(a) * 270,
      Math.sin(a) * 270,
      Math.cos(b) * 270,
      Math.sin(b) * 270,
      style
    )
  }
  for (let i = 0; i < n; i++) {
    ring.push(chord(i, i + 1, { stroke: P.aqua, strokeWidth: 3, opacity: 0.6 }))
    ring.push(
      chord(i, i + 3, { stroke: P.sky, strokeWidth: 1.5, opacity: 0.25 })
    )
  }
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    ring.push(
      circle(Math.cos(a) * 270, Math.sin(a) * 270, 24, {
        fill: i % 3 ? P.navy2 : P.amber,
        stroke: P.aqua,
        strokeWidth: 4,
      })
    )
  }
  return stage(
    ctx,
    wide,
    [...ring, shield(ctx, 0, 0, 1.55, { color: P.blue2 })],
    { accent: P.teal }
  )
}

export function postAward(ctx, wide) {
  const steps = [-240, -120, 0, 120, 240]
  return stage(ctx, wide, [
    documentSheet(ctx, -300, -270, 230, 320, {
      rot: -6,
      header: P.navy,
      sign: true,
    }),
    card(ctx, -90, -220, 390, 260, { r: 18 }),
    gantt(ctx, -60, -180, 330, 6),
    line(-260, 160, 260, 160, {
      stroke: P.sky,
      strokeWidth: 6,
      strokeLinecap: "round",
    }),
    ...steps.map((x, i) =>
      i < 3
        ? g([
            circle(x, 160, 30, { fill: P.teal }),
            path(`M${x - 12},160 l8,9 l16,-18`, {
              fill: "none",
              stroke: P.white,
              strokeWidth: 6,
              strokeLinecap: "round",
              strokeLinejoin: "round",
            }),
          ])
        : circle(x, 160, 26, {
            fill: i === 3 ? P.amber : P.navy2,
            stroke: P.sky,
            strokeWidth: 5,
          })
    ),
  ])
}

export function dna(ctx, wide) {
  return stage(
    ctx,
    wide,
    [
      g(helix(ctx, 0, 0, 620, { turns: 2.3, amp: 96 }), {
        transform: "rotate(-35)",
      }),
      circle(0, 0, 300, {
        fill: "none",
        stroke: P.aqua,
        strokeWidth: 2,
        opacity: 0.25,
      }),
    ],
    { accent: P.teal }
  )
}

export function system(ctx, wide) {
  const mods = [
    [-250, -230, P.teal],
    [120, -230, P.blue2],
    [-250, 120, P.blue2],
    [120, 120, P.amber],
  ]
  return stage(ctx, wide, [
    ...mods.map(([x, y]) =>
      line(x + 65, y + 55, 0, 0, {
        stroke: P.sky,
        strokeWidth: 3,
        strokeDasharray: "8 8",
        opacity: 0.6,
      })
    ),
    ...mods.map(([x, y, c]) =>
      g([
        card(ctx, x, y, 130, 110, { r: 16, fill: P.navy2 }),
        rect(x + 18, y + 18, 40, 40, { rx: 10, fill: c }),
        textLines(ctx.rng, x + 18, y + 72, 90, 2, { gap: 14, color: P.slate }),
      ])
    ),
    gear(ctx, -40, -10, 110, { color: P.teal2, teeth: 12 }),
    gear(ctx, 105, 75, 64, { color: P.amber, teeth: 9 }),
    gear(ctx, 70, -110, 46, { color: P.sky, teeth: 8 }),
  ])
}
