// The generator reads text it does not own (a --spec document's titles, descriptions, Markdown and
// servers; lint messages quoting it). Each file that used a regex recheck called super-linear now
// scans instead: fed the attack string recheck reported, at 50,000 characters, it gives the expected
// result (a regex would take minutes), and on short random text it agrees with the regex it replaced.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeJsDoc } from '../../generator/emit/client/jsdoc.ts';
import { NotOfflineError, offline } from '../../generator/emit/docs-html.ts';
import { codeBlock, inlineCode, inlineText, markdownBlocks, slug } from '../../generator/emit/docs/markdown-text.ts';
import { overviewLinks } from '../../generator/emit/docs/overview.ts';
import { asLinks } from '../../generator/emit/docs/remote-assets.ts';
import { objectLiteral } from '../../generator/emit/docs/request-examples.ts';
import { tidyMarkdown } from '../../generator/emit/docs/templates.ts';
import { joinLines, trimEndWhere, trimWhere } from '../../generator/linear-text.ts';
import { lintVerdict } from '../../generator/load/load-spec.ts';
import { formatYamlError } from '../../generator/load/lint.mjs';
import { genericProfile } from '../../generator/profiles/profile.ts';
import type { ApiModel } from '../../generator/model/types.ts';

const N = 50_000;
/** Short text over the characters the replaced regexes care about, where a regex is quick. */
const shortText = (alphabet: string[]) => fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join(''));

describe('generator/linear-text.ts', () => {
  it('trims and joins like the regexes it replaces, at any length', () => {
    expect(trimEndWhere(`${'0'.repeat(N)}\u00000`, (c) => c >= '0' && c <= '9')).toBe(`${'0'.repeat(N)}\u0000`);
    expect(trimWhere(`\u0000${'-'.repeat(N)}-\u0000`, (c) => c === '-')).toBe(`\u0000${'-'.repeat(N + 1)}\u0000`);
    expect(joinLines(`${'\t'.repeat(N)}\u0000\n`)).toBe(`${'\t'.repeat(N)}\u0000 `);
    fc.assert(
      fc.property(shortText([' ', '\t', '\n', '\r', 'a', '-', '0']), (text) => {
        expect(joinLines(text)).toBe(text.replace(/\s*\r?\n\s*/g, ' '));
        expect(trimWhere(text, (c) => c === '-')).toBe(text.replace(/^-+|-+$/g, ''));
        expect(trimEndWhere(text, (c) => c >= '0' && c <= '9')).toBe(text.replace(/\d+$/, ''));
      }),
      { seed: 32 },
    );
  });
});

