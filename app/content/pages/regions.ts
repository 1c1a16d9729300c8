// Region data for the regional page families (regional.ts). The facts here feed the
// ProfessionalService JSON-LD (areaServed) and the short, region-level blocks of every page;
// the long copy of each page is written per family and region in regional.ts.

import type { Feature, RegionFacts } from "../types";

export const REGION_SLUGS = [
  "california",
  "florida",
  "illinois",
  "new-york",
  "texas",
  "karnataka-india",
  "maharashtra-india",
  "tamil-nadu-india",
] as const;
export type RegionSlug = (typeof REGION_SLUGS)[number];

export interface RegionProfile {
  slug: RegionSlug;
  country: "US" | "IN";
  /** Name, cities, time zones and industries: rendered and used for JSON-LD (with `country`). */
  facts: Omit<RegionFacts, "country">;
  /** The name used in titles and keywords: "California", "Tamil Nadu". */
  shortName: string;
  /** The two or three metros a visitor searches for. */
  hubs: string[];
  /** Laws, rules and frameworks that shape IT work there. */
  regulations: string[];
  /** Local events that a continuity plan has to survive. */
  continuityRisks: string[];
  /** One stat shown on each of the region's pages. */
  stat: { value: string; label: string };
  /** One "included" item about the region; 20 words or fewer, shared by its five pages. */
  localFeature: Feature;
  /** Spec slugs outside the regional families that suit this region. */
  relatedServices: string[];
}

