// Oil, gas and power structures. Each draws in its own local units with the
// origin on the ground/waterline and y growing downwards, so scenes place and
// scale them freely. `t` is a tone() palette: far copies pass a hazier one.
import {
  palette as P,
  rect,
  circle,
  ellipse,
  path,
  line,
  poly,
  g,
} from "./core.mjs"

// The cabins of rigs, platforms and vessels (quarters, bridge, doghouse): grey, white-roofed,
// dark-windowed.
const cabin = (t, x, y, w, h, layout) =>
  block(x, y, w, h, { face: t.grey, top: P.white, windows: t.navy2, ...layout })

// Open lattice between two tapered rails, as on derricks, booms and pylons.
export function lattice(x0a, x0b, y0, x1a, x1b, y1, bays, stroke, width = 2) {
  const out = [
    line(x0a, y0, x1a, y1, { stroke, strokeWidth: width * 1.8 }),
    line(x0b, y0, x1b, y1, { stroke, strokeWidth: width * 1.8 }),
  ]
  for (let i = 0; i < bays; i++) {
    const f0 = i / bays
    const f1 = (i + 1) / bays
    const lerp = (a, b, f) => a + (b - a) * f
    const [ya, yb] = [lerp(y0, y1, f0), lerp(y0, y1, f1)]
    const [la, ra] = [lerp(x0a, x1a, f0), lerp(x0b, x1b, f0)]
    const [lb, rb] = [lerp(x0a, x1a, f1), lerp(x0b, x1b, f1)]
    out.push(line(la, ya, ra, ya, { stroke, strokeWidth: width }))
    out.push(line(la, ya, rb, yb, { stroke, strokeWidth: width * 0.8 }))
    out.push(line(ra, ya, lb, yb, { stroke, strokeWidth: width * 0.8 }))
  }
  return g(out, { strokeLinecap: "round" })
}

// Lattice along an arbitrary segment (booms, crane jibs).
export function boom(ax, ay, bx, by, depthA, depthB, bays, stroke, width = 2) {
  const ang = Math.atan2(by - ay, bx - ax)
  const nx = -Math.sin(ang)
  const ny = Math.cos(ang)
  const a1 = [ax + nx * depthA, ay + ny * depthA]
  const b1 = [bx + nx * depthB, by + ny * depthB]
  const out = [
    line(ax, ay, bx, by, { stroke, strokeWidth: width * 1.7 }),
    line(a1[0], a1[1], b1[0], b1[1], { stroke, strokeWidth: width * 1.7 }),
  ]
  for (let i = 0; i <= bays; i++) {
    const f = i / bays
    const p = [ax + (bx - ax) * f, ay + (by - ay) * f]
    const q = [a1[0] + (b1[0] - a1[0]) * f, a1[1] + (b1[1] - a1[1]) * f]
    out.push(line(p[0], p[1], q[0], q[1], { stroke, strokeWidth: width }))
    if (i < bays) {
      const f2 = (i + 1) / bays
      const q2 = [a1[0] + (b1[0] - a1[0]) * f2, a1[1] + (b1[1] - a1[1]) * f2]
      out.push(
        line(p[0], p[1], q2[0], q2[1], { stroke, strokeWidth: width * 0.8 })
      )
    }
  }
  return g(out, { strokeLinecap: "round" })
}

export function flame(ctx, x, y, size) {
  const halo = ctx.radial([
    [0, P.amber2, 0.7],
    [0.3, P.amber, 0.25],
    [1, P.amber, 0],
  ])
  const s = size
  return g([
    circle(x, y - s * 0.8, s * 4.5, { fill: halo }),
    path(
      `M${x},${y} c${-s * 0.7},${-s * 0.3} ${-s * 0.8},${-s * 1.1} ${-s * 0.1},${-s * 2.2} c${s * 0.1},${s * 0.6} ${s * 0.5},${s * 0.6} ${s * 0.55},${s * 0.1} c${s * 0.5},${s * 0.6} ${s * 0.6},${s * 1.6} ${-s * 0.45},${s * 2.1} Z`,
      {
        fill: P.orange,
      }
    ),
    path(
      `M${x},${y} c${-s * 0.4},${-s * 0.2} ${-s * 0.45},${-s * 0.7} ${-s * 0.05},${-s * 1.3} c${s * 0.35},${s * 0.4} ${s * 0.45},${s * 0.9} ${s * 0.05},${s * 1.3} Z`,
      {
        fill: P.amber2,
      }
    ),
  ])
}

