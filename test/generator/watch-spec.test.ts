// What --watch counts as a save (generator/load/watch-spec.ts), without generating anything: spec
// files under the spec folder, the lint config beside it however it is saved, even deleted and
// written again, and any file under templates/ but editors' side files; nothing else in the project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { watchSpecFolder } from '../../generator/load/watch-spec.ts';

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-spec-'));
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

it('reports spec files, the lint config and templates, and nothing else in the project', async () => {
  const specDir = path.join(project, 'spec');
  const config = path.join(project, 'redocly.yaml');
  const templates = path.join(project, 'templates');
  for (const folder of [path.join(specDir, 'paths'), path.join(project, 'generated'), path.join(templates, 'docs')]) fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(specDir, 'paths', 'a.yaml'), 'a: 1\n');
  fs.writeFileSync(config, 'extends: [minimal]\n');

  const seen: string[] = [];
  const watcher = watchSpecFolder(specDir, (file) => seen.push(path.relative(project, file)), (error) => seen.push(`error: ${error.message}`), { files: [config], folders: [templates] });
  try {
    await watcher.ready;
    // What each step reports once its events have arrived (chokidar holds a removal back 100 ms to tell a rename-over save).
    const step = async (act: () => void): Promise<string[]> => {
      act();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return [...new Set(seen.splice(0))];
    };
    const renameOver = (file: string, text: string) => {
      fs.writeFileSync(`${file}.tmp`, text);
      fs.renameSync(`${file}.tmp`, file);
    };

    expect(await step(() => fs.writeFileSync(path.join(specDir, 'paths', 'a.yaml'), 'a: 2\n'))).toEqual([path.join('spec', 'paths', 'a.yaml')]);
    expect(await step(() => fs.writeFileSync(config, 'extends: [recommended]\n'))).toEqual(['redocly.yaml']);
    expect(await step(() => renameOver(config, 'extends: [minimal]\n'))).toEqual(['redocly.yaml']);
    expect(await step(() => fs.rmSync(config))).toEqual(['redocly.yaml']);
    expect(await step(() => fs.writeFileSync(config, 'extends: [minimal]\n'))).toEqual(['redocly.yaml']);
    expect(await step(() => fs.writeFileSync(config, 'extends: [recommended]\n'))).toEqual(['redocly.yaml']);
    // Templates of any kind, however saved, and a new template folder.
    expect(await step(() => fs.writeFileSync(path.join(templates, 'docs', 'page.md.hbs'), '# {{title}}\n'))).toEqual([path.join('templates', 'docs', 'page.md.hbs')]);
    expect(await step(() => renameOver(path.join(templates, 'docs', 'page.md.hbs'), '## {{title}}\n'))).toEqual([path.join('templates', 'docs', 'page.md.hbs')]);
    expect(await step(() => fs.mkdirSync(path.join(templates, 'runtime')))).toEqual([path.join('templates', 'runtime')]);
    expect(await step(() => fs.writeFileSync(path.join(templates, 'runtime', 'core.ts'), 'export {};\n'))).toEqual([path.join('templates', 'runtime', 'core.ts')]);
    // Beside the config, beside the spec files and beside the templates: not saves of an input.
    expect(
      await step(() => {
        fs.writeFileSync(path.join(project, 'other.yaml'), 'x: 1\n');
        fs.writeFileSync(path.join(project, 'generated', 'openapi.json'), '{}');
        fs.writeFileSync(path.join(specDir, 'paths', '4913'), '');
        for (const name of ['4913', 'page.md.hbs~', '.#page.md.hbs', 'page.md.hbs.bak']) fs.writeFileSync(path.join(templates, 'docs', name), '');
      }),
    ).toEqual([]);
  } finally {
    await watcher.close();
  }
});

it('a spec at a project\'s root: its output folder, node_modules and .git are not watched', async () => {
  const root = path.join(project, 'root-spec');
  for (const folder of ['out', 'node_modules/pkg', '.git', 'paths']) fs.mkdirSync(path.join(root, folder), { recursive: true });
  fs.writeFileSync(path.join(root, 'openapi.json'), '{}');
  const seen: string[] = [];
  const watcher = watchSpecFolder(root, (file) => seen.push(path.relative(root, file)), (error) => seen.push(`error: ${error.message}`), { ignore: [path.join(root, 'out')] });
  try {
    await watcher.ready;
    fs.writeFileSync(path.join(root, 'out', 'openapi.json'), '{"written": true}');
    fs.writeFileSync(path.join(root, 'node_modules', 'pkg', 'package.json'), '{}');
    fs.writeFileSync(path.join(root, '.git', 'config.json'), '{}');
    fs.writeFileSync(path.join(root, 'paths', 'a.yaml'), 'a: 1\n');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([...new Set(seen)]).toEqual([path.join('paths', 'a.yaml')]);
  } finally {
    await watcher.close();
  }
});
