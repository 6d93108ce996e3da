import { describe, expect, it } from 'vitest';
import { classGroup, cn } from './cn';

// The component's own classes, copied from the ui components, so each row below reads like its call site.
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors';
const GHOST = 'text-zinc-800 hover:bg-zinc-100';
const LINK = 'text-brand-dark underline-offset-4 hover:underline px-0';
const SPINNER = 'size-5 animate-spin text-brand';
const PANEL = 'rounded-lg border border-zinc-200 bg-white p-5 shadow-sm';
const TABS_LIST = 'inline-flex h-9 w-full items-center rounded-lg bg-zinc-100 p-1 text-zinc-700';
const INPUT =
  'h-9 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500';
const DIALOG =
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-lg';
const CARD_FRAME =
  'relative aspect-[488/680] w-full max-w-60 overflow-hidden rounded-[4.75%/3.5%] bg-zinc-950 p-[3.5%] [container-type:inline-size]';
const ITEM =
  'flex h-8 w-full items-center gap-2 rounded-md px-2 text-sm text-zinc-800 outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand data-[active=true]:bg-zinc-200 data-[active=true]:font-medium data-[active=true]:text-zinc-950';
const TRIGGER =
  'flex w-full items-center gap-2 rounded-md p-1.5 text-left outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand';

// [where it is used, cn(...) arguments, expected]; the expectations match what tailwind-merge gave.
const CALL_SITES: [string, unknown[], string][] = [
  [
    'Button ghost icon, size-8',
    [BUTTON, GHOST, 'size-9', '-ml-1 size-8 text-red-700'],
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors hover:bg-zinc-100 -ml-1 size-8 text-red-700',
  ],
  [
    'Button ghost sm, h-7 px-2',
    [BUTTON, GHOST, 'h-8 px-3 text-sm', 'h-7 shrink-0 px-2'],
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors text-zinc-800 hover:bg-zinc-100 text-sm h-7 shrink-0 px-2',
  ],
  [
    'Button link sm, text-xs h-auto',
    [BUTTON, LINK, 'h-8 px-3 text-sm', 'ml-1 h-auto text-xs'],
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors text-brand-dark underline-offset-4 hover:underline px-3 ml-1 h-auto text-xs',
  ],
  [
    'Spinner, size and margins',
    [SPINNER, 'mx-auto mt-6 size-6'],
    'animate-spin text-brand mx-auto mt-6 size-6',
  ],
  ['Spinner on a brand button', [SPINNER, 'size-4 text-white'], 'animate-spin size-4 text-white'],
  ['Spinner inline', [SPINNER, 'ml-2 inline size-3.5'], 'animate-spin text-brand ml-2 inline size-3.5'],
  [
    'Panel, red border colour keeps the border width',
    [PANEL, 'border-red-200'],
    'rounded-lg border bg-white p-5 shadow-sm border-red-200',
  ],
  ['Panel as a grid', [PANEL, 'grid gap-3'], `${PANEL} grid gap-3`],
  ['TabsContent mt-0', ['mt-4 outline-none', 'mt-0 grid gap-4'], 'outline-none mt-0 grid gap-4'],
  [
    'TabsList w-auto',
    [TABS_LIST, 'w-auto'],
    'inline-flex h-9 items-center rounded-lg bg-zinc-100 p-1 text-zinc-700 w-auto',
  ],
  ['TabsList max-w-sm keeps w-full', [TABS_LIST, 'max-w-sm'], `${TABS_LIST} max-w-sm`],
  ['Input pl-8 keeps px-3 (pl comes later in the CSS)', [INPUT, 'pl-8 font-mono'], `${INPUT} pl-8 font-mono`],
  ['Input w-28', ['h-9 w-full rounded-md px-3', 'w-28'], 'h-9 rounded-md px-3 w-28'],
  [
    'DialogContent max-w-2xl',
    [DIALOG, 'max-w-2xl'],
    'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-lg max-w-2xl',
  ],
  [
    'SheetContent width variable',
    ['fixed inset-y-0 left-0 z-50 flex h-full flex-col', 'w-(--sidebar-width-mobile)'],
    'fixed inset-y-0 left-0 z-50 flex h-full flex-col w-(--sidebar-width-mobile)',
  ],
  [
    'DialogTitle sr-only',
    ['text-lg font-semibold text-zinc-900', 'sr-only'],
    'text-lg font-semibold text-zinc-900 sr-only',
  ],
  [
    'Badge outline gap',
    [
      'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
      'border border-zinc-300 text-zinc-800',
      'gap-1',
    ],
    'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold border border-zinc-300 text-zinc-800 gap-1',
  ],
  [
    'Card cover picker, arbitrary text size',
    ['aspect-[488/680] w-full max-w-60 overflow-hidden rounded-[4.75%/3.5%]', 'max-w-none text-[0.6rem]'],
    'aspect-[488/680] w-full overflow-hidden rounded-[4.75%/3.5%] max-w-none text-[0.6rem]',
  ],
  [
    'CardFrame max-w-none',
    [CARD_FRAME, 'max-w-none'],
    'relative aspect-[488/680] w-full overflow-hidden rounded-[4.75%/3.5%] bg-zinc-950 p-[3.5%] [container-type:inline-size] max-w-none',
  ],
  [
    'collapsed user menu trigger: p-0 replaces p-1.5',
    [TRIGGER, 'justify-center p-0'],
    'flex w-full items-center gap-2 rounded-md text-left outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand justify-center p-0',
  ],
  [
    'collapsed sidebar badge: p-0 replaces px, text-[0px] replaces text-xs and leading-5',
    [
      'ml-auto rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-white',
      'absolute top-0.5 left-5 size-2 overflow-hidden p-0 text-[0px]',
    ],
    'ml-auto rounded-full bg-brand font-semibold text-white absolute top-0.5 left-5 size-2 overflow-hidden p-0 text-[0px]',
  ],
  ['My Cubes sub item h-7', [ITEM, 'h-7'], `${ITEM.replace('h-8 ', '')} h-7`],
  ['main padding per breakpoint', ['flex-1', 'p-4 md:p-6'], 'flex-1 p-4 md:p-6'],
  [
    'cover picker ring',
    ['w-full rounded-md p-0.5 text-left ring-offset-1', 'ring-2 ring-brand'],
    'w-full rounded-md p-0.5 text-left ring-offset-1 ring-2 ring-brand',
  ],
  [
    'seat select',
    ['h-9 w-full rounded-md border px-2 text-sm', 'w-auto min-w-40'],
    'h-9 rounded-md border px-2 text-sm w-auto min-w-40',
  ],
  [
    'unread notification, colour with opacity',
    ['flex gap-3 rounded-lg border p-3', 'border-brand/40 bg-brand/5'],
    'flex gap-3 rounded-lg border p-3 border-brand/40 bg-brand/5',
  ],
  [
    'cube tab: border-b-2 is a width, border-brand a colour',
    ['inline-block border-b-2 px-3 py-2 text-sm', 'border-brand font-medium text-zinc-900'],
    'inline-block border-b-2 px-3 py-2 text-sm border-brand font-medium text-zinc-900',
  ],
  [
    'conditional classes (clsx) are dropped when false',
    ['truncate', false && 'sr-only', null, undefined],
    'truncate',
  ],
];

