export interface StateSeed {
  name: string;
  /** Two-letter code (vehicle-registration style, as ISO 3166-2:IN uses since 2023). */
  code: string;
  kind: "state" | "union_territory";
}

const state = (name: string, code: string): StateSeed => ({ name, code, kind: "state" });
const unionTerritory = (name: string, code: string): StateSeed => ({ name, code, kind: "union_territory" });

/** The 28 states, then the 8 union territories (cities such as Delhi and Chandigarh lie in one). */
export const STATES: readonly StateSeed[] = [
  state("Andhra Pradesh", "AP"),
  state("Arunachal Pradesh", "AR"),
  state("Assam", "AS"),
  state("Bihar", "BR"),
  state("Chhattisgarh", "CG"),
  state("Goa", "GA"),
  state("Gujarat", "GJ"),
  state("Haryana", "HR"),
  state("Himachal Pradesh", "HP"),
  state("Jharkhand", "JH"),
  state("Karnataka", "KA"),
  state("Kerala", "KL"),
  state("Madhya Pradesh", "MP"),
  state("Maharashtra", "MH"),
  state("Manipur", "MN"),
  state("Meghalaya", "ML"),
  state("Mizoram", "MZ"),
  state("Nagaland", "NL"),
  state("Odisha", "OD"),
  state("Punjab", "PB"),
  state("Rajasthan", "RJ"),
  state("Sikkim", "SK"),
  state("Tamil Nadu", "TN"),
  state("Telangana", "TS"),
  state("Tripura", "TR"),
  state("Uttar Pradesh", "UP"),
  state("Uttarakhand", "UK"),
  state("West Bengal", "WB"),
  unionTerritory("Andaman and Nicobar Islands", "AN"),
  unionTerritory("Chandigarh", "CH"),
  unionTerritory("Dadra and Nagar Haveli and Daman and Diu", "DH"),
  unionTerritory("Delhi", "DL"),
  unionTerritory("Jammu and Kashmir", "JK"),
  unionTerritory("Ladakh", "LA"),
  unionTerritory("Lakshadweep", "LD"),
  unionTerritory("Puducherry", "PY"),
];