// Windowed block with a lit face and a shaded side, the basic module of plants and decks.
export function block(
  x,
  y,
  w,
  h,
  { face, side, top, windows, rows = 2, cols, sideW = 0 } = {}
) {
  const out = [rect(x, y, w, h, { fill: face })]
  if (sideW)
    out.push(
      poly(
        [
          [x + w, y],
          [x + w + sideW, y - sideW * 0.5],
          [x + w + sideW, y + h - sideW * 0.5],
          [x + w, y + h],
        ],
        { fill: side }
      )
    )
  if (top) out.push(rect(x, y, w, Math.min(4, h * 0.12), { fill: top }))
  if (windows) {
    const c = cols ?? Math.max(2, Math.floor(w / 14))
    const pad = w * 0.08
    const cw = (w - pad * 2) / c
    for (let r = 0; r < rows; r++) {
      const wy = y + h * 0.22 + r * ((h * 0.62) / rows)
      for (let i = 0; i < c; i++)
        out.push(
          rect(
            x + pad + i * cw + cw * 0.18,
            wy,
            cw * 0.64,
            ((h * 0.62) / rows) * 0.5,
            { fill: windows }
          )
        )
    }
  }
  return g(out)
}

export function offshorePlatform(
  ctx,
  t,
  { rim = P.amber, lights = true } = {}
) {
  const s = t.navy
  const out = []
  // Jacket: back legs first, slightly darker, then front legs with X-bracing.
  out.push(lattice(-124, 124, 12, -92, 92, -122, 4, t.mix(P.navyDeep), 3))
  out.push(lattice(-164, 164, 12, -118, 118, -122, 4, s, 3.5))
  for (const x of [-164, -124, 124, 164])
    out.push(
      ellipse(x, 10, 16, 3, { fill: P.white, opacity: 0.25 * (1 - t.depth) })
    )
  out.push(rect(-190, -137, 380, 16, { fill: t.navy2 }))
  // Process level between cellar and main deck.
  const mods = [
    [-180, 60, t.slate2],
    [-116, 70, t.blue],
    [-42, 56, t.navy2],
    [18, 80, t.slate2],
    [102, 76, t.blue],
  ]
  for (const [x, w, c] of mods)
    out.push(
      block(x, -176, w - 6, 40, {
        face: c,
        top: t.slate,
        windows: t.mix(P.navyDeep),
        rows: 1,
      })
    )
  for (let i = 0; i < 4; i++)
    out.push(
      line(-180, -150 - i * 6, 178, -150 - i * 6, {
        stroke: t.grey2,
        strokeWidth: 1.2,
        opacity: 0.35,
      })
    )
  out.push(
    rect(-205, -192, 410, 16, { fill: t.navy2 }),
    rect(-205, -192, 410, 3, { fill: t.slate })
  )
  // Main deck modules, accommodation with helideck on the right.
  out.push(block(-120, -232, 88, 40, { face: t.slate2, top: t.grey2 }))
  out.push(
    block(-28, -250, 70, 58, {
      face: t.blue,
      top: t.sky,
      windows: t.navy,
      rows: 2,
    })
  )
  out.push(
    rect(6, -292, 8, 44, { fill: t.grey2 }),
    rect(22, -282, 8, 34, { fill: t.grey2 })
  )
  out.push(cabin(t, 70, -300, 118, 108, { rows: 4 }))
  out.push(
    rect(184, -300, 4, 108, { fill: rim, opacity: 0.65 * (1 - t.depth) })
  )
  out.push(
    poly(
      [
        [60, -312],
        [214, -312],
        [206, -304],
        [68, -304],
      ],
      { fill: t.navy2 }
    )
  )
  out.push(
    line(70, -304, 40, -284, { stroke: t.navy2, strokeWidth: 3 }),
    line(200, -304, 188, -284, { stroke: t.navy2, strokeWidth: 3 })
  )
  out.push(
    ellipse(137, -312, 44, 3, { fill: P.amber2, opacity: 0.8 * (1 - t.depth) })
  )
  // Drill floor and derrick.
  out.push(block(-112, -262, 84, 30, { face: t.navy2, top: t.slate }))
  out.push(lattice(-104, -36, -262, -78, -62, -420, 8, t.navy, 2.2))
  out.push(rect(-84, -428, 28, 10, { fill: t.navy }))
  // Flare boom out to the left with its flame.
  out.push(boom(-200, -188, -330, -338, 14, 6, 7, t.navy2, 2))
  out.push(rect(-336, -350, 10, 14, { fill: t.navy }))
  out.push(flame(ctx, -331, -352, 22 * (1 - t.depth * 0.4)))
  // Pedestal crane resting its jib.
  out.push(
    rect(-172, -232, 16, 40, { fill: t.navy2 }),
    rect(-178, -246, 28, 16, { fill: t.amber })
  )
  out.push(boom(-158, -242, -196, -330, 8, 3, 5, t.navy, 1.6))
  if (lights) {
    for (let i = 0; i < 9; i++)
      out.push(
        circle(-190 + i * 46, -186, 2.2, {
          fill: P.amber2,
          opacity: 0.9 * (1 - t.depth),
        })
      )
    out.push(circle(-70, -432, 3, { fill: "#ff6b4a", opacity: 1 - t.depth }))
  }
  return g(out)
}