describe('cn: the real call sites', () => {
  it.each(CALL_SITES)('%s', (_where, args, expected) => {
    expect(cn(...(args as string[]))).toBe(expected);
  });
});

// [classes, expected]: the conflict rules one at a time.
const RULES: [string, string][] = [
  // Padding and margin: the whole box replaces its sides, an axis its two sides; not the other way round.
  ['px-2 py-1 pt-3 p-4', 'p-4'],
  ['p-4 px-2', 'p-4 px-2'],
  ['pl-2 pr-2 px-4', 'px-4'],
  ['pt-2 px-4', 'pt-2 px-4'],
  ['mt-2 mb-2 my-4', 'my-4'],
  ['mx-auto -mx-2', '-mx-2'],
  ['ms-2 me-2 m-0', 'm-0'],
  // Sizes
  ['w-4 h-4 size-6', 'size-6'],
  ['size-6 w-4', 'size-6 w-4'],
  ['min-w-0 w-full min-w-40', 'w-full min-w-40'],
  ['max-w-60 max-w-none', 'max-w-none'],
  ['h-9 h-auto', 'h-auto'],
  // Colour, size, alignment of text are three groups
  ['text-sm text-white text-center text-lg', 'text-white text-center text-lg'],
  ['text-zinc-800 text-red-700', 'text-red-700'],
  ['text-xs text-[11px]', 'text-[11px]'],
  ['text-zinc-900 text-[#fff]', 'text-[#fff]'],
  ['leading-5 text-sm', 'text-sm'],
  ['text-sm leading-5', 'text-sm leading-5'],
  ['font-medium font-mono font-semibold', 'font-mono font-semibold'],
  // Borders, rounding, rings, outlines, shadows
  ['border border-2', 'border-2'],
  ['border border-zinc-300 border-red-600', 'border border-red-600'],
  ['border-t border-b-2 border-0', 'border-0'],
  ['border-x-2 border-l-4', 'border-x-2 border-l-4'],
  ['border-l-4 border-x-2', 'border-x-2'],
  ['border-solid border-dashed', 'border-dashed'],
  ['rounded-t-md rounded-bl-sm rounded-lg', 'rounded-lg'],
  ['rounded-tl-sm rounded-t-lg', 'rounded-t-lg'],
  ['rounded-md rounded-[4.75%/3.5%]', 'rounded-[4.75%/3.5%]'],
  [
    'ring-2 ring-4 ring-brand ring-offset-2 ring-offset-white',
    'ring-4 ring-brand ring-offset-2 ring-offset-white',
  ],
  [
    'outline outline-2 outline-brand outline-offset-2 outline-none',
    'outline-2 outline-brand outline-offset-2 outline-none',
  ],
  ['shadow-sm shadow-lg shadow-brand/20', 'shadow-lg shadow-brand/20'],
  ['shadow-sm shadow-[0_1px_2px_rgba(0,0,0,0.2)]', 'shadow-[0_1px_2px_rgba(0,0,0,0.2)]'],
  // Backgrounds: colour versus image, size, position
  ['bg-white bg-zinc-100/70', 'bg-zinc-100/70'],
  ['bg-white bg-cover bg-center', 'bg-white bg-cover bg-center'],
  ['bg-white bg-[#123456]', 'bg-[#123456]'],
  // Layout
  ['flex grid hidden', 'hidden'],
  ['inline-flex inline', 'inline'],
  ['relative absolute', 'absolute'],
  ['flex-col flex-row flex-wrap flex-1', 'flex-row flex-wrap flex-1'],
  ['grow shrink-0 basis-1/2 flex-none', 'flex-none'],
  ['gap-x-2 gap-y-1 gap-4', 'gap-4'],
  ['gap-4 gap-x-2', 'gap-4 gap-x-2'],
  ['grid-cols-2 md:grid-cols-3 grid-cols-1', 'md:grid-cols-3 grid-cols-1'],
  ['col-span-2 col-span-full', 'col-span-full'],
  ['justify-center justify-between justify-self-start', 'justify-between justify-self-start'],
  ['items-start items-center self-end', 'items-center self-end'],
  ['top-0 left-0 inset-0', 'inset-0'],
  ['inset-y-0 top-2', 'inset-y-0 top-2'],
  ['z-10 z-50', 'z-50'],
  ['overflow-x-auto overflow-hidden', 'overflow-hidden'],
  ['overflow-hidden overflow-x-auto', 'overflow-hidden overflow-x-auto'],
  ['-translate-x-1/2 translate-x-0 -translate-y-1/2', 'translate-x-0 -translate-y-1/2'],
  ['opacity-60 opacity-100', 'opacity-100'],
  ['transition-colors transition-[width]', 'transition-[width]'],
  ['whitespace-nowrap whitespace-normal truncate', 'whitespace-normal truncate'],
  ['sr-only not-sr-only', 'not-sr-only'],
  ['[container-type:inline-size] [container-type:size] [mask:none]', '[container-type:size] [mask:none]'],
  // Variants: only the same variants conflict; their order does not matter, arbitrary ones keep theirs.
  ['hover:bg-zinc-100 bg-brand hover:bg-brand-dark', 'bg-brand hover:bg-brand-dark'],
  ['md:p-6 p-4', 'md:p-6 p-4'],
  ['hover:md:p-2 md:hover:p-4', 'md:hover:p-4'],
  ['data-[state=active]:bg-white data-[state=active]:bg-zinc-900', 'data-[state=active]:bg-zinc-900'],
  [
    'group-data-[state=open]/trigger:rotate-90 group-data-[state=open]/trigger:rotate-180',
    'group-data-[state=open]/trigger:rotate-180',
  ],
  ['[&>svg]:size-4 [&>svg]:size-5 size-3', '[&>svg]:size-5 size-3'],
  // Important marks its own group, before or after the class
  ['p-2! p-4', 'p-2! p-4'],
  ['p-2! p-4!', 'p-4!'],
  ['!p-2 p-4!', 'p-4!'],
  // Anything unrecognised is kept, duplicates and all, in its place
  ['group/trigger peer animate-spin', 'group/trigger peer animate-spin'],
  ['cw-card cw-card', 'cw-card cw-card'],
  ['  p-2 \n  p-3  ', 'p-3'],
  ['', ''],
];

