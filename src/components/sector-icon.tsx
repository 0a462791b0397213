import * as React from "react"
import { Atom, Factory, FlaskConical, Fuel, Radiation, Ship, Sun, Waves, Wind, Zap, type LucideIcon } from "./icons"

// Content names an icon by key (content/data/sectors.json); code maps the key to a drawing.
const icons: Record<string, LucideIcon> = {
  oil: Fuel,
  refinery: Factory,
  lng: Ship,
  power: Zap,
  water: Waves,
  nuclear: Radiation,
  solar: Sun,
  wind: Wind,
  hydrogen: FlaskConical,
}

export function SectorIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Atom
  return <Icon aria-hidden className={className} strokeWidth={1.75} />
}