export function supplyVessel(ctx, t, { cargo = true } = {}) {
  const out = []
  out.push(
    poly(
      [
        [-160, -26],
        [96, -26],
        [104, -44],
        [160, -48],
        [150, -14],
        [128, 8],
        [-154, 8],
      ],
      { fill: t.blue2 }
    )
  )
  out.push(
    poly(
      [
        [-154, 0],
        [138, 0],
        [128, 8],
        [-154, 8],
      ],
      { fill: t.navyDeep }
    )
  )
  out.push(rect(-160, -30, 256, 4, { fill: t.grey }))
  out.push(cabin(t, 56, -72, 70, 46, { rows: 2 }))
  out.push(block(66, -98, 56, 26, { face: t.mist, top: P.white }))
  out.push(rect(70, -92, 50, 9, { fill: t.navy }))
  out.push(
    rect(92, -128, 3, 30, { fill: t.grey2 }),
    line(80, -118, 108, -118, { stroke: t.grey2, strokeWidth: 2 })
  )
  out.push(
    rect(40, -60, 14, 34, { fill: t.amber }),
    rect(40, -60, 14, 5, { fill: t.navy })
  )
  if (cargo) {
    out.push(
      rect(-140, -46, 60, 16, { fill: t.teal }),
      rect(-74, -44, 46, 14, { fill: t.amber }),
      rect(-22, -42, 50, 12, { fill: t.slate })
    )
    for (let i = 0; i < 4; i++)
      out.push(
        line(-140 + i * 15, -46, -140 + i * 15, -30, {
          stroke: t.navy,
          strokeWidth: 1,
          opacity: 0.4,
        })
      )
  }
  // Wake from the stern.
  for (let i = 0; i < 5; i++)
    out.push(
      line(-160 - i * 30, 6 + i * 2, -160 - i * 30 - 60 - i * 20, 6 + i * 3, {
        stroke: P.white,
        strokeWidth: 2,
        opacity: 0.35 - i * 0.06,
        strokeLinecap: "round",
      })
    )
  return g(out)
}

