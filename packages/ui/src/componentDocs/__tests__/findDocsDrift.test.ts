/// <reference types="node" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPropsProgram } from '../createPropsProgram';
import { findDocsDrift } from '../findDocsDrift';
import { readFolderApi } from '../readFolderApi';

// The check run on a small fixture folder (fixtures/Greeting) with docs written right and wrong,
// so that the real check passing over the package means the docs agree, not that it sees nothing.
const packageRoot = fileURLToPath(new URL('../../..', import.meta.url));
const indexFile = fileURLToPath(new URL('fixtures/Greeting/index.ts', import.meta.url));
const program = createPropsProgram(path.join(packageRoot, 'tsconfig.json'), [indexFile]);
const api = readFolderApi(program, indexFile, path.join(packageRoot, 'src'));

const entries = (...names: string[]) => ({
  name: 'Greeting',
  props: names.map((name) => ({ name })),
});

describe('readFolderApi', () => {
  it('counts the props the package declares as its own, the inherited ones apart', () => {
    const greeting = api.components.get('Greeting');
    expect([...(greeting?.own ?? [])].sort()).toEqual(['name', 'wave']);
    expect(greeting?.all).toContain('className');
    expect(greeting?.all).toContain('aria-label');
    expect([...(api.components.get('GreetingList')?.own ?? [])]).toEqual(['names']);
    expect([...(api.hooks.get('useGreeting') ?? [])]).toEqual(['greet']);
  });
});

describe('findDocsDrift', () => {
  it('passes docs that name every own prop, in every form of entry', () => {
    const docs = entries(
      'name / wave',
      'className / ...p props',
      'GreetingList: names',
      'useGreeting: greet',
    );
    expect(findDocsDrift(docs, api)).toEqual([]);
  });

  it('fails when a prop has no entry', () => {
    expect(findDocsDrift(entries('name', 'GreetingList: names'), api)).toEqual([
      `Greeting's prop wave has no entry (add "wave")`,
    ]);
    expect(findDocsDrift(entries('name / wave'), api)).toEqual([
      `GreetingList's prop names has no entry (add "GreetingList: names")`,
    ]);
  });

  it('fails when an entry names a prop, component or hook member that does not exist', () => {
    const docs = entries(
      'name / wave',
      'GreetingList: names / title',
      'nickname',
      'GreetingCard: name',
      'useGreeting: greet / wave',
    );
    expect(findDocsDrift(docs, api)).toEqual([
      'entry "GreetingList: names / title" names prop title, which GreetingList does not have',
      'entry "nickname" names prop nickname, which Greeting does not have',
      'entry "GreetingCard: name" names GreetingCard, which is not a component or hook this folder exports',
      'entry "useGreeting: greet / wave" names wave, which useGreeting does not return',
    ]);
  });

  it('fails on a renamed prop: the old name is unknown, the new one undocumented', () => {
    expect(findDocsDrift(entries('name / waving', 'GreetingList: names'), api)).toEqual([
      'entry "name / waving" names prop waving, which Greeting does not have',
      `Greeting's prop wave has no entry (add "wave")`,
    ]);
  });

  it('fails on an entry it cannot read, and on docs named after no component of the folder', () => {
    const docs = { name: 'Greetings', props: [{ name: '…p props' }, { name: 'Greeting.wave' }] };
    expect(findDocsDrift(docs, api)).toEqual([
      '"name": "Greetings" is not a component this folder exports',
      'entry "…p props" does not read as "prop / prop", "Component: prop / prop" or "...what props"',
      'entry "Greeting.wave" does not read as "prop / prop", "Component: prop / prop" or "...what props"',
      `Greeting's prop name has no entry (add "Greeting: name")`,
      `Greeting's prop wave has no entry (add "Greeting: wave")`,
      `GreetingList's prop names has no entry (add "GreetingList: names")`,
    ]);
  });

  it('fails on forwarded attributes documented for a component that forwards none', () => {
    expect(findDocsDrift(entries('name / wave', 'GreetingList: names / ...ul props'), api)).toEqual(
      [
        'entry "GreetingList: names / ...ul props" describes forwarded attributes, but GreetingList forwards none',
      ],
    );
  });
});
