import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../app/lib/html-entities";

describe("decodeEntities", () => {
  it("decodes decimal and hex references, with or without the semicolon", () => {
    expect(decodeEntities("&#233; &#xE9; &#Xe9; &#x1F600; &#39; &#x27;")).toBe("é é é 😀 ' '");
    expect(decodeEntities("&#39abc &#x41;&#x42")).toBe("'abc AB");
    // Leading zeros are only digits.
    expect(decodeEntities("java&#0000115;cript")).toBe("javascript");
  });

  it("reads &#128; to &#159; as Windows-1252, as browsers do", () => {
    expect(decodeEntities("&#128; &#150; &#151; &#153;")).toBe("€ – — ™");
  });

  it("decodes the named references serialisers write, case-sensitively", () => {
    expect(decodeEntities("&amp; &lt; &gt; &quot; &apos; &nbsp;")).toBe("& < > \" ' \u00a0");
    expect(decodeEntities("&AMP; &LT; &GT; &QUOT;")).toBe('& < > "');
    expect(decodeEntities("&copy; &mdash; &hellip; &rsquo; &euro; &eacute; &Eacute;")).toBe(
      "© — … ’ € é É",
    );
    expect(decodeEntities("javascript&colon;x &Tab; &NewLine;")).toBe("javascript:x \t \n");
  });

  it("leaves unknown names, and names without a semicolon, as they are", () => {
    expect(decodeEntities("&unknown; &Amp; &EACUTE; &copy &colon")).toBe(
      "&unknown; &Amp; &EACUTE; &copy &colon",
    );
    expect(decodeEntities("Fish & chips; R&D")).toBe("Fish & chips; R&D");
  });

  it("reads a number that names no character as U+FFFD, as browsers do", () => {
    expect(decodeEntities("&#1114112; &#x110000; &#99999999999;")).toBe("\ufffd \ufffd \ufffd");
    expect(decodeEntities("&#0; &#xD800; &#xDFFF;")).toBe("\ufffd \ufffd \ufffd");
    expect(decodeEntities("&#x10FFFF;")).toBe("\u{10ffff}");
  });

  it("decodes once: a decoded & does not start another reference", () => {
    expect(decodeEntities("&amp;lt; &#38;lt; &amp;#106;")).toBe("&lt; &lt; &#106;");
  });
});
