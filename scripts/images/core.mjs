// Low-level building blocks: a seeded random source, colour maths and a tiny SVG
// string builder. Everything is deterministic so `npm run images` always writes
// byte-identical files for the same script.

export const palette = {
  ink: "#050f24",
  navyDeep: "#071633",
  navy: "#0b1f44",
  navy2: "#13305f",
  blue: "#1d4a86",
  blue2: "#2b66a8",
  teal: "#0e7490",
  teal2: "#1596a8",
  aqua: "#5cc3cf",
  sky: "#8fcbe6",
  skyPale: "#d5ebf5",
  mist: "#eef3f8",
  grey: "#dde3ec",
  grey2: "#b9c4d3",
  slate: "#7d8ca4",
  slate2: "#4f6182",
  white: "#f8fafc",
  amber: "#f59e0b",
  amber2: "#fbbf24",
  amberPale: "#fde3a7",
  orange: "#ea7a14",
  ember: "#c2410c",
}

// mulberry32 seeded from a string hash: small, fast and good enough for layout jitter.
export function makeRng(seedText) {
  let h = 1779033703 ^ seedText.length
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (lo, hi) => lo + next() * (hi - lo)
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1))
  next.pick = (list) => list[Math.floor(next() * list.length)]
  next.chance = (p) => next() < p
  return next
}

const toRgb = (hex) => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = (rgb) =>
  "#" +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0")
    )
    .join("")

export const mix = (a, b, t) => {
  const [x, y] = [toRgb(a), toRgb(b)]
  return toHex(x.map((v, i) => v + (y[i] - v) * t))
}
export const lighten = (c, t) => mix(c, "#ffffff", t)
export const darken = (c, t) => mix(c, "#000000", t)

const round = (v) => (Number.isInteger(v) ? v : Math.round(v * 100) / 100)
// SVG attributes that are genuinely camelCase; every other camelCase key is
// written kebab-case so callers can say strokeWidth instead of "stroke-width".
const keepCase = new Set([
  "viewBox",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "patternTransform",
  "stdDeviation",
  "baseFrequency",
  "numOctaves",
  "preserveAspectRatio",
])
const attrs = (a = {}) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => {
      const key = keepCase.has(k)
        ? k
        : k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())
      return ` ${key}="${typeof v === "number" ? round(v) : v}"`
    })
    .join("")

export const el = (tag, a, children) =>
  children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${[children].flat(Infinity).join("")}</${tag}>`
export const g = (children, a) => el("g", a, children)
export const rect = (x, y, w, h, a) =>
  el("rect", { x, y, width: w, height: h, ...a })
export const circle = (cx, cy, r, a) => el("circle", { cx, cy, r, ...a })
export const ellipse = (cx, cy, rx, ry, a) =>
  el("ellipse", { cx, cy, rx, ry, ...a })
export const path = (d, a) => el("path", { d, ...a })
export const line = (x1, y1, x2, y2, a) => el("line", { x1, y1, x2, y2, ...a })
export const pts = (list) => list.map((p) => p.map(round).join(",")).join(" ")
export const poly = (list, a) => el("polygon", { points: pts(list), ...a })
export const polyline = (list, a) =>
  el("polyline", { points: pts(list), fill: "none", ...a })
export const place = (x, y, s = 1, children, extra = "") =>
  g(children, {
    transform: `translate(${round(x)} ${round(y)}) scale(${round(s)})${extra}`,
  })

// Smooth closed-at-the-bottom ridge through points (Catmull-Rom turned Bézier),
// used for hills, dunes and swells.
export function smoothPath(points) {
  let d = `M${round(points[0][0])},${round(points[0][1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]
    const [p1, p2] = [points[i], points[i + 1]]
    const p3 = points[Math.min(points.length - 1, i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${round(c1[0])},${round(c1[1])} ${round(c2[0])},${round(c2[1])} ${round(p2[0])},${round(p2[1])}`
  }
  return d
}

// One canvas per image: owns the <defs> so helpers can register gradients and
// filters and get back a url() to use as a fill.
export function createCanvas(w, h, seed) {
  const defs = []
  const cache = new Map()
  let n = 0
  const stopsOf = (stops) =>
    stops
      .map(([o, c, op = 1]) =>
        el("stop", {
          offset: o,
          stopColor: c,
          stopOpacity: op === 1 ? undefined : op,
        })
      )
      .join("")
  const memo = (key, make) => {
    if (!cache.has(key)) cache.set(key, make())
    return cache.get(key)
  }
  const ctx = {
    w,
    h,
    rng: makeRng(seed),
    id: (p = "d") => `${p}${n++}`,
    def: (s) => defs.push(s),
    linear: (stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) =>
      memo(`l${JSON.stringify([stops, x1, y1, x2, y2, units])}`, () => {
        const id = ctx.id("l")
        defs.push(
          el(
            "linearGradient",
            { id, x1, y1, x2, y2, gradientUnits: units },
            stopsOf(stops)
          )
        )
        return `url(#${id})`
      }),
    radial: (
      stops,
      { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}
    ) =>
      memo(
        `r${JSON.stringify([stops, cx, cy, r, fx, fy, units, transform])}`,
        () => {
          const id = ctx.id("r")
          defs.push(
            el(
              "radialGradient",
              {
                id,
                cx,
                cy,
                r,
                fx,
                fy,
                gradientUnits: units,
                gradientTransform: transform,
              },
              stopsOf(stops)
            )
          )
          return `url(#${id})`
        }
      ),
    blur: (std) =>
      memo(`b${std}`, () => {
        const id = ctx.id("f")
        defs.push(
          el(
            "filter",
            { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
            el("feGaussianBlur", { stdDeviation: std })
          )
        )
        return `url(#${id})`
      }),
    clip: (shape) => {
      const id = ctx.id("c")
      defs.push(el("clipPath", { id }, shape))
      return `url(#${id})`
    },
    render: (body) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${[body].flat(Infinity).join("")}</svg>`,
  }
  return ctx
}
