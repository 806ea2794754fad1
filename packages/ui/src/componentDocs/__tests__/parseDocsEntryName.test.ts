import { describe, expect, it } from 'vitest';
import { parseDocsEntryName } from '../parseDocsEntryName';

describe('parseDocsEntryName', () => {
  it.each([
    ['value', { owners: [], props: ['value'], forwarded: false }],
    [
      'value / defaultValue / onValueChange',
      { owners: [], props: ['value', 'defaultValue', 'onValueChange'], forwarded: false },
    ],
    ['TabsList: aria-label', { owners: ['TabsList'], props: ['aria-label'], forwarded: false }],
    [
      'Card / CardMedia: asChild',
      { owners: ['Card', 'CardMedia'], props: ['asChild'], forwarded: false },
    ],
    ['...props', { owners: [], props: [], forwarded: true }],
    ['...Radix Switch.Root props', { owners: [], props: [], forwarded: true }],
    [
      'DropdownMenuLinkItem: tone / ...a props',
      { owners: ['DropdownMenuLinkItem'], props: ['tone'], forwarded: true },
    ],
    ['useToast: showToast', { owners: ['useToast'], props: ['showToast'], forwarded: false }],
  ])('reads %j', (name, expected) => {
    expect(parseDocsEntryName(name)).toEqual(expected);
  });

  it.each([
    'CardTitle.level', // a dot instead of "Component: prop"
    'ToastProvider label', // the colon left out
    '…select props', // the ellipsis character instead of three full stops
    'useToast()',
    'value/defaultValue', // the separator is " / "
    'tabs: value', // a component starts with a capital
    '',
  ])('refuses %j', (name) => {
    expect(parseDocsEntryName(name)).toBeUndefined();
  });
});
