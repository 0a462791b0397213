import site from "../../content/site.json"

/**
 * Every marketing page: path, the route table's name and the headings of its key sections.
 */
export const marketingPages = [
  {
    path: "/cost-and-value-philosophy",
    name: "Cost and Value Philosophy",
    sections: [
      "Why do we need to embrace the Cost and Value Philosophy?",
      "Lower rates",
      "Efficiency & Specification",
      "What else?",
      "The ECMT",
      "Why the ECMT?",
      "Create sense of urgency",
      "Create ownership of the savings process",
      "Influence and control over commercial performance",
      "Ideal platform for cost efficiency",
      "What is the Integrated Supply Chain?",
      "The Commercial Ecosystem",
    ],
  },
  {
    path: `/the-story-of-${site.brand}`,
    name: "About Us & Themes",
    sections: [
      "Who we serve",
      "Supply Chain Resilience",
      "Cost Efficiency",
      "Energy Transition",
    ],
  },
  {
    path: "/success-formula-disruptive-and-controlled",
    name: "Capex/Opex Program",
    sections: [
      "The Road To Cost Leadership",
      "Why a program?",
      "3-Tier structure",
      "Cost and Value intelligence",
      "Bespoke",
      "Disruptive & Controlled",
      "Winners!",
    ],
  },
  {
    path: "/supply-chain-by-sla",
    name: "Supply Chain by SLA",
    sections: [
      "6 key areas",
      "Supply Chain by SLA in numbers",
      "What an SLA gives you",
      "Our services",
      `Why ${site.name}?`,
    ],
  },
  ...[
    ["/category-strategy", "Category Strategy Contract Strategy"],
    ["/post-award-contract-management", "Post Award Contract Management"],
    ["/commercial-assurance", "Commercial Assurance"],
    ["/cost-recovery", "Cost Recovery"],
    ["/tendering-outsourcing", "Tendering & Outsourcing"],
    ["/materials-management", "Materials Management"],
  ].map(([path, name]) => ({
    path,
    name,
    sections: [
      "The Result",
      "Our Scope",
      "More of our services",
      "Supply Chain by SLA Services",
      "Related articles & business cases",
    ],
  })),
  {
    path: "/codex-supply-chain",
    name: "Codex",
    sections: [
      "7 volumes",
      "Books, Portal and Expert Services",
      "Table of contents",
    ],
  },
  {
    path: "/cm-for-contract",
    name: "CM+",
    sections: [
      "Contract management",
      "Operational excellence",
      "Compliance",
      "10 chapters",
    ],
  },
  {
    path: "/skillset-development",
    name: "Academy",
    sections: [
      "Training the ECMT",
      "Integrated Supply Chain training",
      "Benefits",
      "Our speciality",
      "How we train",
      "8 courses",
    ],
  },
  {
    path: "/ai-ecosystem",
    name: "AI Ecosystem",
    sections: [
      "What the assistant does",
      "How it works",
      "Your data stays yours",
    ],
  },
  {
    path: "/faq",
    name: "Frequently Asked Questions",
    sections: ["What clients ask us most"],
  },
]
