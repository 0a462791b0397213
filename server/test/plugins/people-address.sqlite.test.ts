import { addressIn } from "../../plugins/app/people/people-repository"

// The exact match of an address inside a text (an invitation naming who sent it), on generated
// addresses: it finds the address in any case and between any punctuation, and never inside a
// longer address, one char more or less on either side of the @. Pure, so SQLite's run is enough.

// A small seeded generator (mulberry32), so a failure repeats.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const next = random(42)
const pick = <T>(items: readonly T[]) =>
  items[Math.floor(next() * items.length)]
const word = (chars: string, min: number, max: number) =>
  Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () =>
    pick([...chars])
  ).join("")

const LOCAL = "abcdefghijklmnopqrstuvwxyz0123456789"
const address = () =>
  `${word(LOCAL, 1, 4)}${pick(["", ".", "+", "_", "-"])}${word(LOCAL, 1, 4)}@${word(LOCAL, 1, 6)}.${word("abcdefghijklmnopqrstuvwxyz", 2, 4)}`

// Someone else: the address with a char more or less at either end of either part.
function neighbour(email: string) {
  const [local, domain] = email.split("@")
  const char = pick([...LOCAL])
  return pick([
    `${char}${local}@${domain}`,
    `${pick([".", "-", "_", "+"])}${local}@${domain}`,
    `${local}${char}@${domain}`,
    `${local.slice(1) || char}@${domain}`,
    `${local}@${char}${domain}`,
    `${local}@${domain}${char}`,
    `${local}@${domain}.${word("abcdefghijklmnopqrstuvwxyz", 2, 3)}`,
    `${local}@${domain.slice(0, -1)}`,
    `${local}@sub.${domain}`,
  ])
}

const anyCase = (text: string) =>
  [...text].map((c) => (next() < 0.5 ? c.toUpperCase() : c)).join("")

it("finds an address exactly, never inside a longer or as a shorter one", () => {
  for (let i = 0; i < 300; i++) {
    const email = address()
    const other = neighbour(email)
    if (other.toLowerCase() === email.toLowerCase()) continue
    const same = anyCase(email)
    const [open, close] = pick([
      ["", ""],
      ['"', '"'],
      ["<", ">"],
      ["(", ")"],
      ["", "."],
      ["", ","],
      ["mailto:", ""],
    ])
    const text = `${other} wrote to ${open}${same}${close} and ${anyCase(other)}`
    expect({ email, other, matches: addressIn(email).test(other) }).toEqual({
      email,
      other,
      matches: false,
    })
    expect(text.replace(addressIn(email), "erased")).toBe(
      `${other} wrote to ${open}erased${close} and ${text.slice(text.lastIndexOf(" ") + 1)}`
    )
  }
})
