// People themes (meeting table, classroom, negotiation, local communities).
import {
  palette as P,
  lighten,
  g,
  rect,
  circle,
  ellipse,
  path,
} from "./core.mjs"
import { stage } from "./scenery.mjs"
import {
  documentSheet,
  person,
  laptop,
  screenWall,
  skin,
  hairs,
  suits,
} from "./office.mjs"
import { handshake, house, mapPin, gradCap, shade } from "./icons.mjs"

function personBack(x, y, s, body, hair) {
  return g(
    [
      path("M-40,70 C-40,20 -26,6 0,6 C26,6 40,20 40,70 Z", { fill: body }),
      circle(0, -14, 19, { fill: hair }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` }
  )
}

function teamTable(ctx) {
  const out = [screenWall(ctx, -230, -300, 460, 200)]
  const back = [-180, -60, 60, 180]
  back.forEach((x, i) =>
    out.push(
      person(x, 10, 1.35, { body: suits[i], head: skin[i], hair: hairs[i] })
    )
  )
  out.push(
    ellipse(0, 120, 330, 90, { fill: P.slate }),
    ellipse(0, 108, 320, 82, { fill: lighten(P.grey2, 0.2) })
  )
  out.push(
    laptop(-150, 100, 90, { screen: P.navy2 }),
    laptop(50, 92, 80, { screen: P.navy2 })
  )
  out.push(
    g(documentSheet(ctx, -40, 80, 70, 50, { rows: 2 }), {
      transform: "rotate(-8 0 100)",
    })
  )
  out.push(
    personBack(-230, 200, 1.6, P.navy, hairs[1]),
    personBack(0, 230, 1.7, P.blue, hairs[3]),
    personBack(230, 200, 1.6, P.teal, hairs[0])
  )
  return out
}

export function people(ctx, wide) {
  return stage(ctx, wide, teamTable(ctx), { accent: P.blue2 })
}

export function academy(ctx, wide) {
  const out = [
    screenWall(ctx, -300, -290, 400, 230),
    gradCap(ctx, 210, -230, 0.55, P.teal),
  ]
  out.push(
    g(
      [
        rect(-18, 60, 14, 70, { fill: P.navy }),
        rect(4, 60, 14, 70, { fill: P.navy }),
      ],
      { transform: "translate(200 -40)" }
    )
  )
  out.push(
    person(200, -60, 1.3, { body: P.amber, head: skin[2], hair: hairs[1] })
  )
  // Two rows of the audience seen from behind, each with its bench in front.
  const rows = [
    {
      xs: [-250, -130, -10, 110, 230],
      y: 110,
      scale: 1.1,
      suit: 2,
      hair: 0,
      bench: [170, 14],
    },
    {
      xs: [-190, -70, 50, 170],
      y: 200,
      scale: 1.4,
      suit: 4,
      hair: 2,
      bench: [280, 16],
    },
  ]
  for (const row of rows) {
    row.xs.forEach((x, i) =>
      out.push(
        personBack(
          x,
          row.y,
          row.scale,
          suits[(i + row.suit) % suits.length],
          hairs[(i + row.hair) % hairs.length]
        )
      )
    )
    const [y, height] = row.bench
    out.push(rect(-320, y, 640, height, { rx: 6, fill: P.slate2 }))
  }
  return stage(ctx, wide, out, { accent: P.teal })
}

export function negotiation(ctx, wide) {
  return stage(
    ctx,
    wide,
    [
      documentSheet(ctx, -300, -250, 220, 290, { rot: -10, header: P.teal }),
      documentSheet(ctx, 80, -250, 220, 290, { rot: 10, header: P.amber }),
      handshake(ctx, 0, 60, 1.2),
    ],
    { accent: P.blue2 }
  )
}

export function localContent(ctx, wide) {
  const tree = (x, y, s) =>
    g([
      rect(x - 4 * s, y - 30 * s, 8 * s, 30 * s, { fill: "#7a5a3a" }),
      circle(x, y - 44 * s, 24 * s, { fill: "#3f8a7a" }),
      circle(x - 8 * s, y - 50 * s, 10 * s, { fill: "#5aa38f" }),
    ])
  return stage(
    ctx,
    wide,
    [
      ellipse(0, 140, 330, 120, { fill: shade(ctx, "#4f8f86") }),
      ellipse(0, 130, 320, 110, { fill: "#6aa99a" }),
      house(-240, 150, 90, 70, P.mist, P.teal),
      house(-130, 110, 80, 64, P.amberPale, P.navy2),
      tree(-30, 120, 1.2),
      g(
        [
          rect(30, 40, 160, 110, { fill: P.grey }),
          rect(30, 40, 160, 10, { fill: P.white }),
          ...Array.from({ length: 4 }, (_, i) =>
            rect(44 + i * 36, 70, 22, 40, { fill: P.sky })
          ),
          rect(150, -40, 22, 80, { fill: P.slate2 }),
          rect(150, -40, 22, 8, { fill: P.amber }),
        ],
        { transform: "translate(40 20)" }
      ),
      house(120, 230, 80, 60, P.white, P.amber),
      tree(-200, 240, 1),
      tree(260, 150, 0.9),
      person(-60, 190, 0.9, { body: P.teal, head: skin[3], hair: hairs[1] }),
      person(-10, 200, 0.9, { body: P.amber, head: skin[1], hair: hairs[0] }),
      person(40, 200, 0.8, { body: P.blue2, head: skin[2], hair: hairs[4] }),
      mapPin(ctx, -20, -60, 1.4),
    ],
    { accent: P.teal }
  )
}
