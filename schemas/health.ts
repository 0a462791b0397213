import { Type, type Static } from "@sinclair/typebox"

// What a load balancer and Prometheus read (`GET /healthz`, `GET /metrics`; docs/operations.md).

const PartState = Type.Union([Type.Literal("ok"), Type.Literal("error")])

// 200 when every part answers, 503 naming the part that does not. `builtAt` is the time of the
// build this server serves, null while none is live.
export const Health = Type.Object({
  status: PartState,
  database: PartState,
  site: Type.Object({
    builtAt: Type.Union([Type.String(), Type.Null()]),
  }),
})
export type Health = Static<typeof Health>

// Prometheus' text exposition format, as prom-client writes it.
export const MetricsText = Type.String()
