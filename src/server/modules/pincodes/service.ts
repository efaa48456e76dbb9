import { readFileSync } from "node:fs";
import { isDelhiNcr } from "~/shared/india";
import type { PincodePlace } from "~/shared/schemas/pincode";

// The offline pincode directory (docs/decisions/015-pincode-directory.md): built from GeoNames'
// table by scripts/pincodes/build-directory.ts, read from disk once, on first use, and kept in
// memory. A look-up never leaves the process.

type DirectoryFile = { states: string[]; districts: [district: string, state: number, city: string | 0, pincodes: string][] };

let directory: Map<string, PincodePlace> | undefined;

function loadDirectory(): Map<string, PincodePlace> {
  const file = JSON.parse(readFileSync(new URL("./pincode-directory.json", import.meta.url), "utf8")) as DirectoryFile;
  const places = new Map<string, PincodePlace>();
  for (const [district, stateIndex, city, deltas] of file.districts) {
    const state = file.states[stateIndex]!;
    const place = { district, state, city: city === 0 ? district : city, delhiNcr: isDelhiNcr({ state, district }) };
    let pincode = 0;
    for (const delta of deltas.split(" ")) {
      pincode += Number(delta);
      places.set(String(pincode), { pincode: String(pincode), ...place });
    }
  }
  return places;
}

/** Where a pincode is (district, state, a city to suggest, Delhi-NCR or not), or undefined for one India Post does not use. */
export function lookUpPincode(pincode: string): PincodePlace | undefined {
  directory ??= loadDirectory();
  return directory.get(pincode);
}