describe('cn: conflict rules', () => {
  it.each(RULES)('%s -> %s', (classes, expected) => {
    expect(cn(classes)).toBe(expected);
  });
});

describe('cn: remembered merges', () => {
  it('answers a repeated input the same as the first time, whatever came between', () => {
    const first = cn('px-2 py-1', 'p-3');
    for (let i = 0; i < 2500; i++) cn(`w-${i}`, 'w-4'); // more inputs than it keeps: cleared meanwhile
    expect(cn('px-2 py-1', 'p-3')).toBe(first);
    expect(first).toBe('p-3');
    expect(cn('w-7', 'w-4')).toBe('w-4');
  });
});

describe('classGroup', () => {
  it('tells colours from widths and sizes for the ambiguous prefixes', () => {
    expect(classGroup('text-sm')).toBe('font-size');
    expect(classGroup('text-brand-dark')).toBe('text-color');
    expect(classGroup('border-2')).toBe('border-w');
    expect(classGroup('border-t')).toBe('border-w-t');
    expect(classGroup('border-brand')).toBe('border-color');
    expect(classGroup('border-b-zinc-200')).toBe('border-color-b');
    expect(classGroup('ring-offset-2')).toBe('ring-offset-w');
    expect(classGroup('rounded-lg')).toBe('rounded');
    expect(classGroup('rounded-l-lg')).toBe('rounded-l');
  });
  it('knows nothing of words that are not utilities', () => {
    expect(classGroup('group')).toBeUndefined();
    expect(classGroup('animate')).toBeUndefined();
    expect(classGroup('cw-card')).toBeUndefined();
  });
});
