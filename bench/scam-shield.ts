// The scam shield (domain/shared/scam-rules.ts) on 2,000 characters (a message's limit), 100 kB and 1 MB of hostile
// and random text: the median and best of a few runs, in ms. Issue 25 §1's budgets: ≤ 1 ms on 2,000 characters,
// ≤ 20 ms on 100 kB. Figures, not a test (domain/chat/scam-shield-budget.test.ts holds the budgets).
// Usage: npm run bench:scam-shield [-- --seed 25] [--runs 9]
import { loadavg } from "node:os";
import { scamWarnings } from "~/domain/shared/scam-rules";
import { hostileStrings, randomText } from "~/tests/support/hostile-strings";
import { percentile } from "./bench-support";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const seed = arg("seed", 25);
const runs = arg("runs", 9);

const ORDINARY =
  "Is it still available? Can I come to see it on Saturday at 5 pm? kya ye abhi bhi available hai? ";
const SIZES = [
  { label: "2,000 chars", length: 2_000, budget: 1 },
  { label: "100 kB", length: 100_000, budget: 20 },
  { label: "1 MB", length: 1_000_000, budget: undefined },
];

function timings(text: string): number[] {
  scamWarnings(text);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    scamWarnings(text);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

console.log(`scam shield: seed ${seed}, ${runs} runs each, load ${loadavg()[0]?.toFixed(1)}`);
for (const { label, length, budget } of SIZES) {
  const texts = [
    { name: "ordinary chat", text: ORDINARY.repeat(Math.ceil(length / ORDINARY.length)).slice(0, length) },
    ...hostileStrings(length, seed),
    { name: `random (seed ${seed + 1})`, text: randomText(length, seed + 1) },
  ];
  console.log(`\n${label}${budget ? ` (budget ${budget} ms)` : ""}`);
  console.log(`${"text".padEnd(32)} ${"median ms".padStart(10)} ${"best ms".padStart(9)}`);
  let worst = 0;
  for (const { name, text } of texts) {
    const times = timings(text);
    const median = percentile(times, 50);
    worst = Math.max(worst, times[0] ?? 0);
    console.log(
      `${name.padEnd(32)} ${median.toFixed(3).padStart(10)} ${(times[0] ?? 0).toFixed(3).padStart(9)}`,
    );
  }
  console.log(
    `worst best-of-${runs}: ${worst.toFixed(3)} ms${budget ? (worst <= budget ? " (within budget)" : " (OVER BUDGET)") : ""}`,
  );
}
