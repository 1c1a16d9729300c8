import { STATIC_PAGE } from "~/lib/route-handle";
import type { Route } from "./+types/home";

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Managed IT Services, NOC/SOC and MSP Support" },
  {
    name: "description",
    content:
      "24/7 helpdesk, NOC and SOC, migrations, security and ConnectWise support for businesses and MSPs.",
  },
];

export default function Home() {
  return (
    <main id="home" className="mx-auto max-w-5xl px-6 py-24">
      <h1 data-eid="hero.title" className="text-4xl font-semibold tracking-tight text-navy-900">
        Managed IT services that keep your business running
      </h1>
      <p data-eid="hero.subtitle" className="mt-4 max-w-2xl text-lg text-slate-600">
        Round-the-clock helpdesk, network and security operations, migrations and ConnectWise
        expertise for growing businesses and the MSPs that serve them.
      </p>
    </main>
  );
}
