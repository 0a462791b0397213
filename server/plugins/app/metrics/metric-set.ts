import { Counter, Gauge, Histogram, Registry } from "prom-client"

// The metrics one app keeps (docs/operations.md 'Health and metrics'), in a Registry of its own:
// tests build many apps in one process, and prom-client's default registry would mix them. The
// counters and histograms count events as they happen; the gauges that describe the database
// (the outbox's depth) or another part's state (backups, the live build) are read when Prometheus
// scrapes, through the `collect` functions the plugin (metrics.ts) gives them.

// How a gauge is read at scrape time.
type Collect = (gauge: Gauge<string>) => Promise<void>

export interface Collectors {
  database: Collect
  outbox: Collect
  site: Collect
  backupSuccess: Collect
  backupFailures: Collect
}

// Seconds: a page or an API answer takes milliseconds, an upload or a slow export seconds.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
// A site build takes from seconds (a hook) to minutes (gatsby build on a cold cache).
const BUILD_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1200]

// long: the list of the metrics, each a few lines
export function createMetricSet(collect: Collectors) {
  const registry = new Registry()
  const registers = [registry]
  const gauge = (name: string, help: string, labels: string[], fn: Collect) =>
    new Gauge({
      name,
      help,
      labelNames: labels,
      registers,
      async collect() {
        await fn(this)
      },
    })
  // Every label's values come from a fixed list in the code, never from a request: a URL's ids
  // would make a new series for every record.
  const http = ["method", "route", "status_code"] as const
  return {
    registry,
    httpRequests: new Counter({
      name: "coreval_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status code",
      labelNames: http,
      registers,
    }),
    httpDuration: new Histogram({
      name: "coreval_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status code",
      labelNames: http,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    siteBuilds: new Counter({
      name: "coreval_site_builds_total",
      help: "Site builds finished, by outcome (success, failure)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    siteBuildDuration: new Histogram({
      name: "coreval_site_build_duration_seconds",
      help: "Time a site build took, by outcome (success, failure)",
      labelNames: ["outcome"] as const,
      buckets: BUILD_BUCKETS,
      registers,
    }),
    enquiries: new Counter({
      name: "coreval_enquiries_total",
      help: "Contact requests received, by source (session, rfq) and whether the honeypot took them for spam",
      labelNames: ["source", "spam"] as const,
      registers,
    }),
    loginRefusals: new Counter({
      name: "coreval_login_refusals_total",
      help: "Logins refused, by reason (wrong, locked, rate_limited, disabled, pending, rejected)",
      labelNames: ["reason"] as const,
      registers,
    }),
    mailSent: new Counter({
      name: "coreval_mail_sent_total",
      help: "E-mails the SMTP server accepted, by category (newsletter, enquiry, ...)",
      labelNames: ["category"] as const,
      registers,
    }),
    mailFailures: new Counter({
      name: "coreval_mail_send_failures_total",
      help: "Attempts to send an e-mail that failed (each is retried, up to 24 hours), by category",
      labelNames: ["category"] as const,
      registers,
    }),
    databaseUp: gauge(
      "coreval_database_up",
      "1 when the database answered a query within a second at scrape time, else 0",
      [],
      collect.database
    ),
    outboxMessages: gauge(
      "coreval_outbox_messages",
      "E-mails in the outbox: pending (waiting or being sent) or failed (given up), by category",
      ["state", "category"],
      collect.outbox
    ),
    siteBuiltAt: gauge(
      "coreval_site_built_timestamp_seconds",
      "When the build this server serves was made (Unix time); absent while none is live",
      [],
      collect.site
    ),
    backupLastSuccess: gauge(
      "coreval_backup_last_success_timestamp_seconds",
      "When the last daily backup succeeded (Unix time, 0 if none yet); absent without BACKUP_DIR",
      [],
      collect.backupSuccess
    ),
    backupFailures: gauge(
      "coreval_backup_failures",
      "Daily backups that failed since the server started; absent without BACKUP_DIR",
      [],
      collect.backupFailures
    ),
  }
}

export type MetricSet = ReturnType<typeof createMetricSet>