export const REGIONS: Record<RegionSlug, RegionProfile> = {
  california: {
    slug: "california",
    country: "US",
    facts: {
      name: "California",
      areaServed: [
        "Los Angeles",
        "San Francisco Bay Area",
        "San Jose",
        "San Diego",
        "Sacramento",
        "Orange County",
        "Fresno",
        "Inland Empire",
      ],
      timeZones: ["Pacific Time (PT, UTC−8 / UTC−7)"],
      industries: [
        "Software and SaaS",
        "Media and entertainment",
        "Biotech and life sciences",
        "Logistics and ports",
        "Agriculture and food processing",
        "Professional services",
      ],
    },
    shortName: "California",
    hubs: ["Los Angeles", "San Francisco", "San Diego"],
    regulations: ["CCPA/CPRA", "HIPAA", "California breach-notification law (Civ. Code 1798.82)"],
    continuityRisks: ["Public Safety Power Shutoffs", "wildfire smoke closures", "earthquakes"],
    stat: { value: "PT + IST", label: "US day shift and India night shift on one queue" },
    localFeature: {
      icon: "lock",
      title: "CCPA/CPRA-aware handling",
      body: "Access requests, deletion tickets and vendor records handled so your privacy team can evidence them.",
    },
    relatedServices: ["24-7-helpdesk", "cloud-migration", "it-security"],
  },
  florida: {
    slug: "florida",
    country: "US",
    facts: {
      name: "Florida",
      areaServed: [
        "Miami",
        "Fort Lauderdale",
        "West Palm Beach",
        "Orlando",
        "Tampa",
        "St. Petersburg",
        "Jacksonville",
        "Tallahassee",
      ],
      timeZones: ["Eastern Time (ET, UTC−5 / UTC−4)", "Central Time in the western Panhandle"],
      industries: [
        "Healthcare and senior care",
        "Hospitality and tourism",
        "Financial services",
        "Real estate and construction",
        "Aerospace and defence suppliers",
        "Logistics and trade",
      ],
    },
    shortName: "Florida",
    hubs: ["Miami", "Orlando", "Tampa"],
    regulations: ["Florida Information Protection Act (FIPA)", "HIPAA", "PCI DSS"],
    continuityRisks: [
      "hurricane season (June 1 – November 30)",
      "storm surge flooding",
      "extended power loss",
    ],
    stat: { value: "Jun–Nov", label: "Hurricane-season runbooks reviewed every spring" },
    localFeature: {
      icon: "life-buoy",
      title: "Hurricane-season readiness",
      body: "Pre-storm checklists, off-site backups and remote-work drills reviewed before June 1 each year.",
    },
    relatedServices: ["data-backup-recovery", "24-7-helpdesk", "cloud-services"],
  },
  illinois: {
    slug: "illinois",
    country: "US",
    facts: {
      name: "Illinois",
      areaServed: [
        "Chicago",
        "Naperville",
        "Aurora",
        "Schaumburg",
        "Oak Brook",
        "Rockford",
        "Peoria",
        "Springfield",
        "Champaign–Urbana",
      ],
      timeZones: ["Central Time (CT, UTC−6 / UTC−5)"],
      industries: [
        "Trading, banking and insurance",
        "Manufacturing",
        "Freight, rail and logistics",
        "Healthcare",
        "Agribusiness",
        "Legal and accounting firms",
      ],
    },
    shortName: "Illinois",
    hubs: ["Chicago", "Naperville", "Schaumburg"],
    regulations: [
      "Biometric Information Privacy Act (BIPA)",
      "Personal Information Protection Act (PIPA)",
      "HIPAA",
    ],
    continuityRisks: [
      "winter storms and polar-vortex cold",
      "summer derechos",
      "commuter disruption",
    ],
    stat: { value: "Central", label: "Time-zone SLAs for Chicago and downstate sites" },
    localFeature: {
      icon: "user-check",
      title: "BIPA-conscious device handling",
      body: "Fingerprint time clocks and face unlock inventoried, with consent and retention records your counsel can check.",
    },
    relatedServices: ["it-security", "network-management", "24-7-noc-soc"],
  },
  "new-york": {
    slug: "new-york",
    country: "US",
    facts: {
      name: "New York",
      areaServed: [
        "Manhattan",
        "Brooklyn",
        "Queens",
        "Long Island",
        "Westchester",
        "Albany",
        "Rochester",
        "Buffalo",
        "Syracuse",
      ],
      timeZones: ["Eastern Time (ET, UTC−5 / UTC−4)"],
      industries: [
        "Banking, insurance and asset management",
        "Law firms",
        "Media, publishing and advertising",
        "Healthcare",
        "Real estate",
        "Non-profits",
      ],
    },
    shortName: "New York",
    hubs: ["New York City", "Long Island", "Albany"],
    regulations: ["NYDFS 23 NYCRR Part 500", "NY SHIELD Act", "HIPAA"],
    continuityRisks: [
      "nor'easters",
      "coastal flooding",
      "building-wide outages in multi-tenant towers",
    ],
    stat: { value: "Part 500", label: "Evidence kept for NYDFS certifications due April 15" },
    localFeature: {
      icon: "clipboard-check",
      title: "NYDFS and SHIELD evidence",
      body: "MFA coverage, asset inventory and access reviews exported each quarter for your compliance file.",
    },
    relatedServices: ["it-security", "managed-security-services", "24-7-noc-soc"],
  },
  texas: {
    slug: "texas",
    country: "US",
    facts: {
      name: "Texas",
      areaServed: [
        "Houston",
        "Dallas–Fort Worth",
        "Austin",
        "San Antonio",
        "Plano",
        "Irving",
        "The Woodlands",
        "El Paso",
      ],
      timeZones: ["Central Time (CT, UTC−6 / UTC−5)", "Mountain Time in El Paso"],
      industries: [
        "Energy, oil and gas",
        "Healthcare and life sciences",
        "Software and semiconductors",
        "Logistics and distribution",
        "Construction and engineering",
        "Financial services",
      ],
    },
    shortName: "Texas",
    hubs: ["Houston", "Dallas", "Austin"],
    regulations: [
      "Texas Data Privacy and Security Act (TDPSA)",
      "Texas breach-notification law",
      "HIPAA",
    ],
    continuityRisks: ["ERCOT grid emergencies", "Gulf Coast hurricanes", "winter freezes"],
    stat: { value: "ERCOT", label: "Grid-emergency runbook kept for each client site" },
    localFeature: {
      icon: "zap",
      title: "Grid-event runbooks",
      body: "UPS runtime, generator transfer and graceful-shutdown order documented for ERCOT conservation calls and outages.",
    },
    relatedServices: ["data-backup-recovery", "network-management", "managed-network-services"],
  },
  "karnataka-india": {
    slug: "karnataka-india",
    country: "IN",
    facts: {
      name: "Karnataka, India",
      areaServed: [
        "Bengaluru",
        "Whitefield",
        "Electronic City",
        "Mysuru",
        "Mangaluru",
        "Hubballi–Dharwad",
        "Belagavi",
      ],
      timeZones: ["India Standard Time (IST, UTC+5:30)"],
      industries: [
        "SaaS and product companies",
        "Global capability centres (GCCs)",
        "Semiconductor and electronics design",
        "Biotech",
        "Aerospace engineering",
        "Fintech",
      ],
    },
    shortName: "Karnataka",
    hubs: ["Bengaluru", "Mysuru", "Mangaluru"],
    regulations: [
      "DPDP Act, 2023",
      "CERT-In directions (6-hour incident reporting)",
      "ISO/IEC 27001",
    ],
    continuityRisks: [
      "monsoon waterlogging",
      "commute gridlock on the Outer Ring Road",
      "ISP last-mile outages",
    ],
    stat: { value: "IST + US", label: "India day cover plus evening shifts for US hours" },
    localFeature: {
      icon: "shield-check",
      title: "CERT-In-ready logging",
      body: "Logs kept 180 days and clocks synced to NIC or NPL time, so six-hour reports are possible.",
    },
    relatedServices: [
      "outsourcing-to-india",
      "it-outsourcing-india",
      "software-development-outsourcing-india",
    ],
  },
  "maharashtra-india": {
    slug: "maharashtra-india",
    country: "IN",
    facts: {
      name: "Maharashtra, India",
      areaServed: [
        "Mumbai",
        "Navi Mumbai",
        "Thane",
        "Pune",
        "Nagpur",
        "Nashik",
        "Chhatrapati Sambhajinagar",
      ],
      timeZones: ["India Standard Time (IST, UTC+5:30)"],
      industries: [
        "Banking, insurance and capital markets",
        "Automotive and engineering (Pune, Chakan)",
        "Media and entertainment",
        "Data centres",
        "Pharmaceuticals",
        "IT services and GCCs",
      ],
    },
    shortName: "Maharashtra",
    hubs: ["Mumbai", "Pune", "Navi Mumbai"],
    regulations: [
      "RBI IT governance directions",
      "SEBI CSCRF",
      "DPDP Act, 2023",
      "CERT-In directions",
    ],
    continuityRisks: [
      "Mumbai monsoon flooding",
      "suburban rail disruption",
      "power cuts in industrial belts",
    ],
    stat: { value: "BFSI", label: "Controls mapped to RBI and SEBI expectations" },
    localFeature: {
      icon: "building-2",
      title: "BFSI-grade controls",
      body: "Privileged access, change records and log retention arranged the way RBI and SEBI auditors ask for them.",
    },
    relatedServices: [
      "msp-outsourcing-mumbai-india",
      "outsourcing-to-india",
      "cybersecurity-outsourcing-india",
    ],
  },
  "tamil-nadu-india": {
    slug: "tamil-nadu-india",
    country: "IN",
    facts: {
      name: "Tamil Nadu, India",
      areaServed: [
        "Chennai",
        "Sriperumbudur",
        "Oragadam",
        "Coimbatore",
        "Hosur",
        "Madurai",
        "Tiruchirappalli",
        "Tiruppur",
      ],
      timeZones: ["India Standard Time (IST, UTC+5:30)"],
      industries: [
        "Automotive and auto components",
        "Electronics manufacturing",
        "BPO and KPO",
        "SaaS",
        "Textiles and apparel",
        "Healthcare",
      ],
    },
    shortName: "Tamil Nadu",
    hubs: ["Chennai", "Coimbatore", "Hosur"],
    regulations: ["DPDP Act, 2023", "CERT-In directions", "IATF 16949 and TISAX supplier audits"],
    continuityRisks: [
      "northeast monsoon (October – December)",
      "cyclones on the Coromandel coast",
      "plant power dips",
    ],
    stat: { value: "Oct–Dec", label: "Cyclone-season plans tested before the northeast monsoon" },
    localFeature: {
      icon: "cpu",
      title: "Plant-floor awareness",
      body: "Shop-floor PCs, HMIs and MES links kept apart from office networks, with change windows around shifts.",
    },
    relatedServices: [
      "outsourcing-to-india",
      "helpdesk-outsourcing-india",
      "it-infrastructure-outsourcing-india",
    ],
  },
};
