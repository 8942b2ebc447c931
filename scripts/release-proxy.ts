// The reverse proxy of the browser journeys (scripts/instance-proxy.ts), standing in for compose.yaml's
// nginx in scripts/release-check.sh: `tsx scripts/release-proxy.ts <port> <name>=<port>…`; SIGTERM stops it.
import { startInstanceProxy } from "~/scripts/instance-proxy";

const [port, ...upstreams] = process.argv.slice(2);
const proxy = await startInstanceProxy({
  port: Number(port),
  upstreams: Object.fromEntries(upstreams.map((u) => u.split("=")).map(([name, p]) => [name, Number(p)])),
  clientAddress: "203.0.113.7",
});
console.log(`proxy on ${port}`);
process.once("SIGTERM", () => void proxy.close().then(() => process.exit(0)));
