import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  bundledLogos,
  logoColour,
  packageSvg,
  prepareLogo,
  readLogoMap,
  THESVG_LICENCES,
  withBundledLogos,
} from "./bundled-logos.server";
import { readCatalogue } from "./catalogue-files.server";

const map = readLogoMap();
const { entries } = readCatalogue();
const ids = new Set(entries.map((entry) => entry.id));

/**
 * The icon as the package draws it, in the colour the site gives it, unsanitised. Its
 * `<metadata>` (drawing programs' notes, which SVG never draws) is left out here only because
 * librsvg refuses the relative namespace URIs Illustrator writes in it.
 */
function original(source: (typeof map)[string]) {
  return packageSvg(source).replace(/<metadata\b[\s\S]*?<\/metadata>/g, "");
}

function pixels(svg: string) {
  return sharp(Buffer.from(svg), { density: 288 })
    .resize(64, 64, { fit: "contain", background: "#fff0" })
    .raw()
    .toBuffer();
}

/** Each value of an attribute, as an XML parser reads it (line breaks and tabs are spaces). */
const attribute = (svg: string, name: string) =>
  [...svg.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) =>
    match[1]!.replace(/\r\n|[\t\n\r]/g, " "),
  );

describe("the logo map (content/tools/logos.json)", () => {
  it("names only tools of the bundled catalogue and icons the packages hold", () => {
    const unknownTools = Object.keys(map).filter((id) => !ids.has(id));
    const missingIcons = Object.entries(map).flatMap(([id, source]) => {
      try {
        packageSvg(source);
        return [];
      } catch (error) {
        return [`${id}: ${source.package}/${source.icon}: ${String(error)}`];
      }
    });
    expect(unknownTools).toEqual([]);
    expect(missingIcons).toEqual([]);
  });

  it("uses a theSVG icon only when its own licence allows it", () => {
    // Each theSVG icon states its licence; this one is under CC BY-ND 2.0.
    expect(THESVG_LICENCES.has("CC-BY-ND-2.0")).toBe(false);
    expect(() => packageSvg({ package: "thesvg", icon: "aws-amazon-athena" })).toThrow(
      /under CC-BY-ND-2.0/,
    );
  });

  it("prepares every icon it names", () => {
    expect([...bundledLogos().keys()].sort()).toEqual(Object.keys(map).sort());
    for (const [id, logo] of bundledLogos()) {
      expect(logo.key).toMatch(new RegExp(`^public/logos/${id}-[0-9a-f]{8}\\.svg$`));
    }
  });

  it.each(Object.entries(map))("keeps %s's logo as the package draws it", async (_, source) => {
    const before = original(source);
    const after = prepareLogo(source);
    expect(attribute(after, "viewBox")).toEqual(attribute(before, "viewBox"));
    expect(attribute(after, "d")).toEqual(attribute(before, "d"));
    const drawn = await pixels(after);
    // Something is drawn (every fourth byte is a pixel's opacity), and drawn the same.
    expect(drawn.some((value, index) => index % 4 === 3 && value > 0)).toBe(true);
    expect(drawn).toEqual(await pixels(before));
  });
});

describe("logoColour", () => {
  it("draws a one-colour logo in its brand's colour when it shows on white", () => {
    expect(logoColour("0B5CFF")).toBe("#0B5CFF");
    expect(logoColour("027e6f")).toBe("#027E6F");
  });
  it("draws it in black when the brand's colour is too light for a white tile", () => {
    expect(logoColour("6AFDEF")).toBe("#000000");
    expect(logoColour("FFFFFF")).toBe("#000000");
    expect(logoColour(undefined)).toBe("#000000");
  });
});

describe("withBundledLogos", () => {
  it("gives a mapped tool its stored logo and leaves the others as they are", () => {
    const mapped = Object.keys(map)[0]!;
    const unmapped = entries.find((entry) => !(entry.id in map))!.id;
    const [withLogo, without, own] = withBundledLogos([
      { id: mapped },
      { id: unmapped },
      { id: mapped, logo: "https://example.com/own.png" },
    ]);
    expect(withLogo!.logo).toBe(`/uploads/${bundledLogos().get(mapped)!.key}`);
    expect(without!.logo).toBeUndefined();
    expect(own!.logo).toBe("https://example.com/own.png");
  });
});