// Beam pump: walking beam on a Samson post, horsehead over the wellhead.
export function pumpJack(t, { tilt = 0 } = {}) {
  const out = []
  out.push(
    rect(-120, -10, 226, 10, { fill: t.navy2 }),
    rect(-120, -10, 226, 2, { fill: t.slate })
  )
  out.push(
    poly(
      [
        [-14, -10],
        [-4, -10],
        [12, -104],
        [6, -104],
      ],
      { fill: t.blue }
    )
  )
  out.push(
    poly(
      [
        [34, -10],
        [44, -10],
        [16, -104],
        [10, -104],
      ],
      { fill: t.navy2 }
    )
  )
  out.push(
    rect(-108, -28, 12, 18, { fill: t.slate2 }),
    rect(-112, -32, 20, 6, { fill: t.navy2 })
  )
  // The beam assembly rotates around the post top so each jack sits mid-stroke.
  const beam = [
    rect(-84, -6, 164, 12, { fill: t.navy }),
    path(
      "M-82,-7 L-100,-11 C-124,6 -124,36 -104,52 L-90,48 C-102,32 -100,10 -82,7 Z",
      { fill: t.amber }
    ),
    rect(66, -4, 10, 50, { fill: t.navy2 }),
    circle(0, 0, 6, { fill: t.grey2 }),
  ]
  out.push(g(beam, { transform: `translate(12 -106) rotate(${tilt})` }))
  const ang = (tilt * Math.PI) / 180
  const [lx, ly] = [-112, 40]
  const hx = 12 + lx * Math.cos(ang) - ly * Math.sin(ang)
  const hy = -106 + lx * Math.sin(ang) + ly * Math.cos(ang)
  out.push(line(hx, hy, -102, -32, { stroke: t.grey2, strokeWidth: 2 }))
  out.push(rect(52, -52, 36, 42, { fill: t.slate2 }))
  out.push(
    path("M70,-40 m-30,0 a30,30 0 0 1 60,0 Z", {
      fill: t.navy2,
      transform: `rotate(${tilt * 3} 70 -40)`,
    })
  )
  return g(out)
}

// Land rig: substructure, derrick, doghouse, mud tanks and a pipe rack.
export function landRig(ctx, t, { pipes = true } = {}) {
  const out = []
  out.push(lattice(-70, 70, 0, -64, 64, -70, 2, t.navy2, 3))
  out.push(
    rect(-86, -84, 172, 14, { fill: t.navy2 }),
    rect(-86, -84, 172, 3, { fill: t.slate })
  )
  out.push(lattice(-52, 52, -84, -12, 12, -380, 10, t.navy, 2.4))
  out.push(
    rect(-20, -396, 40, 16, { fill: t.navy2 }),
    rect(-8, -380, 16, 12, { fill: t.slate2 })
  )
  out.push(
    line(0, -368, 0, -150, { stroke: t.grey2, strokeWidth: 1.5 }),
    rect(-9, -170, 18, 26, { fill: t.amber })
  )
  out.push(rect(-4, -144, 8, 60, { fill: t.slate }))
  out.push(cabin(t, 86, -128, 78, 44, { rows: 1, cols: 3 }))
  out.push(
    poly(
      [
        [-86, -84],
        [-210, -8],
        [-196, -8],
        [-80, -76],
      ],
      { fill: t.slate2 }
    )
  )
  out.push(
    block(100, -58, 120, 58, { face: t.blue, top: t.sky, sideW: 0 }),
    block(224, -46, 80, 46, { face: t.slate2, top: t.grey2 })
  )
  for (let i = 0; i < 5; i++)
    out.push(rect(106 + i * 22, -50, 14, 40, { fill: t.navy2, opacity: 0.35 }))
  if (pipes) {
    for (let r = 0; r < 4; r++)
      for (let i = 0; i < 6 - r; i++)
        out.push(
          circle(-290 + i * 13 + r * 6.5, -6 - r * 11.5, 6, {
            fill: r % 2 ? t.grey2 : t.slate,
            stroke: t.navy2,
            strokeWidth: 1,
          })
        )
    out.push(
      rect(-300, -40, 6, 40, { fill: t.navy2 }),
      rect(-208, -40, 6, 40, { fill: t.navy2 })
    )
  }
  out.push(circle(0, -400, 3.5, { fill: "#ff6b4a", opacity: 1 - t.depth }))
  return g(out)
}