describe('generator/emit/docs/markdown-text.ts', () => {
  it('answers the attack strings at 50,000 characters', () => {
    expect(inlineText(`a${'\t'.repeat(N)}\u0000\n`)).toBe(`a${'\t'.repeat(N)}\u0000`);
    expect(inlineCode(`a${'\t'.repeat(N)}\u0000\nb`)).toBe(`\`a${'\t'.repeat(N)}\u0000 b\``);
    expect(codeBlock(`x${'\t'.repeat(N)}\u0000\t`)).toBe(`\`\`\`\nx${'\t'.repeat(N)}\u0000\n\`\`\``);
    expect(slug(`\u0000${'-'.repeat(N)}-\u0000`)).toBe('');
    expect(markdownBlocks(`\`\`\`${'`'.repeat(N)}\u2028x`)).toContain('\\`');
    expect(markdownBlocks(`#\n${'\t'.repeat(N)}\u0000${'\t'.repeat(N)}\n`)).toBe('\\# \u0000');
    expect(markdownBlocks(`*\n${'\t'.repeat(N)}*\n`)).toBe('\\* \\*');
    expect(markdownBlocks(`## Title ${'#'.repeat(N)}   `)).toBe('## Title');
    // Links (markdown-links.ts): a scan refused at its end is not repeated from inside its run.
    expect(inlineText('http:///'.repeat(N / 8))).toBe('http:///'.repeat(N / 8));
    expect(inlineText(`[a](${'-http:'.repeat(N / 6)}`)).toBe(`\\[a\\](${'-http:'.repeat(N / 6)}`);
    expect(inlineText('[](<'.repeat(N / 4))).toBe('\\[\\](&lt;'.repeat(N / 4));
  });

  it('reads headings, bullets and fences as the regexes did', () => {
    const heading = (line: string) => /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const bullet = (line: string) => /^\s*[-*+]\s+(.*)$/.exec(line);
    const fence = (line: string) => /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    fc.assert(
      fc.property(shortText(['#', ' ', '\t', '\u2028', 'a', '-', '*', '`', '~']), (line) => {
        const blocks = markdownBlocks(line);
        const h = heading(line);
        const f = fence(line);
        if (f) expect(blocks.startsWith('```')).toBe(true);
        // A lone heading is moved to level 2, the level a description's top headings get.
        else if (h) expect(blocks).toBe(`## ${inlineText(h[2])}`);
        else if (bullet(line)) expect(blocks).toBe(`- ${inlineText(bullet(line)![1])}`);
      }),
      { seed: 32, numRuns: 500 },
    );
  });
});

describe('generator/emit/docs/overview.ts', () => {
  const links = (description: string) => overviewLinks({ description, adminSettings: [], notShown: [] } as unknown as ApiModel, 'html');

  it('answers the attack string at 50,000 characters', () => {
    expect(links(`#\t\u0000${'\t'.repeat(N)}\u0000\n#\t\u0000`)).toEqual({});
    expect(links(`## Permissions${'\t'.repeat(N)}#\n`)).toEqual({ permissions: '#/section/permissions' });
  });

  it('finds the headings the regex found', () => {
    fc.assert(
      fc.property(shortText(['#', ' ', '\t', '\n', 'e', 'r', 'o', 'x']), (text) => {
        const titles = [...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)].map((m) => m[1]);
        const errors = titles.find((title) => /error/i.test(title));
        expect(links(text).errors).toBe(errors === undefined ? undefined : `#/section/${slug(errors)}`);
      }),
      { seed: 32, numRuns: 500 },
    );
  });
});

describe('generator/emit/docs/templates.ts', () => {
  it('trims the blanks ending a line of 50,000', () => {
    expect(tidyMarkdown(`a${'\t'.repeat(N)}\u0000\t\nb`)).toBe(`a${'\t'.repeat(N)}\u0000\nb\n`);
  });
});

describe('generator/emit/client/jsdoc.ts', () => {
  it('escapes a line-leading @ after 50,000 line breaks', () => {
    expect(escapeJsDoc(`${'\n'.repeat(N)}\u0000\n  @see`)).toBe('\u0000\n  \\@see');
    fc.assert(fc.property(shortText(['\n', ' ', '@', 'a']), (text) => {
        expect(escapeJsDoc(text)).toBe(text.replace(/^(\s*)@/gm, '$1\\@').trim());
      }), { seed: 32 });
  });
});

describe('generator/emit/docs/request-examples.ts', () => {
  it('unquotes identifier keys of a body with 50,000 line breaks in a value', () => {
    const value = { key: `${'\n'.repeat(N)}0\n"$":`, 'not-an-id': 1 };
    expect(objectLiteral(value)).toBe(`{\n  key: ${JSON.stringify(value.key)},\n  "not-an-id": 1\n}`);
  });
});

describe('generator/profiles/profile.ts', () => {
  it('names the client from a 50,000-character title and trims a server URL of 50,000 slashes', () => {
    const profile = genericProfile({ info: { title: `${'A'.repeat(N)}Aa` }, servers: [{ url: `https://api.example.com${'/'.repeat(N)}` }] });
    expect(profile.clientClass).toBe(`A${'a'.repeat(N - 1)}AaClient`);
    expect(profile.exampleBaseUrl).toBe('https://api.example.com');
    const numbered = genericProfile({ info: { title: `${'1'.repeat(N)}x` } });
    expect(numbered.apiKeyVariable).toBe(`API_${'1'.repeat(N)}_X_API_KEY`);
    expect(genericProfile({ info: { title: '1Password' } }).clientClass).toBe('OnePasswordClient');
    expect(genericProfile({ info: { title: 'XMLHttp' } }).clientClass).toBe('XmlHttpClient');
  });
});

describe('generator/load/lint.mjs', () => {
  const reason = (message: string) => formatYamlError({ source: { absoluteRef: '/tmp/spec.yaml' }, line: 1, col: 2, message } as unknown as Parameters<typeof formatYamlError>[0], '/tmp');
  it('drops the parser\'s own place from a message of 50,000 spaces', () => {
    expect(reason(`${' '.repeat(N)}0 in "" (0:0)`)).toBe(`spec.yaml:1:2 ${' '.repeat(N)}0 (YAML syntax)`);
    expect(reason(`bad indentation in "/tmp/spec.yaml" (3:4)\n`)).toBe('spec.yaml:1:2 bad indentation (YAML syntax)');
    expect(reason(`${' '.repeat(N)}\u0000`)).toBe(`spec.yaml:1:2 ${' '.repeat(N)}\u0000 (YAML syntax)`);
  });
});

describe('generator/load/load-spec.ts', () => {
  it('reads lint messages quoting 50,000 characters of spec text', () => {
    const repeated = (text: string) => text.repeat(6_200);
    const accepted = (problem: string) => lintVerdict([problem], 'default').accepted.length === 1;
    expect(accepted(`x:1:1${repeated(' Property `` is not expected here. Did you mean: ')} Property \`a\` is not expected here. (struct)`)).toBe(true);
    expect(accepted(`x:1:1${repeated(' Property `` is not expected here. Did you mean: ')}`)).toBe(false);
    expect(accepted(`x:1:1${repeated(" `exclusiveMinimum: true` is OpenAPI 3.0's form; ")}\n`)).toBe(false);
    expect(accepted(`x:1:1 \`exclusiveMinimum: true\` is OpenAPI 3.0's form; in 3.1 \`exclusiveMinimum\` is the bound itself. (generator-foreign-types/boolean-exclusive-bound)`)).toBe(true);
    expect(accepted(`x:1:1${repeated(' Expected type `` (')} Expected type \`string\` but got \`null\`. (struct)`)).toBe(true);
  });
});

describe('generator/emit/docs-html.ts', () => {
  const refusal = (page: string) => {
    try {
      offline(page);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(NotOfflineError);
      const message = (error as Error).message;
      return message.slice(0, message.indexOf(': ', message.indexOf(' at character ')));
    }
  };
  it('finds a remote script, stylesheet or import after 50,000 characters of unclosed tags', () => {
    const scripts = `a${'"//<SCRIPT:H'.repeat(15_812)}\t//><SCRIPT/SRC=//`;
    expect(refusal(scripts)).toBe(`docs/index.html would not work offline: remote script at character ${scripts.lastIndexOf('<SCRIPT')}`);
    const links = `K${'//<LINK\u0000H'.repeat(18_258)}//><LINK<HREF=//`;
    expect(refusal(links)).toBe(`docs/index.html would not work offline: remote stylesheet or preload at character ${links.lastIndexOf('<LINK')}`);
    expect(refusal(`@IMPORT\t${'\t'.repeat(N)}@IMPORT\t//`)).toBe(`docs/index.html would not work offline: remote @import at character ${N + 8}`);
    expect(refusal(`${'<script '.repeat(N / 8)}src="local.js">`)).toBeNull();
  });
});

describe('generator/emit/docs/remote-assets.ts', () => {
  const regexLinks = (markdown: string) =>
    markdown
      .replace(/!\[([^\]\n]*)\]\(\s*((?:https?:)?\/\/[^\s)]+)(?:\s[^)\n]*)?\)/gi, (_m, alt: string, url: string) => `[${alt.trim() || 'image'}](${url})`)
      .replace(/<(img|iframe|video|audio|source|embed|script)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) => (/\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/i.test(tag) ? '<LINKED>' : tag));
  const normalised = (text: string) => text.replace(/<a href="[^"]*">[^<]*<\/a>/g, '<LINKED>').replace(/<\/(iframe|video|audio|script)\s*>/gi, '');

  it('links remote media after 50,000 characters that never close an image or a tag', () => {
    const images = `${'(//!['.repeat(N / 5)}(\n//S)![map](https://maps.example/a.png "Map")`;
    const urls: string[] = [];
    expect(asLinks(images, urls)).toBe(`${'(//!['.repeat(N / 5)}(\n//S)[map](https://maps.example/a.png)`);
    expect(urls).toEqual(['https://maps.example/a.png']);
    const tags = `${"<IMG''".repeat(N / 6)}><img src="https://cdn.example/x.png" alt="X">`;
    const tagUrls: string[] = [];
    expect(asLinks(tags, tagUrls)).toBe(`${"<IMG''".repeat(N / 6)}><a href="https://cdn.example/x.png">X</a>`);
    expect(asLinks(`${"<IMG'".repeat(N / 5)} src=//x`, [])).toBe(`${"<IMG'".repeat(N / 5)} src=//x`);
    expect(tagUrls).toEqual(['https://cdn.example/x.png']);
  });

  it('finds what the regexes found', () => {
    const pieces = ['![', ']', '(', ')', ' ', '\n', '//', 'https://', 'a', '<img ', '<video', '>', '"', "'", 'src=//x', 'alt="b"', '</video>'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join('')), (markdown) => {
        expect(normalised(asLinks(markdown, []))).toBe(normalised(regexLinks(markdown)));
      }),
      { seed: 32, numRuns: 1000 },
    );
  });
});
